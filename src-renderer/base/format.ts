/**
 * Numbers as a player reads them, for every game: whole numbers with their thousands grouped, signs with a
 * true minus, chances, pounds and dice. A game's own words (its points, its coins) live in the game's folder
 * and build on these.
 */
import { oddsPercent } from '../../shared/rules/core/explain';

/** The minus sign (U+2212): a hyphen reads as a dash and sits too low beside digits. */
export const MINUS = '\u2212';

// Grouping from five digits on ("10,000", but "2000"), the usual style for prose and the one the books use.
const GROUPED = new Intl.NumberFormat('en-US', { useGrouping: 'min2', maximumFractionDigits: 0 });
const GROUPED_TENTHS = new Intl.NumberFormat('en-US', { useGrouping: 'min2', maximumFractionDigits: 1 });

function withMinus(text: string): string {
  return text.replace('-', MINUS);
}

/** A count or total: "7", "2000", "10,000", "−3"; never an exponent ("6.3e+30"), however large. */
export function figure(n: number): string {
  if (!Number.isFinite(n))
    return n > 0 ? 'more than can be counted' : n < 0 ? `${MINUS}more than can be counted` : 'not a number';
  return withMinus(GROUPED.format(n === 0 ? 0 : n));
}

/** A measure that may have a fraction, to one decimal place: "12", "0.5", "28.5", "1,250". */
export function tenths(n: number): string {
  if (!Number.isFinite(n)) return figure(n);
  const text = GROUPED_TENTHS.format(n);
  return text === '-0' ? '0' : withMinus(text);
}

/** A modifier with its sign: "+2", "−3", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${figure(n)}` : figure(n);
}

/** A level relative to a base or an average, or a bonus, always with its sign: "+0", "+2", "−1". */
export function offset(n: number): string {
  return n >= 0 ? `+${figure(n)}` : `${MINUS}${figure(-n)}`;
}

/** An amount gained or lost, in the game's words for it, always with its sign: "+3 CPs", "−2 experience points". */
export function signedAmount(n: number, words: (n: number) => string): string {
  return n >= 0 ? `+${words(n)}` : `${MINUS}${words(-n)}`;
}

/**
 * A probability (0 to 1, or odds with their probability) as a percentage: whole percents, with one decimal
 * below 1% and above 99% so that a rare outcome never reads "0%" and an almost certain one never "100%"; the same
 * words an odds explanation ends with (`oddsPercent`).
 */
export function percent(chance: number | { probability: number }): string {
  return oddsPercent(typeof chance === 'number' ? chance : chance.probability);
}

/** A share already counted in percent, to the whole percent: "58%", "100%". */
export function wholePercent(share: number): string {
  return `${figure(Math.round(share))}%`;
}

/** Pounds: "12 lb", "0.5 lb", "1,200 lb". */
export function pounds(lb: number): string {
  return `${tenths(lb)} lb`;
}

/** A number of things with the word for one or many: "1 die", "3 dice", "12,000 points". */
export function countOf(n: number, one: string, many: string): string {
  return `${figure(n)} ${Math.abs(n) === 1 ? one : many}`;
}

/** "2 CPs", "1 CP", "12,000 CPs": character points as most games here, and the Nutshell MLS, name them. */
export function cps(n: number): string {
  return countOf(n, 'CP', 'CPs');
}

/**
 * What a change does to a budget, in the game's words for it: "costs 4 character points", "gives back 5 sc",
 * "free". A game that words a gain or no change otherwise says so ("yields 3 CPs", "no CPs").
 */
export function pricePhrase(
  n: number,
  words: (n: number) => string,
  wording: { back: string; none: string } = { back: 'gives back', none: 'free' },
): string {
  if (n === 0) return wording.none;
  return `${n > 0 ? 'costs' : wording.back} ${words(Math.abs(n))}`;
}

/** A name or a sentence with its first letter made a capital: "chaste" → "Chaste", "raise trait" → "Raise trait". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 die", "2 dice", "0 dice". */
export function diceCount(n: number): string {
  return countOf(n, 'die', 'dice');
}

/** A roll with what is added to it: "2d6", "2d6 + 5", "2d6 + 0" (a trait at 0), "2d6 − 2". */
export function diceRoll(count: number, sides: number, modifier?: number): string {
  const dice = `${count}d${sides}`;
  if (modifier === undefined) return dice;
  return `${dice} ${modifier < 0 ? MINUS : '+'} ${figure(Math.abs(modifier))}`;
}

/** A term added or taken away in a worked sum: " + 3", " − 4" (with the leading space). */
export function term(n: number): string {
  return ` ${n < 0 ? MINUS : '+'} ${figure(Math.abs(n))}`;
}

/** No-break space (U+00A0): keeps the parts of a date on one line. */
export const NBSP = '\u00a0';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date as the app shows it everywhere, screen and print: "23 Nov 2026", its three parts joined by
 * no-break spaces so it never wraps in the middle. Day, month name, year reads the same to a player from any
 * country (11/23 and 23/11 do not), and is fixed rather than taken from the system's locale so a printed sheet
 * says the same on every computer. Takes the files' ISO date ("2026-11-23", or a timestamp starting with one);
 * anything else is shown as it is.
 */
export function calendarDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || month === undefined || day < 1 || day > 31) return iso;
  return [String(day), month, match[1]].join(NBSP);
}
