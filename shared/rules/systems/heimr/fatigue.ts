import { odds, type Odds } from '../../core/probability';
import { chanceToMeet } from './challenge';
import { BREATHER_RECOVERY, FATIGUE_DIE_SIDES, FATIGUE_RISE, LEAST_FATIGUE, MOST_FATIGUE } from './tables';

/*
 * Fatigue in play (002_660a93111b0de833.txt, "Fatigue", "Base fatigue", "Fatigue during combat", "List of combat
 * actions"): the D6 of every physical dice challenge raises the fatigue by one when it shows lower than the fatigue,
 * never above twenty and at most once a turn in combat; a breather in combat lowers it by two, never below base
 * fatigue; the opportunity to take a breather outside combat brings it back to base. Nothing here is recorded: the
 * sheet keeps a scene's fatigue while it is open (HEIMR_READINGS.sceneFatigue).
 */

/** A fatigue as the book bounds it: a whole number from 1 to 20, or an error saying so. */
function checkFatigue(fatigue: number, what = 'A fatigue'): void {
  if (!Number.isInteger(fatigue) || fatigue < LEAST_FATIGUE || fatigue > MOST_FATIGUE)
    throw new Error(`${what} is a whole number from ${LEAST_FATIGUE} to ${MOST_FATIGUE}, not ${fatigue}.`);
}

/** A face of the D6, or an error saying what a D6 shows. */
function checkFace(d6: number): void {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > FATIGUE_DIE_SIDES)
    throw new Error(`A D6 shows a whole number from 1 to ${FATIGUE_DIE_SIDES}, not ${d6}; type the face it showed.`);
}

/** Whether the D6 raises the fatigue: "If the value of the D6 is lower then the fatigue of a character". */
export function d6RaisesFatigue(fatigue: number, d6: number): boolean {
  checkFatigue(fatigue);
  checkFace(d6);
  return d6 < fatigue;
}

/**
 * The fatigue after a physical roll whose D6 showed `d6`: one more when the D6 is lower than the fatigue, never above
 * twenty, and unchanged when it has already risen this turn in combat (`risenThisTurn`: "Your fatigue can only
 * increase by one every turn"). The book's example: fatigue 4, the D6 shows 3, fatigue 5.
 */
export function fatigueAfterPhysicalRoll(fatigue: number, d6: number, risenThisTurn = false): number {
  if (risenThisTurn || !d6RaisesFatigue(fatigue, d6)) return fatigue;
  return Math.min(MOST_FATIGUE, fatigue + FATIGUE_RISE);
}

/**
 * The fatigue after taking a breather in combat ("Reduce your fatigue by two. Fatigue can not be lower then the base
 * fatigue."): two less, never below `base`; a fatigue at or below base stays where it is.
 */
export function fatigueAfterBreather(fatigue: number, base: number): number {
  checkFatigue(fatigue);
  checkFatigue(base, 'A base fatigue');
  return Math.min(fatigue, Math.max(base, fatigue - BREATHER_RECOVERY));
}

/** The fatigue after the opportunity to take a breather outside combat: back to base ("returns to it's standard level"). */
export function fatigueAfterRest(base: number): number {
  checkFatigue(base, 'A base fatigue');
  return base;
}

/** The scene's first fatigue: the base fatigue, within the book's 1 to 20. */
export function sceneFatigueStart(base: number): number {
  return Math.min(MOST_FATIGUE, Math.max(LEAST_FATIGUE, base));
}

/** The faces of the D6 that raise a fatigue: those lower than it. */
export function risingFaces(fatigue: number): number[] {
  checkFatigue(fatigue);
  return Array.from({ length: FATIGUE_DIE_SIDES }, (_, i) => i + 1).filter((face) => face < fatigue);
}

/**
 * The chance the next physical roll raises the fatigue: the faces of the D6 lower than it, of six. None at 1, one
 * face more for each point up to 6, every face above 6 ("you can never throw seven or higher with a D6"). At twenty
 * the D6 still shows lower, but the fatigue can go no higher: the chance it rises is none.
 */
export function chanceFatigueRises(fatigue: number): Odds {
  checkFatigue(fatigue);
  const faces = fatigue >= MOST_FATIGUE ? [] : risingFaces(fatigue);
  return odds(faces.length, FATIGUE_DIE_SIDES);
}

/**
 * The chance a physical roll of an ability with consistency `c` fails on the fatigue alone: its dice, before the
 * potential, fall short of the fatigue ("the action automatically fails, even if the challenge would have been 7 or
 * higher when adding potential"), counted from the dice challenge of challenge.ts.
 */
export function chanceFailsOnFatigue(c: number, fatigue: number): Odds {
  checkFatigue(fatigue);
  const reached = chanceToMeet(c, 0, fatigue);
  return odds(reached.of - reached.outcomes, reached.of);
}
