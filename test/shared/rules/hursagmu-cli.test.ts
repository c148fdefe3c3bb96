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
    for (const n of ['ashur', 'ninsun'])
      cpSync(join(reference, 'characters', `${n}.json`), join(folder, 'characters', `${n}.json`));
    const r = await cli('validate', folder);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('characters/ashur.json: Ashur the Spearman — legal');
    expect(r.out).toContain(
      'Character points, then experience points: 70 points earned, 53 points spent, 17 points left',
    );
    expect(r.out).toContain('2 legal, 0 with rule errors');
  });

  it('exits 1 for an illegal HURSAGMU character, naming the code, field and fix', async () => {
    const r = await cli('validate', join(reference, 'characters/gilgamesh.json'));
    expect(r.code).toBe(1);
    expect(r.out).toContain('hursagmu.trait.above-start-limit at creation.traits.fighting');
    expect(r.out).toContain('Spending 99 character points of the 60 available is 39 over;');
    expect(r.out).toContain('hursagmu.trait.other-chapter at creation.traits.athlete');
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

  it('prints a HURSAGMU sheet in words, every value as expected/ashur.json works it out', async () => {
    const r = await cli('sheet', join(reference, 'characters/ashur.json'), '--campaign', reference);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe("Ashur the Spearman: The book's encounters");
    // Defense 8 with the wooden shield's +2; the boiled hide's 3 points take 3 from the agile traits.
    expect(lines).toContain('  Defense              10  (level 8; shield +2)');
    expect(lines).toContain('  Athletics             1  (level 4; armor -3)');
    // Health 20 - 6 + 2 = 16 limits Stamina to 16; movement 10 + 4 - 3 = 11; initiative 2d6 + Quickness 0.
    expect(lines).toContain('Stamina: 16 of 16   Health: 16 of 20   Sanity: 20 of 20');
    expect(lines).toContain('Defense: 2d6 + 10   Movement: 11 spaces   Initiative: 2d6 + 0');
    // Strength 4 + 3 armor points to endure damage ("Armor").
    expect(lines).toContain('Armor: boiled hide, 3 points (endurance 7)');
    expect(lines).toContain('Shield: wooden, Defense +2');
    expect(lines).toContain('  5 × Trail rations (1 day)');
    // 65 lb of the 400 Strength 4 lifts is under half: no encumbrance; 5000 - 3100 - 30 = 1870 cc.
    expect(lines).toContain('Carried: 65 lb of 400 lb (no encumbrance)   Purse: 18 gc 7 sc');
    expect(lines).toContain('Experience: 17 unspent of 29 earned');
    // The purse as a budget, item by item.
    expect(lines).toContain('Coins: 50 gc earned, 31 gc 3 sc spent, 18 gc 7 sc left');
    expect(lines).toContain('  + 50 gc  Starting coins');
    expect(lines).toContain('  - 31 gc  Starting equipment');
    expect(lines).toContain('  - 3 sc  Paid in play');
    expect(lines).toContain(
      'Character points, then experience points: 70 points earned, 53 points spent, 17 points left',
    );
    expect(lines).toContain('  - 12 points  Fighting 7');
  });

  it('prints a HURSAGMU sheet', async () => {
    const r = await cli('sheet', join(reference, 'characters/ashur.json'), '--json');
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.out) as { sheet: { movement: number; coins: number } };
    expect(printed.sheet).toMatchObject({ movement: 11, coins: 1870 });
  });
});
