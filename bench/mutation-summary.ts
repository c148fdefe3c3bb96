/**
 * What `npm run mutation` writes to bench/mutation.json: for each rules folder, the mutants the tests
 * killed, those that survived, and the score.
 */

/** A mutant's fate as Stryker reports it (`MutantResult.status`). */
export type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface MutantOutcome {
  /** The mutated file, relative to the repository, with forward slashes. */
  file: string;
  status: MutantStatus;
}

export interface FolderScore {
  /** Mutants a test failed on, and those that made the tests run past their time (counted as killed, as Stryker does). */
  killed: number;
  timedOut: number;
  /** Mutants every test passed with. */
  survived: number;
  /** Mutants no test ran: they survive too. */
  noCoverage: number;
  /** Mutants that could not run at all (not counted in the score). */
  invalid: number;
  /** Killed and timed out, as a percentage of the mutants that ran or should have, to one decimal. */
  score: number;
}

/** The folders scored, each on its own: the core, and each game's rules. */
export function folderOf(file: string): string | null {
  const path = file.replace(/\\/g, '/');
  const core = /(^|\/)shared\/rules\/core\//.exec(path);
  if (core) return 'shared/rules/core';
  const game = /(^|\/)shared\/rules\/systems\/([^/]+)\//.exec(path);
  return game ? `shared/rules/systems/${game[2]}` : null;
}

export function scoreFolders(outcomes: readonly MutantOutcome[]): Record<string, FolderScore> {
  const folders: Record<string, FolderScore> = {};
  for (const outcome of outcomes) {
    const folder = folderOf(outcome.file);
    if (!folder || outcome.status === 'Ignored' || outcome.status === 'Pending') continue;
    const f = (folders[folder] ??= { killed: 0, timedOut: 0, survived: 0, noCoverage: 0, invalid: 0, score: 0 });
    if (outcome.status === 'Killed') f.killed++;
    else if (outcome.status === 'Timeout') f.timedOut++;
    else if (outcome.status === 'Survived') f.survived++;
    else if (outcome.status === 'NoCoverage') f.noCoverage++;
    else f.invalid++;
  }
  for (const f of Object.values(folders)) {
    const judged = f.killed + f.timedOut + f.survived + f.noCoverage;
    f.score = judged === 0 ? 100 : Math.round(((f.killed + f.timedOut) / judged) * 1000) / 10;
  }
  return Object.fromEntries(Object.entries(folders).sort(([a], [b]) => a.localeCompare(b)));
}

/** The target every folder must reach. */
export const TARGET_SCORE = 85;
