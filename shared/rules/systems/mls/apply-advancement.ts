import { diceRecordProblem } from '../../core/dice';
import { error, warning, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import { ageOf, cpForIncrement, isReductionIncrement } from './age';
import {
  affords,
  cap,
  gain,
  impossible,
  insufficientCp,
  oncePerIncrement,
  personalityName,
  spend,
} from './apply-common';
import type {
  AcquireEvent,
  AgeEvent,
  AwardEvent,
  ConvertEvent,
  LowerEvent,
  RaiseEvent,
  RaisePersonalityEvent,
  TrainEvent,
} from './schemas';
import type { MlsSheet, SecondarySheet } from './sheet';
import {
  ADVENTURE_AWARDS,
  FAVOUR_PER_CP,
  FLORINS_PER_PIP,
  MONEY_DIE_SIDES,
  NEGATIVE_LOWER_COST,
  PERSONALITY_MAX,
  PRIMARY_MIN,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  SECONDARY_PLAY_MAX,
  TRAINING_BONUS,
  TRAINING_COST,
  TRAINING_MAX,
  UNACQUIRED_LEVEL,
  personalityRaiseCost,
} from './tables';
import {
  baseValue,
  copyBase,
  oppositeOf,
  primaryEntry,
  refreshBases,
  repeatedBaseTrait,
  secondaryRaiseCost,
  setPersonality,
} from './traits';
import { noticeableAfter } from './creation';
import { copyPrimaries, copySheet, indexOfId, negativeAt, secondaryAt } from './copy';
import { cpText, incrementsText } from './words';
import type { z } from 'zod';

type Ev<T extends z.ZodType> = z.infer<T>;

/** One age increment passes: CPs, the end of any training, and at the book's ages a primary trait reduction. */
export function applyAge(sheet: MlsSheet, e: Ev<typeof AgeEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const reached = sheet.ageIncrements + 1;
  let primaries = sheet.primaries;
  if (sheet.training) {
    const t = sheet.training;
    const p = primaries[t];
    primaries = copyPrimaries(primaries);
    primaries[t] = primaryEntry(p.average, p.chosen, p.reductions, false);
  }
  if (isReductionIncrement(reached)) {
    if (!e.reduce) {
      if (PRIMARY_TRAITS.some((t) => t !== 'size' && primaries[t].natural - primaries[t].average > PRIMARY_MIN)) {
        findings.push(
          error(
            'mls.age.reduction-missing',
            `${path}.reduce`,
            `At this age (base age + ${incrementsText(reached)}) one primary trait other than Size must go down a level; choose which.`,
          ),
        );
      } else {
        findings.push(
          warning(
            'mls.age.no-reduction-possible',
            `${path}.reduce`,
            `At this age (base age + ${incrementsText(reached)}) one primary trait other than Size goes down a level, but every one is already at racial average -2, so no trait can be reduced further; the age passes without a reduction.`,
          ),
        );
      }
    } else if (e.reduce === 'size') {
      findings.push(
        error('mls.age.reduce-size', `${path}.reduce`, 'Size is never reduced by age; choose another primary trait.'),
      );
    } else {
      const p = primaries[e.reduce];
      if (p.natural - p.average <= PRIMARY_MIN) {
        findings.push(
          error(
            'mls.age.reduce-below-limit',
            `${path}.reduce`,
            `${PRIMARY_TRAIT_NAMES[e.reduce]} is already at racial average -2 and cannot be reduced further; choose another trait.`,
          ),
        );
      }
      if (primaries === sheet.primaries) primaries = copyPrimaries(primaries);
      primaries[e.reduce] = primaryEntry(p.average, p.chosen, p.reductions + 1, false);
    }
  } else if (e.reduce) {
    findings.push(
      error(
        'mls.age.reduction-not-due',
        `${path}.reduce`,
        `No primary trait is reduced at base age + ${incrementsText(reached)} (only at + 22, + 32 and every 10 after); remove the reduction.`,
      ),
    );
  }
  const next = copySheet(sheet);
  next.ageIncrements = reached;
  next.age = ageOf(sheet.race, reached);
  next.primaries = primaries;
  next.training = null;
  next.changedThisIncrement = [];
  next.cp = gain(sheet, cpForIncrement(reached));
  if (primaries !== sheet.primaries) refreshBases(next);
  return { sheet: next, findings };
}

/** The sheet after one more adventure that earned `earned` CPs; the checks of the last one are forgotten. */
function afterAdventure(sheet: MlsSheet, earned: number): MlsSheet {
  const next = copySheet(sheet);
  next.adventures = sheet.adventures + 1;
  next.checkedThisAdventure = [];
  next.cp = gain(sheet, earned);
  return next;
}

/** CPs for a completed adventure, by its size and the character's role. */
export function applyAward(sheet: MlsSheet, e: Ev<typeof AwardEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  if (e.completed === false) {
    if (e.roll)
      findings.push(
        error(
          'mls.award.roll-not-needed',
          `${path}.roll`,
          'An adventure that was not completed earns no CPs; remove the roll.',
        ),
      );
    return { sheet: afterAdventure(sheet, 0), findings };
  }
  const award = ADVENTURE_AWARDS[e.adventure][e.role];
  if ('fixed' in award) {
    if (e.roll)
      findings.push(
        error(
          'mls.award.roll-not-needed',
          `${path}.roll`,
          `A minor role in a minor adventure earns a fixed ${award.fixed} CP; remove the roll.`,
        ),
      );
    return { sheet: afterAdventure(sheet, award.fixed), findings };
  }
  if (!e.roll) {
    return impossible(
      'mls.award.roll-missing',
      `${path}.roll`,
      `A ${e.role} role in a${e.adventure === 'average' ? 'n' : ''} ${e.adventure} adventure earns 1d${award.sides} CPs; roll it or enter the result.`,
    );
  }
  const problem = diceRecordProblem(e.roll, { count: 1, sides: award.sides });
  if (problem) findings.push(error('mls.award.roll-invalid', `${path}.roll`, problem));
  return { sheet: afterAdventure(sheet, e.roll.total), findings };
}

/** A new secondary trait, at base (or listed untrained at base -2 when Natural). */
export function applyAcquire(sheet: MlsSheet, e: Ev<typeof AcquireEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const t = e.trait;
  if (indexOfId(sheet.secondaries, t.id) >= 0) {
    return impossible(
      'mls.acquire.duplicate',
      `${path}.trait.id`,
      `The character already has a secondary trait with the id "${t.id}"; raise that one instead.`,
    );
  }
  const repeated = repeatedBaseTrait(t.base, t.name, `${path}.trait.base.traits`);
  if (repeated) return { findings: [repeated] };
  let level = 0;
  let cost = secondaryRaiseCost(t.kind, null)!;
  if (e.untrained) {
    if (t.kind !== 'natural') {
      return impossible(
        'mls.acquire.untrained-not-natural',
        `${path}.untrained`,
        `Only a Natural trait can be used untrained (at base -2); ${t.name} is ${t.kind}, so acquire it at base.`,
      );
    }
    level = UNACQUIRED_LEVEL.natural;
    cost = 0;
  }
  const b = baseValue(t.base, sheet.primaries);
  const entry: SecondarySheet = {
    id: t.id,
    name: t.name,
    kind: t.kind,
    base: copyBase(t.base),
    baseValue: b,
    level,
    value: b + level,
    occupation: false,
    priest: !!t.priest,
    combat: !!t.combat,
  };
  const next = copySheet(sheet);
  next.secondaries = [...sheet.secondaries, entry];
  if (cost === 0) return { sheet: next, findings };
  next.changedThisIncrement = oncePerIncrement(sheet, `secondary:${t.id}`, path, t.name, findings);
  if (!affords(sheet, cost)) findings.push(insufficientCp(sheet, cost, path, `Acquiring ${t.name} at base`));
  next.cp = spend(sheet, cost);
  return { sheet: next, findings };
}

/** A secondary trait one level up through CPs. */
export function applyRaise(sheet: MlsSheet, e: Ev<typeof RaiseEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const index = indexOfId(sheet.secondaries, e.trait);
  const s = sheet.secondaries[index];
  if (!s)
    return impossible(
      'mls.trait.unknown',
      `${path}.trait`,
      `The character has no secondary trait "${e.trait}"; acquire it first.`,
    );
  const from = s.level;
  const to = from === null || from < 0 ? 0 : from + 1;
  const cost = secondaryRaiseCost(s.kind, from, s.occupation);
  if (to > SECONDARY_PLAY_MAX || cost === undefined) {
    return impossible(
      'mls.secondary.above-play-limit',
      `${path}.trait`,
      `${s.name} is at base +${from}; no secondary trait may rise above base +${SECONDARY_PLAY_MAX}.`,
    );
  }
  const next = copySheet(sheet);
  next.secondaries = sheet.secondaries.slice();
  next.secondaries[index] = secondaryAt(s, s.baseValue, to);
  next.changedThisIncrement = oncePerIncrement(sheet, `secondary:${s.id}`, path, s.name, findings);
  if (!affords(sheet, cost)) findings.push(insufficientCp(sheet, cost, path, `Raising ${s.name} to base +${to}`));
  next.cp = spend(sheet, cost);
  return { sheet: next, findings };
}

/** A negative trait one level down (or removed from base) through CPs. */
export function applyLower(sheet: MlsSheet, e: Ev<typeof LowerEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const index = indexOfId(sheet.negatives, e.trait);
  const n = sheet.negatives[index];
  if (!n)
    return impossible(
      'mls.trait.unknown',
      `${path}.trait`,
      `The character has no negative trait "${e.trait}"; check the trait's id.`,
    );
  if (n.level === null)
    return impossible(
      'mls.negative.already-removed',
      `${path}.trait`,
      `${n.name} has already been removed; nothing is left to lower.`,
    );
  const cost = NEGATIVE_LOWER_COST[n.level as 0 | 1 | 2 | 3 | 4];
  if (cost === undefined)
    return impossible(
      'mls.negative.out-of-range',
      `${path}.trait`,
      `${n.name} is at base +${n.level}, outside the book's table (base to +4); correct the creation choice.`,
    );
  const level = n.level === 0 ? null : n.level - 1;
  const next = copySheet(sheet);
  next.negatives = sheet.negatives.slice();
  next.negatives[index] = negativeAt(n, n.baseValue, level);
  next.changedThisIncrement = oncePerIncrement(sheet, `negative:${n.id}`, path, n.name, findings);
  if (!affords(sheet, cost))
    findings.push(
      insufficientCp(sheet, cost, path, level === null ? `Removing ${n.name}` : `Lowering ${n.name} to base +${level}`),
    );
  next.cp = spend(sheet, cost);
  return { sheet: next, findings };
}

/** A personality trait one level up through CPs; its opposite goes down. */
export function applyRaisePersonality(
  sheet: MlsSheet,
  e: Ev<typeof RaisePersonalityEvent>,
  path: string,
): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const to = sheet.personality[e.trait] + 1;
  const cost = personalityRaiseCost(to);
  if (cost === undefined || to > PERSONALITY_MAX) {
    return impossible(
      'mls.personality.not-to-twenty',
      `${path}.trait`,
      `${cap(e.trait)} is at ${to - 1}; personality traits cannot be raised to ${to} with CPs (only through checks).`,
    );
  }
  const next = copySheet(sheet);
  next.personality = setPersonality(sheet.personality, e.trait, to);
  next.noticeable = noticeableAfter(sheet, e.trait, oppositeOf(e.trait), next.personality);
  next.changedThisIncrement = oncePerIncrement(
    sheet,
    `personality:${e.trait}`,
    path,
    personalityName(e.trait),
    findings,
  );
  if (!affords(sheet, cost)) findings.push(insufficientCp(sheet, cost, path, `Raising ${cap(e.trait)} to ${to}`));
  next.cp = spend(sheet, cost);
  return { sheet: next, findings };
}

