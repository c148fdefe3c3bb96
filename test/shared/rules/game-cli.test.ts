import { join, resolve } from 'node:path';
import { runCli } from '../../../src-main/cli/main';

const repo = resolve(import.meta.dirname, '../../..');

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, repo);
  return { code, out, err };
}

/**
 * What the command-line checker says of each game's reference campaign (test/fixtures/<game>/reference), as
 * its expected files work it out: three legal characters and two with rule errors in each.
 */
const GAMES = [
  {
    game: 'heimr',
    legal: 'characters/ragna.json: Ragna Far-Shot — legal',
    named: [
      'heimr.attribute.over-points at creation.attributes',
      'heimr.train.attribute-missing at events.1.attribute',
      'accepted heimr.xp.insufficient at events.0',
    ],
    verdicts: [
      ['bjorn', false],
      ['hild', false],
      ['ragna', true],
      ['sigrun', true],
      ['torvald', true],
    ],
    // expected/torvald.json: Strength 3 needs 12 to rise to 4; Brawl 1 + 2, Strength 3 + 1; Intimidation -1 + 1, (3 + 0) / 2 + 1.
    sheet: 'torvald',
    lines: [
      '  Strength          +3   progress 1 of 12',
      '  Brawl            C  +3  P  +4   (trained 2 / 1)',
      '  Intimidation     C  +0  P  +2   (trained 1 / 1)',
      'Hit points: 1 of 3   Willpower: 3 of 3   Base fatigue: 3   Initiative: consistency +0, potential +3',
    ],
  },
  {
    game: 'symbaroum',
    legal: 'characters/ylva.json: Ylva the Seer — legal',
    named: [
      'symbaroum.attribute.above-start at creation.attributes.accurate',
      'symbaroum.ability.mastered at events.9.ability',
      'accepted symbaroum.xp.insufficient at events.2',
    ],
    verdicts: [
      ['brand', true],
      ['orm', false],
      ['saga', true],
      ['tyra', false],
      ['ylva', true],
    ],
    // expected/brand.json: Strong 15 gives -5, Toughness 15 less 12, Pain Threshold 8; Defense 10 - 4 + 1.
    sheet: 'brand',
    lines: [
      '  Strong       15  -5',
      'Abilities: Iron Fist (novice)',
      'Toughness: 3 of 15   Pain Threshold: 8   Corruption Threshold: 5',
      'Defense: 7 (Heavy armor, impeding 4) with a shield',
    ],
  },
] as const;

for (const g of GAMES) {
  const reference = join(repo, 'test/fixtures', g.game, 'reference');

  describe(`the command-line checker on the ${g.game} reference campaign`, () => {
    it('checks the reference campaign: three legal characters, two with rule errors named by code and field', async () => {
      const r = await cli('validate', reference);
      expect(r.err).toBe('');
      expect(r.code).toBe(1);
      expect(r.out).toContain(g.legal);
      for (const named of g.named) expect(r.out).toContain(named);
      expect(r.out).toContain('3 legal, 2 with rule errors');
      const json = JSON.parse((await cli('validate', reference, '--json')).out) as {
        characters: { id: string; legal: boolean }[];
      };
      expect(json.characters.map((c) => [c.id, c.legal])).toEqual(g.verdicts);
    });

    it('prints a sheet in words, as its expected file works it out', async () => {
      const r = await cli('sheet', join(reference, `characters/${g.sheet}.json`), '--campaign', reference);
      expect(r.code).toBe(0);
      for (const line of g.lines) expect(r.out).toContain(line);
    });
  });
}
