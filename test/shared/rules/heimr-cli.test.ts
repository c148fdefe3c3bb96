import { join, resolve } from 'node:path';
import { runCli } from '../../../src-main/cli/main';

const repo = resolve(import.meta.dirname, '../../..');
const reference = join(repo, 'test/fixtures/heimr/reference');

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, repo);
  return { code, out, err };
}

describe('cli validate for Heimr', () => {
  it('checks the reference campaign: three legal characters, two with rule errors named by code and field', async () => {
    const r = await cli('validate', reference);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(r.out).toContain('characters/ragna.json: Ragna Far-Shot — legal');
    expect(r.out).toContain('heimr.attribute.over-points at creation.attributes');
    expect(r.out).toContain('heimr.train.attribute-missing at events.1.attribute');
    expect(r.out).toContain('accepted heimr.xp.insufficient at events.0');
    expect(r.out).toContain('3 legal, 2 with rule errors');
    const json = JSON.parse((await cli('validate', reference, '--json')).out) as { characters: { id: string; legal: boolean }[] };
    expect(json.characters.map((c) => [c.id, c.legal])).toEqual([
      ['bjorn', false],
      ['hild', false],
      ['ragna', true],
      ['sigrun', true],
      ['torvald', true],
    ]);
  });

  it('prints a Heimr sheet in words, as expected/torvald.json works it out', async () => {
    const r = await cli('sheet', join(reference, 'characters/torvald.json'), '--campaign', reference);
    expect(r.code).toBe(0);
    expect(r.out).toContain('  Strength          +3   progress 1 of 12');
    expect(r.out).toContain('  Brawl            C  +3  P  +4   (trained 2 / 1)');
    expect(r.out).toContain('  Intimidation     C  +0  P  +2   (trained 1 / 1)');
    expect(r.out).toContain('Hit points: 1 of 3   Base fatigue: 3   Initiative: C +0, P +3');
  });
});
