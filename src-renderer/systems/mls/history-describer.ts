import type { LedgerEvent } from '../../../shared/model';
import { currentHitPoints, woundState } from '../../../shared/rules/systems/mls/actions';
import { formatAge } from '../../../shared/rules/systems/mls/age';
import type { MlsSheet } from '../../../shared/rules/systems/mls/sheet';
import {
  PERSONALITY_PAIRS,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  RACES,
  type PersonalityTrait,
  type PrimaryTrait,
} from '../../../shared/rules/systems/mls/tables';
import { capitalise, figure, signed } from '../../base/format';
import type { HistoryDescriber } from '../../contract/history-describer';
import { WOUND_NAMES } from './controls/wounds';

const ADVENTURE_SIZES: Record<string, string> = { minor: 'Minor', average: 'Average', major: 'Major' };

function primaryName(id: unknown): string {
  return typeof id === 'string' && id in PRIMARY_TRAIT_NAMES ? PRIMARY_TRAIT_NAMES[id as PrimaryTrait] : String(id);
}

/** A secondary or negative trait's name on the sheet, or its id when the sheet does not have it. */
function traitName(sheet: MlsSheet | undefined, id: unknown): string {
  const found = sheet?.secondaries.find((s) => s.id === id) ?? sheet?.negatives.find((n) => n.id === id);
  return found?.name ?? String(id);
}

function rollText(roll: unknown): string {
  if (typeof roll !== 'object' || roll === null) return '';
  const r = roll as { dice?: string; total?: number; source?: string };
  return ` (${r.dice} ${r.source === 'entered' ? 'entered' : 'rolled'}: ${r.total})`;
}

/** Puts each Nutshell MLS ledger event and its effect on the sheet into words, the core's creation entries included. */
export const mlsHistoryDescriber: HistoryDescriber<MlsSheet> = {
  describe(event: LedgerEvent, before: MlsSheet | undefined): string {
    const e = event as LedgerEvent & Record<string, unknown>;
    switch (e.type) {
      case 'age': {
        const to = before ? ` to ${formatAge(before.race, before.ageIncrements + 1)}` : '';
        return `Aged one increment${to}${e.reduce ? `; ${primaryName(e.reduce)} reduced by age` : ''}`;
      }
      case 'award': {
        const size = ADVENTURE_SIZES[String(e.adventure)] ?? String(e.adventure);
        const done = e.completed === false ? ', not completed' : '';
        return `${size} adventure, ${String(e.role)} role${done}${rollText(e.roll)}`;
      }
      case 'acquire': {
        const trait = e.trait as { name?: string; kind?: string } | undefined;
        return `Acquired ${trait?.name ?? 'a trait'}${trait?.kind ? ` (${trait.kind})` : ''}${e.untrained ? ', untrained' : ''}`;
      }
      case 'raise':
        return `Raised ${traitName(before, e.trait)}`;
      case 'lower':
        return `Lowered ${traitName(before, e.trait)}`;
      case 'raise-personality':
        return `Raised ${capitalise(String(e.trait))}`;
      case 'train':
        return `Trained up ${primaryName(e.trait)}`;
      case 'convert':
        return `Converted ${String(e.points)} CPs into ${e.into === 'favour' ? 'favour' : 'money'}${rollText(e.roll)}`;
      case 'check':
        return `Rolled the check on ${traitName(before, e.trait)}${rollText(e.roll)}`;
      case 'check-personality':
        return `Rolled the check on ${capitalise(String(e.trait))}${rollText(e.roll)}`;
      case 'damage':
        return `Took ${String(e.amount)} damage`;
      case 'heal':
        return `Healed ${String(e.amount)} hit points`;
      case 'spend-fate':
        return e.use === 'certain-death'
          ? 'Spent a fate point to prevent certain death'
          : 'Spent a fate point: a failed Shock Roll against death made a success';
      case 'buy-fate':
        return 'Bought a fate point';
      default:
        return capitalise(e.type.replace(/-/g, ' '));
    }
  },

  changes(before: MlsSheet, after: MlsSheet): string[] {
    const out: string[] = [];
    if (before.ageIncrements !== after.ageIncrements) {
      const race = RACES[after.race].name;
      out.push(
        `Age ${formatAge(before.race, before.ageIncrements)} → ${formatAge(after.race, after.ageIncrements)} (${race})`,
      );
    }
    for (const t of PRIMARY_TRAITS) {
      const a = before.primaries[t].value;
      const b = after.primaries[t].value;
      if (a !== b) out.push(`${PRIMARY_TRAIT_NAMES[t]} ${signed(a)} → ${signed(b)}`);
    }
    for (const s of after.secondaries) {
      const old = before.secondaries.find((x) => x.id === s.id);
      if (!old) out.push(`${s.name} acquired${s.value === null ? '' : ` at ${s.value}`}`);
      else if (old.level !== s.level)
        out.push(`${s.name} ${old.value ?? 'not acquired'} → ${s.value ?? 'not acquired'}`);
    }
    for (const n of after.negatives) {
      const old = before.negatives.find((x) => x.id === n.id);
      if (old && old.level !== n.level) out.push(`${n.name} ${old.value ?? 'removed'} → ${n.value ?? 'removed'}`);
    }
    for (const [first, second] of PERSONALITY_PAIRS) {
      const a = before.personality[first as PersonalityTrait];
      const b = after.personality[first as PersonalityTrait];
      if (a !== b) out.push(`${capitalise(first)}/${capitalise(second)} ${a}/${20 - a} → ${b}/${20 - b}`);
    }
    if (before.fatePoints.left !== after.fatePoints.left)
      out.push(`Fate points left ${before.fatePoints.left} → ${after.fatePoints.left}`);
    if (before.damage !== after.damage) {
      const state = woundState(after);
      const changed = state !== woundState(before) ? ` (${WOUND_NAMES[state]})` : '';
      out.push(`Current hit points ${figure(currentHitPoints(before))} → ${figure(currentHitPoints(after))}${changed}`);
    }
    const leftBefore = before.cp.earned - before.cp.spent;
    const leftAfter = after.cp.earned - after.cp.spent;
    if (leftBefore !== leftAfter) out.push(`CPs unspent ${leftBefore} → ${leftAfter}`);
    if (before.florins !== after.florins) out.push(`Florins ${before.florins} → ${after.florins}`);
    if (before.favour !== after.favour) out.push(`Favour ${before.favour} → ${after.favour}`);
    if (before.training !== after.training) {
      out.push(
        after.training
          ? `Training ${PRIMARY_TRAIT_NAMES[after.training]}`
          : `Training of ${before.training ? PRIMARY_TRAIT_NAMES[before.training] : 'a trait'} ended`,
      );
    }
    return out;
  },
};
