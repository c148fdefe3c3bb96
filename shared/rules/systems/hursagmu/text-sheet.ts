import { formatCoins } from './formulas';
import type { HursagmuSheet } from './sheet';
import { METRIC_NAMES, METRICS } from './tables';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
/** "2d6 + 10", "2d6 + 0", "2d6 - 3": a roll with its value, as the book writes a trait roll. */
const roll = (n: number) => `2d6 ${n < 0 ? '-' : '+'} ${Math.abs(n)}`;
const LOAD: Record<HursagmuSheet['encumbrance']['level'], string> = {
  none: 'no encumbrance',
  heavy: 'heavy load',
  'very-heavy': 'very heavy load',
  immobile: 'cannot move',
};

/** A HURSAGMU sheet as plain text, for the command-line checker: traits, gifts, metrics, combat, equipment, purse. */
export function hursagmuSheetText(s: HursagmuSheet): string[] {
  const lines = [s.revised ? 'Revised encounters' : "The book's encounters"];
  lines.push('Traits (2d6 + value):');
  for (const t of s.traits) {
    if (t.level === 0 && t.modifier === 0) continue;
    const why = t.modifiers.map((m) => `${m.reason} ${signed(m.amount)}`).join(', ');
    lines.push(
      `  ${t.name.padEnd(20)} ${t.value === null ? ' -' : String(t.value).padStart(2)}  (level ${t.level}${why ? `; ${why}` : ''})`,
    );
  }
  lines.push('  Every other trait at 0 (human average).');
  if (s.gifts.length > 0) {
    lines.push('Gifts:');
    for (const g of s.gifts) lines.push(`  ${g.name}${g.limbs ? ` (${g.limbs} limbs)` : ''}`);
  }
  lines.push(
    METRICS.map(
      (m) =>
        `${METRIC_NAMES[m]}: ${s.metrics[m].current} of ${s.metrics[m].max}${s.metrics[m].status === 'well' ? '' : ` (${s.metrics[m].status.replace(/-/g, ' ')})`}`,
    ).join('   '),
  );
  const c = s.combat;
  lines.push(
    `Defense: ${c.flat ? `${c.defenseValue} to beat` : roll(c.defense)}   Movement: ${s.movement} spaces${c.initiative === null ? '' : `   Initiative: ${roll(c.initiative)}`}`,
  );
  if (s.weapons.length > 0) {
    lines.push('Weapons:');
    for (const w of s.weapons) lines.push(`  ${w.name.padEnd(20)} damage ${w.totalDamage}`);
  }
  if (s.armor) lines.push(`Armor: ${s.armor.name}, ${s.armor.points} points (endurance ${s.armor.endurance})`);
  if (s.shield) lines.push(`Shield: ${s.shield.material}, Defense +${s.shield.defenseBonus}`);
  for (const f of s.foci)
    lines.push(`Focus: ${f.name}, ${f.levels} levels (channel ${f.channel}, resistance ${f.resistance})`);
  if (s.gear.length > 0) {
    lines.push('Gear:');
    for (const g of s.gear) lines.push(`  ${g.quantity} × ${g.name}`);
  }
  lines.push(
    `Carried: ${s.carried} lb of ${s.lift} lb (${LOAD[s.encumbrance.level]})   Purse: ${formatCoins(s.coins)}`,
  );
  lines.push(`Experience: ${s.experience.unspent} unspent of ${s.experience.earned} earned`);
  return lines;
}
