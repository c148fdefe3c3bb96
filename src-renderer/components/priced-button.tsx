import { refusal } from './refusal';
import { StepButton } from './step-buttons';

/** The step a button's text names, without the price in brackets at its end: "Raise Archery to 7" of "Raise Archery to 7 (4 experience points)". */
function stepOf(label: string): string {
  return label.replace(/\s*\([^()]*\)$/, '');
}

/**
 * A button that records one step of play, for every game: its text says what it does and what it costs
 * before the click; when the step cannot be taken it is disabled and the reason is shown beside it after the
 * step's own words ("Raise Fighting to 9: raising…", "Award experience: enter…"), and read with it through
 * aria-describedby. Buttons refused for one shared reason point to a single message shown once beside them
 * (`reasonId`).
 */
export function PricedButton({
  label,
  blocked,
  onClick,
  reasonId,
}: {
  label: string;
  blocked: string | undefined;
  onClick(): void;
  reasonId?: string;
}) {
  const reason = blocked === undefined ? undefined : refusal(stepOf(label), [blocked]);
  return <StepButton option={{ label, blocked: reason, toldAt: reasonId, apply: onClick }} />;
}

/** A whole number typed into a field, or undefined when it is not one or lies outside min..max. */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}
