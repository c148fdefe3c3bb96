import { oddsEnding, type BookSource, type OddsExplanation } from '../../core/explain';
import { SYMBAROUM_BOOK as B, SYMBAROUM_MODIFIER_ROWS } from './book';
import { modifierOf, type TestOptions } from './formulas';
import { SYMBAROUM_READINGS as R } from './readings';
import {
  ADVANTAGE,
  DEATH_TEST_DIE,
  DEATH_TEST_DIES,
  DEATH_TEST_STEADY_UP_TO,
  HIGHEST_TABLE_ATTRIBUTE,
  LOWEST_TABLE_ATTRIBUTE,
  OPPOSED_TESTS,
  STAND_UP_DIFFICULTY,
  STEPS_TO_DEATH,
  SUCCESS_DIE,
  type OpposedTestId,
} from './tables';
import { signed } from './explain-words';
import { deathTestChances, testedName } from './at-the-table';

/*
 * The chances the page shows, explained (src-renderer/systems/symbaroum/controls/odds.tsx: the charts against each
 * difficulty and each enemy attribute, and the shift an attribute change makes): each counts the faces of the D20
 * (of the 400 pairs when rolled twice) and ends with the chance as the page rounds it (`percent` in
 * src-renderer/base/format.ts; the chart's labels above the bars are the same figures without the % sign).
 */

/** The faces of a D20 at or under `target`: none below 1, all twenty from 20 on. */
const facesUnder = (target: number) => Math.min(SUCCESS_DIE, Math.max(0, Math.floor(target)));

/** How the die is rolled, and the count of successes among its outcomes, in words. */
function countWords(hits: number, roll: TestOptions['roll']): { words: string; ways: number; of: number } {
  const d = SUCCESS_DIE;
  if (roll === 'best of two') {
    const misses = d - hits;
    return {
      words: `rolled twice keeping the better, it fails only when both dice are over it: ${d} × ${d} − ${misses} × ${misses} =`,
      ways: d * d - misses * misses,
      of: d * d,
    };
  }
  if (roll === 'worst of two')
    return {
      words: `rolled twice keeping the worse, both dice must be at or under it: ${hits} × ${hits} =`,
      ways: hits * hits,
      of: d * d,
    };
  return { words: `${hits} ${hits === 1 ? 'face' : 'faces'} at or under it,`, ways: hits, of: d };
}

/** The test's formula and count, for a value, the modifier words and the options. */
function test(
  value: number,
  name: string | undefined,
  modifier: number,
  modifierWords: string,
  options: TestOptions,
): { formula: string; chance: number; sources: BookSource[] } {
  const advantage = options.advantage ? ADVANTAGE : 0;
  const target = value + modifier + advantage;
  const advantageWords = advantage ? ` + the Advantage ${signed(ADVANTAGE)}` : '';
  const { words, ways, of } = countWords(facesUnder(target), options.roll);
  const what = `D20 ≤ ${name === undefined ? '' : `${name} `}${value} ${modifierWords}${advantageWords} = ${target}`;
  const sources = [B.successTest, B.successTestDie];
  if (options.advantage) sources.push(B.advantage);
  if (options.roll !== undefined && options.roll !== 'once') sources.push(B.blindFighting);
  return {
    formula: `${what}: ${words} ${oddsEnding(ways, of, of === SUCCESS_DIE ? 'faces' : 'pairs of dice')}`,
    chance: ways / of,
    sources,
  };
}

/** A modifier as a term of the sum: "+ 2", "− 3", "+ 0". */
const term = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/**
 * A success test against the Game Master's difficulty explained ("Success Test"), as `successChance(value,
 * difficulty, options)` counts it: "D20 ≤ Accurate 13 − 2 = 11: 11 faces at or under it, 11 of the 20 faces → 55%".
 */
export function explainDifficultyChance(
  value: number,
  difficulty: number,
  options: TestOptions = {},
  name?: string,
): OddsExplanation {
  const t = test(value, name, difficulty, `${term(difficulty)} (difficulty ${signed(difficulty)})`, options);
  return {
    formula: t.formula,
    settings: [],
    sources: [...t.sources, B.difficulty],
    reading: R.testEnds,
    chance: t.chance,
  };
}

/**
 * A success test against an enemy's attribute explained ("Success Test", the modifier table), as `successChance(value,
 * modifierOf(enemy), options)` counts it: "D20 ≤ 12 − 3 (10 − the enemy's 13) = 9: 9 faces at or under it, 9 of the
 * 20 faces → 45%".
 */
