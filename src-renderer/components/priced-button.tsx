import type { AnyCharacterEditor } from '../contract/character-editor';
import type { ExplainedRule } from './explain/explanation-dialog';
import { refusal } from './refusal';
import { StepButton, type PriceWhy } from './step-buttons';

/** The step a button's text names, without the price in brackets at its end: "Raise Archery to 7" of "Raise Archery to 7 (4 experience points)". */
function stepOf(label: string): string {
  return label.replace(/\s*\([^()]*\)$/, '');
}

/**
 * The "Why?" of the price a button's text ends with ("Learn Medicus at adept (20 experience)"): "Why does Learn
 * Medicus at adept cost 20 experience?", or "Why is … not allowed?" when the text says so. None when the text names
 * no price.
 */
export function labelWhy(label: string, explain: () => ExplainedRule | undefined): PriceWhy | undefined {
  const price = /\(([^()]*)\)$/.exec(label)?.[1];
  if (price === undefined) return undefined;
  const step = stepOf(label);
  const question = price === 'not allowed' ? `Why is ${step} not allowed?` : `Why does ${step} cost ${price}?`;
  return { question, explain };
}

/**
 * A purchase's price explained by the rules for the character as it stands (`explainCost`), read when asked: the
 * explanation always matches the price the page shows now.
 */
export function explainPrice(editor: AnyCharacterEditor, purchase: object): ExplainedRule | undefined {
  const sheet = editor.sheet;
  return sheet === undefined ? undefined : editor.system.explainCost(sheet, purchase, editor.settings);
}

/**
 * A button that records one step of play, for every game: its text says what it does and what it costs
 * before the click; when the step cannot be taken it is disabled and the reason is shown beside it after the
 * step's own words ("Raise Fighting to 9: raising…", "Award experience: enter…"), and read with it through
 * aria-describedby. Buttons refused for one shared reason point to a single message shown once beside them
 * (`reasonId`). With `explain`, a "Why?" control after a price the text ends with opens the rules' explanation of
 * that price (worked out only then); `question` names a price the text gives otherwise ("Buy a sword for 20 sc").
 */
export function PricedButton({
  label,
  blocked,
  onClick,
  reasonId,
  explain,
  question,
}: {
  label: string;
  blocked: string | undefined;
  onClick(): void;
  reasonId?: string;
  explain?: (() => ExplainedRule | undefined) | undefined;
  question?: string | undefined;
}) {
  const reason = blocked === undefined ? undefined : refusal(stepOf(label), [blocked]);
  const why =
    explain === undefined ? undefined : question === undefined ? labelWhy(label, explain) : { question, explain };
  return <StepButton option={{ label, blocked: reason, toldAt: reasonId, why, apply: onClick }} />;
}

/** A whole number typed into a field, or undefined when it is not one or lies outside min..max. */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}
