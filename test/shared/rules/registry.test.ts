import { evaluate } from '../../../shared/rules/core';
import { findSystem, getRuleSystem, listSystems } from '../../../shared/rules/registry';

describe('rules registry', () => {
  it('lists the Nutshell MLS with its default campaign settings', () => {
    const mls = listSystems().find((s) => s.id === 'mls');
    expect(mls?.name).toBe('The Nutshell MLS');
    expect(mls?.defaultSettings).toMatchObject({
      racialAverages: { human: { strength: 2, awareness: 2 }, ork: { size: 2 } },
    });
    expect(findSystem('mls')).toBe(mls);
    expect(findSystem('chess')).toBeUndefined();
  });

  it('gives the rules behind each listing, and a new character of each game folds', () => {
    for (const listing of listSystems()) {
      const system = getRuleSystem(listing.id)!;
      expect(system.parseSettings(listing.defaultSettings).findings).toEqual([]);
      const creation = system.newCharacter(system.defaultSettings(), 3) as Record<string, unknown>;
      const result = evaluate(system, { creation, events: [] }, listing.defaultSettings);
      expect(result.sheet).toBeDefined();
    }
    expect(getRuleSystem('chess')).toBeUndefined();
  });
});
