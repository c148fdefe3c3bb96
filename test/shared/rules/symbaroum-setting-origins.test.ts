import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ATTRIBUTES,
  STARTING_ATTRIBUTE,
  SYMBAROUM_BOOK,
  SYMBAROUM_MODIFIER_ROWS,
  SYMBAROUM_READINGS,
  SYMBAROUM_SEED,
  symbaroum,
} from '../../../shared/rules/systems/symbaroum';
import { plain, sourceProblem } from './book-sources';

/**
 * Where each Symbaroum setting's default comes from. The core rules point to a "Character Creation" chapter they do
 * not contain and list no abilities and no armor, so every default is the app's choice, with its reason; the rules
 * page (docs/rules/symbaroum.md, "Where the defaults come from") and the readings say the same.
 */
const repo = resolve(import.meta.dirname, '../../..');
const seed = plain(readFileSync(join(repo, '../shared/seeds', SYMBAROUM_SEED), 'utf8'));
const origins = symbaroum.settingOrigins;

/** The app's reason for a setting's default; fails when the default is said to be the book's. */
function reasonOf(key: string): string {
  const origin = origins[key];
  if (origin === undefined || !('project' in origin)) throw new Error(`${key} is not the app's choice`);
  return origin.project;
}

/** The rows of the rules page's table of defaults: setting, default, and "book" or "app" with its words. */
function docRows(): { setting: string; value: string; kind: string; words: string }[] {
  const doc = readFileSync(join(repo, 'docs/rules/symbaroum.md'), 'utf8');
  const section = doc.split('\n## Where the defaults come from\n')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `(\w+)` \| ([^|]+?) \| (book|app): ([^|]+?) \|$/gm)].map(
    ([, setting, value, kind, words]) => ({ setting: setting!, value: value!, kind: kind!, words: words! }),
  );
}

