import { safeFileName } from '../../shared/file-name';
import { checkJsonShape, FORMAT_VERSION, HouseRulesFile, stableStringify } from '../../shared/model';
import { isStandingError } from '../../shared/rules/core/findings';
import { findSystem, getRuleSystem } from '../../shared/rules/registry';
import type { SettingRow } from '../contract/game-screens';
import { originOf, type DefaultOrigin } from '../base/setting-origin';

/*
 * House rules: a game's campaign settings saved apart from any campaign, to start a new campaign from or to load
 * into one (docs/file-format.md, "House rules"), and a campaign's settings compared with the book's defaults.
 */

/** A campaign's settings as a house-rules file: "Uruk house rules.json". */
export function exportedHouseRules(input: { name: string; system: string; settings: Record<string, unknown> }): {
  fileName: string;
  text: string;
} {
  const name = `${input.name} house rules`.slice(0, 120);
  const file: HouseRulesFile = {
    formatVersion: FORMAT_VERSION,
    kind: 'house-rules',
    name,
    system: input.system,
    settings: input.settings,
  };
  return { fileName: `${safeFileName(name, 'house rules')}.json`, text: stableStringify(file) };
}

/**
 * A house-rules file read back: refused with a sentence when it is no house-rules file, is for another game than
 * `system` (when given), or holds settings its game's rules refuse.
 */
export function readHouseRules(
  text: string,
  fileName: string,
  system?: string,
): { ok: true; rules: HouseRulesFile } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {
      ok: false,
      message: `${fileName} is not a house-rules file (it is not valid JSON). Choose a file saved with “Save as house rules”.`,
    };
  }
  const shape = checkJsonShape(raw);
  if (!shape.ok) return { ok: false, message: `${fileName} could not be read: ${shape.message}.` };
  if (
    raw !== null &&
    typeof raw === 'object' &&
    'formatVersion' in raw &&
    typeof raw.formatVersion === 'number' &&
    raw.formatVersion > FORMAT_VERSION
  ) {
    return { ok: false, message: `${fileName} was saved by a newer version of this app. Update the app to use it.` };
  }
  const parsed = HouseRulesFile.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      message: `${fileName} is not a house-rules file. Choose a file saved with “Save as house rules”.`,
    };
  const rules = parsed.data;
  const game = getRuleSystem(rules.system);
  if (!game)
    return {
      ok: false,
      message: `${fileName} holds house rules for a game this version of the app does not know ("${rules.system}").`,
    };
  if (system !== undefined && rules.system !== system) {
    return {
      ok: false,
      message: `${fileName} holds house rules for ${game.name}, and this campaign plays ${findSystem(system)?.name ?? system}.`,
    };
  }
  const errors = game.parseSettings(rules.settings).findings.filter(isStandingError);
  if (errors.length > 0)
    return {
      ok: false,
      message: `${fileName} holds settings the rules of ${game.name} refuse: ${errors.map((f) => f.message).join(' ')}`,
    };
  return { ok: true, rules };
}

/** One setting that differs from the book: where it is, in words, and both values as text. */
export interface SettingDifference {
  path: string;
  label: string;
  campaign: string;
  book: string;
}

/** "racialAverages.human.strength" as "Racial averages › human › strength". */
function labelOf(path: string): string {
  return path
    .split('.')
    .map((part, i) => {
      const words = part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      return i === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words;
    })
    .join(' › ');
}

/** A value in words: yes or no, a list by its items' names, never the file's JSON. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(textOf).join(', ');
  if (typeof value === 'object') {
    const named = value as Record<string, unknown>;
    const name = named.name ?? named.label ?? named.id;
    if (typeof name === 'string') return name;
    return Object.entries(named)
      .map(([key, inner]) => `${labelOf(key).toLowerCase()} ${textOf(inner)}`)
      .join(', ');
  }
  return String(value);
}

function leaves(value: unknown, path: string, into: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path === '' ? key : `${path}.${key}`, into);
  } else into.set(path, value);
}

/**
 * Every setting whose value differs from the book's: both read by the game's rules (so a default left out of the
 * file counts as the book's value), compared value by value; lists count as one value each.
 */
export function differencesFromBook(system: string, settings: unknown): SettingDifference[] {
  const game = getRuleSystem(system);
  if (!game) return [];
  const mine = new Map<string, unknown>();
  const book = new Map<string, unknown>();
  leaves(game.parseSettings(settings).settings, '', mine);
  leaves(game.parseSettings({}).settings, '', book);
  const paths = [...new Set([...book.keys(), ...mine.keys()])];
  return paths
    .filter((path) => stableStringify({ v: mine.get(path) ?? null }) !== stableStringify({ v: book.get(path) ?? null }))
    .map((path) => ({ path, label: labelOf(path), campaign: textOf(mine.get(path)), book: textOf(book.get(path)) }));
}

/** One setting beside the book's: its label and both values in the game's words, and whether they differ. */
export interface SettingComparison {
  id: string;
  label: string;
  book: string;
  campaign: string;
  differs: boolean;
  /** Where the default comes from: the book's section, or the app's choice and why. */
  origin?: DefaultOrigin | undefined;
}

/** A game's settings as rows by their paths in words, for a game that gives no words of its own. */
function rowsByPath(settings: unknown): SettingRow[] {
  const values = new Map<string, unknown>();
  leaves(settings, '', values);
  return [...values].map(([path, value]) => ({ id: path, label: labelOf(path), value: textOf(value) }));
}

/**
 * Every setting of a campaign beside the book's value, both read by the game's rules (so a default left out of the
 * file is the book's) and put in the game's words by `rowsOf` (its screens' `settingRows`), or by their paths in
 * words when the game gives none; a setting differs when its words do.
 */
export function settingsBesideBook(
  system: string,
  settings: unknown,
  rowsOf: (settings: unknown) => readonly SettingRow[] = rowsByPath,
): SettingComparison[] {
  const game = getRuleSystem(system);
  if (!game) return [];
  const book = new Map(rowsOf(game.parseSettings({}).settings).map((r) => [r.id, r]));
  const mine = new Map(rowsOf(game.parseSettings(settings).settings).map((r) => [r.id, r]));
  return [...new Set([...book.keys(), ...mine.keys()])].map((id) => {
    const b = book.get(id)?.value ?? 'none';
    const m = mine.get(id)?.value ?? 'none';
    const origin = originOf(game.settingOrigins[id.split('.')[0] ?? '']);
    return { id, label: (mine.get(id) ?? book.get(id))!.label, book: b, campaign: m, differs: b !== m, origin };
  });
}
