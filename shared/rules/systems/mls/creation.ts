import { diceRecordProblem } from '../../core/dice';
import { error, warning, type Finding } from '../../core/findings';
import { tally, type BudgetItem } from '../../core/system';
import { ageOf, plusTwoAllowance, startingCp } from './age';
import { PAIR_IDS, type MlsCreation, type MlsSettings } from './schemas';
import type { MlsSheet, PointsSheet, SecondarySheet, NegativeSheet } from './sheet';
import {
  FATE_POINT_COST,
  fatePointsForTrait,
  HIT_POINT_BASE_OFFSET,
  NOTICEABLE_FROM,
  OLDEST_START_INCREMENTS,
  PERSONALITY_CHOSEN_MAX,
  PERSONALITY_CHOSEN_MIN,
  PERSONALITY_PAIR_SUM,
  PERSONALITY_PAIRS,
  PERSONALITY_ROLL,
  PERSONALITY_STRONG,
  PERSONALITY_STRONG_MAX_COUNT,
  PRIMARY_COST,
  PRIMARY_MAX,
  PRIMARY_MIN,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  RACES,
  SECONDARY_START_MAX,
  UNACQUIRED_LEVEL,
  type PersonalityTrait,
  type PrimaryTrait,
} from './tables';
import { checkReplacedRolls, pointsOf } from './points';
import { baseValue, copyBase, negativeYield, primaryEntry, repeatedBaseTrait, secondaryCreationCost } from './traits';
import { cpText, incrementsText } from './words';

const P = 'creation';

/** The findings and the budget's items gathered while the creation choices are read. */
interface Collected {
  findings: Finding[];
  items: BudgetItem[];
}

/** Builds the sheet a character starts play with, and every finding about the creation choices. */
export function createSheet(c: MlsCreation, settings: MlsSettings): { sheet: MlsSheet; findings: Finding[] } {
  const findings: Finding[] = [];
  const items: BudgetItem[] = [];
  const out: Collected = { findings, items };
  startingAge(c, settings, out);
  const primaries = primaryTraits(c, settings.racialAverages[c.race], out);
  const secondaries = secondaryTraits(c, primaries, out);
  const negatives = negativeTraits(c, primaries, out);
  const personality = personalityPairs(c, findings);
  const { hitPoints, magicPoints } = hitAndMagicPoints(c, primaries, findings);

  // Fate points.
  let fromPersonality = 0;
  for (const v of Object.values(personality)) fromPersonality += fatePointsForTrait(v);
  if (c.extraFatePoints > 0)
    items.push({
      label: `${c.extraFatePoints} extra Fate Point${c.extraFatePoints === 1 ? '' : 's'}`,
      amount: -c.extraFatePoints * FATE_POINT_COST,
      path: `${P}.extraFatePoints`,
    });

  const { earned, spent } = tally(items);
  if (spent > earned) {
    findings.push(
      error(
        'mls.cp.overspent',
        P,
        `Spending ${cpText(spent)} of the ${earned} available is ${cpText(spent - earned)} over; lower a trait, drop a skill or take a negative trait.`,
      ),
    );
  }

  const sheet: MlsSheet = {
    race: c.race,
    ageIncrements: c.ageIncrements,
    startIncrements: c.ageIncrements,
    age: ageOf(c.race, c.ageIncrements),
    primaries,
    secondaries,
    negatives,
    personality,
    noticeable: noticeableOf(personality),
    hitPoints,
    magicPoints,
    fatePoints: {
      fromPersonality,
      bought: c.extraFatePoints,
      boughtInPlay: 0,
      total: fromPersonality + c.extraFatePoints,
      spent: 0,
      left: fromPersonality + c.extraFatePoints,
    },
    damage: 0,
    cp: { earned, spent },
    creationItems: items,
    creationLeft: earned - spent,
    florins: 0,
    favour: 0,
    training: null,
    changedThisIncrement: [],
    adventures: 0,
    checkedThisAdventure: [],
  };
  return { sheet, findings };
}

