import type { z } from 'zod';
import type { CostExplanation, PriceRule, SettingOrigin, ValueExplanation } from './explain';
import { isStandingError, type Finding, type Override } from './findings';

/**
 * The shape every game implements. A character is its creation choices plus
 * an ordered ledger of events; the sheet is a pure fold of `apply` over the
 * ledger, starting from `create(creation)`.
 *
 * The fold carries the game's `State`: only what events read and change (levels, damage, points, equipment).
 * Everything the sheet works out from it (modified values, odds, loads) is derived once, by `sheetOf`, where a
 * sheet is shown: after the fold, not after each of its events. A game whose sheet is cheap to keep folds the
 * sheet itself (`State` is the sheet and `sheetOf` returns it). A sheet holds every field of its state, so a
 * shown sheet can be handed back to `apply`, `costOf` and `pointsLeft` as the state it was derived from.
 */
export interface RuleSystem<Settings, Creation, Event, Sheet extends State, Purchase = unknown, State = Sheet> {
  id: string;
  name: string;
  /**
   * The version of the game's own data (creation and events); 1 until the game changes what it stores.
   * `migrations` holds one step from each earlier version (see data-version.ts).
   */
  dataVersion: number;
  migrations: readonly DataMigration[];
  /** How an award made to several characters at once is shared; absent when the game's awards are each character's own. */
  partyAwards?: PartyAwards;
  /** What a game master can set per campaign; every field has a default. */
  settingsSchema: z.ZodType<Settings>;
  /**
   * The shapes of the creation object and of the game's own ledger entries, as the readers check them; the JSON
   * Schemas of the game's files (docs/schema/<id>-character.schema.json) are made from them.
   */
  creationSchema: z.ZodType;
  eventSchema: z.ZodType;
  /**
   * Where each setting's default comes from, by its key in the settings object: the book's words that give it, or
   * the project's choice where the book gives none. A house rule is shown beside it ("the book's value", "the app's
   * choice").
   */
  settingOrigins: Readonly<Record<string, SettingOrigin>>;
  defaultSettings(): Settings;
  /** Reads a campaign's settings object; malformed fields become findings and fall back to defaults. */
  parseSettings(raw: unknown): { settings: Settings; findings: Finding[] };
  /** A blank, legal-as-possible character; any roll it needs is made from `seed`. */
  newCharacter(settings: Settings, seed: number): Creation;
  /** Checks the creation object's shape; findings carry paths under "creation". */
  parseCreation(raw: unknown): { creation?: Creation; findings: Finding[] };
  /** Checks one event's shape; `path` is where it sits, e.g. "events.3". */
  parseEvent(raw: unknown, path: string): { event?: Event; findings: Finding[] };
  /** The state at the moment of creation, with every finding about the choices. */
  create(creation: Creation, settings: Settings): { sheet: State; findings: Finding[] };
  /**
   * The state after one event. Errors in `findings` mean the event breaks a
   * rule; `sheet` is still given when the event's effect is well defined, so a
   * game master's override can let it stand. No input is ever mutated.
   */
  apply(state: State, event: Event, settings: Settings, path: string): Applied<State>;
  /** The whole sheet worked out from a state; pure, so the same state always gives an equal sheet. */
  sheetOf(state: State): Sheet;
  /**
   * Previews one purchase (an event without its envelope) on the current state
   * without recording it: what it would cost, and why it may not be taken.
   */
  costOf(state: State, purchase: Purchase, settings: Settings): Cost;
  /** Findings about the sheet as a whole (budget, limits) after the fold. */
  validate(sheet: Sheet, settings: Settings): Finding[];
  /**
   * What the game counts for a character, each as a budget gained, spent and left: character points,
   * experience, coins, attribute progress. The first is what purchases are priced in (`Cost.amount`) and what each
   * ledger step reports left (`pointsLeft`).
   */
  currencies: readonly Currency[];
  /** Every currency's budget, itemised, by currency id (one for each of `currencies`). */
  budgets(sheet: Sheet): Record<string, Budget>;
  /** The first currency's points left, without itemising: what each ledger step reports. */
  pointsLeft(state: State): number;
  /** The sheet as plain-text lines for the command-line checker (the name, budget and findings are added around them). */
  sheetText(sheet: Sheet): string[];
  /**
   * Why each value of a sheet is what it is, one explanation per value of the sheet as `sheet --json` prints it
   * (paths "sheet.…"): the formula with the inputs, the settings that took part, the book's words (from the game's
   * `book.ts`), and the project's reading where the book is silent. `explainCharacter` (explain-character.ts) adds
   * each value and the entries that moved it; test/main/cli/explain.test.ts holds every game to every value.
   */
  explain(sheet: Sheet, settings: Settings): ValueExplanation[];
  /**
   * The price of one purchase for this character now, explained as `explain` explains a value: the formula with the
   * character's inputs, ending with the price `costOf` gives for the same inputs (`amount`), the settings that took
   * part, the book's words and the project's reading; a purchase a rule of the book refuses names that rule.
   */
  explainCost(state: State, purchase: Purchase, settings: Settings): CostExplanation;
  /**
   * One line of a currency's budget (an item of `budgets(sheet)[currency]`) by the book's rule: `what` names the line
   * as its label does, `rule` gives its amount with the character's inputs, and `amount` is the line's price, the
   * item's amount negated (positive for a line spent). Lines under `creation.…` are what the builder's prices are
   * made of (explain-creation.ts); a line under `events` sums the ledger and says so.
   */
  explainBudgetLine(sheet: Sheet, currency: string, item: BudgetItem, settings: Settings): PriceRule;
}

