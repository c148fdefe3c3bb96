/*
 * "Why is this number what it is?": the answer a game gives for each value of its sheet. A game explains the rule
 * (the formula with this character's inputs, the campaign settings that took part, the book's own words, and the
 * project's reading where the book is silent or ambiguous); the core adds the value and the ledger entries that
 * moved it (explain-character.ts). Explanations are built only when asked for, never by the fold.
 */

import { isStandingError, type Finding } from './findings';

/** Where a rule comes from: the seed file, the section heading, and the book's own sentence or table row. */
export interface BookSource {
  /** The seed file's name, e.g. "001_747545f513491440.txt". */
  seed: string;
  /** The heading of the section the quote sits in, as the seed prints it. */
  section: string;
  /** The book's words, copied from the seed (a test checks they are there, word for word). */
  quote: string;
}

/**
 * Where a campaign setting's default comes from: the book's words that give it, or, where the book leaves the
 * choice to the game master, the project's own choice with the reason (`project`, e.g. "the book sets no starting
 * experience"), as `docs/rules/<game>.md` states it.
 */
export type SettingOrigin = { book: BookSource } | { project: string };

/** A rule explained: the formula with this character's inputs, the settings and the book behind it. */
export interface RuleExplanation {
  /** The rule in the game's words with this character's inputs: "Pain Threshold = Strong 11 ÷ 2, rounded up → 6". */
  formula: string;
  /** The campaign settings that took part, as paths: "settings.startingExperience". */
  settings: string[];
  /** The book's words behind the rule; at least one. */
  sources: BookSource[];
  /** Where the book is silent or ambiguous: the project's reading, said to be the project's, with the other reading. */
  reading?: string;
}

/** What a game says about one value of its sheet: the rule, the settings and the book behind it. */
export interface ValueExplanation extends RuleExplanation {
  /** The value's dot path in the checker's `sheet --json`, e.g. "sheet.attributes.2.modifier". */
  path: string;
}

/** One value's explanation as a game writes it; `reading` only where the project chose one. */
export function explained(
  path: string,
  formula: string,
  sources: BookSource[],
  settings: string[] = [],
  reading?: string,
): ValueExplanation {
  return reading === undefined ? { path, formula, settings, sources } : { path, formula, settings, sources, reading };
}

/** A number with its sign, as the books write levels, modifiers and rolls: "+3", "0", "-2". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** Whether a campaign keeps the defaults for every one of `keys`. */
export function keepsDefaults<S>(settings: S, defaults: S, keys: readonly (keyof S)[]): boolean {
  return keys.every((k) => JSON.stringify(settings[k]) === JSON.stringify(defaults[k]));
}

/**
 * Whose a setting's value is, for a formula: the project's default (`own`, with what the book gives, `book`), or this
 * campaign's house rule with the project's default beside it.
 */
export function whoseSetting(own: boolean, projects: string, book: string): string {
  return own
    ? `the project’s default; ${book}`
    : `this campaign’s house rule; the project’s default is ${projects}, ${book}`;
}

/**
 * The price of one purchase for a character as it stands, explained: the formula ends with the price ("→ costs
 * 12 CPs", "→ gains 3 CPs"), which is what `costOf` gives for the same purchase.
 */
export interface CostExplanation extends RuleExplanation {
  /** The price the formula ends with, in the game's first currency: positive spent, negative gained. */
  amount: number;
  /** When a rule of the book refuses the purchase: that rule in words, its book source among `sources`. */
  refused?: string;
}

/** How a price ends its formula: "costs 12 CPs", "costs 0 XP", "gains 3 CPs". */
export const priceWords = (amount: number, format: (n: number) => string): string =>
  amount < 0 ? `gains ${format(-amount)}` : `costs ${format(amount)}`;

/** How a budget line ends its formula: "costs 4 CPs" for a line spent, "gives 20 CPs" for one gained. */
export const lineWords = (amount: number, format: (n: number) => string): string =>
  amount < 0 ? `gives ${format(-amount)}` : `costs ${format(amount)}`;

/** A purchase's price by the book's rule, before the core words it: what is bought, the rule with the inputs, the price. */
export interface PriceRule {
  /** What is bought, in the game's words: "Raise Archery from base +4 to base +5". */
  what: string;
  /** The rule with this character's inputs, without the price it ends with. */
  rule: string;
  /** The price the rule gives, in the game's first currency: positive spent, negative gained. */
  amount: number;
  sources: BookSource[];
  settings?: string[];
  reading?: string;
}

/** The refusals a game's book states, by finding code: the book's words behind each. */
export type BookRefusals = Readonly<Record<string, readonly BookSource[]>>;

/** What applying a purchase gave, as the explanation needs it: whether it applied at all, and its findings. */
export interface PurchaseOutcome {
  applied: boolean;
  findings: readonly Finding[];
}

