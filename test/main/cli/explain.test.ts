import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCli } from '../../../src-main/cli/main';
import { listSystems } from '../../../shared/rules/registry';
import { GAME_FIXTURES } from '../../shared/conformance/games';
import type { BookSource } from '../../../shared/rules/core';
import { bookOf } from '../../shared/rules/books';

const repo = resolve(import.meta.dirname, '../../..');

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, repo);
  return { code, out, err };
}

/** Every value of a JSON document with its dot path: numbers, strings, booleans, nulls, empty lists and objects. */
function values(json: unknown, path: string): [string, unknown][] {
  if (json === null || typeof json !== 'object' || Object.keys(json).length === 0) return [[path, json]];
  return Object.entries(json).flatMap(([k, v]) => values(v, `${path}.${k}`));
}

const sameSource = (a: BookSource, b: unknown) => {
  const o = b as BookSource;
  return a.seed === o.seed && a.section === o.section && a.quote === o.quote && Object.keys(o).length === 3;
};

const FIELDS = ['entries', 'formula', 'path', 'reading', 'settings', 'sources', 'value'];

/** Every game's reference characters (each with its folder, file and expected legality). */
const explaining = listSystems().flatMap(({ id }) =>
  GAME_FIXTURES[id]!.references.flatMap((folder) => {
    const at = join(repo, 'test/fixtures', id, folder);
    return readdirSync(join(at, 'characters')).map((file) => {
      const name = file.replace(/\.json$/, '');
      const expected = JSON.parse(readFileSync(join(at, 'expected', file), 'utf8')) as { legal: boolean };
      return { game: id, folder: at, name, file: join(at, 'characters', file), legal: expected.legal };
    });
  }),
);

describe('every value explains itself', () => {
  it('covers every game’s reference characters', () => {
    expect([...new Set(explaining.map((c) => c.game))].sort()).toEqual(['heimr', 'hursagmu', 'mls', 'symbaroum']);
    expect(explaining.filter((c) => c.game === 'symbaroum').map((c) => c.name)).toEqual([
      'brand',
      'orm',
      'saga',
      'tyra',
      'ylva',
      'eira',
      'hald',
      'runa',
    ]);
  });

  it.each(explaining)('$game $name: every value of sheet --json has a formula and the book’s words', async (c) => {
    const sheet = await cli('sheet', c.file, '--json', '--campaign', c.folder);
    const explained = await cli('explain', c.file, '--json', '--campaign', c.folder);
    // The exit status is the checker's: 0 for a legal character, 1 for one with rule errors (its expected file).
    expect(sheet.code).toBe(c.legal ? 0 : 1);
    expect(explained.code).toBe(sheet.code);
    const list = JSON.parse(explained.out) as Record<string, unknown>[];
    const book = bookOf(c.game);
    const shown = values((JSON.parse(sheet.out) as { sheet: unknown }).sheet, 'sheet');
    expect(list.map((e) => e.path)).toEqual(shown.map(([path]) => path));
    const problems = list.flatMap((e, i) => {
      const wrong: string[] = [];
      if (Object.keys(e).some((k) => !FIELDS.includes(k))) wrong.push(`fields ${Object.keys(e).join(', ')}`);
      if (JSON.stringify(e.value) !== JSON.stringify(shown[i]![1])) wrong.push('a value not the sheet’s');
      if (typeof e.formula !== 'string' || e.formula.length === 0) wrong.push('no formula');
      const sources = e.sources as unknown[];
      if (!Array.isArray(sources) || sources.length === 0) wrong.push('no source');
      else if (sources.some((s) => !book.some((b) => sameSource(b, s))))
        wrong.push('a source not in the game’s table of the book’s words');
      if (![e.entries, e.settings].every((l) => Array.isArray(l) && l.every((x) => typeof x === 'string')))
        wrong.push('entries or settings not lists of names');
      if (e.reading !== undefined && !/^The project’s reading: .+ Other reading: .+/.test(String(e.reading)))
        wrong.push('a reading not said to be the project’s, or without the other reading');
      return wrong.length ? [`${String(e.path)}: ${wrong.join('; ')}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('cli explain', () => {
  const symbaroum = join(repo, 'test/fixtures/symbaroum/reference');

  it('prints each value with its formula, entries, book and reading as text', async () => {
    const r = await cli('explain', join(symbaroum, 'characters/brand.json'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('Brand Ironhand: why each value of the sheet is what it is');
    expect(r.out).toContain(
      [
        'sheet.painThreshold: 8',
        '  Pain Threshold = Strong 15 ÷ 2, rounded up → 8',
        '  Book: 001_747545f513491440.txt, "Secondary Attributes": “Pain Threshold = Strong/2 (rounded up)”',
      ].join('\n'),
    );
    expect(r.out).toMatch(/sheet\.damage: 12\n {2}.+\n {2}Moved by the entries: e1, e3\n/);
    expect(r.out).toMatch(/\n {2}The project’s reading: Toughness stops at 0/);
  });

  it('exits 2 for a folder or an unreadable file, saying what to give instead', async () => {
    const folder = await cli('explain', symbaroum);
    expect(folder.code).toBe(2);
    expect(folder.err).toContain('"explain" needs one character file');
    const temp = mkdtempSync(join(tmpdir(), 'explain-cli-'));
    try {
      writeFileSync(join(temp, 'broken.json'), '{ "name": ');
      const broken = await cli('explain', join(temp, 'broken.json'), '--json');
      expect(broken.code).toBe(2);
      expect(broken.out).toBe('');
      expect(broken.err).toContain('broken.json');
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
