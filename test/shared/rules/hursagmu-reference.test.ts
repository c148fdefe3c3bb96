import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile } from '../../../shared/model';
import { evaluate, isStandingError } from '../../../shared/rules/core';
import { hursagmu } from '../../../shared/rules/systems/hursagmu';

/**
 * Reference characters: files a player could send, some illegal on purpose, in a campaign with the
 * book's Encounters chapter and one with the revised chapter. The expected sheets and findings beside
 * them were worked out by hand from the rulebooks (each file's "note" shows the sums).
 */
const root = join(import.meta.dirname, '../../fixtures/hursagmu');
const folders = ['reference', 'reference-revised'];

interface Expected {
  legal: boolean;
  budget: { earned: number; spent: number; left: number };
  errors: { code: string; path: string }[];
  overridden: { code: string; path: string }[];
  sheet: Record<string, unknown>;
  /** Trait values (level and modifiers) by id, for the traits worth checking. */
  traitValues?: Record<string, number | null>;
}

describe('HURSAGMU reference characters', () => {
  it('has at least six, legal and illegal', () => {
    const all = folders.flatMap((f) => readdirSync(join(root, f, 'expected')).map((n) => JSON.parse(readFileSync(join(root, f, 'expected', n), 'utf8')) as Expected));
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.some((e) => e.legal)).toBe(true);
    expect(all.some((e) => !e.legal)).toBe(true);
  });

  for (const folder of folders) {
    const dir = join(root, folder);
    const campaign = loadFile('campaign', readFileSync(join(dir, 'campaign.json'), 'utf8'), { file: 'campaign.json', today: '2026-01-01' });
    for (const name of readdirSync(join(dir, 'characters')).filter((n) => n.endsWith('.json'))) {
      it(`${folder}/${name} matches its hand-worked sheet and findings`, () => {
        if (!campaign.ok) throw new Error(campaign.problem.message);
        const file = `characters/${name}`;
        const loaded = loadFile('character', readFileSync(join(dir, file), 'utf8'), { file, today: '2026-01-01' });
        if (!loaded.ok) throw new Error(loaded.problem.message);
        const expected = JSON.parse(readFileSync(join(dir, 'expected', name), 'utf8')) as Expected;
        const result = evaluate(hursagmu, loaded.value, campaign.value.settings);
        const pick = (f: { code: string; path: string }) => ({ code: f.code, path: f.path });
        expect(result.findings.filter(isStandingError).map(pick)).toEqual(expected.errors);
        expect(result.findings.filter((f) => f.overridden).map(pick)).toEqual(expected.overridden);
        expect(result.legal).toBe(expected.legal);
        expect({ earned: result.budget!.earned, spent: result.budget!.spent, left: result.budget!.left }).toEqual(expected.budget);
        expect(result.sheet).toMatchObject(expected.sheet);
        for (const [id, value] of Object.entries(expected.traitValues ?? {})) expect([id, result.sheet!.traits.find((t) => t.id === id)?.value]).toEqual([id, value]);
      });
    }
  }
});
