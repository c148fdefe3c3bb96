import { createContext } from 'react';
import { bookTitleOf, valueAt, type BookSource, type Explanation } from '../../../shared/rules/core/explain';
import { explainValue } from '../../../shared/rules/core/explain-character';
import type { Evaluation } from '../../../shared/rules/core/system';
import type { AnyCharacterEditor } from '../../contract/character-editor';
import { originOf, type DefaultOrigin } from '../../base/setting-origin';
import type { SettingRow } from '../../contract/game-screens';
import type { HistoryDescriber } from '../../contract/history-describer';
import { figure } from '../../base/format';
import { describeEntry, genericDescriber } from '../history-describer';

/*
 * "Why is this number what it is?" for the page: one value of an open character's sheet explained when the player
 * asks, from the fold the editor already keeps (every sheet), with the entries that moved it put as the history
 * puts them and the campaign settings that took part beside the book's.
 */

/** A ledger entry that moved the value, as the history describes it. */
export interface MovingEntry {
  id: string;
  date: string;
  what: string;
}

/** A campaign setting that took part, in the game's words, beside its default. */
export interface SettingPart {
  path: string;
  label: string;
  value: string;
  /**
   * The default: the book's value, or the project's where the book sets none (the formula says which, and
   * docs/rules/<game>.md lists them).
   */
  defaultValue: string;
  /** The campaign's value differs from the default: a house rule. */
  house: boolean;
  /** Where the default comes from: the book (its title and section) or the app's own choice (and why). */
  origin?: DefaultOrigin | undefined;
}

/** One value explained for the page. */
export interface ExplainedValue {
  explanation: Explanation;
  entries: MovingEntry[];
  settings: SettingPart[];
}

/** What the "Why?" controls of one sheet ask: an explanation, and the way to an entry's place in the history. */
export interface ExplainSource {
  explain(path: string): ExplainedValue | undefined;
  /** The campaign settings a rule names ("settings.startingExperience"), in the game's words beside their defaults. */
  settings(paths: readonly string[]): SettingPart[];
  /** Shows the history with one entry's row brought into view; absent where the sheet is shown outside its page. */
  showEntry: ((id: string) => void) | undefined;
}

/** The sheet's explanations; a sheet without a provider shows no "Why?" controls. */
export const ExplainContext = createContext<ExplainSource | undefined>(undefined);

/** How a game words its settings and its ledger, for the explanations of its sheet. */
export interface ExplainWords {
  describer?: HistoryDescriber<unknown> | undefined;
  settingRows?: ((settings: never) => readonly SettingRow[]) | undefined;
}

/** Explanations already worked out for a fold (a file object has one fold; the next edit makes a new one). */
const explained = new WeakMap<Evaluation<unknown>, Map<string, ExplainedValue | undefined>>();

/** The explanations of one open character's sheet, each worked out the first time it is asked for. */
export function explainSourceOf(
  editor: AnyCharacterEditor,
  words: ExplainWords,
  showEntry: ((id: string) => void) | undefined,
): ExplainSource {
  return {
    showEntry,
    settings: (paths) => paths.map((p) => settingPart(editor, p, words.settingRows)),
    explain(path) {
      const evaluation = editor.evaluation;
      let known = explained.get(evaluation);
      if (known === undefined) explained.set(evaluation, (known = new Map()));
      if (!known.has(path)) known.set(path, explainedValue(editor, words, path));
      return known.get(path);
    },
  };
}

function explainedValue(editor: AnyCharacterEditor, words: ExplainWords, path: string): ExplainedValue | undefined {
  const explanation = explainValue(editor.system, editor.evaluation, editor.settings, path);
  if (explanation === undefined) return undefined;
  return {
    explanation,
    entries: movingEntries(editor, explanation.entries, words.describer ?? genericDescriber),
    settings: explanation.settings.map((p) => settingPart(editor, p, words.settingRows)),
  };
}

function movingEntries(editor: AnyCharacterEditor, ids: readonly string[], describer: HistoryDescriber<unknown>) {
  const events = editor.file.events;
  const sheets = editor.evaluation.sheets ?? [];
  return ids.flatMap((id): MovingEntry[] => {
    const i = events.findIndex((e) => e.id === id);
    const event = events[i];
    return event === undefined ? [] : [{ id, date: event.date, what: describeEntry(describer, event, sheets[i]) }];
  });
}

/** The book's settings for a game: the rules' defaults, read from an empty settings object. */
const bookSettings = new WeakMap<object, unknown>();

function bookOf(editor: AnyCharacterEditor): unknown {
  const system = editor.system;
  if (!bookSettings.has(system)) bookSettings.set(system, system.parseSettings({}).settings);
  return bookSettings.get(system);
}

/** One setting that took part ("settings.armor.0.impeding"): its label and value in words, beside the book's. */
export function settingPart(
  editor: AnyCharacterEditor,
  path: string,
  rowsOf: ExplainWords['settingRows'],
): SettingPart {
  const keys = path.split('.').slice(1);
  const mine = editor.settings;
  const book = bookOf(editor);
  const [top = ''] = keys;
  const rows = (s: unknown) => (rowsOf ? rowsOf(s as never) : []).find((r) => r.id === top);
  const row = rows(mine) ?? rows(book);
  const label = [row?.label ?? wordsOf(top), ...keys.slice(1).map((k, i) => partName(mine, keys.slice(0, i + 1), k))];
  const whole = keys.length === 1 && row !== undefined;
  const value = whole ? (rows(mine)?.value ?? 'none') : valueText(valueAt(mine, keys));
  const bookValue = whole ? (rows(book)?.value ?? 'none') : valueText(valueAt(book, keys));
  const house = JSON.stringify(valueAt(mine, keys) ?? null) !== JSON.stringify(valueAt(book, keys) ?? null);
  const origin = originOf(editor.system.settingOrigins[top]);
  return { path, label: label.join(' › '), value, defaultValue: bookValue, house, origin };
}

/** A part of a setting's path in words: an item of a list by its name, a field by its name in words. */
function partName(settings: unknown, parent: readonly string[], key: string): string {
  if (!/^\d+$/.test(key)) return wordsOf(key).toLowerCase();
  const item = valueAt(settings, [...parent, key]);
  const name = item !== null && typeof item === 'object' ? (item as Record<string, unknown>).name : undefined;
  return typeof name === 'string' ? name : `item ${Number(key) + 1}`;
}

/** "startingExperience" → "Starting experience". */
function wordsOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value in words: a number as the sheet shows it, yes or no, a list or an item by its names, never JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'number') return figure(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueText).join(', ');
  const named = value as Record<string, unknown>;
  const name = named.name ?? named.label ?? named.id;
  if (typeof name === 'string') return name;
  return Object.entries(named)
    .map(([key, inner]) => `${wordsOf(key).toLowerCase()} ${valueText(inner)}`)
    .join(', ');
}

/** "Symbaroum core rules, Pain Threshold": where a quote stands, by the book's title. */
export const sourcePlace = (source: BookSource): string => `${bookTitleOf(source)}, ${source.section}`;
