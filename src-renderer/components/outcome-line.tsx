import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { LastOutcome } from './last-outcome';
import './ledger-desk.css';

/** Focus on the heading of the banner that asks which version of a changed file to keep (focus scrolls it into view). */
function goToConflictChoice(): void {
  document.querySelector<HTMLElement>('.conflict-banner h2')?.focus();
}

/**
 * What the last action on a page did, announced politely; a refusal lists the rules' reasons. Shows `idle`
 * (how the page records things) while there is no outcome about the character as it is now.
 */
export const OutcomeLine = observer(function OutcomeLine({
  last,
  label,
  idle,
}: {
  last: LastOutcome;
  /** The live region's name, e.g. "Last advancement". */
  label: string;
  idle: ReactNode;
}) {
  const outcome = last.current;
  const unsaved = last.unsaved;
  return (
    <div
      className={outcome?.refused || unsaved ? 'outcome-line outcome-refused' : 'outcome-line'}
      role="status"
      aria-live="polite"
      aria-label={label}
    >
      {outcome ? <p>{outcome.message}</p> : idle}
      {unsaved && (
        <p>
          {unsaved.message}{' '}
          {unsaved.conflict && (
            <button type="button" onClick={goToConflictChoice}>
              Choose which version to keep
            </button>
          )}
        </p>
      )}
    </div>
  );
});
