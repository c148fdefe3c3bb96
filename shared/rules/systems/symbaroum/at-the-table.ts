import { modifierOf, successChance, type TestOptions } from './formulas';
import type { SymbaroumSheet } from './sheet';
import {
  ATTRIBUTE_INFO,
  DEATH_TEST_DIE,
  DEATH_TEST_DIES,
  DEATH_TEST_STEADY_UP_TO,
  DEATH_TEST_WAKES,
  OPPOSED_TESTS,
  STAND_UP_DIFFICULTY,
  STEPS_TO_DEATH,
  type Attribute,
  type OpposedTestId,
} from './tables';
import { odds, type Odds } from '../../core/probability';

/*
 * What happens at the table beside the sheet's values: who may stabilise a dying character ("Dying Characters",
 * "Healing Wounds"), what damage past the Pain Threshold brings ("Pain Threshold"), the Quick test of standing
 * up ("Stand Up"), the tests the book writes as [tested←against] (the attack, Defense and surprise) and the chances of
 * the death test. The words are the rules' own, so the history, the Advance page and the sheet say the same.
 */

/**
 * Why natural healing of a dying character is refused: the book's sentence ("Healing Wounds"), then what to do
 * instead.
 */
export const FIRST_AID_REFUSAL =
  'Performing first aid on a dying person requires the Medicus ability, an herbal cure or powers of healing. Days of rest do not stabilise a dying character: record an herbal cure, Medicus or mystical healing given by someone else, or the next death test.';

/** Who may stabilise a dying character, for the sheet and the Advance page ("Dying Characters"). */
export const WHO_STABILISES =
  'Someone else stabilises the character with an herbal cure, the Medicus ability or mystical healing; days of rest do not.';

/**
 * "When a creature suffers damage that exceeds its Pain Threshold, from a single attack and after Armor has been
 * subtracted": above it, not at it.
 */
export function exceedsPainThreshold(damage: number, painThreshold: number): boolean {
  return damage > painThreshold;
}

/** The two things the book says may follow, of which the player chooses one ("Pain Threshold"). */
export const PAIN_CHOICE =
  'the character is knocked down and has to get up, or the one who dealt the damage makes an immediate Free Attack against it; the player chooses which';

/**
 * What one attack's damage after Armor brings at the Pain Threshold: "9 damage exceeds the Pain Threshold of 8: the
 * character is knocked down …; the player chooses which.", or undefined when it does not exceed it.
 */
export function painThresholdWords(damage: number, painThreshold: number): string | undefined {
  if (!exceedsPainThreshold(damage, painThreshold)) return undefined;
  return `${damage} damage exceeds the Pain Threshold of ${painThreshold}: ${PAIN_CHOICE}.`;
}

/** The chance of getting up with a Movement Action: a success test against the character's own Quick ("Stand Up"). */
export function standUpChance(quick: number): Odds {
  return successChance(quick, STAND_UP_DIFFICULTY);
}

/** A value a test may take: an attribute, or Defense ("Secondary Attributes"). */
type TestedValue = Attribute | 'defense';

/** The name of an attribute or of Defense, as the book writes it in a test: "Accurate", "Defense". */
export const testedName = (v: TestedValue): string => (v === 'defense' ? 'Defense' : ATTRIBUTE_INFO[v].name);

/** The character's value a test of the book takes: Accurate for the attack, Defense for Defense, Discreet to surprise. */
export function testedValue(sheet: Pick<SymbaroumSheet, 'values' | 'defense'>, id: OpposedTestId): number {
  const tested = OPPOSED_TESTS[id].tested;
  return tested === 'defense' ? sheet.defense : sheet.values[tested];
}

/**
 * The chance of one of the book's [tested←against] tests ("Combat Action", "Defense", "Surprise"): a D20 at or under
 * the character's value, modified by 10 less the enemy's value ("Success Test"), with the Advantage or two dice.
 */
export function opposedTestChance(
  sheet: Pick<SymbaroumSheet, 'values' | 'defense'>,
  id: OpposedTestId,
  enemy: number,
  options: TestOptions = {},
): Odds {
  return successChance(testedValue(sheet, id), modifierOf(enemy), options);
}

/** One death test's four outcomes, each as faces of the 1D20 ("Dying Characters"). */
export interface DeathTestChances {
  /** 1: wakes with 1D4 Toughness. */
  wakes: Odds;
  /** 2 to 10: no change. */
  steady: Odds;
  /** 11 to 19 while it is not yet the third time: a step closer. */
  closer: Odds;
  /** 20, and 11 to 19 the third time: dies. */
  dies: Odds;
}

/**
 * The chances of the next death test, for a dying character with `steps` steps toward death already ("Dying
 * Characters"): 1 wakes, 2 to 10 no change, 11 to 19 a step closer ("The third time the roll has this outcome, the
 * character dies"), 20 dies.
 */
export function deathTestChances(steps: number): DeathTestChances {
  const step = DEATH_TEST_DIES - 1 - DEATH_TEST_STEADY_UP_TO;
  const last = steps + 1 >= STEPS_TO_DEATH;
  const dies = DEATH_TEST_DIE - DEATH_TEST_DIES + 1 + (last ? step : 0);
  return {
    wakes: odds(DEATH_TEST_WAKES, DEATH_TEST_DIE),
    steady: odds(DEATH_TEST_STEADY_UP_TO - DEATH_TEST_WAKES, DEATH_TEST_DIE),
    closer: odds(last ? 0 : step, DEATH_TEST_DIE),
    dies: odds(dies, DEATH_TEST_DIE),
  };
}
