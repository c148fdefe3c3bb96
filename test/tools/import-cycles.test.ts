import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles, type imports included. `import-x/no-cycle` in eslint.config.js reports a cycle of value imports
 * (one that can leave a module half-initialised) but skips `import type` by design, and a cycle made of type imports
 * still blurs which module is the lower one: the rule system's interface once took a type from an implementation of
 * it (`core/system.ts` → `awards.ts` → `ledger.ts` → `parse-cache.ts` → `system.ts`). This check reads every import
 * with TypeScript's own scanner and fails on any cycle.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['shared', 'src-main', 'src-renderer', 'test', 'bench', 'scripts'];

/** The files a relative import may name, in the order a bundler tries them. */
const candidates = (base: string) => [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];

/** Each file's relative imports (value and type), resolved to files of `sources`. */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => candidates(normalize(join(dirname(file), name))).find((path) => sources.has(path)))
      .filter((path): path is string => path !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Cycles of the graph, as the files around each ("a → b → a"): a depth-first walk finds at least one in every knot of files. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles = new Set<string>();
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      const ring = path.slice(at);
      // The same ring reached from another file is one cycle: start it at its smallest name.
      const start = ring.indexOf([...ring].sort()[0]!);
      cycles.add([...ring.slice(start), ...ring.slice(0, start), ring[start]].join(' → '));
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return [...cycles];
}

describe('import cycles', () => {
  it('finds a cycle made only of type imports, and one of value imports, as the check below must', () => {
    const sources = new Map([
      [
        'core/system.ts',
        "import type { PartyAwards } from './awards';\nexport interface RuleSystem { awards: PartyAwards }",
      ],
      ['core/awards.ts', "import { evaluate } from './ledger';\nexport interface PartyAwards { n: number }"],
      ['core/ledger.ts', "import type { RuleSystem } from './system';\nexport const evaluate = (s: RuleSystem) => s;"],
      ['ui/a.tsx', "import { b } from './b';\nexport const a = b;"],
      ['ui/b.ts', "export { a as b } from './a';"],
      ['ui/c.ts', "import { a } from './a';\nimport type { RuleSystem } from '../core/system';"],
    ]);
    expect(cyclesOf(importGraph(sources)).sort()).toEqual([
      'core/awards.ts → core/ledger.ts → core/system.ts → core/awards.ts',
      'ui/a.tsx → ui/b.ts → ui/a.tsx',
    ]);
  });

  it('finds none in the repository', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...FOLDERS], {
      cwd: repo,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && existsSync(join(repo, file)));
    const sources = new Map(files.map((file) => [file, readFileSync(join(repo, file), 'utf8')]));
    expect(sources.size).toBeGreaterThan(300);
    expect(cyclesOf(importGraph(sources))).toEqual([]);
  });
});
