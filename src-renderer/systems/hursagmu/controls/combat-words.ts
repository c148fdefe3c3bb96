import type { Odds } from '../../../../shared/rules/core/probability';
import { TRAIT_ROLL, type CombatSheet, type RangeIncrementSheet } from '../../../../shared/rules/systems/hursagmu';
import { capitalise, diceRoll, figure, percent, signed } from '../../../base/format';

/** The words the sheet and the printed sheet share for the combat values ("ENCOUNTERS"; revised "Combat Values"). */

/** An exact chance from 2d6 as a player reads it: "15 in 36 (42%)". */
export function chanceWords(o: Odds): string {
  return `${figure(o.outcomes)} in ${figure(o.of)} (${percent(o)})`;
}

/** A defense as attackers meet it: a flat number in the revised chapter ("13"), a roll in the book ("2d6 + 7"). */
export function defenseFigure(defense: number, flat: boolean): string {
  return flat ? figure(defense) : diceRoll(TRAIT_ROLL.count, TRAIT_ROLL.sides, defense);
}

/** What an attacker must beat normally, surprised and against a fixed object, each with how it is found. */
export function defenseLines(c: CombatSheet): { label: string; figure: string; how: string }[] {
  if (c.flat) {
    return [
      {
        label: 'Defense',
        figure: figure(c.defenseValue!),
        how: `a flat ${figure(c.surprisedDefense)} + Defense ${figure(c.defense)}; an attacker's 2d6 + trait must be higher, range added to it`,
      },
      {
        label: 'When surprised',
        figure: figure(c.surprisedDefense),
        how: `a flat ${figure(c.surprisedDefense)} with no trait added (Round Zero), plus range`,
      },
      {
        label: 'Fixed objects',
        figure: figure(c.fixedObjectDefense),
        how: `a flat ${figure(c.fixedObjectDefense)} (Range), plus range`,
      },
    ];
  }
  return [
    {
      label: 'Defense',
      figure: defenseFigure(c.defense, false),
      how: 'rolled against the attacker, who hits only when higher; range is added to it',
    },
    {
      label: 'When surprised',
      figure: defenseFigure(c.surprisedDefense, false),
      how: 'no defensive action in round zero, so Defense counts as 0',
    },
    {
      label: 'Fixed objects',
      figure: defenseFigure(c.fixedObjectDefense, false),
      how: 'zero for fixed objects (Range), plus range',
    },
  ];
}

/** "2d6 + 3 (Quickness); haste +2" or "haste +1 to +3", taking as much from every other roll that round. */
export function initiativeWords(c: CombatSheet): string {
  const haste = c.haste.length === 1 ? signed(c.haste[0]!) : `${signed(c.haste[0]!)} to ${signed(c.haste.at(-1)!)}`;
  const roll =
    c.initiative === null
      ? 'no Quickness in this campaign'
      : `${diceRoll(TRAIT_ROLL.count, TRAIT_ROLL.sides, c.initiative)} (Quickness)`;
  return `${roll}; haste ${haste}, taken from every other roll that round`;
}

/** "+3 damage after a full move of 13 spaces (+1 per four), and as much from a melee weapon that hits". */
export function chargeWords(c: CombatSheet, movement: number): string {
  return `${signed(c.chargeMomentum)} damage after a full move of ${figure(movement)} spaces (+1 per four), and as much from a melee weapon that hits the charger`;
}

/** A range increment in the book's terms: "touch", "+1 per space", "+1 per 5 spaces". */
export function incrementWords(increment: number): string {
  if (increment === 0) return 'touch';
  return increment === 1 ? '+1 per space' : `+1 per ${figure(increment)} spaces`;
}

/** "Smell +1 per space, Hearing +1 per 5 spaces, ...". */
export function rangeList(ranges: readonly RangeIncrementSheet[]): string {
  return ranges.map((r) => `${r.name} ${incrementWords(r.increment)}`).join(', ');
}

/** The attacker's rank as a row header: "Journeyman (6)". */
export function rankWords(rank: string, level: number): string {
  return `${capitalise(rank)} (${figure(level)})`;
}
