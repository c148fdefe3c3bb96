import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile } from '../../../shared/model';
import { evaluate } from '../../../shared/rules/core';
import { hursagmu } from '../../../shared/rules/systems/hursagmu';

/**
 * Reference characters: the conformance suite checks each against its hand-worked sheet and findings, as
 * for every game. What only HURSAGMU's expected files hold is checked here: trait values with their modifiers.
 */
const root = join(import.meta.dirname, '../../fixtures/hursagmu');
const folders = ['reference', 'reference-revised'];

describe('HURSAGMU reference characters', () => {
  it('gives the hand-worked trait values, modifiers included', () => {
    let checked = 0;
    for (const folder of folders) {
      const dir = join(root, folder);
      const campaign = loadFile('campaign', readFileSync(join(dir, 'campaign.json'), 'utf8'), {
        file: 'campaign.json',
        today: '2026-01-01',
      });
      if (!campaign.ok) throw new Error(campaign.problem.message);
      for (const name of readdirSync(join(dir, 'expected'))) {
        const expected = JSON.parse(readFileSync(join(dir, 'expected', name), 'utf8')) as {
          traitValues?: Record<string, number | null>;
        };
        const loaded = loadFile('character', readFileSync(join(dir, 'characters', name), 'utf8'), {
          file: name,
          today: '2026-01-01',
        });
        if (!loaded.ok) throw new Error(loaded.problem.message);
        const sheet = evaluate(hursagmu, loaded.value, campaign.value.settings).sheet!;
        for (const [id, value] of Object.entries(expected.traitValues ?? {})) {
          expect([name, id, sheet.traits.find((t) => t.id === id)?.value]).toEqual([name, id, value]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});
