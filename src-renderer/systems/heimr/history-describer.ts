import {
  HAND_WORDS,
  heldIn,
  itemWords,
  SHIELD_IDS,
  WEAPON_IDS,
  type Hand,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { countOf, figure, signed } from '../../base/format';
import { describerByType } from '../../components/history-describer';
import type { HistoryDescriber } from '../../contract/history-describer';
import { xp } from './points';

const hitPoints = (n: unknown) => (typeof n === 'number' ? countOf(n, 'hit point', 'hit points') : 'hit points');

/** ": Drain": an entry's reason, when it gives one. */
const reasonOf = (reason: unknown) => (typeof reason === 'string' && reason !== '' ? `: ${reason}` : '');

const willpower = (n: unknown) => (typeof n === 'number' ? `${figure(n)} willpower` : 'willpower');

const isHand = (h: unknown): h is Hand => h === 'sword' || h === 'off' || h === 'both';

/** "Took up a great weapon in both hands, with Brawl": a weapon or shield of the armoury module taken up. */
function tookUp(kind: 'weapon' | 'shield', e: Record<string, unknown>, before: HeimrSheet | undefined): string {
  const id = kind === 'weapon' ? e.weapon : e.shield;
  const known = (kind === 'weapon' ? WEAPON_IDS : SHIELD_IDS) as readonly unknown[];
  if (!known.includes(id) || !isHand(e.hand)) return `Took up a ${kind}`;
  const name = typeof e.name === 'string' ? e.name : undefined;
  const item = { kind, id, name } as Parameters<typeof itemWords>[0];
  return `Took up ${itemWords(item)} ${HAND_WORDS[e.hand]}, with ${abilityName(before, e.ability)}`;
}

/** "Put down the great weapon": what the hand held, as the sheet before the entry shows it. */
function putDown(e: Record<string, unknown>, before: HeimrSheet | undefined): string {
  const hand = e.hand === 'sword' || e.hand === 'off' ? e.hand : undefined;
  const held = hand === undefined || before === undefined ? undefined : heldIn(before.held, hand);
  if (held === undefined) return hand === undefined ? 'Put down' : `Put down what was ${HAND_WORDS[hand]}`;
  return `Put down ${itemWords(held).replace(/^an? /, 'the ')}`;
}

function abilityName(sheet: HeimrSheet | undefined, id: unknown): string {
  return sheet?.abilities.find((a) => a.id === id)?.name ?? String(id);
}

/** Heimr's ledger in words: awards, training with the attribute that gained the progress, damage, treatment, rests and willpower. */
export const heimrHistoryDescriber: HistoryDescriber<HeimrSheet> = describerByType<HeimrSheet>({
  points: xp,
  awardNoun: 'experience',
  types: {
    // The points trained, from what to what ("Trained Brawl consistency 2 → 3"), so the line never reads as the
    // value the sheet shows, which adds the ability's base and moves with its attributes ("What changed" shows that).
    train: (e, before) => {
      const ability = before?.abilities.find((a) => a.id === e.ability);
      const aspect = e.aspect === 'potential' ? 'potential' : 'consistency';
      const trained = ability
        ? aspect === 'potential'
          ? ability.trainedPotential
          : ability.trainedConsistency
        : undefined;
      return `Trained ${abilityName(before, e.ability)} ${aspect}${trained === undefined ? '' : ` ${figure(trained)} → ${figure(trained + 1)}`}`;
    },
    damage: (e) => `Lost ${hitPoints(e.amount)}`,
    heal: (e) => `Treated: ${hitPoints(e.amount)} back`,
    rest: () => 'Took a short rest',
    'spend-willpower': (e) => `Spent ${willpower(e.amount)}${reasonOf(e.reason)}`,
    'regain-willpower': (e) => `Regained ${willpower(e.amount)}${reasonOf(e.reason)}`,
    'take-up-weapon': (e, before) => tookUp('weapon', e, before),
    'take-up-shield': (e, before) => tookUp('shield', e, before),
    'put-down': (e, before) => putDown(e, before),
  },
  changes(before: HeimrSheet, after: HeimrSheet): string[] {
    const out: string[] = [];
    for (const a of after.attributes) {
      const was = before.attributes.find((b) => b.id === a.id);
      if (!was) continue;
      if (was.value !== a.value) out.push(`${a.name} ${signed(was.value)} → ${signed(a.value)}`);
      else if (was.progress !== a.progress)
        out.push(`${a.name} progress ${figure(was.progress)} → ${figure(a.progress)} of ${figure(a.needed)}`);
    }
    for (const ab of after.abilities) {
      const was = before.abilities.find((b) => b.id === ab.id);
      if (!was) continue;
      if (was.consistency !== ab.consistency)
        out.push(`${ab.name} consistency ${signed(was.consistency)} → ${signed(ab.consistency)}`);
      if (was.potential !== ab.potential)
        out.push(`${ab.name} potential ${signed(was.potential)} → ${signed(ab.potential)}`);
    }
    if (before.health.current !== after.health.current)
      out.push(`Hit points ${figure(before.health.current)} → ${figure(after.health.current)}`);
    if (before.willpower.current !== after.willpower.current)
      out.push(`Willpower ${figure(before.willpower.current)} → ${figure(after.willpower.current)}`);
    // An award or a training moves the experience left, as MLS shows its CPs unspent.
    if (before.totals.unspent !== after.totals.unspent)
      out.push(`Experience unspent ${figure(before.totals.unspent)} → ${figure(after.totals.unspent)}`);
    return out;
  },
});
