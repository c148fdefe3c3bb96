import { formatAge } from './age';
import { currentHitPoints } from './actions';
import type { MlsSheet } from './sheet';
import { PERSONALITY_PAIRS, PRIMARY_TRAIT_NAMES, PRIMARY_TRAITS, RACES } from './tables';
import { describeBase } from './traits';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A Nutshell MLS sheet as plain text, for the command-line checker: race and age, traits, personality, points. */
export function mlsSheetText(s: MlsSheet): string[] {
  const lines = [`${RACES[s.race].name}, ${formatAge(s.race, s.ageIncrements)}`];
  lines.push('Primary traits:');
  for (const t of PRIMARY_TRAITS) {
    const p = s.primaries[t];
    const notes = [p.reductions ? `-${p.reductions} for age` : '', s.training === t ? 'trained up' : '']
      .filter(Boolean)
      .join(', ');
    lines.push(
      `  ${PRIMARY_TRAIT_NAMES[t].padEnd(10)} ${String(p.value).padStart(2)}  (average ${p.average} ${signed(p.chosen)}${notes ? `; ${notes}` : ''})`,
    );
  }
  lines.push('Secondary traits:');
  for (const x of s.secondaries) {
    const level = x.level === null ? 'not acquired' : `base ${signed(x.level)}`;
    lines.push(
      `  ${x.name.padEnd(20)} ${x.value === null ? ' -' : String(x.value).padStart(2)}  (${x.kind}${x.occupation ? ', occupation' : ''}; base ${describeBase(x.base)} = ${x.baseValue}, ${level})`,
    );
  }
  if (s.negatives.length) {
    lines.push('Negative traits:');
    for (const n of s.negatives)
      lines.push(`  ${n.name.padEnd(20)} ${n.value === null ? 'removed' : String(n.value).padStart(2)}`);
  }
  lines.push('Personality:');
  for (const [a, b] of PERSONALITY_PAIRS) {
    const mark = (t: typeof a | typeof b) => (s.personality[t] >= 16 ? '*' : '');
    lines.push(`  ${`${a} ${s.personality[a]}${mark(a)}`.padEnd(18)} ${b} ${s.personality[b]}${mark(b)}`);
  }
  lines.push(
    `Hit points: ${currentHitPoints(s)} of ${s.hitPoints.total}${s.magicPoints ? `   Magic points: ${s.magicPoints.total}` : ''}   Fate points: ${s.fatePoints.left} left of ${s.fatePoints.total}`,
  );
  lines.push(`Florins: ${s.florins}   Favour: ${s.favour}`);
  return lines;
}
