import type { Explanation, ValueExplanation } from './explain';
import { sheetValues, valueAt, type SheetValue } from './explain';
import { evaluate } from './ledger';
import type { CharacterInput, Evaluation, RuleSystem } from './system';

/** A character folded with every sheet kept, and each value of its final sheet explained. */
export interface CharacterExplanations<Sheet> {
  evaluation: Evaluation<Sheet>;
  /**
   * One explanation per value of the final sheet, in the order `sheet --json` prints them. Absent when there is
   * no sheet (the creation cannot be read). A value the game
   * left unexplained has an empty formula and no source, so the conformance check names it.
   */
  explanations?: Explanation[];
}

/** The same JSON value, as `sheet --json` would print both. */
function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

/** The ids of the entries after which the value under `keys` differed from before, in ledger order. */
function entriesMoving(evaluation: Pick<Evaluation<unknown>, 'sheets' | 'steps'>, keys: readonly string[]): string[] {
  const sheets = evaluation.sheets ?? [];
  const entries: string[] = [];
  for (let i = 0; i + 1 < sheets.length; i++) {
    if (!same(valueAt(sheets[i], keys), valueAt(sheets[i + 1], keys))) entries.push(evaluation.steps[i]!.id);
  }
  return entries;
}

/** A game's explanation of one value with the value and the entries that moved it; an empty one where the game gave none. */
function explained(
  game: ValueExplanation | undefined,
  { path, keys, value }: SheetValue,
  evaluation: Pick<Evaluation<unknown>, 'sheets' | 'steps'>,
): Explanation {
  const rule = game ?? { path, formula: '', settings: [], sources: [] };
  return { ...rule, path, value, entries: entriesMoving(evaluation, keys) };
}

/**
 * Explains every value of a character's sheet: folds the character keeping every sheet (the creation's, then the
 * one after each entry), asks the game for its explanations of the final sheet, and adds to each the value and the
 * ids of the entries after which that value differed from before.
 */
export function explainCharacter<S, C, E, Sh extends St, St>(
  system: RuleSystem<S, C, E, Sh, unknown, St>,
  character: CharacterInput,
  rawSettings: unknown,
): CharacterExplanations<Sh> {
  const evaluation = evaluate(system, character, rawSettings, { keepSheets: true });
  const { sheet } = evaluation;
  if (sheet === undefined) return { evaluation };
  const { settings } = system.parseSettings(rawSettings);
  const byPath = new Map<string, ValueExplanation>();
  for (const e of system.explain(sheet, settings)) byPath.set(e.path, e);
  const explanations = sheetValues(sheet).map((v) => explained(byPath.get(v.path), v, evaluation));
  return { evaluation, explanations };
}

/** A sheet's values and the game's explanations of them, by path, for one settings object. */
interface SheetExplanations {
  settings: unknown;
  values: Map<string, SheetValue>;
  game: Map<string, ValueExplanation>;
}

/** Worked out the first time a value of the sheet is explained: a sheet is never changed, so they hold for it. */
const explainedSheets = new WeakMap<object, SheetExplanations>();

function sheetExplanations<S, Sh>(
  system: Pick<RuleSystem<S, unknown, unknown, Sh, unknown, unknown>, 'explain'>,
  sheet: Sh,
  settings: S,
): SheetExplanations {
  const key = sheet as object;
  const known = explainedSheets.get(key);
  if (known !== undefined && known.settings === settings) return known;
  const made: SheetExplanations = {
    settings,
    values: new Map(sheetValues(sheet).map((v) => [v.path, v])),
    game: new Map(system.explain(sheet, settings).map((e) => [e.path, e])),
  };
  explainedSheets.set(key, made);
  return made;
}

/**
 * One value of a character already folded with every sheet kept (evaluate's `keepSheets`, as an open character's
 * editor keeps it), explained only when asked for: the game's explanation of the value at `path` ("sheet.painThreshold"),
 * its value, and the entries after which it changed, exactly as `explainCharacter` gives it. Undefined when the
 * sheet holds no value at `path` or there is no sheet. The game's explanations of the sheet are worked out once,
 * at the first value asked for, and kept with the sheet.
 */
export function explainValue<S, Sh>(
  system: Pick<RuleSystem<S, unknown, unknown, Sh, unknown, unknown>, 'explain'>,
  evaluation: Pick<Evaluation<Sh>, 'sheet' | 'sheets' | 'steps'>,
  settings: S,
  path: string,
): Explanation | undefined {
  const { sheet } = evaluation;
  if (sheet === undefined || sheet === null || typeof sheet !== 'object') return undefined;
  const { values, game } = sheetExplanations(system, sheet, settings);
  const value = values.get(path);
  if (value === undefined) return undefined;
  return explained(game.get(path), value, evaluation as Pick<Evaluation<unknown>, 'sheets' | 'steps'>);
}
