/**
 * Why a step cannot be taken, in words that name the step: "Raise Dexterity to 5: a primary trait must stay
 * within racial average ±2." The reasons are the rules' findings about the character as the step would leave
 * it, so they are prefixed with the step rather than read as a description of the character as it is.
 */

/**
 * Words a message may open with that are not names (articles, and the verbs of advice such as "Enter" or
 * "Write"), so they read lower case after the step's colon. Anything else ("Dexterity", "The Master",
 * "3 primary traits") keeps its capital.
 */
const COMMON_OPENINGS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'no',
  'not',
  'only',
  'each',
  'every',
  'one',
  'it',
  'there',
  'at',
  'already',
  'needs',
  'spending',
  'choose',
  'enter',
  'type',
  'mark',
  'tick',
  'earn',
  'prayer',
  'write',
  'name',
  'say',
  'give',
  'roll',
  'lower',
  'raise',
  'drop',
  'leave',
  'remove',
  'record',
  'acquire',
]);

/** "Raising" for "Raise", "Buying" for "Buy": the stem a verb and its -ing form share. */
function verbStem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.endsWith('ing')) return lower.slice(0, -3);
  return lower.endsWith('e') && !lower.endsWith('ee') ? lower.slice(0, -1) : lower;
}

/** True when the message already names the step, e.g. "Raising Archery to base +2 costs 3 CPs…" for "Raise Archery to base +2". */
function namesStep(step: string, message: string): boolean {
  const verb = /^[A-Za-z]+/.exec(step)?.[0];
  const opening = /^[A-Za-z]+/.exec(message)?.[0];
  return (
    verb !== undefined &&
    opening !== undefined &&
    opening.toLowerCase().endsWith('ing') &&
    verbStem(opening) === verbStem(verb)
  );
}

function lowerOpening(message: string): string {
  const opening = /^[A-Za-z]+/.exec(message)?.[0];
  if (opening === undefined || !COMMON_OPENINGS.has(opening.toLowerCase())) return message;
  // "The Master" is a name in HURSAGMU, and keeps its capital.
  if (/^The Master\b/.test(message)) return message;
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/**
 * The refusal of one step: the step's own words, then the reasons. `step` is what the button does ("Raise
 * Dexterity to 5"), `reasons` the rules' messages (or the page's short reason). A reason that already opens
 * with the step ("Raising Archery to base +2 costs…") is not prefixed a second time.
 */
export function refusal(step: string, reasons: readonly string[]): string {
  const said = reasons.map((r) => r.trim()).filter((r) => r !== '');
  const words = step.trim();
  if (said.length === 0) return `${words}: the rules do not allow this now.`;
  const [first, ...rest] = said as [string, ...string[]];
  if (words === '' || namesStep(words, first)) return said.join(' ');
  return [`${words}: ${lowerOpening(first)}`, ...rest].join(' ');
}
