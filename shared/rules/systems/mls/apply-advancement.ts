import { diceRecordProblem } from '../../core/dice';
import { error, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import { ageOf, cpForIncrement, isReductionIncrement } from './age';
import { cap, gain, impossible, oncePerIncrement, spend } from './apply-common';
import type { AcquireEvent, AgeEvent, AwardEvent, ConvertEvent, LowerEvent, RaiseEvent, RaisePersonalityEvent, TrainEvent } from './schemas';
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
import { baseValue, copyBase, oppositeOf, primaryEntry, refreshBases, secondaryRaiseCost, setPersonality } from './traits';
import { noticeableAfter } from './creation';
import { change, copyPrimaries } from './copy';
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
  const reducible = PRIMARY_TRAITS.filter((t) => t !== 'size' && primaries[t].natural - primaries[t].average > PRIMARY_MIN);
  if (isReductionIncrement(reached)) {
    if (!e.reduce) {
      if (reducible.length > 0) {
        findings.push(
          error('mls.age.reduction-missing', `${path}.reduce`, `At this age (base age + ${reached} increments) one primary trait other than Size must go down a level; choose which.`),
        );
      }
    } else if (e.reduce === 'size') {
      findings.push(error('mls.age.reduce-size', `${path}.reduce`, 'Size is never reduced by age; choose another primary trait.'));
    } else {
      const p = primaries[e.reduce];
      if (p.natural - p.average <= PRIMARY_MIN) {
        findings.push(error('mls.age.reduce-below-limit', `${path}.reduce`, `${PRIMARY_TRAIT_NAMES[e.reduce]} is already at racial average -2 and cannot be reduced further; choose another trait.`));
      }
      if (primaries === sheet.primaries) primaries = copyPrimaries(primaries);
      primaries[e.reduce] = primaryEntry(p.average, p.chosen, p.reductions + 1, false);
    }
  } else if (e.reduce) {
    findings.push(error('mls.age.reduction-not-due', `${path}.reduce`, `No primary trait is reduced at base age + ${reached} increments (only at + 22, + 32 and every 10 after); remove the reduction.`));
  }
  const next = change(sheet, {
    ageIncrements: reached,
    age: ageOf(sheet.race, reached),
    primaries,
    training: null,
    changedThisIncrement: [],
    cp: gain(sheet, cpForIncrement(reached)),
  });
  if (primaries !== sheet.primaries) Object.assign(next, refreshBases(next));
  return { sheet: next, findings };
}

/** CPs for a completed adventure, by its size and the character's role. */
export function applyAward(sheet: MlsSheet, e: Ev<typeof AwardEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const next = (earned: number): MlsSheet => change(sheet, { adventures: sheet.adventures + 1, checkedThisAdventure: [], cp: gain(sheet, earned) });
  if (e.completed === false) {
    if (e.roll) findings.push(error('mls.award.roll-not-needed', `${path}.roll`, 'An adventure that was not completed earns no CPs; remove the roll.'));
    return { sheet: next(0), findings };
  }
  const award = ADVENTURE_AWARDS[e.adventure][e.role];
  if ('fixed' in award) {
    if (e.roll) findings.push(error('mls.award.roll-not-needed', `${path}.roll`, `A minor role in a minor adventure earns a fixed ${award.fixed} CP; remove the roll.`));
    return { sheet: next(award.fixed), findings };
  }
  if (!e.roll) {
    return impossible('mls.award.roll-missing', `${path}.roll`, `A ${e.role} role in a${e.adventure === 'average' ? 'n' : ''} ${e.adventure} adventure earns 1d${award.sides} CPs; roll it or enter the result.`);
  }
  const problem = diceRecordProblem(e.roll, { count: 1, sides: award.sides });
  if (problem) findings.push(error('mls.award.roll-invalid', `${path}.roll`, problem));
  return { sheet: next(e.roll.total), findings };
}

