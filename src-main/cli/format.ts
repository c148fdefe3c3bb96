import type { Budget, Finding } from '../../shared/rules/core';
import type { FileProblem } from '../../shared/model';
import type { MlsSheet } from '../../shared/rules/systems/mls';
import { currentHitPoints, describeBase, formatAge, PERSONALITY_PAIRS, PRIMARY_TRAIT_NAMES, PRIMARY_TRAITS, RACES } from '../../shared/rules/systems/mls';
import type { CharacterReport, Report } from './check';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The findings and budget of a report as plain text, one block per character. */
export function formatReport(report: Report): string {
  const lines: string[] = [];
  if (report.campaign) {
    lines.push(`Campaign "${report.campaign.name}" (${report.campaign.system}), ${report.characters.length} character${report.characters.length === 1 ? '' : 's'}`);
    for (const f of report.campaign.findings) lines.push(`  ${formatFinding(f)}`);
  }
  else if (report.characters.length > 0) lines.push("No campaign given: checked with the book's default settings (use --campaign <folder> to apply a campaign's).");
  for (const p of report.problems) lines.push(formatProblem(p));
  for (const c of report.characters) {
    lines.push('', ...formatCharacter(c));
  }
  const legal = report.characters.filter((c) => c.legal).length;
  lines.push(
    '',
    `${legal} legal, ${report.characters.length - legal} with rule errors, ${report.problems.length} file${report.problems.length === 1 ? '' : 's'} that could not be read.`,
  );
  return lines.join('\n') + '\n';
}

function formatCharacter(c: CharacterReport): string[] {
  const lines = [`${c.file}: ${c.name} — ${c.legal ? 'legal' : 'rule errors'}`];
  if (c.budget) lines.push(...formatBudget(c.budget).map((l) => `  ${l}`));
  for (const f of c.findings) lines.push(`  ${formatFinding(f)}`);
  return lines;
}

/** The budget as text: the totals, then each item. */
export function formatBudget(b: Budget): string[] {
  const lines = [`CPs: ${b.earned} earned, ${b.spent} spent, ${b.left} left${b.left < 0 ? ` (overspent by ${-b.left})` : ''}`];
  for (const item of b.items) lines.push(`  ${signed(item.cp).padStart(5)}  ${item.label}`);
  return lines;
}

/** One finding as a line: severity, code, field, message, and any override. */
export function formatFinding(f: Finding): string {
  const head = f.overridden ? 'accepted' : f.severity;
  const tail = f.overridden ? ` (accepted by the game master: ${f.overridden.reason})` : '';
  return `${head.padEnd(8)} ${f.code} at ${f.path}: ${f.message}${tail}`;
}

/** A file that could not be used, as a line. */
export function formatProblem(p: FileProblem): string {
  return `unreadable ${p.file}: ${p.message}`;
}

/** A Nutshell MLS sheet as plain text. */
export function formatMlsSheet(name: string, s: MlsSheet, budget: Budget | undefined): string {
  const lines = [`${name}: ${RACES[s.race].name}, ${formatAge(s.race, s.ageIncrements)}`];
  lines.push('Primary traits:');
  for (const t of PRIMARY_TRAITS) {
    const p = s.primaries[t];
    const notes = [p.reductions ? `-${p.reductions} for age` : '', s.training === t ? 'trained up' : ''].filter(Boolean).join(', ');
    lines.push(`  ${PRIMARY_TRAIT_NAMES[t].padEnd(10)} ${String(p.value).padStart(2)}  (average ${p.average} ${signed(p.chosen)}${notes ? `; ${notes}` : ''})`);
  }
  lines.push('Secondary traits:');
  for (const x of s.secondaries) {
    const level = x.level === null ? 'not acquired' : `base ${signed(x.level)}`;
    lines.push(`  ${x.name.padEnd(20)} ${x.value === null ? ' -' : String(x.value).padStart(2)}  (${x.kind}${x.occupation ? ', occupation' : ''}; base ${describeBase(x.base)} = ${x.baseValue}, ${level})`);
  }
  if (s.negatives.length) {
    lines.push('Negative traits:');
    for (const n of s.negatives) lines.push(`  ${n.name.padEnd(20)} ${n.value === null ? 'removed' : String(n.value).padStart(2)}`);
  }
  lines.push('Personality:');
  for (const [a, b] of PERSONALITY_PAIRS) {
    const mark = (t: typeof a | typeof b) => (s.personality[t] >= 16 ? '*' : '');
    lines.push(`  ${`${a} ${s.personality[a]}${mark(a)}`.padEnd(18)} ${b} ${s.personality[b]}${mark(b)}`);
  }
  lines.push(`Hit points: ${currentHitPoints(s)} of ${s.hitPoints.total}${s.magicPoints ? `   Magic points: ${s.magicPoints.total}` : ''}   Fate points: ${s.fatePoints.left} left of ${s.fatePoints.total}`);
  lines.push(`Florins: ${s.florins}   Favour: ${s.favour}`);
  if (budget) lines.push(...formatBudget(budget));
  for (const o of s.overrides) lines.push(`Accepted by the game master: ${o.code} at ${o.path}: ${o.reason}`);
  return lines.join('\n') + '\n';
}