export function explainEnemyChance(
  value: number,
  enemy: number,
  options: TestOptions = {},
  name?: string,
): OddsExplanation {
  const modifier = modifierOf(enemy);
  const t = test(value, name, modifier, `${term(modifier)} (10 − the enemy’s ${enemy})`, options);
  const row = SYMBAROUM_MODIFIER_ROWS[enemy];
  const inTable = enemy >= LOWEST_TABLE_ATTRIBUTE && enemy <= HIGHEST_TABLE_ATTRIBUTE && row !== undefined;
  return {
    formula: t.formula,
    settings: [],
    sources: [...t.sources, B.modifierFormula, ...(inTable ? [row] : [])],
    reading: inTable ? R.testEnds : `${R.modifierBeyondTable} ${R.testEnds}`,
    chance: t.chance,
  };
}

/**
 * The chance of standing up with a Movement Action explained ("Stand Up"): a success test against the character's
 * own Quick, as `standUpChance(quick)` counts it: "D20 ≤ Quick 12 + 0 (difficulty 0) = 12: 12 faces at or under it,
 * 12 of the 20 faces → 60%", quoting the book's two sentences of standing up.
 */
export function explainStandUpChance(quick: number): OddsExplanation {
  const t = explainDifficultyChance(quick, STAND_UP_DIFFICULTY, {}, 'Quick');
  return { ...t, sources: [B.standUp, B.standUpFails, ...t.sources] };
}

/** The book's words of each [tested←against] test, and the reading where the text leaves it open. */
const OPPOSED_WORDS: Readonly<Record<OpposedTestId, { sources: BookSource[]; reading?: string }>> = {
  attack: { sources: [B.attackTest, B.attackOtherAttributes] },
  defense: { sources: [B.defenseTest, B.defenseAvoids, B.defenseFails], reading: R.defenseAgainstAdvantage },
  surprise: { sources: [B.surpriseTest, B.surpriseGroup, B.surpriseFreeAttack], reading: R.surprised },
};

/**
 * One of the book's [tested←against] tests explained ("Combat Action", "Defense", "Surprise"), as
 * `opposedTestChance` counts it: the character's `value` modified by 10 less the enemy's: "D20 ≤ Accurate 12 − 1 (10 −
 * the enemy’s 11) = 11: 11 faces at or under it, 11 of the 20 faces → 55%", quoting the test's sentence first, and
 * what gives the Advantage when it is counted.
 */
export function explainOpposedTestChance(
  id: OpposedTestId,
  value: number,
  enemy: number,
  options: TestOptions = {},
): OddsExplanation {
  const t = explainEnemyChance(value, enemy, options, testedName(OPPOSED_TESTS[id].tested));
  const words = OPPOSED_WORDS[id];
  const advantage = options.advantage ? [B.flanking, B.advantageProne, B.advantageHigher] : [];
  return {
    ...t,
    sources: [...words.sources, ...t.sources, ...advantage],
    reading: words.reading === undefined ? t.reading : `${words.reading} ${t.reading ?? ''}`.trim(),
  };
}

/**
 * The chance that the next death test kills explained ("Dying Characters"), as `deathTestChances(steps).dies` counts
 * it: 20 dies, and 11 to 19 too when it is the third step: "1D20 death test with 2 of 3 steps toward death taken: dies
 * on 20, and on 11–19, the third step: 1 + 9 = 10 faces, 10 of the 20 faces → 50%".
 */
export function explainDeathTestDies(steps: number): OddsExplanation {
  const chances = deathTestChances(steps);
  const twenty = DEATH_TEST_DIE - DEATH_TEST_DIES + 1;
  const band = `${DEATH_TEST_STEADY_UP_TO + 1}–${DEATH_TEST_DIES - 1}`;
  const step = DEATH_TEST_DIES - 1 - DEATH_TEST_STEADY_UP_TO;
  const taken = `1D20 death test with ${steps} of ${STEPS_TO_DEATH} steps toward death taken`;
  const how =
    chances.closer.outcomes === 0
      ? `dies on ${DEATH_TEST_DIES}, and on ${band}, the third step: ${twenty} + ${step} = ${chances.dies.outcomes} faces`
      : `dies on ${DEATH_TEST_DIES} (${band} is step ${steps + 1} of ${STEPS_TO_DEATH}): ${twenty} ${twenty === 1 ? 'face' : 'faces'}`;
  return {
    formula: `${taken}: ${how}, ${oddsEnding(chances.dies.outcomes, chances.dies.of, 'faces')}`,
    settings: [],
    sources: [B.deathTestEachTurn, B.deathTestStep, B.deathTestDies],
    chance: chances.dies.probability,
  };
}
