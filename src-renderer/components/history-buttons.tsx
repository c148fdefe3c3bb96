import { observer } from 'mobx-react-lite';
import type { UndoHistory } from '../state/undo-history';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const modifier = isMac ? '⌘' : 'Ctrl+';

/** Undo and Redo buttons whose names say what they would undo or redo. */
export const HistoryButtons = observer(function HistoryButtons({
  history,
  paused = false,
  onUndo,
  onRedo,
}: {
  history: UndoHistory;
  /** Disables both while the user must first answer something else. */
  paused?: boolean;
  onUndo(): void;
  onRedo(): void;
}) {
  return (
    <>
      <button type="button" onClick={onUndo} disabled={paused || !history.canUndo} title={`${history.undoLabel} (${modifier}Z)`}>
        {history.undoLabel}
      </button>
      <button type="button" onClick={onRedo} disabled={paused || !history.canRedo} title={`${history.redoLabel} (${modifier}Shift+Z)`}>
        {history.redoLabel}
      </button>
    </>
  );
});
