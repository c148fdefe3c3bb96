import { refusal } from '../../../components/refusal';
import { StepButton } from '../../../components/step-buttons';
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
 * aria-describedby. Buttons refused for one shared reason point to a single
 * message shown once beside them (`reasonId`).
 */
export function PricedButton({ label, blocked, onClick, reasonId }: { label: string; blocked: string | undefined; onClick(): void; reasonId?: string }) {
  const reason = blocked === undefined ? undefined : refusal(stepOf(label), [blocked]);
  return <StepButton option={{ label, blocked: reason, toldAt: reasonId, apply: onClick }} />;
}
