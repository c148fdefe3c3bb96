import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The Node the project asks for (package.json "engines", which README repeats) is one every package it installs
 * accepts, so `npm install` on that Node prints no warning about an unsupported engine.
 */
const root = path.join(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

interface Range {
  set: readonly (readonly { value: string }[])[];
}
interface Semver {
  Range: new (range: string) => Range;
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
}
// npm's own reading of version ranges (a package of the linter's and the mutation tester's).
const semver = createRequire(import.meta.url)('semver') as Semver;

const project = readJson('package.json') as { engines: { node: string } };
const locked = readJson('package-lock.json') as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

/** The oldest Node of each part of the project's range: "^22.13.0 || >=24" gives 22.13.0 and 24.0.0. */
const lowestAllowed = new semver.Range(project.engines.node).set.map(
  (comparators) => semver.minVersion(comparators.map((c) => c.value).join(' '))!.version,
);

/** Each installed package's own Node range, for those that state one (an optional one may be left out). */
const packageRanges = Object.entries(locked.packages).flatMap(([where, info]) => {
  const node = info.engines && !Array.isArray(info.engines) ? info.engines.node : undefined;
  return where !== '' && node && !info.optional ? [{ name: where.replace(/^.*node_modules\//, ''), node }] : [];
});

describe('the Node the project asks for', () => {
  it('is accepted by every package it installs, at the oldest version of each line it allows', () => {
    expect(lowestAllowed.length).toBeGreaterThan(0);
    expect(packageRanges.map((p) => p.name)).toContain('electron');
    for (const version of lowestAllowed) {
      const refusing = packageRanges
        .filter((p) => !semver.satisfies(version, p.node))
        .map((p) => `${p.name} (${p.node})`);
      expect(refusing, `Node ${version}`).toEqual([]);
    }
  });

  it('is the one README tells a newcomer to install', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const [oldest] = lowestAllowed;
    const wanted = oldest!.replace(/\.0$/, '');
    expect(readme.split('\n## ')[0]).toContain(`Node.js ${wanted} or newer`);
  });
});