/** A new secondary trait, at base (or listed untrained at base -2 when Natural). */
export function applyAcquire(sheet: MlsSheet, e: Ev<typeof AcquireEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const t = e.trait;
  if (sheet.secondaries.some((s) => s.id === t.id)) {
    return impossible('mls.acquire.duplicate', `${path}.trait.id`, `The character already has a secondary trait with the id "${t.id}"; raise that one instead.`);
  }
  let level = 0;
  let cost = secondaryRaiseCost(t.kind, null)!;
  if (e.untrained) {
    if (t.kind !== 'natural') {
      return impossible('mls.acquire.untrained-not-natural', `${path}.untrained`, `Only a Natural trait can be used untrained (at base -2); ${t.name} is ${t.kind}, so acquire it at base.`);
    }
    level = UNACQUIRED_LEVEL.natural;
    cost = 0;
  }
  const b = baseValue(t.base, sheet.primaries);
  const entry: SecondarySheet = { id: t.id, name: t.name, kind: t.kind, base: copyBase(t.base), baseValue: b, level, value: b + level, occupation: false, priest: !!t.priest };
  if (cost === 0) return { sheet: change(sheet, { secondaries: [...sheet.secondaries, entry] }), findings };
  const changedThisIncrement = oncePerIncrement(sheet, `secondary:${t.id}`, path, t.name, findings);
  const cp = spend(sheet, cost, path, `Acquiring ${t.name} at base`, findings);
  return { sheet: change(sheet, { secondaries: [...sheet.secondaries, entry], changedThisIncrement, cp }), findings };
}

/** A secondary trait one level up through CPs. */
export function applyRaise(sheet: MlsSheet, e: Ev<typeof RaiseEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const index = sheet.secondaries.findIndex((s) => s.id === e.trait);
  const s = sheet.secondaries[index];
  if (!s) return impossible('mls.trait.unknown', `${path}.trait`, `The character has no secondary trait "${e.trait}"; acquire it first.`);
  const from = s.level;
  const to = from === null || from < 0 ? 0 : from + 1;
  const cost = secondaryRaiseCost(s.kind, from, s.occupation);
  if (to > SECONDARY_PLAY_MAX || cost === undefined) {
    return impossible('mls.secondary.above-play-limit', `${path}.trait`, `${s.name} is at base +${from}; no secondary trait may rise above base +${SECONDARY_PLAY_MAX}.`);
  }
  const secondaries = sheet.secondaries.slice();
  secondaries[index] = { ...s, level: to, value: s.baseValue + to };
  const changedThisIncrement = oncePerIncrement(sheet, `secondary:${s.id}`, path, s.name, findings);
  const cp = spend(sheet, cost, path, `Raising ${s.name} to base +${to}`, findings);
  return { sheet: change(sheet, { secondaries, changedThisIncrement, cp }), findings };
}

/** A negative trait one level down (or removed from base) through CPs. */
export function applyLower(sheet: MlsSheet, e: Ev<typeof LowerEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const index = sheet.negatives.findIndex((n) => n.id === e.trait);
  const n = sheet.negatives[index];
  if (!n) return impossible('mls.trait.unknown', `${path}.trait`, `The character has no negative trait "${e.trait}"; check the trait's id.`);
  if (n.level === null) return impossible('mls.negative.already-removed', `${path}.trait`, `${n.name} has already been removed; nothing is left to lower.`);
  const cost = NEGATIVE_LOWER_COST[n.level as 0 | 1 | 2 | 3 | 4];
  if (cost === undefined) return impossible('mls.negative.out-of-range', `${path}.trait`, `${n.name} is at base +${n.level}, outside the book's table (base to +4); correct the creation choice.`);
  const level = n.level === 0 ? null : n.level - 1;
  const negatives = sheet.negatives.slice();
  negatives[index] = { ...n, level, value: level === null ? null : n.baseValue + level };
  const changedThisIncrement = oncePerIncrement(sheet, `negative:${n.id}`, path, n.name, findings);
  const cp = spend(sheet, cost, path, level === null ? `Removing ${n.name}` : `Lowering ${n.name} to base +${level}`, findings);
  return { sheet: change(sheet, { negatives, changedThisIncrement, cp }), findings };
}