/** The starting age checked, and the CPs it gives. */
function startingAge(c: MlsCreation, settings: MlsSettings, out: Collected): void {
  const race = RACES[c.race];
  if (c.ageIncrements > OLDEST_START_INCREMENTS) {
    out.findings.push(
      error(
        'mls.age.too-old',
        `${P}.ageIncrements`,
        `A new ${race.name} may start at most ${OLDEST_START_INCREMENTS} increments past base age; choose a younger starting age.`,
      ),
    );
  }
  out.items.push({
    label: `Starting CPs at base age ${race.baseAge} + ${incrementsText(c.ageIncrements)}`,
    amount: startingCp(c.ageIncrements, settings.startingCpPast22Increments),
    path: `${P}.ageIncrements`,
  });
}

/** The primary traits as chosen, each priced, and the +2 allowance checked. */
function primaryTraits(
  c: MlsCreation,
  averages: MlsSettings['racialAverages'][MlsCreation['race']],
  out: Collected,
): MlsSheet['primaries'] {
  const { findings, items } = out;
  const primaries = {} as MlsSheet['primaries'];
  let plusTwo = 0;
  let reduced = 0;
  for (const t of PRIMARY_TRAITS) {
    const chosen = c.primaries[t];
    primaries[t] = primaryEntry(averages[t], chosen, 0, false);
    const path = `${P}.primaries.${t}`;
    if (chosen > PRIMARY_MAX || chosen < PRIMARY_MIN) {
      findings.push(
        error(
          'mls.primary.out-of-range',
          path,
          `A primary trait must stay within racial average ±2; ${PRIMARY_TRAIT_NAMES[t]} can be from average -2 to average +2.`,
        ),
      );
      continue;
    }
    if (chosen === 2) plusTwo++;
    if (chosen < 0) reduced++;
    const cost = PRIMARY_COST[chosen as -2 | -1 | 0 | 1 | 2];
    if (cost !== 0)
      items.push({ label: `${PRIMARY_TRAIT_NAMES[t]} at average ${signed(chosen)}`, amount: -cost, path });
  }
  const allowed = plusTwoAllowance(c.ageIncrements, reduced);
  if (plusTwo > allowed) {
    findings.push(
      error(
        'mls.primary.too-many-plus-two',
        `${P}.primaries`,
        `This character may have ${allowed === 0 ? 'no primary trait' : `at most ${allowed} primary ${allowed === 1 ? 'trait' : 'traits'}`} at average +2 (2, or 1 from base age + 22 increments, or none from + 32, plus one per trait below average); keep the others at +1 or less, or reduce another trait below average.`,
      ),
    );
  }
  return primaries;
}

