import type { HeimrSheet } from '../../../shared/rules/systems/heimr';
import { countOf, figure, signed } from '../../base/format';
import { describerByType } from '../../components/history-describer';
import type { HistoryDescriber } from '../../contract/history-describer';
import { xp } from './points';

const hitPoints = (n: unknown) => (typeof n === 'number' ? countOf(n, 'hit point', 'hit points') : 'hit points');

function abilityName(sheet: HeimrSheet | undefined, id: unknown): string {
  return sheet?.abilities.find((a) => a.id === id)?.name ?? String(id);
}

/** Heimr's ledger in words: awards, training with the attribute that gained the progress, damage, treatment and rests. */
export const heimrHistoryDescriber: HistoryDescriber<HeimrSheet> = describerByType<HeimrSheet>({
  points: xp,
  awardNoun: 'experience',
  types: {
    train: (e, before) => {
      const ability = before?.abilities.find((a) => a.id === e.ability);
      const aspect = e.aspect === 'potential' ? 'potential' : 'consistency';
      const height = ability ? (aspect === 'potential' ? ability.trainedPotential : ability.trainedConsistency) + 1 : undefined;
      return `Trained ${abilityName(before, e.ability)} ${aspect}${height === undefined ? '' : ` to ${height}`}`;
    },
    damage: (e) => `Lost ${hitPoints(e.amount)}`,
    heal: (e) => `Treated: ${hitPoints(e.amount)} back`,
    rest: () => 'Took a short rest',
  },
  changes(before: HeimrSheet, after: HeimrSheet): string[] {
    const out: string[] = [];
    for (const a of after.attributes) {
      const was = before.attributes.find((b) => b.id === a.id);
      if (!was) continue;
      if (was.value !== a.value) out.push(`${a.name} ${signed(was.value)} → ${signed(a.value)}`);
      else if (was.progress !== a.progress) out.push(`${a.name} progress ${figure(was.progress)} → ${figure(a.progress)} of ${figure(a.needed)}`);
    }
    for (const ab of after.abilities) {
      const was = before.abilities.find((b) => b.id === ab.id);
      if (!was) continue;
      if (was.consistency !== ab.consistency) out.push(`${ab.name} consistency ${signed(was.consistency)} → ${signed(ab.consistency)}`);
      if (was.potential !== ab.potential) out.push(`${ab.name} potential ${signed(was.potential)} → ${signed(ab.potential)}`);
    }
    if (before.health.current !== after.health.current) out.push(`Hit points ${figure(before.health.current)} → ${figure(after.health.current)}`);
    return out;
  },
});