/** A personality trait one level up through CPs; its opposite goes down. */
export function applyRaisePersonality(sheet: MlsSheet, e: Ev<typeof RaisePersonalityEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const to = sheet.personality[e.trait] + 1;
  const cost = personalityRaiseCost(to);
  if (cost === undefined || to > PERSONALITY_MAX) {
    return impossible('mls.personality.not-to-twenty', `${path}.trait`, `${cap(e.trait)} is at ${to - 1}; personality traits cannot be raised to ${to} with CPs (only through checks).`);
  }
  const personality = setPersonality(sheet.personality, e.trait, to);
  const changedThisIncrement = oncePerIncrement(sheet, `personality:${e.trait}`, path, cap(e.trait), findings);
  const cp = spend(sheet, cost, path, `Raising ${cap(e.trait)} to ${to}`, findings);
  return { sheet: change(sheet, { personality, noticeable: noticeableAfter(sheet, e.trait, oppositeOf(e.trait), personality), changedThisIncrement, cp }), findings };
}

/** One primary trait trained up by one level until the next age increment. */
export function applyTrain(sheet: MlsSheet, e: Ev<typeof TrainEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const name = PRIMARY_TRAIT_NAMES[e.trait];
  if (sheet.training === e.trait) {
    return impossible('mls.train.already-trained', `${path}.trait`, `${name} is already trained up this increment and can go up only one level; renew it after the next age increment.`);
  }
  if (sheet.training) {
    findings.push(error('mls.train.one-at-a-time', `${path}.trait`, `${PRIMARY_TRAIT_NAMES[sheet.training]} is already trained up; only one primary trait can be trained at a time, so wait for the next age increment.`));
  }
  const p = sheet.primaries[e.trait];
  if (p.natural - p.average + TRAINING_BONUS > TRAINING_MAX) {
    findings.push(error('mls.train.above-limit', `${path}.trait`, `${name} would go above racial average +${TRAINING_MAX}, the most training allows.`));
  }
  const primaries = copyPrimaries(sheet.primaries);
  primaries[e.trait] = primaryEntry(p.average, p.chosen, p.reductions, true);
  if (sheet.training) {
    const old = sheet.primaries[sheet.training];
    primaries[sheet.training] = primaryEntry(old.average, old.chosen, old.reductions, false);
  }
  const next = change(sheet, { primaries, training: e.trait, cp: spend(sheet, TRAINING_COST, path, `Training up ${name}`, findings) });
  Object.assign(next, refreshBases(next));
  return { sheet: next, findings };
}

/** CPs turned into florins (1d20 x 10 each) or, for priests, into favour (5 each). */
export function applyConvert(sheet: MlsSheet, e: Ev<typeof ConvertEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  if (e.into === 'favour') {
    if (!sheet.secondaries.some((s) => s.priest && s.level !== null && s.level >= 0)) {
      findings.push(error('mls.convert.not-a-priest', `${path}.into`, 'Only a character with a Priest magic skill can pray CPs into favour; acquire one first or convert to money.'));
    }
    if (e.roll) findings.push(error('mls.convert.roll-not-needed', `${path}.roll`, 'Prayer gives a fixed 5 favour per CP; remove the roll.'));
    const cp = spend(sheet, e.points, path, `Praying ${e.points} CPs into favour`, findings);
    return { sheet: change(sheet, { favour: sheet.favour + e.points * FAVOUR_PER_CP, cp }), findings };
  }
  if (!e.roll) return impossible('mls.convert.roll-missing', `${path}.roll`, `Converting ${e.points} CPs to money needs a roll of ${e.points}d20; roll it or enter the result.`);
  const problem = diceRecordProblem(e.roll, { count: e.points, sides: MONEY_DIE_SIDES });
  if (problem) findings.push(error('mls.convert.roll-invalid', `${path}.roll`, problem));
  const cp = spend(sheet, e.points, path, `Converting ${e.points} CPs to money`, findings);
  return { sheet: change(sheet, { florins: sheet.florins + e.roll.total * FLORINS_PER_PIP, cp }), findings };
}
