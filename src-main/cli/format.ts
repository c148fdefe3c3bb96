import type { AnyRuleSystem, Budget, Finding } from '../../shared/rules/core';
import type { FileProblem } from '../../shared/model';
import { getRuleSystem } from '../../shared/rules/registry';
import type { CharacterReport, Report } from './check';

/** The findings and budget of a report as plain text, one block per character. */
export function formatReport(report: Report): string {
  const lines: string[] = [];
  if (report.campaign) {
    lines.push(
      `Campaign "${report.campaign.name}" (${report.campaign.system}), ${report.characters.length} character${report.characters.length === 1 ? '' : 's'}`,
    );
    for (const f of report.campaign.findings) lines.push(`  ${formatFinding(f)}`);
  } else if (report.characters.length > 0)
    lines.push(
      "No campaign given: checked with the book's default settings (use --campaign <folder> to apply a campaign's).",
    );
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
  const system = getRuleSystem(c.system);
  if (system && c.budgets) lines.push(...formatBudgets(system, c.budgets).map((l) => `  ${l}`));
  for (const f of c.findings) lines.push(`  ${formatFinding(f)}`);
  return lines;
}

/** Every budget of a character as text, in the game's order of its currencies: the totals, then each item. */
export function formatBudgets(system: Pick<AnyRuleSystem, 'currencies'>, budgets: Record<string, Budget>): string[] {
  const lines: string[] = [];
  for (const currency of system.currencies) {
    const b = budgets[currency.id];
    if (!b) continue;
    const f = currency.format;
    lines.push(
      `${currency.name}: ${f(b.earned)} earned, ${f(b.spent)} spent, ${f(b.left)} left${b.left < 0 ? ` (overspent by ${f(-b.left)})` : ''}`,
    );
    for (const item of b.items)
      lines.push(`  ${item.amount < 0 ? '-' : '+'} ${f(Math.abs(item.amount))}  ${item.label}`);
  }
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

/** A character's sheet as plain text: the name, the game's own lines, then every budget. */
export function formatSheet(
  system: AnyRuleSystem,
  name: string,
  sheet: unknown,
  budgets: Record<string, Budget> | undefined,
): string {
  const [first = '', ...rest] = system.sheetText(sheet);
  const lines = [`${name}: ${first}`, ...rest];
  if (budgets) lines.push(...formatBudgets(system, budgets));
  return lines.join('\n') + '\n';
}
