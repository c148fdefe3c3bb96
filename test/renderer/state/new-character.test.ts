import fc from 'fast-check';
import { CharacterFile, Identifier } from '../../../shared/model';
import { slugOf } from '../../../src-renderer/base/slug';
import { localToday } from '../../../src-renderer/base/today';
import {
  characterIdFor,
  isBlankCreation,
  newCharacterFile,
  problemWithName,
  startingCreation,
} from '../../../src-renderer/state/new-character';

describe('new characters', () => {
  it('makes ids from names people actually type', () => {
    expect(slugOf('Åsa the Bold')).toBe('asa-the-bold');
    expect(slugOf('  --Borin  Stonehand!! ')).toBe('borin-stonehand');
    expect(slugOf('龍')).toBe('character');
    expect(characterIdFor('Aria Vell', 'x1y2z3')).toBe('aria-vell-x1y2z3');
  });

  it('always gives a valid identifier, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const id = characterIdFor(name);
        expect(Identifier.safeParse(id).success).toBe(true);
        expect(id.length).toBeLessThanOrEqual(64);
      }),
    );
  });

  it('gives two characters of the same name different ids', () => {
    expect(characterIdFor('Aria')).not.toBe(characterIdFor('Aria'));
  });

  it('builds a file that passes the file-format schema', () => {
    const file = newCharacterFile({ name: '  Aria  ', system: 'mls', today: '2026-11-21' });
    expect(CharacterFile.parse(file)).toEqual(file);
    expect(file).toMatchObject({ name: 'Aria', system: 'mls', createdAt: '2026-11-21', creation: {}, events: [] });
  });

  it('uses the local calendar date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('says what is wrong with a name', () => {
    expect(problemWithName('   ', 'character')).toBe('Type a name for the character first.');
    expect(problemWithName('x'.repeat(121), 'campaign')).toMatch(/at most 120 characters/);
    expect(problemWithName('Aria', 'character')).toBeUndefined();
  });

  it('starts a character as the game’s new character, its dice rolled from the seed', () => {
    const creation = startingCreation('mls', {}, 42);
    expect(creation).toMatchObject({ race: 'human', ageIncrements: 0, secondaries: [], usesMagic: false });
    expect(startingCreation('mls', {}, 42)).toEqual(creation);
    expect(isBlankCreation(creation)).toBe(false);
    const file = newCharacterFile({ name: 'Aria', system: 'mls', today: '2026-11-21', creation });
    expect(CharacterFile.parse(file).creation).toEqual(creation);
  });

  it('leaves the creation empty for a game this version does not know', () => {
    expect(startingCreation('no-such-game', {}, 1)).toEqual({});
    expect(isBlankCreation({})).toBe(true);
  });
});
