import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Mutation testing stops a mutant's run at its first failing test, so the test files that fail quickest go first:
 * a file that failed on the mutant before, then the shorter ones (by their last time, or by size where none is known).
 * The usual order runs the longest first, which suits a run of every file and not one that stops early.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const key = (spec: TestSpecification) => `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    const known = (spec: TestSpecification) => cache.getFileTestResults(key(spec));
    const size = (spec: TestSpecification) => cache.getFileStats(key(spec))?.size ?? 0;
    return [...files].sort((a, b) => {
      const [ra, rb] = [known(a), known(b)];
      if (ra?.failed !== rb?.failed) return ra?.failed ? -1 : 1;
      if (ra && rb) return ra.duration - rb.duration;
      return size(a) - size(b);
    });
  }
}

/**
 * The tests mutation testing runs against the rules (`npm run mutation`): every test of `shared`, in
 * Node. The renderer's and the store's tests are left out; they would not kill a mutant of the rules
 * that these miss, and they would make every mutant slower to judge.
 */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['test/shared/**/*.test.ts'],
    testTimeout: 60_000,
    sequence: { sequencer: QuickestFirst },
  },
});
