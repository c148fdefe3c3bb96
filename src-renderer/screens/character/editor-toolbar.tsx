import { observer } from 'mobx-react-lite';
import type { CharacterEditor } from '../../systems/types';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const modifier = isMac ? '⌘' : 'Ctrl+';

/** Undo and Redo for the open character; their names say which edit they would undo or redo. */
export const EditorUndoButtons = observer(function EditorUndoButtons({ editor, paused }: { editor: CharacterEditor<any, any, any>; paused: boolean }) {
  return (
    <>
      <button type="button" onClick={() => editor.undo()} disabled={paused || !editor.canUndo} title={`${editor.undoLabel ?? 'Nothing to undo'} (${modifier}Z)`}>
        {editor.undoLabel ?? 'Undo'}
      </button>
      <button type="button" onClick={() => editor.redo()} disabled={paused || !editor.canRedo} title={`${editor.redoLabel ?? 'Nothing to redo'} (${modifier}Shift+Z)`}>
        {editor.redoLabel ?? 'Redo'}
      </button>
    </>
  );
});
