import { join, resolve } from 'node:path';
import { runCli } from '../../../src-main/cli/main';

const repo = resolve(import.meta.dirname, '../../..');
const reference = join(repo, 'test/fixtures/symbaroum/reference');

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, repo);
  return { code, out, err };
}

describe('cli validate for Symbaroum', () => {
  it('checks the reference campaign: three legal characters, two with rule errors named by code and field', async () => {
    const r = await cli('validate', reference);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(r.out).toContain('characters/ylva.json: Ylva the Seer — legal');
    expect(r.out).toContain('symbaroum.attribute.above-start at creation.attributes.accurate');
    expect(r.out).toContain('symbaroum.ability.mastered at events.9.ability');
    expect(r.out).toContain('accepted symbaroum.xp.insufficient at events.2');
    expect(r.out).toContain('3 legal, 2 with rule errors');
    const json = JSON.parse((await cli('validate', reference, '--json')).out) as { characters: { id: string; legal: boolean }[] };
    expect(json.characters.map((c) => [c.id, c.legal])).toEqual([
      ['brand', true],
      ['orm', false],
      ['saga', true],
      ['tyra', false],
      ['ylva', true],
    ]);
  });

  it('prints a Symbaroum sheet in words, as expected/brand.json works it out', async () => {
    const r = await cli('sheet', join(reference, 'characters/brand.json'), '--campaign', reference);
    expect(r.code).toBe(0);
    expect(r.out).toContain('  Strong       15  -5');
    expect(r.out).toContain('Abilities: Iron Fist (novice)');
    expect(r.out).toContain('Toughness: 3 of 15   Pain Threshold: 8   Corruption Threshold: 5');
    expect(r.out).toContain('Defense: 7 (Heavy armor, impeding 4) with a shield');
  });
});