const withoutRepeats = (sources: readonly BookSource[]): BookSource[] =>
  sources.filter((s, i) => sources.findIndex((o) => o.quote === s.quote && o.seed === s.seed) === i);

/**
 * A purchase's price explained, as `costOf` prices it: the rule's price when the purchase applies (allowed or not),
 * nothing when it cannot be applied at all. A standing error the book states (`refusals`) is named as the rule that
 * refuses it, with the book's words; any other refusal (too few points, an unknown trait) leaves just the price.
 */
export function costExplained(
  price: PriceRule,
  outcome: PurchaseOutcome,
  format: (n: number) => string,
  refusals: BookRefusals,
): CostExplanation {
  const refusal = outcome.findings.find((f) => isStandingError(f) && refusals[f.code] !== undefined);
  const bookSources = refusal ? refusals[refusal.code]! : [];
  const blocker = outcome.findings.find(isStandingError);
  // `|| 0` so an award of nothing is priced 0, not -0.
  const amount = outcome.applied ? price.amount || 0 : 0;
  const rule = outcome.applied || blocker === undefined ? price.rule : `not possible: ${blocker.message}`;
  const explained: CostExplanation = {
    formula: `${price.what}: ${rule} → ${priceWords(amount, format)}`,
    settings: price.settings ?? [],
    sources: withoutRepeats([...price.sources, ...bookSources]),
    amount,
  };
  if (price.reading !== undefined) explained.reading = price.reading;
  if (refusal) explained.refused = refusal.message;
  return explained;
}

/**
 * One line of a budget explained (`RuleSystem.explainBudgetLine`): the line's rule with the character's inputs,
 * ending with the line's amount ("→ gives 20 CPs", "→ costs 4 CPs"). `amount` is the line's price: the budget item's
 * amount negated, positive for a line spent.
 */
export function budgetLineExplained(line: PriceRule, format: (n: number) => string): CostExplanation {
  const explained: CostExplanation = {
    formula: `${line.what}: ${line.rule} → ${lineWords(line.amount, format)}`,
    settings: line.settings ?? [],
    sources: withoutRepeats(line.sources),
    amount: line.amount || 0,
  };
  if (line.reading !== undefined) explained.reading = line.reading;
  return explained;
}

/** A purchase that cannot be read at all: nothing to price, and what is wrong with it. */
export function unreadablePurchase(findings: readonly Finding[], format: (n: number) => string): CostExplanation {
  const why = findings.map((f) => f.message).join(' ') || 'the entry is not one this game knows';
  return {
    formula: `This purchase cannot be read: ${why} → ${priceWords(0, format)}`,
    settings: [],
    sources: [],
    amount: 0,
  };
}

/** What a game gives for explaining a purchase's price as `costByApplying` prices it: its reader, its fold step, its rule. */
export interface PriceBook<State, Event, Settings> {
  parseEvent(raw: unknown, path: string): { event?: Event; findings: Finding[] };
  apply(
    state: State,
    event: Event,
    settings: Settings,
    path: string,
  ): { sheet?: unknown; findings: readonly Finding[] };
  /** The price by the book's rule for this character now, before the purchase is applied. */
  priceOf(state: State, event: Event, settings: Settings): PriceRule;
  /** The game's first currency in words: "12 CPs". */
  format: (n: number) => string;
  refusals: BookRefusals;
}

/**
 * A purchase's price explained the way `costByApplying` (system.ts) prices it: read as a ledger entry, applied to
 * the character as it stands, and priced by the game's rule (`costExplained`).
 */
export function explainByApplying<State, Event, Settings>(
  book: PriceBook<State, Event, Settings>,
  state: State,
  purchase: object,
  settings: Settings,
): CostExplanation {
  const parsed = book.parseEvent({ ...purchase, id: 'preview', date: '2000-01-01' }, 'preview');
  if (!parsed.event) return unreadablePurchase(parsed.findings, book.format);
  const applied = book.apply(state, parsed.event, settings, 'preview');
  return costExplained(
    book.priceOf(state, parsed.event, settings),
    { applied: applied.sheet !== undefined, findings: applied.findings },
    book.format,
    book.refusals,
  );
}

/** One value of a character's sheet explained whole. */
export interface Explanation extends ValueExplanation {
  /** The value at `path`, as `sheet --json` prints it. */
  value: unknown;
  /** The ids of the ledger entries after which the value differed from before, in ledger order. */
  entries: string[];
}

/** One value of a sheet: its path, the keys that lead to it, and the value. */
export interface SheetValue {
  path: string;
  keys: readonly string[];
  value: unknown;
}

const isContainer = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/**
 * Every value of a sheet as `sheet --json` prints it, in its order (keys sorted, items by index): numbers, strings,
 * booleans, nulls, and empty lists and objects. What JSON leaves out (undefined, functions) is not a value.
 */
