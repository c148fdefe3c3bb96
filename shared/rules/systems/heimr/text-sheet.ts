import { INJURIES } from './tables';
import type { HeimrSheet } from './sheet';

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** A Heimr sheet as plain text, for the command-line checker: attributes, trained abilities, fatigue, health, willpower. */
export function heimrSheetText(s: HeimrSheet): string[] {
  const lines = ['Attributes (value, progress toward the next):'];
  for (const a of s.attributes)
    lines.push(`  ${a.name.padEnd(16)} ${signed(a.value).padStart(3)}   progress ${a.progress} of ${a.needed}`);
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
  return lines;
}
