import type { ValueExplanation } from '../../core/explain';
import { formatAge, plusTwoAllowance } from './age';
import { MLS_BOOK as B, MLS_RACE_ROWS } from './book';
import { explainCp, explainCreationItems, explainPlay } from './explain-cp';
import { explainFate, explainPersonality, explainPoints } from './explain-points';
import { explainNegatives, explainSecondaries } from './explain-traits';
import { defaultSettings, explained, named, signed, whose } from './explain-words';
import { MLS_READINGS as R } from './readings';
import type { MlsSettings } from './schemas';
import type { MlsSheet } from './sheet';
import {
  FIRST_REDUCTION_INCREMENTS,
  OLDEST_START_INCREMENTS,
  PRIMARY_COST,
  PRIMARY_MAX,
  PRIMARY_MIN,
  PRIMARY_TRAITS,
  RACES,
  type PrimaryTrait,
} from './tables';

/*
 * Why each value of a Nutshell MLS sheet is what it is: the rule in the book's words with this character's inputs,
 * the campaign settings that took part, the book's own sentence (book.ts) and the project's reading (readings.ts).
 */

/** An increment as the table of races prints it: "1 year", "4 years", "9 months". */
function incrementText(months: number): string {
  if (months % 12 !== 0) return `${months} months`;
  return months === 12 ? '1 year' : `${months / 12} years`;
}

function explainRaceAndAge(s: MlsSheet): ValueExplanation[] {
  const race = RACES[s.race];
  const row = MLS_RACE_ROWS[s.race];
  const inPlay = s.ageIncrements - s.startIncrements;
  const age = `Age = base age ${race.baseAge} years + ${s.ageIncrements} increments x ${incrementText(race.incrementMonths)} = ${formatAge(s.race, s.ageIncrements)}`;
  const oldest = formatAge(s.race, OLDEST_START_INCREMENTS);
  const inRange = s.startIncrements <= OLDEST_START_INCREMENTS;
  return [
    explained(
      'sheet.race',
      `Race: ${race.name} (creation.race), a row of the book’s table of races: base age ${race.baseAge}, increment ${incrementText(race.incrementMonths)}`,
      [row],
    ),
    explained(
      'sheet.startIncrements',
      `Increments past base age at creation = ${s.startIncrements} (creation.ageIncrements, ${formatAge(s.race, s.startIncrements)}): ${inRange ? 'within' : 'beyond'} the oldest start, base age + ${OLDEST_START_INCREMENTS} increments (${oldest})${inRange ? '' : ': a rule error, which the checker names'}`,
      [B.startingAges, row],
      [],
      R.oldestStart,
    ),
    explained(
      'sheet.ageIncrements',
      `Increments past base age = ${s.startIncrements} at creation (creation.ageIncrements) + ${inPlay} age entries = ${s.ageIncrements}`,
      [B.increment, B.incrementLimits, row],
      [],
      R.ageIncrements,
    ),
    explained('sheet.age.years', age, [B.baseAge, B.increment, row], [], R.ageIncrements),
    explained('sheet.age.months', age, [B.baseAge, B.increment, row], [], R.ageIncrements),
  ];
}

/** What a primary trait chosen at `chosen` levels from the average costs or yields, in the book's words. */
function primaryPrice(chosen: number): string {
  const cost = PRIMARY_COST[chosen as -2 | -1 | 0 | 1 | 2];
  if (cost === undefined) return 'no price: beyond average -2 to +2';
  if (cost === 0) return 'free at the average';
  return cost > 0 ? `costs ${cost} CPs` : `yields ${-cost} CPs`;
}

function explainPrimary(s: MlsSheet, t: PrimaryTrait, settings: MlsSettings): ValueExplanation[] {
  const p = s.primaries[t];
  const at = `sheet.primaries.${t}`;
  const T = named(t);
  const setting = `settings.racialAverages.${s.race}.${t}`;
  const own = settings.racialAverages[s.race][t] === defaultSettings().racialAverages[s.race][t];
  const avgWhose = whose(own, '2', 'the book gives 2 for humans');
  const inRange = p.chosen >= PRIMARY_MIN && p.chosen <= PRIMARY_MAX;
  const trained = s.training === t;
  const reduced = PRIMARY_TRAITS.filter((u) => s.primaries[u].chosen < 0).length;
  const allowed = plusTwoAllowance(s.startIncrements, reduced);
  const plusTwo =
    p.chosen === 2
      ? `; at most ${allowed} primary traits at +2 at this age (2, 1 from base age + 22 increments, none from + 32, plus one for each of the ${reduced} below average)`
      : '';
  return [
    explained(
      `${at}.average`,
      `Racial average of ${T} for a ${RACES[s.race].name} = ${p.average} (${setting}; ${avgWhose})`,
      [B.averages],
      [setting],
      R.racialAverages,
    ),
    explained(
      `${at}.chosen`,
      `${T} chosen at creation at average ${signed(p.chosen)} (creation.primaries.${t}): ${primaryPrice(p.chosen)} (+1 costs 2, +2 costs 5, -1 yields 3, -2 yields 7)${plusTwo}${inRange ? '' : '; beyond average -2 to +2, a rule error, which the checker names'}`,
      [B.primaryCost, B.primaryLimits, B.plusTwo, B.plusTwoByAge],
      [],
      p.chosen === 2 ? R.oldForRaces : undefined,
    ),
    explained(
      `${at}.reductions`,
      `Levels of ${T} lost to age = ${p.reductions}: at base age + 22 and + 32 increments and every 10 after, one primary trait but Size goes down a level, the one the age entry names`,
      [B.effectsOfAge, B.reductionIncrements, B.reductionFloor],
      [],
      s.startIncrements >= FIRST_REDUCTION_INCREMENTS
        ? R.reductionsAtCreation
        : s.race === 'human'
          ? undefined
          : R.oldForRaces,
    ),
    explained(
      `${at}.natural`,
      `${T} natural = average ${p.average} + chosen ${signed(p.chosen)} - lost to age ${p.reductions} = ${p.natural}`,
      [B.averages, B.primaryLimits, B.effectsOfAge],
      [setting],
    ),
    trained
      ? explained(
          `${at}.value`,
          `${T} = natural ${p.natural} + 1 trained up = ${p.value}, until the next age increment`,
          [B.training, B.trainingLasts],
          [],
          R.training,
        )
      : explained(`${at}.value`, `${T} = natural ${p.natural}, not trained up = ${p.value}`, [B.averages, B.training]),
  ];
}

/** Every value of a Nutshell MLS sheet explained: what `RuleSystem.explain` gives. */
export function explainMlsSheet(s: MlsSheet, settings: MlsSettings): ValueExplanation[] {
  return [
    ...explainRaceAndAge(s),
    ...PRIMARY_TRAITS.flatMap((t) => explainPrimary(s, t, settings)),
    ...explainSecondaries(s),
    ...explainNegatives(s),
    ...explainPersonality(s),
    ...explainPoints(s),
    ...explainFate(s),
    ...explainCp(s, settings),
    ...explainCreationItems(s, settings),
    ...explainPlay(s),
  ];
}
