import { observer } from 'mobx-react-lite';
import type { SaveStatus } from '../state/save-status';

/** The polite live region that says whether changes are saved. */
export const StatusLine = observer(function StatusLine({ status }: { status: SaveStatus }) {
  return (
    <p className={`status-line status-${status.tone}`} role="status" aria-live="polite">
      {status.message}
    </p>
  );
});
