import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile, type CharacterFile } from '../../../shared/model';
import { attempt, evaluate, hasPlayBegun, isFinished } from '../../../shared/rules/core';
import { getRuleSystem, listSystems } from '../../../shared/rules/registry';

/** The reference characters of a game (test/fixtures/<game>/reference): real ledgers to slip the core's entries into. */
function referenceCharacters(game: string): { name: string; character: CharacterFile; settings: unknown }[] {
  const base = join(import.meta.dirname, '../../fixtures', game, 'reference');
  const campaign = loadFile('campaign', readFileSync(join(base, 'campaign.json'), 'utf8'), {
    file: 'campaign.json',
    today: '2026-01-01',
  });
  return readdirSync(join(base, 'characters')).flatMap((name) => {
    const loaded = loadFile('character', readFileSync(join(base, 'characters', name), 'utf8'), {
      file: name,
      today: '2026-01-01',
    });
    return loaded.ok ? [{ name, character: loaded.value, settings: campaign.ok ? campaign.value.settings : {} }] : [];
  });
}

const finish = { id: 'finish-1', type: 'finish', date: '2026-11-01' };
const amend = (before: Record<string, unknown>) => ({
  id: 'amend-1',
  type: 'amend-creation',
  date: '2026-11-20',
  reason: 'The GM allowed a late swap',
  change: 'Strength to +1',
  before,
});

describe.each(listSystems().map((s) => s.id))('the core’s creation entries in %s', (game) => {
  const system = getRuleSystem(game)!;
  const characters = referenceCharacters(game);

  it('has reference characters to try them on', () => {
    expect(characters.length).toBeGreaterThan(0);
  });

  it('change no value of any reference character, and are accepted entries of the history', () => {
    // An override names the entry it accepts by its place ("events.3"), so a finish slipped in first only where none does.
    const byPlace = (c: CharacterFile) =>
      c.events.some((e) => e.type === 'override' && String((e as { path?: unknown }).path).startsWith('events.'));
    const tried = characters.filter(({ character }) => !byPlace(character));
    expect(tried.length).toBeGreaterThan(0);
    for (const { character, settings } of tried) {
      const plain = evaluate(system, character, settings);
      const marked = evaluate(
        system,
        { ...character, events: [finish, ...character.events, amend(character.creation)] },
        settings,
      );
      expect(marked.sheet).toEqual(plain.sheet);
      expect(marked.budget).toEqual(plain.budget);
      expect(marked.findings.map((f) => f.code)).toEqual(plain.findings.map((f) => f.code));
      expect(marked.steps[0]).toMatchObject({ type: 'finish', accepted: true, findings: [] });
      expect(marked.steps.at(-1)).toMatchObject({ type: 'amend-creation', accepted: true, findings: [] });
    }
  });

  it('refuses a change of creation recorded without a reason, with a sentence at its path', () => {
    const { character, settings } = characters[0]!;
    const result = evaluate(
      system,
      { ...character, events: [...character.events, { ...amend(character.creation), reason: ' ' }] },
      settings,
    );
    const index = character.events.length;
    expect(result.findings).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        path: `events.${index}.reason`,
        message: expect.stringContaining('must give a reason'),
      }),
    );
    expect(result.steps.at(-1)?.accepted).toBe(false);
  });

  it('are tried like any entry, and never reach the game', () => {
    const { character, settings } = characters[0]!;
    const sheet = evaluate(system, character, settings).sheet;
    const tried = attempt(
      system,
      sheet,
      finish,
      system.parseSettings(settings).settings,
      `events.${character.events.length}`,
    );
    expect(tried).toEqual({ accepted: true, sheet, findings: [] });
  });
});

describe('whether a character is finished and whether play has begun', () => {
  it('reads both from the ledger alone', () => {
    expect(isFinished([])).toBe(false);
    expect(isFinished([finish])).toBe(true);
    expect(hasPlayBegun([finish, { type: 'override' }, { type: 'amend-creation' }])).toBe(false);
    expect(hasPlayBegun([finish, { type: 'award' }])).toBe(true);
  });
});
