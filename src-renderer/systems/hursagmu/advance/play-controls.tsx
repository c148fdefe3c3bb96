import { useId } from 'react';
import { keepFocusAfter } from '../../../components/keep-focus';
import { refusal } from '../../../components/refusal';
import './advance.css';

/** What the outcome line says before anything is recorded. */
export const IDLE = <p className="how">Each entry is recorded in the character's history with its date, and can be undone.</p>;

/** The step a button's text names, without the price in brackets at its end: "Raise Archery to 7" of "Raise Archery to 7 (4 experience points)". */
function stepOf(label: string): string {
  return label.replace(/\s*\([^()]*\)$/, '');
}

/**
 * A button that records one step: its text says what it does and what it
 * costs before the click; when the step cannot be taken it is disabled and
 * the reason is shown beside it after the step's own words ("Raise Fighting
 * to 9: raising…", "Award experience: enter…"), and read with it through
 * aria-describedby.
 */
export function PricedButton({ label, blocked, onClick, reasonId }: { label: string; blocked: string | undefined; onClick(): void; reasonId?: string }) {
  const ownId = useId();
  // Buttons refused for one shared reason point to a single message shown once beside them.
  const describedBy = blocked ? (reasonId ?? ownId) : undefined;
  const reason = blocked === undefined ? undefined : refusal(stepOf(label), [blocked]);
  return (
    <div className="hursagmu-priced">
      <button
        type="button"
        disabled={blocked !== undefined}
        aria-describedby={describedBy}
        onClick={(event) => {
          keepFocusAfter(event.currentTarget);
          onClick();
        }}
      >
        {label}
      </button>
      {reason && !reasonId && (
        <p id={ownId} className="hursagmu-blocked">
          {reason}
        </p>
      )}
    </div>
  );
}
