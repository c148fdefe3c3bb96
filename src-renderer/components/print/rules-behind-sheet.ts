import { stableStringify } from '../../../shared/model';
import {
  bookTitleOf,
  formulaInWords,
  type BookSource,
  type ValueExplanation,
} from '../../../shared/rules/core/explain';
import type { SettingRow } from '../../contract/game-screens';

/*
 * The rules behind a printed sheet: a game's explanations of the sheet's values, gathered rule by rule for the
 * page printed after the sheet. A rule is the book's section an explanation quotes first, so a player finds each
 * section of the book once, under its own heading, with the book's sentences from it; every value worked out by it
 * is listed under it once, so a rule the sheet uses for ten abilities is printed once with ten lines, not ten times.
 */

/** One rule of the book as the sheet uses it: its sentences, the values it works out, the settings and readings. */
export interface PrintedRule {
  /** The book's section the rule is, as the book heads it. */
  title: string;
  /** The book's sentences behind the rule, the first one first, each once. */
  sources: BookSource[];
  /** Each value worked out by the rule, with this character's inputs, in the sheet's order, each once. */
  formulas: string[];
  /** The campaign settings that took part, as paths ("settings.startingCoins"), each once. */
  settings: string[];
  /** The app's readings where the book is silent or unclear, each once. */
  readings: string[];
}

/** A rule's key: the book and section it quotes first, or none for a value the game gives no sentence for. */
const ruleKey = (e: ValueExplanation): string => {
  const first = e.sources[0];
  return first === undefined ? '' : stableStringify({ seed: first.seed, section: first.section });
};

const addOnce = <T>(list: T[], item: T, same: (a: T, b: T) => boolean = (a, b) => a === b): void => {
  if (!list.some((known) => same(known, item))) list.push(item);
};

const sameSource = (a: BookSource, b: BookSource) =>
  a.seed === b.seed && a.section === b.section && a.quote === b.quote;

/**
 * The explanations of a sheet's values gathered into the rules they use, in the order the sheet first uses each.
 * A value with no formula is left out: there is nothing to print for it.
 */
export function rulesOf(explanations: readonly ValueExplanation[]): PrintedRule[] {
  const rules = new Map<string, PrintedRule>();
  for (const e of explanations) {
    if (e.formula.trim() === '') continue;
    const key = ruleKey(e);
    let rule = rules.get(key);
    if (rule === undefined) {
      rule = {
        title: e.sources[0]?.section ?? 'Worked out by the app',
        sources: [],
        formulas: [],
        settings: [],
        readings: [],
      };
      rules.set(key, rule);
    }
    for (const source of e.sources) addOnce(rule.sources, source, sameSource);
    addOnce(rule.formulas, formulaInWords(e.formula));
    for (const path of e.settings) addOnce(rule.settings, path);
    if (e.reading !== undefined && e.reading.trim() !== '') addOnce(rule.readings, e.reading);
  }
  return [...rules.values()];
}

/** Where a sentence comes from, as a player looks it up: "Symbaroum core rules, Pain Threshold". */
export const sourceLine = (source: BookSource): string => `${bookTitleOf(source)}, ${source.section}`;

/** A rule's sentences by the book and section they are under, each place once, in the order the rule first quotes it. */
export function quotesByPlace(sources: readonly BookSource[]): { place: string; quotes: string[] }[] {
  const places = new Map<string, string[]>();
  for (const source of sources) {
    const place = sourceLine(source);
    places.set(place, [...(places.get(place) ?? []), source.quote]);
  }
  return [...places].map(([place, quotes]) => ({ place, quotes }));
}

const PROJECT_READING = /^The project’s reading:\s*/;

/** A reading without the words that say whose it is: the page says it is the app's in its own label. */
export const readingText = (reading: string): string => reading.replace(PROJECT_READING, '');

/** One campaign setting that took part in a rule: in words, its value, and the default when it is a house rule. */
export interface SettingLine {
  path: string;
  label: string;
  value: string;
  /** Set when the campaign's value is not the default: the default in words, absent where the defaults have no such setting (an ability of the campaign's own). */
  houseRule?: { default?: string };
}

