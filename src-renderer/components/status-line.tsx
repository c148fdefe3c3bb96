import { observer } from 'mobx-react-lite';
import type { SaveStatus } from '../state/save-status';

/**
 * The polite live region that says whether changes are saved. With
 * `quietWhenSaved` (a character's page, whose own indicator says whether its
 * edits are on disk), a plain "All changes saved" is left unsaid so the page
 * does not say it twice; errors, notes, "Saving…" and a save waiting on the
 * user's choice between two versions are still shown, the last as an error.
 */
export const StatusLine = observer(function StatusLine({
  status,
  quietWhenSaved = false,
}: {
  status: SaveStatus;
  quietWhenSaved?: boolean;
}) {
  const repeated = quietWhenSaved && status.tone === 'saved' && status.note === undefined;
  const look = status.tone === 'conflict' ? 'error' : status.tone;
  return (
    <p className={`status-line status-${look}`} role="status" aria-live="polite">
      {repeated ? '' : status.message}
    </p>
  );
});
