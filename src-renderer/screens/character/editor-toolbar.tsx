import { observer } from 'mobx-react-lite';
import { HistoryButton, REDO_KEYS, UNDO_KEYS } from '../../components/history-buttons';
import type { AnyCharacterEditor } from '../../contract/character-editor';

/** Undo and Redo for the open character; their names say which edit they would undo or redo. */
export const EditorUndoButtons = observer(function EditorUndoButtons({
  editor,
  paused,
}: {
  editor: AnyCharacterEditor;
  paused: boolean;
}) {
  return (
    <>
      <HistoryButton
        label={editor.undoLabel ?? 'Undo'}
        keys={UNDO_KEYS}
        disabled={paused || !editor.canUndo}
        onClick={() => editor.undo()}
      />
      <HistoryButton
        label={editor.redoLabel ?? 'Redo'}
        keys={REDO_KEYS}
        disabled={paused || !editor.canRedo}
        onClick={() => editor.redo()}
      />
    </>
  );
});
