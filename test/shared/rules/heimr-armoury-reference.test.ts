import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCli } from '../../../src-main/cli/main';

/*
 * The reference characters of the medieval armoury module (test/fixtures/heimr/reference-armoury): Astrid, legal,
 * with a weapon chosen in the builder, another put down and a buckler taken up in play, willpower spent and an
 * injury; Ulf, whose creation holds a great weapon beside two choices the rules refuse, and who is refused a light
 * weapon in play. Each expected file is worked out by hand from the module's tables and the dice (its `note` shows
 * how); the conformance suite folds them, and here the command-line checker reads them.
 */

const repo = resolve(import.meta.dirname, '../../..');
const folder = join(repo, 'test/fixtures/heimr/reference-armoury');

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, repo);
  return { code, out, err };
}

describe('Heimr reference characters of the armoury', () => {
  it('holds the two characters: one legal, one refused at creation and in play', () => {
    expect(readdirSync(join(folder, 'characters'))).toEqual(['astrid.json', 'ulf.json']);
  });

  it('is checked by the command-line checker: the refusals named by code, field and sentence', async () => {
    const r = await cli('validate', folder);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(r.out).toContain('characters/astrid.json: Astrid Shield-Maiden — legal');
    expect(r.out).toContain(
      'error    heimr.wielding at creation.held.1.hand: Both hands already hold a great weapon; put it down before taking up a small shield.',
    );
    expect(r.out).toContain(
      'error    heimr.ability.unknown at creation.held.2.ability: This campaign has no ability "axes"; choose one of its abilities, or ask the game master to add it.',
    );
    expect(r.out).toContain(
      'error    heimr.wielding at events.2.hand: Both hands already hold a great weapon; put it down before taking up a light weapon.',
    );
    expect(r.out).toContain('1 legal, 1 with rule errors');
  });

  it('prints Astrid’s sheet with her injury, willpower, weapon and buckler, each with its chance', async () => {
    const r = await cli('sheet', join(folder, 'characters/astrid.json'), '--campaign', folder);
    expect(r.code).toBe(0);
    // Sword and shield 0 + 1 trained, potential Strength 1; base fatigue 4 - 1 = 3. Medium weapon P 1 + 3: the dice
    // must reach max(6 - 4, 3) = 3, 56 of 60. Buckler, no bonus: max(6 - 1, 3) = 5, 44 of 60.
    expect(r.out).toContain(
      [
        'Hit points: -1 of 3 (Bloodied)   Willpower: 2 of 3   Base fatigue: 3   Initiative: consistency +1, potential +2',
        'Weapons in hand: the chance to hit defence or CR 6',
        '  Medium weapon (Grandmother’s blade) in the sword hand, with Sword and shield: range melee, damage 2; roll consistency +1, potential +4 (bonus +3), dice to reach base fatigue 3; chance to hit 93%',
        'Shields in hand: the first block against attack score 6',
        '  Buckler in the off hand, with Sword and shield: bonus +0, penalty none; block roll consistency +1, potential +1, dice to reach base fatigue 3; chance the attack misses 73%',
      ].join('\n'),
    );
  });

  it('prints Ulf’s great weapon alone, what creation refused left out', async () => {
    const r = await cli('sheet', join(folder, 'characters/ulf.json'), '--campaign', folder);
    expect(r.code).toBe(1);
    // Brawl 1, potential Strength 2 + 5; base fatigue 4 - 0 = 4: the dice must reach max(6 - 7, 4) = 4, 51 of 60.
    expect(r.out).toContain(
      [
        'Weapons in hand: the chance to hit defence or CR 6',
        '  Great weapon in both hands, with Brawl: range melee, damage 3; roll consistency +1, potential +7 (bonus +5), dice to reach base fatigue 4; chance to hit 85%',
        'Experience points:',
      ].join('\n'),
    );
    expect(r.out).not.toContain('Shields in hand');
  });

  it('gives the held items in sheet --json, the one chosen in the builder first', async () => {
    const r = await cli('sheet', join(folder, 'characters/astrid.json'), '--json', '--campaign', folder);
    const { sheet } = JSON.parse(r.out) as { sheet: { held: unknown; willpowerSpent: number; damage: number } };
    expect(sheet.held).toEqual([
      { ability: 'sword-and-shield', hand: 'sword', id: 'medium', kind: 'weapon', name: 'Grandmother’s blade' },
      { ability: 'sword-and-shield', hand: 'off', id: 'buckler', kind: 'shield' },
    ]);
    expect([sheet.damage, sheet.willpowerSpent]).toEqual([4, 1]);
  });
});