/** How a game shares an award among the characters present (awards.ts divides it). */
export type AwardDivision = { kind: 'each' } | { kind: 'divide'; carryRemainder: boolean };

/** What a game declares for awards made to a party: how they are shared, and the entry that records a share. */
export interface PartyAwards {
  division: AwardDivision;
  /** What is awarded, in words for the form: "Experience points". */
  name: string;
  /** The ledger entry of the game's own, without its envelope, that gives one character `points`. */
  share(points: number): { type: string } & Record<string, unknown>;
}

/** A character's game data: the part of its file a migration may rewrite. */
export interface GameData {
  creation: Record<string, unknown>;
  events: readonly Record<string, unknown>[];
}

/** One step of a game's data, from version `from` to `from + 1`: pure, and it never drops what it cannot place (see data-version.ts). */
export interface DataMigration {
  from: number;
  /** What changed, for the docs and the user: "Skills renamed secondary traits". */
  what: string;
  character(data: GameData): GameData;
}

/** A count a game keeps for a character, as its budget bar and the checker name it. */
export interface Currency {
  /** Stable id, the key of `budgets`: "cp", "coins". */
  id: string;
  /** In full, for a heading: "Character points". */
  name: string;
  /** A number of it in words: "3 CPs", "1 CP", "20 gc 3 sc". */
  format(amount: number): string;
  /**
   * What is left of it in words, for a currency gathered rather than spent, where "2 left" would mislead:
   * "2 gathered toward attribute rises". `${format(amount)} left` when absent.
   */
  left?(amount: number): string;
  /** What it is and what it buys, in the book's words, for a player who meets it first on the budget bar. */
  about?: string;
}

/** The budget of a game's first currency: what purchases are priced in. */
export function mainBudget<Sheet>(
  system: Pick<RuleSystem<never, never, never, Sheet, unknown, unknown>, 'currencies' | 'budgets'>,
  sheet: Sheet,
  budgets = system.budgets(sheet),
): Budget {
  const first = system.currencies[0];
  const budget = first === undefined ? undefined : budgets[first.id];
  if (budget === undefined)
    throw new Error(`The game declares no budget for its first currency${first ? ` "${first.id}"` : ''}.`);
  return budget;
}

