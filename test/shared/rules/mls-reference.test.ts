import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile } from '../../../shared/model';
import { evaluate, isStandingError } from '../../../shared/rules/core';
import { mls } from '../../../shared/rules/systems/mls';

/**
 * Reference characters: files a player could send, across races and ages,
 * some illegal on purpose. The expected sheets and findings beside them were
 * worked out by hand from the rulebook (each file's "note" shows the sums).
 */
const folder = join(import.meta.dirname, '../../fixtures/mls/reference');
const campaign = loadFile('campaign', readFileSync(join(folder, 'campaign.json'), 'utf8'), { file: 'campaign.json', today: '2026-01-01' });
const names = readdirSync(join(folder, 'characters')).filter((n) => n.endsWith('.json'));

interface Expected {
  legal: boolean;
  budget: { earned: number; spent: number; left: number };
  errors: { code: string; path: string }[];
  overridden: { code: string; path: string }[];
  sheet: Record<string, unknown>;
}

describe('MLS reference characters', () => {
  it('has at least five, legal and illegal', () => {
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(campaign.ok).toBe(true);
  });

  for (const name of names) {
    it(`${name} matches its hand-worked sheet and findings`, () => {
      const file = `characters/${name}`;
      const loaded = loadFile('character', readFileSync(join(folder, file), 'utf8'), { file, today: '2026-01-01' });
      if (!loaded.ok) throw new Error(loaded.problem.message);
      const expected = JSON.parse(readFileSync(join(folder, 'expected', name), 'utf8')) as Expected;
      const settings = campaign.ok ? campaign.value.settings : {};
      const result = evaluate(mls, loaded.value, settings);
      const pick = (f: { code: string; path: string }) => ({ code: f.code, path: f.path });
      expect(result.findings.filter(isStandingError).map(pick)).toEqual(expected.errors);
      expect(result.findings.filter((f) => f.overridden).map(pick)).toEqual(expected.overridden);
      expect(result.legal).toBe(expected.legal);
      expect({ earned: result.budget!.earned, spent: result.budget!.spent, left: result.budget!.left }).toEqual(expected.budget);
      expect(result.sheet).toMatchObject(expected.sheet);
    });
  }
});
