import { observer } from 'mobx-react-lite';
import type { CharacterEditor } from '../../contract/character-editor';
import { FindingsList } from '../findings-list';

/**
 * Shown when the character file's creation choices cannot be read: says why and offers to start the choices
 * again from the game's new-character defaults (Undo brings the old ones back).
 */
export const StartBuilding = observer(function StartBuilding<Creation>({
  editor,
  className,
}: {
  editor: CharacterEditor<Creation, unknown, unknown>;
  /** The game's builder class, so the message sits in the builder's frame. */
  className: string;
}) {
  const start = () => {
    const fresh = editor.system.newCharacter(editor.settings, editor.nextSeed()) as Creation;
    editor.updateCreation('start the creation choices again', fresh);
  };
  return (
    <div className={`${className} builder-start card`}>
      <p>
        The creation choices in this character's file cannot be read, so the builder cannot show them. Correct the file,
        or start the choices again (Undo brings the old ones back).
      </p>
      <FindingsList findings={editor.findings} title="Why the choices cannot be read" />
      <button type="button" className="primary" onClick={start}>
        Start the choices again
      </button>
    </div>
  );
});
