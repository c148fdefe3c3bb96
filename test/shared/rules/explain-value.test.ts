import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { evaluate, explainCharacter, explainValue, type CharacterInput } from '../../../shared/rules/core';
import { symbaroum } from '../../../shared/rules/systems/symbaroum';

/**
 * One value explained when asked for, from the fold an open character already keeps. Ylva (the Symbaroum reference
 * character): Strong 9, so Pain Threshold = 9 ÷ 2, rounded up = 5 ("Secondary Attributes"); Toughness 10 (Strong 9,
 * never below 10), 3 damage in e3 leaves 7, and Medicus heals the roll of 2 in e4, so 9 now.
 */
const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/symbaroum/reference');
const campaign = JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown };
const ylva = JSON.parse(readFileSync(join(reference, 'characters', 'ylva.json'), 'utf8')) as CharacterInput;
const evaluation = evaluate(symbaroum, ylva, campaign.settings, { keepSheets: true });
const settings = symbaroum.parseSettings(campaign.settings).settings;

describe('explainValue', () => {
  it('explains one value with the character’s inputs, and no entry moved it', () => {
    const pain = explainValue(symbaroum, evaluation, settings, 'sheet.painThreshold');
    expect(pain?.value).toBe(5);
    expect(pain?.formula).toBe('Pain Threshold = Strong 9 ÷ 2, rounded up → 5');
    expect(pain?.sources.map((s) => s.quote)).toContain('Pain Threshold = Strong/2 (rounded up)');
    expect(pain?.entries).toEqual([]);
  });

  it('names the entries after which the value changed: the damage and the healing', () => {
    const toughness = explainValue(symbaroum, evaluation, settings, 'sheet.toughness.current');
    expect(toughness?.value).toBe(9);
    expect(toughness?.entries).toEqual(['e3', 'e4']);
  });

  it('gives what explainCharacter gives for the same value', () => {
    const all = explainCharacter(symbaroum, ylva, campaign.settings).explanations ?? [];
    for (const path of ['sheet.defense', 'sheet.totals.unspent', 'sheet.abilities.witchsight']) {
      expect(explainValue(symbaroum, evaluation, settings, path)).toEqual(all.find((e) => e.path === path));
    }
  });

  it('has nothing to say about a path the sheet does not hold, or a character with no sheet', () => {
    expect(explainValue(symbaroum, evaluation, settings, 'sheet.nothing')).toBeUndefined();
    expect(explainValue(symbaroum, evaluation, settings, 'sheet.toughness')).toBeUndefined();
    expect(explainValue(symbaroum, { sheet: undefined, steps: [] }, settings, 'sheet.painThreshold')).toBeUndefined();
  });
});
