import type { Explanation, ValueExplanation } from './explain';
import { sheetValues, valueAt } from './explain';
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
  const { sheet, sheets = [] } = evaluation;
  if (sheet === undefined) return { evaluation };
  const { settings } = system.parseSettings(rawSettings);
  const byPath = new Map<string, ValueExplanation>();
  for (const e of system.explain(sheet, settings)) byPath.set(e.path, e);
  const explanations = sheetValues(sheet).map(({ path, keys, value }): Explanation => {
    const entries: string[] = [];
    for (let i = 0; i + 1 < sheets.length; i++) {
      if (!same(valueAt(sheets[i], keys), valueAt(sheets[i + 1], keys))) entries.push(evaluation.steps[i]!.id);
    }
    const game = byPath.get(path) ?? { path, formula: '', settings: [], sources: [] };
    return { ...game, path, value, entries };
  });
  return { evaluation, explanations };
}
