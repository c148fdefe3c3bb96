import { observer } from 'mobx-react-lite';
import type { UndoHistory } from '../state/undo-history';
import { keepFocusAfter } from './keep-focus';
import './history-buttons.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const modifier = isMac ? '⌘' : 'Ctrl+';

/** The keys that undo and redo, as the tooltips name them. */
export const UNDO_KEYS = `${modifier}Z`;
export const REDO_KEYS = `${modifier}Shift+Z`;

/**
 * One Undo or Redo button of a fixed width (history-buttons.css): its text is the full label, wrapped onto more
 * lines when it is long and never cut short, so what it would do can be read at a glance; the tooltip adds the keys.
 */
export function HistoryButton({
  label,
  keys,
  disabled,
  onClick,
}: {
  label: string;
  keys: string;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="history-button"
      onClick={(event) => {
        // Undo with nothing left to undo disables itself: focus goes on to the next control.
        keepFocusAfter(event.currentTarget);
        onClick();
      }}
      disabled={disabled}
      title={`${label} (${keys})`}
    >
      {label}
    </button>
  );
}

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
      <HistoryButton
        label={history.undoLabel}
        keys={UNDO_KEYS}
        disabled={paused || !history.canUndo}
        onClick={onUndo}
      />
      <HistoryButton
        label={history.redoLabel}
        keys={REDO_KEYS}
        disabled={paused || !history.canRedo}
        onClick={onRedo}
      />
    </>
  );
});
