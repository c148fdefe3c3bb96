import type { BookSource, ValueExplanation } from '../../core/explain';
import { attacksPerTurn } from './actions';
import { MLS_BOOK as B, MLS_CHECK_ROWS } from './book';
import { atLevel, explained, signed, withValue } from './explain-words';
import { MLS_READINGS as R } from './readings';
import type { BaseFormula } from './schemas';
import type { MlsSheet, NegativeSheet, SecondarySheet } from './sheet';
import { describeBase } from './traits';

/* The secondary and negative traits, explained: each one's base, level and value. */

const KIND_WORDS = {
  trained: 'not available until acquired',
  natural: 'available at base -2 without acquiring',
  inherent: 'available at base without acquiring',
} as const;

/** The base worked out from the current primary traits, with the inputs: "2 - Aura 1 = 1". */
function baseFormula(base: BaseFormula, s: MlsSheet, result: number): string {
  const v = (t: keyof MlsSheet['primaries']) => withValue(t, s.primaries[t].value);
  switch (base.kind) {
    case 'primary':
      return `${v(base.trait)} = ${result}`;
    case 'reverse':
      return `2 - ${v(base.trait)} = ${result}`;
    case 'average':
      return `(${base.traits.map(v).join(' + ')}) ÷ ${base.traits.length}, rounded down = ${result}`;
  }
}

/** The primary traits a base uses. */
const baseTraits = (base: BaseFormula) => (base.kind === 'average' ? base.traits : [base.trait]);

/** The reading behind a base: training moves it while it lasts, and a reverse base is 2 minus the trait. */
function baseReading(base: BaseFormula, s: MlsSheet): string | undefined {
  if (s.training !== null && baseTraits(base).includes(s.training)) return R.trainingBases;
  return base.kind === 'reverse' ? R.reverse : undefined;
}

/** The id, name and base of a secondary or negative trait, and the base worked out. */
function explainBase(at: string, t: SecondarySheet | NegativeSheet, s: MlsSheet, own: string): ValueExplanation[] {
  const base = t.base;
  const words = `${t.name}’s base: ${describeBase(base)}, as the player gave it`;
  const parts: ValueExplanation[] = [
    explained(`${at}.id`, `${t.name} (id "${t.id}"), ${own}`, [B.availability], [], R.secondaryTraits),
    explained(`${at}.name`, `${t.name}, ${own}`, [B.availability], [], R.secondaryTraits),
    explained(`${at}.base.kind`, words, [B.base], [], base.kind === 'reverse' ? R.reverse : undefined),
  ];
  if (base.kind === 'average')
    base.traits.forEach((_, k) => parts.push(explained(`${at}.base.traits.${k}`, words, [B.base])));
  else parts.push(explained(`${at}.base.trait`, words, [B.base], [], base.kind === 'reverse' ? R.reverse : undefined));
  parts.push(
    explained(
      `${at}.baseValue`,
      `Base of ${t.name} = ${baseFormula(base, s, t.baseValue)}`,
      [B.base],
      [],
      baseReading(base, s),
    ),
  );
  return parts;
}

function secondaryLevel(s: MlsSheet, x: SecondarySheet, i: number): ValueExplanation {
  const at = `sheet.secondaries.${i}.level`;
  const sources: BookSource[] = [
    B.creationCost,
    B.raiseCost,
    B.secondaryCheck,
    MLS_CHECK_ROWS.needs,
    B.secondaryLimits,
  ];
  if (x.level === null)
    return explained(at, `${x.name}: not available, a Trained trait not acquired`, [B.availability, B.raiseCost]);
  if (x.kind === 'inherent') sources.push(B.inherentCost);
  if (x.occupation) sources.push(B.occupationCost);
  if (x.level < 0) sources.push(B.availability);
  const item = s.creationItems.find((c) => c.path === `creation.secondaries.${i}`);
  const created = item
    ? `at creation ${item.label} for ${-item.amount} CPs (creation.secondaries.${i})`
    : 'no CPs spent on it at creation';
  const play = `in play 1 CP to acquire at base, then 2 to 7 CPs a level${x.occupation ? ', double for the occupation' : ''}, or a level by a check on the 1d8 table`;
  const reading =
    x.level < 0
      ? R.untrainedNatural
      : x.occupation
        ? R.occupation
        : x.kind === 'inherent'
          ? R.inherentInPlay
          : undefined;
  return explained(
    at,
    `${x.name} at ${atLevel(x.level)}: ${created}; ${play}; at most base +4 at creation and base +6 in play`,
    sources,
    [],
    reading,
  );
}