/** One primary trait trained up by one level until the next age increment. */
export function applyTrain(sheet: MlsSheet, e: Ev<typeof TrainEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const name = PRIMARY_TRAIT_NAMES[e.trait];
  if (sheet.training === e.trait) {
    return impossible(
      'mls.train.already-trained',
      `${path}.trait`,
      `${name} is already trained up this increment and can go up only one level; renew it after the next age increment.`,
    );
  }
  if (sheet.training) {
    findings.push(
      error(
        'mls.train.one-at-a-time',
        `${path}.trait`,
        `${PRIMARY_TRAIT_NAMES[sheet.training]} is already trained up; only one primary trait can be trained at a time, so wait for the next age increment.`,
      ),
    );
  }
  const p = sheet.primaries[e.trait];
  if (p.natural - p.average + TRAINING_BONUS > TRAINING_MAX) {
    findings.push(
      error(
        'mls.train.above-limit',
        `${path}.trait`,
        `${name} would go above racial average +${TRAINING_MAX}, the most training allows.`,
      ),
    );
  }
  const primaries = copyPrimaries(sheet.primaries);
  primaries[e.trait] = primaryEntry(p.average, p.chosen, p.reductions, true);
  if (sheet.training) {
    const old = sheet.primaries[sheet.training];
    primaries[sheet.training] = primaryEntry(old.average, old.chosen, old.reductions, false);
  }
  const next = copySheet(sheet);
  next.primaries = primaries;
  next.training = e.trait;
  if (!affords(sheet, TRAINING_COST)) findings.push(insufficientCp(sheet, TRAINING_COST, path, `Training up ${name}`));
  next.cp = spend(sheet, TRAINING_COST);
  refreshBases(next);
  return { sheet: next, findings };
}

