/**
 * `npm run mutation`: mutation testing of the rules with StrykerJS and its Vitest runner. Each mutant is
 * a one-line change to a rules file (a number, a comparison, a condition, a string); the tests of
 * `shared` must fail on it. Writes bench/mutation.json: for `shared/rules/core` and for each game's
 * `shared/rules/systems/<id>`, the mutants killed and survived and the score, with the survivors listed
 * by file and line so that a missing test can be written.
 *
 *   npm run mutation                  every folder
 *   npm run mutation -- mls core      only those folders; the others keep their last figures
 *
 * A run remembers each mutant's outcome in .mutation-cache/ (not committed); the next run of the same
 * folders tests again only the mutants whose code or covering tests changed. Delete it to start afresh.
 *
 * Too slow for `npm test`; the README says how long a run takes.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { scoreFolders, TARGET_SCORE, type FolderScore, type MutantStatus } from './mutation-summary';

const repo = resolve(import.meta.dirname, '..');
const out = join(repo, 'bench', 'mutation.json');

function allFolders(): string[] {
  const games = readdirSync(join(repo, 'shared/rules/systems'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `shared/rules/systems/${d.name}`);
  return ['shared/rules/core', ...games];
}

function chosenFolders(args: string[]): string[] {
  const all = allFolders();
  if (args.length === 0) return all;
  return args.map((a) => {
    const match = all.find((f) => f === a || f.endsWith(`/${a}`));
    if (!match)
      throw new Error(`No rules folder "${a}"; choose from: ${all.map((f) => f.split('/').pop()).join(', ')}.`);
    return match;
  });
}

interface Survivor {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  status: MutantStatus;
}

interface Report {
  measuredAt: string;
  machine: { cpus: number; node: string };
  target: string;
  minutes: Record<string, number>;
  folders: Record<string, FolderScore & { survivors: Survivor[] }>;
}

async function main(): Promise<void> {
  const folders = chosenFolders(process.argv.slice(2));
  const started = Date.now();
  // Stryker copies the repository into .stryker-tmp/sandbox-*/; the tests that read the rulebooks find them
  // at ../shared/seeds from the repository's root, so the sandboxes' parent gets the same neighbour.
  // Without it those test files fail to load and Stryker quietly runs the others only.
  const sandboxes = join(repo, '.stryker-tmp');
  mkdirSync(sandboxes, { recursive: true });
  if (!existsSync(join(sandboxes, 'shared'))) symlinkSync(resolve(repo, '../shared'), join(sandboxes, 'shared'), 'dir');
  const stryker = new Stryker({
    testRunner: 'vitest',
    vitest: { configFile: 'vitest.mutation.config.ts' },
    plugins: ['@stryker-mutator/vitest-runner'],
    // Re-exports only: nothing in them can be mutated into a different rule.
    mutate: folders.flatMap((f) => [`${f}/**/*.ts`, `!${f}/**/index.ts`]),
    coverageAnalysis: 'perTest',
    concurrency: Math.max(1, cpus().length),
    reporters: ['progress', 'clear-text'],
    clearTextReporter: { reportMutants: false, reportTests: false, reportScoreTable: true },
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    timeoutMS: 10_000,
    // Each set of folders keeps the outcome of every mutant in a file of its own; the next run of the same
    // set tests again only the mutants whose code or covering tests changed since.
    incremental: true,
    incrementalFile: join('.mutation-cache', `${folders.map((f) => f.split('/').pop()).join('+')}.json`),
  });
  const results = await stryker.runMutationTest();
  const minutes = Math.round((Date.now() - started) / 600) / 100;

  const outcomes = results.map((r) => ({
    file: relative(repo, r.fileName).replace(/\\/g, '/'),
    status: r.status as MutantStatus,
  }));
  const scores = scoreFolders(outcomes);
  // Read last, so that a run of other folders that ended meanwhile keeps its figures.
  const previous: Report | null = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Report) : null;
  const report: Report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    target: `at least ${TARGET_SCORE}% of the mutants in every folder killed`,
    minutes: {
      ...(previous?.minutes ?? {}),
      [folders.length === allFolders().length ? 'all' : folders.map((f) => f.split('/').pop()).join('+')]: minutes,
    },
    folders: { ...(previous?.folders ?? {}) },
  };
  for (const folder of folders) delete report.folders[folder];
  for (const [folder, score] of Object.entries(scores)) {
    const survivors = results
      .filter(
        (r) =>
          (r.status === 'Survived' || r.status === 'NoCoverage') &&
          relative(repo, r.fileName).replace(/\\/g, '/').startsWith(`${folder}/`),
      )
      .map((r) => ({
        file: relative(repo, r.fileName).replace(/\\/g, '/'),
        line: r.location.start.line,
        mutator: r.mutatorName,
        replacement: r.replacement ?? '',
        status: r.status as MutantStatus,
      }))
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    report.folders[folder] = { ...score, survivors };
  }
  report.folders = Object.fromEntries(Object.entries(report.folders).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\nMutation score by folder (target ${TARGET_SCORE}%), ${minutes} min:`);
  for (const [folder, f] of Object.entries(report.folders)) {
    console.log(
      `  ${f.score >= TARGET_SCORE ? 'ok  ' : 'LOW '} ${folder}: ${f.score}% (${f.killed + f.timedOut} killed, ${f.survived} survived, ${f.noCoverage} not reached by any test)`,
    );
  }
  console.log(`Written to ${relative(repo, out)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