function explainSecondary(s: MlsSheet, x: SecondarySheet, i: number): ValueExplanation[] {
  const at = `sheet.secondaries.${i}`;
  const attacks = x.value === null ? 0 : attacksPerTurn(x.value);
  return [
    ...explainBase(at, x, s, 'the player’s own secondary trait, chosen at creation or acquired in play'),
    explained(`${at}.kind`, `${x.name} is ${x.kind}: ${KIND_WORDS[x.kind]}`, [B.availability], [], R.secondaryTraits),
    secondaryLevel(s, x, i),
    x.value === null
      ? explained(`${at}.value`, `${x.name}: no value, a Trained trait not acquired is not available`, [B.availability])
      : explained(
          `${at}.value`,
          `${x.name} = base ${x.baseValue} + level ${signed(x.level!)} = ${x.value}, the number added to 3d6`,
          [B.useOfSkills, B.availability],
        ),
    explained(
      `${at}.occupation`,
      x.occupation
        ? `${x.name} is the occupation: a package skill at base or above, at double the cost of a single skill`
        : `${x.name} is not the occupation`,
      [B.occupation, B.occupationCost],
      [],
      R.occupation,
    ),
    explained(
      `${at}.priest`,
      x.priest
        ? `${x.name} is a Priest magic skill: at base or above, it lets the character pray CPs into favour`
        : `${x.name} is not marked as a Priest magic skill`,
      [B.prayer],
      [],
      R.priests,
    ),
    explained(
      `${at}.combat`,
      x.combat
        ? `${x.name} is a combat or magic skill: attacks per turn = ${x.value ?? 0} ÷ 2, rounded down, at most 5 = ${attacks}`
        : `${x.name} is not marked as a combat or magic skill, so it gives no attacks per turn`,
      [B.combatRounds, B.offensiveSpells],
      [],
      R.attacksSkill,
    ),
  ];
}

export function explainSecondaries(s: MlsSheet): ValueExplanation[] {
  if (s.secondaries.length === 0)
    return [
      explained('sheet.secondaries', 'No secondary traits: none chosen at creation nor acquired in play', [
        B.availability,
      ]),
    ];
  return s.secondaries.flatMap((x, i) => explainSecondary(s, x, i));
}

function explainNegative(s: MlsSheet, n: NegativeSheet, i: number): ValueExplanation[] {
  const at = `sheet.negatives.${i}`;
  const item = s.creationItems.find((c) => c.path === `creation.negatives.${i}`);
  const created = item
    ? `at creation ${item.label}, yielding ${item.amount} CPs (creation.negatives.${i})`
    : `chosen at creation (creation.negatives.${i}) outside base to base +4, yielding nothing: a rule error, which the checker names`;
  const lowered = 'lowered in play for 5, 4, 3, 2 CPs a level and removed from base for 1';
  const sources = [B.negatives, B.creationCost, B.lowerNegative, B.secondaryLimits];
  return [
    ...explainBase(at, n, s, 'the player’s own negative trait, chosen at creation').map((e) =>
      e.reading === R.secondaryTraits ? { ...e, reading: R.negatives, sources: [B.negatives] } : e,
    ),
    n.level === null
      ? explained(`${at}.level`, `${n.name}: removed in play; ${created}; ${lowered}`, sources, [], R.negatives)
      : explained(`${at}.level`, `${n.name} at ${atLevel(n.level)}: ${created}; ${lowered}`, sources, [], R.negatives),
    n.value === null
      ? explained(`${at}.value`, `${n.name}: no value, removed in play`, [B.lowerNegative])
      : explained(`${at}.value`, `${n.name} = base ${n.baseValue} + level ${signed(n.level!)} = ${n.value}`, [
          B.negatives,
          B.base,
        ]),
  ];
}

export function explainNegatives(s: MlsSheet): ValueExplanation[] {
  if (s.negatives.length === 0)
    return [explained('sheet.negatives', 'No negative traits: none taken at creation', [B.negatives], [], R.negatives)];
  return s.negatives.flatMap((n, i) => explainNegative(s, n, i));
}