export function sheetValues(sheet: unknown, root = 'sheet'): SheetValue[] {
  const values: SheetValue[] = [];
  const walk = (value: unknown, keys: string[]) => {
    if (value === undefined || typeof value === 'function') return;
    const container = isContainer(value) ? value : undefined;
    // Arrays keep their order; an object's keys are sorted as the deterministic writer sorts them.
    const children = container
      ? Object.keys(container)
          .filter((k) => container[k] !== undefined && typeof container[k] !== 'function')
          .sort(Array.isArray(container) ? (a, b) => Number(a) - Number(b) : undefined)
      : [];
    if (container === undefined || children.length === 0) {
      values.push({ path: [root, ...keys].join('.'), keys, value });
      return;
    }
    for (const k of children) walk(container[k], [...keys, k]);
  };
  walk(sheet, []);
  return values;
}

/** The value a sheet holds under `keys`, or undefined where it has none. */
export function valueAt(sheet: unknown, keys: readonly string[]): unknown {
  let at: unknown = sheet;
  for (const k of keys) {
    if (!isContainer(at)) return undefined;
    at = at[k];
  }
  return at;
}

/**
 * The title of the book each seed file holds, as the seeds' README names them, for showing a source to a player
 * ("Symbaroum core rules, Pain Threshold") rather than its file name.
 */
export const SEED_BOOK_TITLES: Readonly<Record<string, string>> = {
  '000_b1f49531b5bdabb6.txt': 'The Nutshell MLS',
  '001_747545f513491440.txt': 'Symbaroum core rules',
  '002_660a93111b0de833.txt': 'Heimr Tabletop RPG Core',
  '003_ec97e9f49afae471.txt': 'HURSAGMU',
  '004_103a540a1ecd82a2.txt': 'HURSAGMU, revised Encounters chapter',
};

/** The book a source quotes, by title; the seed file's name where the title is not known. */
export const bookTitleOf = (source: Pick<BookSource, 'seed'>): string => SEED_BOOK_TITLES[source.seed] ?? source.seed;

/** A path into the character's file or the campaign's settings, as a formula names its inputs for tools. */
const INPUT_PATH = /(?:creation|settings)\.[\w.-]+/;

/**
 * A formula as a player reads it: the paths it names for tools ("creation.primaries.strength",
 * "settings.startingExperience") are left out, with any parentheses they leave empty; the words beside them stay.
 * "Strength +1 chosen at creation (creation.primaries.strength): 2 CPs" reads "Strength +1 chosen at creation: 2
 * CPs", and "(settings.startingExperience; the project's default)" reads "(the project's default)".
 */
export function formulaInWords(formula: string): string {
  const pathFirst = new RegExp(`\\(${INPUT_PATH.source}(?:[,;] )?`, 'g');
  return formula
    .replace(pathFirst, '(')
    .replace(/ ?\(\)/g, '')
    .replace(/  +/g, ' ');
}

/**
 * One odds figure a page shows, explained: the formula ends with the chance as the page shows it ("→ 86%"), and
 * `chance` is the exact probability (outcomes ÷ all outcomes) the game's odds function gives for the same inputs.
 */
export interface OddsExplanation extends RuleExplanation {
  /** The exact chance the formula ends with, from 0 to 1. */
  chance: number;
}

/**
 * A chance as the page shows it (src-renderer/base/format.ts, `percent`): whole percents, with one decimal below 1%
 * and above 99%, "<0.1%" and ">99.9%" beyond, so a rare outcome never reads "0%" and an almost certain one never
 * "100%". Kept here so an explanation's formula ends with the figure the page shows.
 */
export function oddsPercent(chance: number): string {
  const p = chance * 100;
  if (p > 0 && p < 0.1) return '<0.1%';
  if (p > 99.9 && p < 100) return '>99.9%';
  if ((p > 0 && p < 1) || (p > 99 && p < 100)) return `${(Math.round(p * 10) / 10).toFixed(1)}%`;
  return `${Math.round(p)}%`;
}

/** "186 of 216 → 86%": a count of outcomes out of all, and the chance as the page shows it. */
export function oddsEnding(outcomes: number, of: number, what = 'outcomes'): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return `${n(outcomes)} of the ${n(of)} ${what} → ${oddsPercent(of === 0 ? 0 : outcomes / of)}`;
}

/**
 * What a change of attributes at creation does to a campaign's attribute points, as the builders of the games that
 * buy attributes from points word it: "uses 1 point", "frees 2 points", "uses no points".
 */
export function attributePointWords(amount: number): string {
  const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
  if (amount > 0) return `uses ${points(amount)}`;
  return amount < 0 ? `frees ${points(-amount)}` : 'uses no points';
}
