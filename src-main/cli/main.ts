import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stableStringify } from '../../shared/model';
import { getRuleSystem } from '../../shared/rules/registry';
import { check, type Report } from './check';
import { formatFinding, formatProblem, formatReport, formatSheet } from './format';
import { printExplanations } from './explain';
import { isFolder, readCampaignFolder, readCharacter } from './read';

/**
 * The command-line checker, for game masters checking files players send:
 *
 *   npm run --silent cli -- validate <campaign folder | character file> [--json] [--campaign <folder>]
 *   npm run --silent cli -- sheet <character file> [--json] [--campaign <folder>]
 *   npm run --silent cli -- explain <character file> [--json] [--campaign <folder>]
 *
 * Exit status: 0 when every character is legal, 1 when a rule error stands,
 * 2 when a file cannot be read or is not a valid file (or the command is wrong).
 */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = `Usage:
  cli validate <campaign folder | character file> [--json] [--campaign <folder>]
  cli sheet <character file> [--json] [--campaign <folder>]
  cli explain <character file> [--json] [--campaign <folder>]

validate prints every finding and the CP budget; sheet prints the derived character sheet; explain says why each
value of the sheet is what it is: the rule with the character's inputs, the entries that moved it, the campaign
settings that took part and the book's own words.
Exit status: 0 legal, 1 rule errors, 2 a file that cannot be read or is not valid.
`;

const COMMANDS: readonly string[] = ['validate', 'sheet', 'explain'];

interface Args {
  command?: string;
  path?: string;
  json: boolean;
  campaign?: string;
  problem?: string;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { json: false };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') args.json = true;
    else if (a === '--campaign') {
      const folder = argv[++i];
      if (!folder) args.problem = '--campaign needs a folder.';
      else args.campaign = folder;
    } else if (a === '--help' || a === '-h') args.command = 'help';
    else if (a.startsWith('--')) args.problem = `Unknown option ${a}.`;
    else rest.push(a);
  }
  args.command ??= rest[0];
  args.path = rest[1];
  if (!args.problem && rest.length > 2) args.problem = `Unexpected argument ${rest[2]}.`;
  return args;
}

/** Runs the checker with the given arguments (without "node script"); resolves to the exit status. */
export async function runCli(argv: readonly string[], io: CliIo, cwd = process.cwd()): Promise<number> {
  const args = parseArgs(argv);
  if (args.command === 'help') {
    io.out(USAGE);
    return 0;
  }
  const known = args.command !== undefined && COMMANDS.includes(args.command);
  if (args.problem || !args.path || !known) {
    io.err(
      `${args.problem ?? (args.command && !known ? `Unknown command "${args.command}".` : 'Name a campaign folder or character file.')}\n\n${USAGE}`,
    );
    return 2;
  }
  const path = resolve(cwd, args.path);
  const campaign = args.campaign ? resolve(cwd, args.campaign) : undefined;
  const folder = await isFolder(path);
  if (args.command !== 'validate' && folder) {
    io.err(
      `${args.path} is a folder; "${args.command}" needs one character file, such as ${args.path}/characters/<name>.json.\n`,
    );
    return 2;
  }
  const read = folder ? await readCampaignFolder(path) : await readCharacter(path, campaign);
  const report = check(read);
  if (args.command === 'validate') {
    io.out(args.json ? stableStringify(jsonReport(report)) : formatReport(report));
    return report.exitCode;
  }
  if (args.command === 'explain') return printExplanations(read, report, args.json, io);
  return printSheet(report, args.json, io);
}

function jsonReport(report: Report): unknown {
  return {
    exitCode: report.exitCode,
    campaign: report.campaign,
    problems: report.problems,
    characters: report.characters.map(({ sheet: _sheet, ...rest }) => rest),
  };
}

function printSheet(report: Report, json: boolean, io: CliIo): number {
  const c = report.characters[0];
  if (!c) {
    for (const p of report.problems) io.err(formatProblem(p) + '\n');
    return 2;
  }
  if (json) {
    io.out(
      stableStringify({
        file: c.file,
        id: c.id,
        name: c.name,
        system: c.system,
        legal: c.legal,
        sheet: c.sheet,
        budget: c.budget,
        budgets: c.budgets,
        findings: c.findings,
      }),
    );
  } else {
    const system = getRuleSystem(c.system);
    if (c.sheet && system) io.out(formatSheet(system, c.name, c.sheet, c.budgets));
    for (const f of c.findings) io.out(formatFinding(f) + '\n');
  }
  for (const p of report.problems) io.err(formatProblem(p) + '\n');
  return report.exitCode;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  runCli(process.argv.slice(2), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`The checker stopped unexpectedly: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
