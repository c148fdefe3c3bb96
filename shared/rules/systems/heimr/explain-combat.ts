import type { OddsExplanation } from '../../core/explain';
import { HEIMR_BOOK as B } from './book';
import { defencePenalty } from './combat';
import { explainChanceToMeet } from './explain-odds';
import { signed } from './explain-words';
import { HEIMR_READINGS as R } from './readings';

/*
 * A dodge's chance against an attack score, explained as the sheet's combat reference shows it
 * (src-renderer/systems/heimr/sheet/sheet-combat.tsx): the penalty of the earlier dodges since the last turn, then
 * the dice challenge at the consistency that leaves, counted as `explainChanceToMeet` counts it, the attack score
 * being what the defence score must meet.
 */

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'];

/** "Second dodge": a dodge's place since the character's last turn, 1 for the first. */
export function dodgeOrdinal(use: number): string {
  return use >= 1 && use <= ORDINALS.length ? `${ORDINALS[use - 1]} dodge` : `Dodge number ${use}`;
}

/** The penalty in words: "2 × 1 earlier dodge = 2", or none for the first. */
function penaltyWords(c: number, earlier: number): string {
  if (earlier === 0) return `no earlier dodge since the last turn, no penalty: consistency ${signed(c)}`;
  const penalty = defencePenalty(earlier);
  const dodges = earlier === 1 ? 'earlier dodge' : 'earlier dodges';
  return `penalty 2 × ${earlier} ${dodges} = ${penalty}: consistency ${signed(c)} − ${penalty} = ${signed(c - penalty)}`;
}

/**
 * The chance that the `earlier + 1`th dodge since the last turn, with the dodge ability's consistency `c` and
 * potential `p`, meets the attack score `attack` ("Defence", "Defending against multiple attacks"), as `dodgeChance`
 * counts it: "Second dodge since the last turn: penalty 2 × 1 earlier dodge = 2: consistency +1 − 2 = −1; the attack
 * score is what the dodge must meet: Agility: Consistency −1: …". It quotes the dodge's roll, the defence score's
 * rule and the penalty with the book's example, and gives the readings of the penalty (and of the fatigue, for a
 * physical roll).
 */
export function explainDodgeChance(
  c: number,
  p: number,
  attack: number,
  earlier: number,
  fatigue: number | null = null,
  name = 'Agility',
): OddsExplanation {
  const consistency = c - defencePenalty(earlier);
  const dice = explainChanceToMeet(consistency, p, attack, fatigue, name);
  const readings: string[] = [R.dodgeAbility, R.defencePenalty];
  if (consistency < 0 && c >= 0) readings.push(R.penaltyBelowZero);
  if (dice.reading !== undefined) readings.push(dice.reading);
  return {
    formula: `${dodgeOrdinal(earlier + 1)} since the last turn: ${penaltyWords(c, earlier)}; attack score ${attack} is the requirement the dodge must meet: ${dice.formula}`,
    settings: dice.settings,
    sources: [
      B.dodge,
      B.defenceMisses,
      B.defencePenalty,
      B.defencePenaltyExample,
      B.situationalPenalty,
      ...dice.sources,
    ],
    reading: readings.join(' '),
    chance: dice.chance,
  };
}
