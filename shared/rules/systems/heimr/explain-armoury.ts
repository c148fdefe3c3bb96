import type { BookSource, OddsExplanation } from '../../core/explain';
import { HEIMR_BOOK as B, HEIMR_SHIELD_ROWS, HEIMR_WEAPON_ROWS } from './book';
import type { ArmouryLine } from './armoury';
import { defencePenalty } from './combat';
import { explainChanceToMeet } from './explain-odds';
import { signed } from './explain-words';
import { HEIMR_READINGS as R } from './readings';

/*
 * The chances of what a character holds, explained as the sheet's combat reference shows them
 * (src-renderer/systems/heimr/sheet/sheet-armoury.tsx): the item's row of the armoury module's table, its bonus on
 * the ability's potential, and the dice challenge counted as `explainChanceToMeet` counts it.
 */

/** The item's row of its table, quoted. */
function rowSource(line: ArmouryLine): BookSource {
  return line.item.kind === 'weapon' ? HEIMR_WEAPON_ROWS[line.item.id] : HEIMR_SHIELD_ROWS[line.item.id];
}

/** "Swordmanship's potential 1 + the medium weapon's bonus +3 = 4". */
function potentialWords(line: ArmouryLine): string {
  const base = line.potential - line.row.bonus;
  const name = line.ability?.name ?? line.item.ability;
  return `${name}’s potential ${base} + the ${line.row.name.toLowerCase()}’s bonus ${signed(line.row.bonus)} = ${line.potential}`;
}

/** The readings every held item's chance rests on, with the dice's own. */
function readingsWith(dice: OddsExplanation, ...more: string[]): string {
  return [R.weaponBonus, R.weaponAbility, ...more, ...(dice.reading === undefined ? [] : [dice.reading])].join(' ');
}

/** Why an attack with a held weapon meets defence or CR `cr` with the chance the sheet shows. */
export function explainWeaponChance(line: ArmouryLine, cr: number): OddsExplanation {
  const dice = explainChanceToMeet(line.consistency, line.potential, cr, line.fatigue, line.ability?.name);
  return {
    formula: `An attack with the ${line.row.name.toLowerCase()}: ${potentialWords(line)}; defence or CR ${cr} is what the attack must meet: ${dice.formula}`,
    settings: dice.settings,
    sources: [rowSource(line), ...dice.sources],
    reading: readingsWith(dice),
    chance: dice.chance,
  };
}

/** Why a parry with a held melee weapon meets attack score `attack` with the chance the sheet shows. */
export function explainParryChance(line: ArmouryLine, attack: number): OddsExplanation {
  const dice = explainChanceToMeet(line.consistency, line.potential, attack, line.fatigue, line.ability?.name);
  return {
    formula: `A parry with the ${line.row.name.toLowerCase()}, no penalty for use: ${potentialWords(line)}; attack score ${attack} is what the parry must meet: ${dice.formula}`,
    settings: dice.settings,
    sources: [B.parry, B.parryMelee, B.defenceMisses, rowSource(line), ...dice.sources],
    reading: readingsWith(dice, R.parryPenalty),
    chance: dice.chance,
  };
}

/** Why the `earlier + 1`th block since the last turn with a held shield meets attack score `attack`. */
export function explainBlockChance(line: ArmouryLine, attack: number, earlier: number): OddsExplanation {
  const penalty = defencePenalty(earlier);
  const consistency = line.consistency - penalty;
  const dice = explainChanceToMeet(consistency, line.potential, attack, line.fatigue, line.ability?.name);
  const penaltyWords =
    earlier === 0
      ? `no earlier block since the last turn, no penalty: consistency ${signed(line.consistency)}`
      : `penalty 2 × ${earlier} earlier block${earlier === 1 ? '' : 's'} = ${penalty}: consistency ${signed(line.consistency)} − ${penalty} = ${signed(consistency)}`;
  return {
    formula: `A block with the ${line.row.name.toLowerCase()}: ${penaltyWords}; ${potentialWords(line)}; attack score ${attack} is what the block must meet: ${dice.formula}`,
    settings: dice.settings,
    sources: [B.block, B.defenceMisses, B.defencePenalty, B.defencePenaltyExample, rowSource(line), ...dice.sources],
    reading: readingsWith(dice, R.defencePenalty),
    chance: dice.chance,
  };
}
