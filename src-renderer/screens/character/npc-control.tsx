import { observer } from 'mobx-react-lite';
import type { AnyCharacterEditor } from '../../contract/character-editor';

/**
 * Whether the character is the game master's (a non-player character) or a player's: a checkbox in the
 * character's toolbar, each change one undo step. A non-player character may be built quickly, its broken rules
 * accepted by the game master's overrides as any character's.
 */
export const NonPlayerControl = observer(function NonPlayerControl({ editor }: { editor: AnyCharacterEditor }) {
  return (
    <label className="toolbar-check">
      <input
        type="checkbox"
        checked={editor.file.npc === true}
        disabled={editor.readOnly}
        onChange={(e) => editor.setNonPlayer(e.target.checked)}
      />
      Non-player character
    </label>
  );
});