type Container = Record<string, unknown>;
const isContainer = (v: unknown): v is Container => v !== null && typeof v === 'object';

/** The name an item of a list goes by in the game's settings, if it has one. */
function nameOf(item: unknown): string | undefined {
  if (!isContainer(item)) return undefined;
  const name = item.name ?? item.label ?? item.id;
  return typeof name === 'string' ? name : undefined;
}

/** "startingCoins" as "starting coins". */
const words = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A setting's value in words: yes or no, a list by its items' names, never the file's JSON. */
export function settingText(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(settingText).join(', ');
  if (isContainer(value)) {
    const name = nameOf(value);
    if (name !== undefined) return name;
    return Object.entries(value)
      .map(([key, inner]) => `${words(key)} ${settingText(inner)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * The item of the defaults that stands where the campaign's item stands: the one with the same id where the
 * items have ids (a campaign may reorder or add to a list), else the one at the same place.
 */
function defaultItem(defaults: unknown, mine: unknown, index: string): unknown {
  if (!Array.isArray(defaults)) return undefined;
  const id = isContainer(mine) ? mine.id : undefined;
  if (typeof id === 'string') return defaults.find((d) => isContainer(d) && d.id === id);
  return defaults[Number(index)];
}

/** The campaign settings in the game's words, the campaign's and the defaults', by their ids (setting paths). */
export interface GameSettingWords {
  mine: ReadonlyMap<string, SettingRow>;
  theirs: ReadonlyMap<string, SettingRow>;
}

/** The game's words for a campaign's settings and for the defaults, from its `settingRows`. */
export function gameSettingWords(
  rows: ((settings: never) => readonly SettingRow[]) | undefined,
  settings: unknown,
  defaults: unknown,
): GameSettingWords | undefined {
  if (rows === undefined) return undefined;
  const byId = (list: readonly SettingRow[]) => new Map(list.map((row) => [row.id, row]));
  return { mine: byId(rows(settings as never)), theirs: byId(rows(defaults as never)) };
}

/** The game's row for a setting path or the nearest list or group it is in, and the keys left after it. */
function rowFor(keys: readonly string[], words: GameSettingWords | undefined): [SettingRow, number] | undefined {
  for (let n = keys.length; n > 0 && words !== undefined; n--) {
    const row = words.mine.get(keys.slice(0, n).join('.'));
    if (row !== undefined) return [row, n];
  }
  return undefined;
}

/**
 * A setting that took part in a rule, read from the campaign's settings and the defaults (both as the game's rules
 * read them, every default filled in): its label in the game's words where it gives them, else in words from its
 * path, with a list's item by its name ("The campaign’s abilities › Sailing › base consistency"); its value; and,
 * when it differs from the default, the default beside it.
 */
export function settingLine(path: string, settings: unknown, defaults: unknown, game?: GameSettingWords): SettingLine {
  const keys = path.split('.').slice(path.startsWith('settings.') ? 1 : 0);
  const row = rowFor(keys, game);
  const labels: string[] = row ? [row[0].label] : [];
  let mine: unknown = settings;
  let theirs: unknown = defaults;
  keys.forEach((key, i) => {
    const next = isContainer(mine) ? mine[key] : undefined;
    const item = Array.isArray(mine) && /^\d+$/.test(key);
    theirs = item ? defaultItem(theirs, next, key) : isContainer(theirs) ? theirs[key] : undefined;
    mine = next;
    if (row === undefined || i >= row[1]) labels.push(item ? (nameOf(next) ?? `item ${Number(key) + 1}`) : words(key));
  });
  const label = labels.join(' › ');
  const whole = row !== undefined && row[1] === keys.length;
  const line: SettingLine = {
    path,
    label: label.charAt(0).toUpperCase() + label.slice(1),
    value: whole ? row[0].value : settingText(mine),
  };
  if (stableStringify({ v: mine ?? null }) === stableStringify({ v: theirs ?? null })) return line;
  const theirRow = whole ? game?.theirs.get(row[0].id) : undefined;
  return { ...line, houseRule: theirs === undefined ? {} : { default: theirRow?.value ?? settingText(theirs) } };
}
