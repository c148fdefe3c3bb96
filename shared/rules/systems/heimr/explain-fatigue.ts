import { oddsEnding, type BookSource, type OddsExplanation } from '../../core/explain';
import { HEIMR_BOOK as B, HEIMR_FATIGUE_BOOK as F } from './book';
import { challengePool } from './challenge';
import { chanceFailsOnFatigue, chanceFatigueRises, risingFaces } from './fatigue';
import { poolWords, rollsAtLeast } from './explain-odds';
import { HEIMR_READINGS as R } from './readings';
import { FATIGUE_DIE_SIDES, MOST_FATIGUE } from './tables';

/*
 * The two chances of the sheet's scene fatigue, explained as the page shows them
 * (src-renderer/systems/heimr/sheet/sheet-fatigue.tsx): the chance the next physical roll raises the fatigue, counted
 * from the faces of the D6, and the chance a physical roll of an ability fails on the fatigue alone, counted from the
 * dice as `explainChanceToMeet` counts them. Each formula ends with the figure as the page rounds it.
 */

/** Which faces of the D6 are lower than the fatigue, in words. */
function facesWords(fatigue: number): string {
  if (fatigue >= MOST_FATIGUE)
    return `every face of the D6 is lower than ${fatigue}, but fatigue can not be higher than ${MOST_FATIGUE}, so it cannot rise`;
  const faces = risingFaces(fatigue);
  if (faces.length === 0) return `no face of the D6 is lower than ${fatigue}`;
  if (faces.length === FATIGUE_DIE_SIDES)
    return `higher than six, so every face of the D6 is lower than ${fatigue} (a D6 never shows 7 or more)`;
  const which = faces.length === 1 ? 'the face 1' : `the faces 1 to ${faces.length}`;
  return `the D6 raises it when it shows lower than ${fatigue}: ${which}`;
}

/**
 * The chance the next physical roll raises fatigue `fatigue` by one ("Fatigue", "Base fatigue", "Fatigue during
 * combat"), as `chanceFatigueRises` counts it: "Fatigue 4: the D6 raises it when it shows lower than 4: the faces 1 to
 * 3: 3 of the 6 faces → 50%; in combat at most once a turn".
 */
export function explainFatigueRise(fatigue: number): OddsExplanation {
  const chance = chanceFatigueRises(fatigue);
  const sources: BookSource[] = [F.die, F.rises, F.physicalRolls, F.oncePerTurn, F.turn];
  if (fatigue > FATIGUE_DIE_SIDES) sources.push(F.aboveSix, F.neverSeven);
  if (fatigue >= MOST_FATIGUE) sources.push(F.bounds);
  return {
    formula: `Fatigue ${fatigue}: ${facesWords(fatigue)}: ${oddsEnding(chance.outcomes, chance.of, 'faces')}; in combat it rises at most once a turn`,
    settings: [],
    sources,
    reading: `${R.fatigueDie} ${R.fatigueOutsideCombat}`,
    chance: chance.probability,
  };
}

/**
 * The chance a physical roll of an ability with consistency `c` fails on fatigue `fatigue` alone, whatever its
 * potential ("Fatigue"), as `chanceFailsOnFatigue` counts it: "Agility at fatigue 5: Consistency +1: 1d6 and 1d10,
 * …; a physical roll’s dice must reach fatigue 5 before the potential; the rolls that reach it: every roll but those
 * with all dice under 5 (4 × 4^1 = 16), 44 of 60; the rest fail on the fatigue alone: 16 of the 60 rolls → 27%". A consistency beyond what is counted
 * is refused with the sentence `challengePool` gives.
 */
export function explainFatigueFailure(c: number, fatigue: number, name?: string): OddsExplanation {
  challengePool(c, 0);
  const failed = chanceFailsOnFatigue(c, fatigue);
  const { ways, of, how } = rollsAtLeast(c, fatigue);
  const n = (x: number) => x.toLocaleString('en-US');
  const who = name === undefined ? '' : `${name} at fatigue ${fatigue}: `;
  const sources = [B.diceRoll, c === 0 ? B.zeroConsistency : B.keptDie];
  if (c > 0) sources.push(B.extraTens);
  if (c < 0) sources.push(B.extraOnes);
  sources.push(B.fatigue, B.meetFatigue, F.failsExample);
  return {
    formula: `${who}${poolWords(c)}; a physical roll’s dice must reach fatigue ${fatigue} before the potential; the rolls that reach it: ${how}, ${n(ways)} of ${n(of)}; the rest fail on the fatigue alone, whatever the potential: ${oddsEnding(failed.outcomes, failed.of, 'rolls')}`,
    settings: [],
    sources,
    reading: R.fatigueRoll,
    chance: failed.probability,
  };
}
