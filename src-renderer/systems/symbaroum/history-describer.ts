import { painThresholdWords, type SymbaroumSheet } from '../../../shared/rules/systems/symbaroum';
import { figure } from '../../base/format';
import { describerByType, type EntryFields } from '../../components/history-describer';
import type { HistoryDescriber } from '../../contract/history-describer';
import { experience } from './points';

/** Each way of healing in words ("Healing Wounds"); another power is mystical healing, such as Lay on Hands. */
export const HEAL_WORDS: Readonly<Record<string, string>> = {
  natural: 'natural healing',
  herbal: 'an herbal cure',
  medicus: 'Medicus',
  other: 'mystical healing or another power',
};

/** "Took 9 damage", and past the Pain Threshold (of the sheet before it) what the book says follows. */
function damageWords(e: EntryFields, before: SymbaroumSheet | undefined): string {
  if (typeof e.amount !== 'number') return 'Took some damage';
  const pain = before === undefined ? undefined : painThresholdWords(e.amount, before.painThreshold);
  return `Took ${figure(e.amount)} damage${pain === undefined ? '' : `; ${pain.replace(/\.$/, '')}`}`;
}

/** "Healed by Medicus (rolled 3)", or for a dying character "Stabilised the dying character with Medicus (rolled 3)". */
function healWords(e: EntryFields, before: SymbaroumSheet | undefined): string {
  const how = HEAL_WORDS[String(e.means)] ?? String(e.means);
  const amount =
    typeof e.days === 'number'
      ? ` (${figure(e.days)} days)`
      : typeof e.roll === 'number'
        ? ` (rolled ${figure(e.roll)})`
        : typeof e.amount === 'number'
          ? ` (${figure(e.amount)})`
          : '';
  return `${before?.dying === true ? 'Stabilised the dying character with' : 'Healed by'} ${how}${amount}`;
}

/** Symbaroum's ledger in words: awards, abilities learned, damage, healing, death tests and armor. */
export const symbaroumHistoryDescriber: HistoryDescriber<SymbaroumSheet> = describerByType<SymbaroumSheet>({
  gameMaster: 'The Game Master',
  points: experience,
  awardNoun: 'experience',
  types: {
    learn: (e, before) => {
      const row = before?.abilityRows.find((a) => a.id === e.ability);
      return `Learned ${row?.name ?? String(e.ability)}${row?.next ? ` at ${row.next.level}` : ''}`;
    },
    damage: damageWords,
    heal: healWords,
    'death-test': (e) =>
      `Death test: rolled ${String(e.roll)}${typeof e.wake === 'number' ? `, wakes with ${figure(e.wake)} Toughness` : ''}`,
    equip: () => 'Changed armor and shield',
  },
  changes(before: SymbaroumSheet, after: SymbaroumSheet): string[] {
    const out: string[] = [];
    for (const a of after.abilityRows) {
      const was = before.abilityRows.find((b) => b.id === a.id)?.level ?? null;
      if (was !== a.level) out.push(`${a.name} ${was ?? 'not learned'} → ${a.level ?? 'not learned'}`);
    }
    if (before.toughness.current !== after.toughness.current)
      out.push(`Toughness ${figure(before.toughness.current)} → ${figure(after.toughness.current)}`);
    if (before.deathSteps !== after.deathSteps)
      out.push(`Steps toward death ${figure(before.deathSteps)} → ${figure(after.deathSteps)}`);
    if (!before.dead && after.dead) out.push('Dead');
    if (before.defense !== after.defense) out.push(`Defense ${figure(before.defense)} → ${figure(after.defense)}`);
    // An award or a purchase moves the experience left, as MLS shows its CPs unspent.
    if (before.totals.unspent !== after.totals.unspent)
      out.push(`Experience unspent ${figure(before.totals.unspent)} → ${figure(after.totals.unspent)}`);
    return out;
  },
});
