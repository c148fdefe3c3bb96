import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCli } from '../../../src-main/cli/main';

const repo = resolve(import.meta.dirname, '../../..');
const reference = join(repo, 'test/fixtures/hursagmu/reference');

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, repo);
  return { code, out, err };
}

let temp: string;
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'hursagmu-cli-'));
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

describe('cli validate for HURSAGMU', () => {
  it('exits 0 for a HURSAGMU campaign whose characters are legal, and prints each budget', async () => {
    const folder = join(temp, 'campaign');
    cpSync(join(reference, 'campaign.json'), join(folder, 'campaign.json'));
    for (const n of ['ashur', 'ninsun']) cpSync(join(reference, 'characters', `${n}.json`), join(folder, 'characters', `${n}.json`));
    const r = await cli('validate', folder);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('characters/ashur.json: Ashur the Spearman — legal');
    expect(r.out).toContain('Character points, then experience points: 70 points earned, 53 points spent, 17 points left');
    expect(r.out).toContain('2 legal, 0 with rule errors');
  });

  it('exits 1 for an illegal HURSAGMU character, naming the code, field and fix', async () => {
    const r = await cli('validate', join(reference, 'characters/gilgamesh.json'));
    expect(r.code).toBe(1);
    expect(r.out).toContain('hursagmu.trait.above-start-limit at creation.traits.fighting');
    expect(r.out).toContain('Spending 96 character points of the 60 available is 36 over;');
    expect(r.out).toContain('accepted hursagmu.xp.insufficient at events.0');
  });

  it('checks a character file with its campaign settings and reports the whole folder as JSON', async () => {
    const legal = await cli('validate', join(reference, 'characters/bob.json'));
    expect(legal.code).toBe(0);
    const all = await cli('validate', reference, '--json');
    expect(all.code).toBe(1);
    const report = JSON.parse(all.out) as { characters: { id: string; legal: boolean; system: string }[] };
    expect(report.characters.map((c) => [c.id, c.legal])).toEqual([
      ['ashur', true],
      ['bob', true],
      ['enkidu', false],
      ['gilgamesh', false],
      ['ninsun', true],
    ]);
    expect(report.characters.every((c) => c.system === 'hursagmu')).toBe(true);
  });

  it('prints a HURSAGMU sheet', async () => {
    const r = await cli('sheet', join(reference, 'characters/ashur.json'), '--json');
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.out) as { sheet: { movement: number; coins: number } };
    expect(printed.sheet).toMatchObject({ movement: 11, coins: 1870 });
  });
});