describe('Symbaroum: where each setting’s default comes from', () => {
  it('calls every default the app’s choice, reason for reason as this page’s table of defaults does', () => {
    const all = ['attributePoints', 'lowestAttribute', 'highestAttribute', 'startingExperience', 'abilities', 'armor'];
    expect(Object.keys(origins).sort()).toEqual([...all].sort());
    expect(all.filter((key) => 'project' in origins[key]!)).toEqual(all);
    expect(docRows()).toEqual([
      { setting: 'attributePoints', value: '80', kind: 'app', words: reasonOf('attributePoints') },
      { setting: 'lowestAttribute', value: '5', kind: 'app', words: reasonOf('lowestAttribute') },
      { setting: 'highestAttribute', value: '15', kind: 'app', words: reasonOf('highestAttribute') },
      { setting: 'startingExperience', value: '50', kind: 'app', words: reasonOf('startingExperience') },
      { setting: 'abilities', value: 'Medicus, Recovery', kind: 'app', words: reasonOf('abilities') },
      { setting: 'armor', value: 'light 2, medium 3, heavy 4', kind: 'app', words: reasonOf('armor') },
    ]);
  });

  it('states in each reason the default the settings start with', () => {
    const defaults = symbaroum.defaultSettings();
    expect(defaults).toMatchObject({
      attributePoints: 80,
      lowestAttribute: 5,
      highestAttribute: 15,
      startingExperience: 50,
    });
    for (const key of ['attributePoints', 'lowestAttribute', 'highestAttribute', 'startingExperience'] as const)
      expect([key, new RegExp(`(^|\\D)${defaults[key]}(\\D|$)`).test(reasonOf(key))]).toEqual([key, true]);
    expect(defaults.abilities.map((a) => a.name)).toEqual(['Medicus', 'Recovery']);
    expect(reasonOf('abilities')).toContain('Medicus and Recovery');
    expect(defaults.armor.map((a) => [a.name, a.impeding])).toEqual([
      ['Light armor', 2],
      ['Medium armor', 3],
      ['Heavy armor', 4],
    ]);
    expect(reasonOf('armor')).toContain('light 2, medium 3 and heavy 4');
  });

  it('finds in the book what each reason says of it: a creation chapter only pointed to, the modifier table from 5 to 15, the two abilities of Healing Wounds, no armor listed', () => {
    // "Character Creation" stands once in the text, as a pointer at the end of "Improving Your Character".
    expect(seed.split('Character Creation').length - 1).toBe(1);
    expect(seed).toContain('See Also Character Creation');
    expect(sourceProblem(SYMBAROUM_BOOK.seeCharacterCreation)).toBeUndefined();
    expect(seed).not.toMatch(/starting experience/i);
    expect(reasonOf('attributePoints')).toContain('“Character Creation” chapter it does not contain');
    expect(reasonOf('startingExperience')).toContain('the book gives no starting experience');
    // The modifier table runs from 5 (+5) to 15 (-5).
    const rows = Object.keys(SYMBAROUM_MODIFIER_ROWS).map(Number);
    expect([Math.min(...rows), Math.max(...rows)]).toEqual([5, 15]);
    expect([SYMBAROUM_MODIFIER_ROWS[5]!.quote, SYMBAROUM_MODIFIER_ROWS[15]!.quote]).toEqual(['5 | +5 |', '15 | -5 |']);
    expect(reasonOf('lowestAttribute')).toContain('5 is the lowest value of its modifier table');
    expect(reasonOf('highestAttribute')).toContain('15 is the highest value of its modifier table');
    // The book names an ability as "the … ability": only Medicus and Recovery, both under "Healing Wounds".
    expect(new Set([...seed.matchAll(/the ([A-Z]\w+) ability/g)].map((m) => m[1]))).toEqual(
      new Set(['Medicus', 'Recovery']),
    );
    for (const source of [SYMBAROUM_BOOK.medicus, SYMBAROUM_BOOK.recovery]) {
      expect(source.section).toBe('Healing Wounds');
      expect(sourceProblem(source)).toBeUndefined();
    }
    expect(reasonOf('abilities')).toContain('(“Healing Wounds”)');
    // Impeding stands once, in the formula for Defense: no armor is listed with its value.
    expect(seed.split('Impeding').length - 1).toBe(1);
    expect(plain(SYMBAROUM_BOOK.defenseFormula.quote)).toBe("Defense = [Quick - Armor's Impeding value]");
    expect(reasonOf('armor')).toContain('the book lists no armor');
  });

  it('agrees with the readings that set a default, and with the book’s prices and the attributes’ start at 10', () => {
    expect(SYMBAROUM_READINGS.creation).toMatch(
      /^The project’s reading: .*80 points over the eight attributes, each from 5 to 15/,
    );
    expect(SYMBAROUM_READINGS.startingExperience).toMatch(/^The project’s reading: .*50 by default/);
    expect(SYMBAROUM_READINGS.armor).toMatch(/^The project’s reading: .*light 2, medium 3, heavy 4, the project’s/);
    // 80 points: the eight attributes at 10 each, the table's row of no modifier.
    expect([ATTRIBUTES.length, STARTING_ATTRIBUTE, SYMBAROUM_MODIFIER_ROWS[10]!.quote]).toEqual([8, 10, '10 | 0 |']);
    expect(8 * 10).toBe(symbaroum.defaultSettings().attributePoints);
    // 50 experience at the book's prices: novice 10, adept 20 more.
    expect(SYMBAROUM_BOOK.abilityCosts.quote).toContain('a new ability at novice level costs 10 Experience');
    expect(SYMBAROUM_BOOK.abilityCosts.quote).toContain(
      'to increase from novice to the adept level costs 20 Experience',
    );
    const defaults = symbaroum.defaultSettings();
    expect([5 * 10, 10 + 20 + 2 * 10]).toEqual([defaults.startingExperience, defaults.startingExperience]);
    expect(reasonOf('startingExperience')).toContain('five at novice or one at adept and two at novice');
  });
});
