import { stableStringify } from '../../shared/model';
import { explainCharacter, type Explanation } from '../../shared/rules/core';
import { getRuleSystem } from '../../shared/rules/registry';
import { settingsFor, type Report } from './check';
import { formatFinding, formatProblem } from './format';
import type { ReadResult } from './read';

/** One explanation as a block of text: the path and value, the formula, the entries, settings, book and reading. */
export function formatExplanation(e: Explanation): string[] {
  const lines = [`${e.path}: ${JSON.stringify(e.value)}`, `  ${e.formula}`];
  if (e.entries.length > 0) lines.push(`  Moved by the entries: ${e.entries.join(', ')}`);
  if (e.settings.length > 0) lines.push(`  Campaign settings: ${e.settings.join(', ')}`);
  for (const s of e.sources) lines.push(`  Book: ${s.seed}, "${s.section}": “${s.quote}”`);
  if (e.reading) lines.push(`  ${e.reading}`);
  return lines;
}

/**
 * `explain`: why each value of one character's sheet is what it is, as JSON (one object per value of `sheet --json`'s
 * sheet) or as text. The exit status is the checker's (0 legal, 1 rule errors, 2 unreadable).
 */
export function printExplanations(
  read: ReadResult,
  report: Report,
  json: boolean,
  io: { out(text: string): void; err(text: string): void },
): number {
  const c = report.characters[0];
  const input = read.characters.find((r) => r.file === c?.file)?.character;
  if (!c || !input) {
    for (const p of report.problems) io.err(formatProblem(p) + '\n');
    return 2;
  }
  const system = getRuleSystem(c.system)!;
  const { explanations } = explainCharacter(system, input, settingsFor(read, c.system));
  if (explanations === undefined) {
    io.err(`${c.file} has no sheet to explain, because its creation cannot be read; correct the findings below.\n`);
  } else if (json) {
    io.out(stableStringify(explanations));
  } else {
    const blocks = explanations.map((e) => formatExplanation(e).join('\n'));
    io.out(`${c.name}: why each value of the sheet is what it is\n\n${blocks.join('\n\n')}\n`);
  }
  // Beside JSON (or where there is no sheet), the findings go to the error stream, so the JSON stays whole.
  const findingsTo = json || explanations === undefined ? io.err : io.out;
  if (!json && explanations !== undefined && c.findings.length > 0) io.out('\n');
  for (const f of c.findings) findingsTo(formatFinding(f) + '\n');
  for (const p of report.problems) io.err(formatProblem(p) + '\n');
  return report.exitCode;
}