/** CPs turned into florins (1d20 x 10 each) or, for priests, into favour (5 each). */
export function applyConvert(sheet: MlsSheet, e: Ev<typeof ConvertEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  if (e.into === 'favour') {
    if (!sheet.secondaries.some((s) => s.priest && s.level !== null && s.level >= 0)) {
      findings.push(
        error(
          'mls.convert.not-a-priest',
          `${path}.into`,
          'Only a character with a Priest magic skill can pray CPs into favour; acquire one first or convert to money.',
        ),
      );
    }
    if (e.roll)
      findings.push(
        error('mls.convert.roll-not-needed', `${path}.roll`, 'Prayer gives a fixed 5 favour per CP; remove the roll.'),
      );
    const next = copySheet(sheet);
    next.favour = sheet.favour + e.points * FAVOUR_PER_CP;
    if (!affords(sheet, e.points))
      findings.push(insufficientCp(sheet, e.points, path, `Praying ${cpText(e.points)} into favour`));
    next.cp = spend(sheet, e.points);
    return { sheet: next, findings };
  }
  if (!e.roll)
    return impossible(
      'mls.convert.roll-missing',
      `${path}.roll`,
      `Converting ${cpText(e.points)} to money needs a roll of ${e.points}d20; roll it or enter the result.`,
    );
  const problem = diceRecordProblem(e.roll, { count: e.points, sides: MONEY_DIE_SIDES });
  if (problem) findings.push(error('mls.convert.roll-invalid', `${path}.roll`, problem));
  const next = copySheet(sheet);
  next.florins = sheet.florins + e.roll.total * FLORINS_PER_PIP;
  if (!affords(sheet, e.points))
    findings.push(insufficientCp(sheet, e.points, path, `Converting ${cpText(e.points)} to money`));
  next.cp = spend(sheet, e.points);
  return { sheet: next, findings };
}
