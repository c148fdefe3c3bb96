import { observer } from 'mobx-react-lite';
import type { HursagmuCreation } from '../../../../shared/rules/systems/hursagmu';
import { FindingsList } from '../../../components/findings-list';
import type { HursagmuEditor } from '../controls/creation-change';

/**
 * Shown when the character file's creation choices cannot be read: says why and offers to start the choices
 * again with every trait at 0 (Undo brings the old ones back).
 */
export const StartBuilding = observer(function StartBuilding({ editor }: { editor: HursagmuEditor }) {
  const start = () => {
    const fresh = editor.system.newCharacter(editor.settings, editor.nextSeed()) as HursagmuCreation;
    editor.updateCreation('start the creation choices again', fresh);
  };
  return (
    <div className="hursagmu-builder builder-start card">
      <p>
        The creation choices in this character's file cannot be read, so the builder cannot show them. Correct the file, or start the choices again
        (Undo brings the old ones back).
      </p>
      <FindingsList findings={editor.findings} title="Why the choices cannot be read" />
      <button type="button" className="primary" onClick={start}>
        Start the choices again
      </button>
    </div>
  );
});
