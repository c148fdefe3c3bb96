import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * docs/rules/hursagmu.md names, for each rule, the test that pins it. This keeps
 * those references true: every test it names exists in the file it names.
 */
const repo = resolve(import.meta.dirname, '../../..');
const doc = readFileSync(join(repo, 'docs/rules/hursagmu.md'), 'utf8');

/** The names of a test file's tests: rules tests in test/shared/rules, component tests (.tsx) in test/renderer. */
function testNames(file: string): string[] {
  const text = readFileSync(join(repo, file.endsWith('.tsx') ? 'test/renderer' : 'test/shared/rules', file), 'utf8');
  return [...text.matchAll(/\b(?:it|describe)\(\s*(['"`])(.+?)\1,/g)].map((m) => m[2]!);
}

const references: { file: string; name: string }[] = [];
for (const segment of doc.split(/[;|\n]/)) {
  const file = /(hursagmu-[\w-]+\.test\.tsx?)/.exec(segment)?.[1];
  if (!file) continue;
  const after = segment.slice(segment.indexOf(file) + file.length);
  for (const m of after.matchAll(/"([^"]+)"/g)) references.push({ file, name: m[1]! });
}

describe('docs/rules/hursagmu.md', () => {
  it('names tests for the rules', () => {
    expect(references.length).toBeGreaterThan(40);
  });

  it('names only tests that exist', () => {
    const missing = references.filter(({ file, name }) => !testNames(file).includes(name));
    expect(missing).toEqual([]);
  });
});
