import type { AnyRuleSystem, Budget, Finding } from '../../shared/rules/core';
import type { FileProblem } from '../../shared/model';
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

/** A character's sheet as plain text: the name, the game's own lines, then the budget. */
export function formatSheet(system: AnyRuleSystem, name: string, sheet: unknown, budget: Budget | undefined): string {
  const [first = '', ...rest] = system.sheetText(sheet);
  const lines = [`${name}: ${first}`, ...rest];
  if (budget) lines.push(...formatBudget(budget));
  return lines.join('\n') + '\n';
}
