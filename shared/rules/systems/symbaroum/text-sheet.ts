import type { SymbaroumSheet } from './sheet';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A Symbaroum sheet as plain text, for the command-line checker. */
export function symbaroumSheetText(s: SymbaroumSheet): string[] {
  const lines = ['Attributes (value, modifier against it):'];
  for (const a of s.attributes)
    lines.push(`  ${a.name.padEnd(12)} ${String(a.value).padStart(2)}  ${signed(a.modifier)}`);
  const learned = s.abilityRows.filter((a) => a.level !== null);
  lines.push(
    learned.length === 0 ? 'No abilities.' : `Abilities: ${learned.map((a) => `${a.name} (${a.level})`).join(', ')}`,
  );
  const state = s.dead ? ' (dead)' : s.dying ? ` (dying, ${s.deathSteps} of 3 steps toward death)` : '';
  lines.push(
    `Toughness: ${s.toughness.current} of ${s.toughness.max}${state}   Pain Threshold: ${s.painThreshold}   Corruption Threshold: ${s.corruptionThreshold}`,
  );
  lines.push(
    `Defense: ${s.defense}${s.armorWorn ? ` (${s.armorWorn.name}, impeding ${s.armorWorn.impeding})` : ''}${s.shield === 'none' ? '' : ` with a ${s.shield}`}`,
  );
  return lines;
}
