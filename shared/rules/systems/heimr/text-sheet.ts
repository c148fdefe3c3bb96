import { oddsPercent } from '../../core/explain';
import type { Odds } from '../../core/probability';
import { armouryLines, blockChance, HAND_WORDS, itemWords, weaponChance, type ArmouryLine } from './armoury';
import { staminaShields } from './derive';
import { INJURIES, TYPICAL_ATTACK_SCORE, type WeaponRow } from './tables';
import type { HeimrSheet } from './sheet';

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** A chance as the sheet shows it ("56%"), or why there is none: too many dice for the odds to count. */
const chanceText = (chance: Odds | null) => (chance === null ? 'not counted' : oddsPercent(chance.probability));

/** "Great weapon (Father's sword) in both hands, with Brawl": the item, its hand and its ability, as the sheet says them. */
function heldText(line: ArmouryLine): string {
  const title = line.item.name === undefined ? line.row.name : `${line.row.name} (${line.item.name})`;
  const ability = line.ability?.name ?? `"${line.item.ability}", an ability this campaign no longer has`;
  return `${title} ${HAND_WORDS[line.item.hand]}, with ${ability}`;
}

/** "consistency +1, potential +4 (bonus +3)", and the fatigue a physical ability's dice must reach, as the sheet words a roll. */
function rollText(line: ArmouryLine, bonus = ''): string {
  const fatigue = line.fatigue === null ? '' : `, dice to reach base fatigue ${line.fatigue}`;
  return `consistency ${signed(line.consistency)}, potential ${signed(line.potential)}${bonus}${fatigue}`;
}

/**
 * The weapons and shields in hand (the medieval armoury module), in the sheet's words: each weapon's chance to hit
 * the defence or CR the sheet starts at, each shield's first block against the attack score the sheet starts at.
 * Nothing when nothing is held, or the campaign does not use the module.
 */
function armouryText(s: HeimrSheet): string[] {
  const lines = armouryLines(s);
  const weapons = lines.filter((l) => l.item.kind === 'weapon');
  const shields = lines.filter((l) => l.item.kind === 'shield');
  const out: string[] = [];
  if (weapons.length > 0) out.push(`Weapons in hand: the chance to hit defence or CR ${TYPICAL_ATTACK_SCORE}`);
  for (const line of weapons) {
    // The line's potential is the ability's with the weapon's bonus already added.
    const chance = weaponChance(line.consistency, line.potential, 0, TYPICAL_ATTACK_SCORE, line.fatigue);
    const row = line.row as WeaponRow;
    out.push(
      `  ${heldText(line)}: range ${row.range}, damage ${row.damage}; roll ${rollText(line, ` (bonus ${signed(row.bonus)})`)}; chance to hit ${chanceText(chance)}`,
    );
  }
  if (shields.length > 0) out.push(`Shields in hand: the first block against attack score ${TYPICAL_ATTACK_SCORE}`);
  for (const line of shields) {
    const chance = blockChance(line.consistency, line.potential, 0, TYPICAL_ATTACK_SCORE, 0, line.fatigue);
    const penalty = line.penalty === 0 ? 'none' : `Stamina ${signed(-line.penalty)}`;
    out.push(
      `  ${heldText(line)}: bonus ${signed(line.row.bonus)}, penalty ${penalty}; block roll ${rollText(line)}; chance the attack misses ${chanceText(chance)}`,
    );
  }
  return out;
}

/**
 * A Heimr sheet as plain text, for the command-line checker: attributes, trained abilities, fatigue, health, willpower,
 * and the weapons and shields in hand with their chances.
 */
export function heimrSheetText(s: HeimrSheet): string[] {
  const lines = ['Attributes (value, progress toward the next):'];
  const shields = staminaShields(s)
    .map((x) => itemWords(x.item))
    .join(' and ');
  for (const a of s.attributes) {
    const counted = a.withShield === undefined ? '' : `   (counts ${signed(a.withShield)} with ${shields} in hand)`;
    lines.push(
      `  ${a.name.padEnd(16)} ${signed(a.value).padStart(3)}   progress ${a.progress} of ${a.needed}${counted}`,
    );
  }
  const trained = s.abilities.filter((a) => a.trained);
  lines.push(trained.length === 0 ? 'No trained abilities.' : 'Trained abilities (consistency, potential):');
  for (const a of trained)
    lines.push(
      `  ${a.name.padEnd(16)} C ${signed(a.consistency).padStart(3)}  P ${signed(a.potential).padStart(3)}   (trained ${a.trainedConsistency} / ${a.trainedPotential})`,
    );
  const injury = INJURIES.find((i) => i.level === s.health.injury);
  lines.push(
    `Hit points: ${s.health.current} of ${s.health.max}${injury ? ` (${injury.name})` : ''}   Willpower: ${s.willpower.current} of ${s.willpower.full}   Base fatigue: ${s.baseFatigue}   Initiative: consistency ${signed(s.initiative.consistency)}, potential ${signed(s.initiative.potential)}`,
  );
  lines.push(...armouryText(s));
  return lines;
}
