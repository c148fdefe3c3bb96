import { observer } from 'mobx-react-lite';
import type { MlsCreation } from '../../../../shared/rules/systems/mls';
import { FindingsList } from '../../../components/findings-list';
import type { MlsEditor } from '../controls/creation-step';

/**
 * Shown when the character file's creation choices cannot be read: says why
 * and offers to start the choices again from the book's defaults (Undo
 * brings the old ones back).
 */
export const StartBuilding = observer(function StartBuilding({ editor }: { editor: MlsEditor }) {
  const start = () => {
    const fresh = editor.system.newCharacter(editor.settings, editor.nextSeed()) as MlsCreation;
    editor.updateCreation('start the creation choices again', fresh);
  };
  return (
    <div className="mls-builder builder-start card">
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