/** The secondary traits as chosen, each checked and priced, and the one occupation. */
function secondaryTraits(c: MlsCreation, primaries: MlsSheet['primaries'], out: Collected): SecondarySheet[] {
  const { findings, items } = out;
  // Secondary traits and the occupation.
  const secondaries: SecondarySheet[] = [];
  const seen = new Set<string>();
  let occupations = 0;
  c.secondaries.forEach((s, i) => {
    const path = `${P}.secondaries.${i}`;
    if (seen.has(s.id))
      findings.push(
        error(
          'mls.secondary.duplicate',
          `${path}.id`,
          `Two secondary traits share the id "${s.id}"; give each its own id.`,
        ),
      );
    seen.add(s.id);
    if (s.occupation) occupations++;
    const repeated = repeatedBaseTrait(s.base, s.name, `${path}.base.traits`);
    if (repeated) findings.push(repeated);
    const b = baseValue(s.base, primaries);
    secondaries.push({
      id: s.id,
      name: s.name,
      kind: s.kind,
      base: copyBase(s.base),
      baseValue: b,
      level: s.level,
      value: b + s.level,
      occupation: !!s.occupation,
      priest: !!s.priest,
      combat: !!s.combat,
    });
    const lowest = UNACQUIRED_LEVEL[s.kind] ?? 0;
    if (s.level > SECONDARY_START_MAX) {
      findings.push(
        error(
          'mls.secondary.above-start-limit',
          `${path}.level`,
          `No secondary trait may begin above base +4; ${s.name} can start at base +4 at most and rise in play.`,
        ),
      );
      return;
    }
    if (s.level < lowest || (s.level < 0 && s.level !== -2)) {
      findings.push(
        error(
          'mls.secondary.below-base',
          `${path}.level`,
          `A ${s.kind} trait starts at base or above${s.kind === 'natural' ? ' (or at base -2 if not acquired)' : ''}; choose a level there for ${s.name}.`,
        ),
      );
      return;
    }
    if (s.occupation && s.level < 0) {
      findings.push(
        error(
          'mls.occupation.below-base',
          `${path}.level`,
          `The occupation ${s.name} is always at base level or above; set its level to base.`,
        ),
      );
    }
    const cost = secondaryCreationCost(s.kind, s.level, s.occupation);
    if (cost)
      items.push({
        label: `${s.name}${s.occupation ? ' (occupation)' : ''} at ${atLevel(s.level)}`,
        amount: -cost,
        path,
      });
  });
  if (occupations === 0) {
    findings.push(
      error(
        'mls.occupation.missing',
        `${P}.secondaries`,
        'Choose an occupation: add the occupation in the Occupation step (a package skill at base level or above, at double cost).',
      ),
    );
  } else if (occupations > 1) {
    findings.push(
      error(
        'mls.occupation.too-many',
        `${P}.secondaries`,
        `A character has exactly one occupation, not ${occupations}; remove the others in the Occupation step.`,
      ),
    );
  }
  return secondaries;
}

/** The negative traits as chosen, each checked, with the CPs each gives. */
function negativeTraits(c: MlsCreation, primaries: MlsSheet['primaries'], out: Collected): NegativeSheet[] {
  const { findings, items } = out;
  // Negative traits.
  const negatives: NegativeSheet[] = [];
  const seenNegative = new Set<string>();
  c.negatives.forEach((n, i) => {
    const path = `${P}.negatives.${i}`;
    if (seenNegative.has(n.id))
      findings.push(
        error(
          'mls.negative.duplicate',
          `${path}.id`,
          `Two negative traits share the id "${n.id}"; give each its own id.`,
        ),
      );
    seenNegative.add(n.id);
    const repeated = repeatedBaseTrait(n.base, n.name, `${path}.base.traits`);
    if (repeated) findings.push(repeated);
    const b = baseValue(n.base, primaries);
    negatives.push({
      id: n.id,
      name: n.name,
      base: copyBase(n.base),
      baseValue: b,
      level: n.level,
      value: b + n.level,
    });
    const gain = negativeYield(n.level);
    if (gain === undefined) {
      findings.push(
        error(
          'mls.negative.out-of-range',
          `${path}.level`,
          `A negative trait begins between base and base +4; choose a level in that range for ${n.name}.`,
        ),
      );
      return;
    }
    items.push({ label: `Negative trait ${n.name} at ${atLevel(n.level)}`, amount: gain, path });
  });
  return negatives;
}