/** What a purchase would cost (positive) or gain (negative), and the findings that stand in its way. */
export interface Cost {
  amount: number;
  allowed: boolean;
  findings: Finding[];
}

/** What applying one event gives. */
export interface Applied<Sheet> {
  sheet?: Sheet;
  findings: Finding[];
}

export interface BudgetItem {
  /** What the points were gained or spent on, e.g. "Strength at average +1". */
  label: string;
  /** Positive for points gained, negative for points spent. */
  amount: number;
  path: string;
}

/** What a list of budget items adds up to: everything gained, and everything spent, each as a positive number. */
export function tally(items: readonly BudgetItem[]): { earned: number; spent: number } {
  let earned = 0;
  let spent = 0;
  for (const item of items) {
    if (item.amount > 0) earned += item.amount;
    else spent -= item.amount;
  }
  return { earned, spent };
}

/** An advancement step without its envelope: what the player is thinking of doing. */
export type PurchaseOf<Event> = Event extends infer E
  ? E extends Event
    ? Omit<E, 'id' | 'date' | 'session' | 'note'>
    : never
  : never;

/**
 * Previews one step on the current sheet by applying it, without recording it: what it would cost in the points
 * each ledger step reports (`pointsLeft` before less after; negative for a gain), and why it may not be taken.
 */
export function costByApplying<Settings, Event, State>(
  game: Pick<RuleSystem<Settings, unknown, Event, State, unknown, State>, 'parseEvent' | 'apply' | 'pointsLeft'>,
  sheet: State,
  purchase: object,
  settings: Settings,
): Cost {
  const parsed = game.parseEvent({ ...purchase, id: 'preview', date: '2000-01-01' }, 'preview');
  if (!parsed.event) return { amount: 0, allowed: false, findings: parsed.findings };
  const applied = game.apply(sheet, parsed.event, settings, 'preview');
  if (!applied.sheet) return { amount: 0, allowed: false, findings: applied.findings };
  return {
    amount: game.pointsLeft(sheet) - game.pointsLeft(applied.sheet),
    allowed: !applied.findings.some(isStandingError),
    findings: applied.findings,
  };
}

export interface Budget {
  /** Everything gained: starting points, yields, awards. */
  earned: number;
  spent: number;
  /** earned - spent; negative means overspent. */
  left: number;
  items: BudgetItem[];
}

/** The part of a character file a rule system reads. */
export interface CharacterInput {
  creation: Record<string, unknown>;
  events: readonly Record<string, unknown>[];
  /** The version of the game's data the file holds; absent for version 1 (see data-version.ts). */
  dataVersion?: number;
}

/** One ledger entry after folding: accepted (it changed the sheet) or rejected. */
export interface LedgerStep {
  index: number;
  id: string;
  type: string;
  accepted: boolean;
  /** Points left after this step. */
  left: number;
  findings: Finding[];
}

/** A character folded and checked. `sheet` is absent only when the creation object is unreadable. */
export interface Evaluation<Sheet> {
  sheet?: Sheet;
  /** The budget of the game's first currency. */
  budget?: Budget;
  /** Every currency's budget, by currency id. */
  budgets?: Record<string, Budget>;
  /** Every finding, settings, creation, events and the final sheet, with overrides marked. */
  findings: Finding[];
  steps: LedgerStep[];
  overrides: Override[];
  /** No standing error. */
  legal: boolean;
  /** With `keepSheets`, the sheet before any event and after each one (index i+1 after event i). */
  sheets?: Sheet[];
}

/**
 * A rule system whose types are not known at the call site (the registry, the checker). What it gives back is
 * `unknown`, so a caller names a game's own types only where it knows the game. Every game's system fits
 * because the interface declares its functions as methods, whose parameters TypeScript checks both ways.
 */
export type AnyRuleSystem = RuleSystem<unknown, unknown, unknown, unknown, unknown, unknown>;
