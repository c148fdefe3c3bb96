import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layering rule from ARCHITECTURE.md: `shared` runs anywhere, so it may
 * import nothing platform-specific and nothing from the two hosts; src-main
 * (Node/Electron) and src-renderer (DOM) never import each other.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'node_modules') walk(full);
      } else if (/\.(ts|tsx|mts|cts)$/.test(name)) out.push(full);
    }
  };
  walk(join(repo, folder));
  return out;
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(importPattern)) found.push((m[1] ?? m[2] ?? m[3] ?? m[4])!);
  return found;
}

function topFolder(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = relative(repo, resolve(dirname(file), specifier));
  return target.split(sep)[0];
}

const NODE_BUILTINS = new Set([
  'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'url', 'util', 'stream', 'events',
  'worker_threads', 'zlib', 'buffer', 'process', 'readline', 'assert', 'tty', 'dgram', 'dns', 'cluster', 'v8', 'vm',
]);

function violations(folder: string, forbidden: (file: string, spec: string) => string | undefined): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(folder)) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const why = forbidden(file, spec);
      if (why) out.push(`${relative(repo, file)} imports "${spec}": ${why}`);
    }
  }
  return out;
}

describe('layering', () => {
  it('recognises the import forms it polices', () => {
    expect(importsOf(`import { a } from './a';\nimport b from "node:fs";\nexport * from '../x';\nconst c = await import('electron');\nimport './side';`)).toEqual([
      './a', 'node:fs', '../x', 'electron', './side',
    ]);
  });

  it('shared imports nothing platform-specific and nothing from the hosts', () => {
    const bad = violations('shared', (file, spec) => {
      if (spec.startsWith('node:') || NODE_BUILTINS.has(spec.split('/')[0]!)) return 'Node built-ins are not available everywhere';
      if (spec === 'electron' || spec.startsWith('electron/')) return 'electron belongs in src-main';
      if (spec === 'react' || spec.startsWith('react-') || spec.startsWith('react/') || spec.startsWith('mobx')) return 'UI libraries belong in src-renderer';
      const top = topFolder(file, spec);
      if (top && top !== 'shared') return `shared may not reach into ${top}`;
      return undefined;
    });
    expect(bad).toEqual([]);
  });

  it('src-main never imports src-renderer', () => {
    expect(violations('src-main', (file, spec) => (topFolder(file, spec) === 'src-renderer' ? 'hosts must not import each other' : undefined))).toEqual([]);
  });

  it('src-renderer never imports src-main, Node or Electron', () => {
    const bad = violations('src-renderer', (file, spec) => {
      if (topFolder(file, spec) === 'src-main') return 'hosts must not import each other';
      if (spec.startsWith('node:') || NODE_BUILTINS.has(spec) || spec === 'electron') return 'the renderer runs in a sandboxed page';
      return undefined;
    });
    expect(bad).toEqual([]);
  });
});