/** Both traits of every personality pair, chosen or rolled, each pair summing to 20. */
function personalityPairs(c: MlsCreation, findings: Finding[]): Record<PersonalityTrait, number> {
  // Personality.
  const personality = {} as Record<PersonalityTrait, number>;
  let strong = 0;
  PERSONALITY_PAIRS.forEach(([first, second], i) => {
    const id = PAIR_IDS[i]!;
    const choice = c.personality[id];
    const path = `${P}.personality.${id}`;
    personality[first] = choice.value;
    personality[second] = PERSONALITY_PAIR_SUM - choice.value;
    if (choice.roll) {
      const problem = diceRecordProblem(choice.roll.dice, PERSONALITY_ROLL);
      if (problem)
        findings.push(
          error('mls.personality.roll-invalid', `${path}.roll`, `${cap(first)}/${cap(second)}: ${problem}`),
        );
      const rolledTrait = choice.roll.trait === 'first' ? first : second;
      if (personality[rolledTrait] !== choice.roll.dice.total) {
        findings.push(
          error(
            'mls.personality.roll-mismatch',
            path,
            `${cap(rolledTrait)} was rolled as ${choice.roll.dice.total} but is set to ${personality[rolledTrait]}; a rolled trait takes the value rolled.`,
          ),
        );
      }
      return;
    }
    const v = choice.value;
    if (v === PERSONALITY_STRONG || v === PERSONALITY_PAIR_SUM - PERSONALITY_STRONG) strong++;
    else if (v < PERSONALITY_CHOSEN_MIN || v > PERSONALITY_CHOSEN_MAX) {
      findings.push(
        error(
          'mls.personality.out-of-range',
          `${path}.value`,
          `A chosen personality trait is 5 to 15 (or 16/4 for up to five pairs); choose ${cap(first)}/${cap(second)} in that range, or roll 3d6.`,
        ),
      );
    }
  });
  if (strong > PERSONALITY_STRONG_MAX_COUNT) {
    findings.push(
      error(
        'mls.personality.too-many-strong',
        `${P}.personality`,
        `At most ${PERSONALITY_STRONG_MAX_COUNT} chosen pairs may be at 16/4; keep the others at 15/5 or less.`,
      ),
    );
  }
  return personality;
}

/** Hit points from Size and Body, and magic points from Aura for a character who uses magic. */
function hitAndMagicPoints(
  c: MlsCreation,
  primaries: MlsSheet['primaries'],
  findings: Finding[],
): { hitPoints: PointsSheet; magicPoints: PointsSheet | null } {
  // Hit and magic points.
  const hitDice = primaries.size.value + primaries.body.value + HIT_POINT_BASE_OFFSET;
  const replaced = c.replacedRolls ?? [];
  const hitPoints = pointsOf('hit', hitDice, c.hitPointsRoll, replaced, `${P}.hitPointsRoll`, findings);
  let magicPoints: PointsSheet | null = null;
  if (c.usesMagic)
    magicPoints = pointsOf(
      'magic',
      primaries.aura.value,
      c.magicPointsRoll,
      replaced,
      `${P}.magicPointsRoll`,
      findings,
    );
  else if (c.magicPointsRoll)
    findings.push(
      warning(
        'mls.magic-points.unused',
        `${P}.magicPointsRoll`,
        'A magic points roll is stored but the character does not use magic; remove the roll or mark the character as using magic.',
      ),
    );
  checkReplacedRolls(replaced, `${P}.replacedRolls`, findings);
  return { hitPoints, magicPoints };
}

/** The noticeable list after `trait` and its opposite changed; recomputed only when one of them crosses 16. */
export function noticeableAfter(
  before: MlsSheet,
  trait: PersonalityTrait,
  opposite: PersonalityTrait,
  personality: Record<PersonalityTrait, number>,
): PersonalityTrait[] {
  const was = before.personality;
  const crosses =
    was[trait] >= NOTICEABLE_FROM !== personality[trait] >= NOTICEABLE_FROM ||
    was[opposite] >= NOTICEABLE_FROM !== personality[opposite] >= NOTICEABLE_FROM;
  return crosses ? noticeableOf(personality) : before.noticeable;
}

/** Personality traits at 16 or more, in the book's order. */
export function noticeableOf(personality: Record<PersonalityTrait, number>): PersonalityTrait[] {
  const out: PersonalityTrait[] = [];
  for (const pair of PERSONALITY_PAIRS) for (const t of pair) if (personality[t] >= NOTICEABLE_FROM) out.push(t);
  return out;
}

function atLevel(level: number): string {
  return level === 0 ? 'base' : `base ${signed(level)}`;
}

/** Formats a level relative to base or average, e.g. "+2" or "-1". */
export function formatLevel(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}
const signed = formatLevel;

function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}

/** The primary trait's display name. */
export function primaryName(t: PrimaryTrait): string {
  return PRIMARY_TRAIT_NAMES[t];
}
