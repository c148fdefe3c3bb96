import type { BookSource, SettingOrigin } from '../../../shared/rules/core';
import {
  HURSAGMU_READINGS,
  TRAIT_COST_TABLE,
  hursagmu,
  type HursagmuSettings,
} from '../../../shared/rules/systems/hursagmu';
import { HURSAGMU_BOOK, HURSAGMU_SEED } from '../../../shared/rules/systems/hursagmu/book';
import { availableGifts, availableTraits } from '../../../shared/rules/systems/hursagmu/catalog';
import { HURSAGMU_SETTING_ORIGINS } from '../../../shared/rules/systems/hursagmu/setting-origins';
import { sourceProblem } from './book-sources';
import { book, revised } from './hursagmu-seeds';
import { keysIn, namesNumber, tableAfter } from './rules-doc';

/**
 * Where each HURSAGMU setting's default comes from. The book lists the traits ("TRAITS") and gifts ("GIFTS") a
 * campaign starts from, so adding or dropping none keeps the book's lists; it leaves the character points, the limit
 * on beginning traits and the starting money to The Master, and the revised Encounters chapter is a text of its own,
 * so those defaults are the project's, as readings.ts and docs/rules/hursagmu.md say.
 */
const defaults = hursagmu.defaultSettings();

function bookOf(key: keyof HursagmuSettings): BookSource {
  const origin: SettingOrigin = hursagmu.settingOrigins[key]!;
  if (!('book' in origin)) throw new Error(`${key} is not the book's`);
  return origin.book;
}

function reasonOf(key: keyof HursagmuSettings): string {
  const origin: SettingOrigin = hursagmu.settingOrigins[key]!;
  if (!('project' in origin)) throw new Error(`${key} is not the app's`);
  return origin.project;
}

/** The book's 28 traits, copied by hand from the list under "TRAITS", in its order. */
const BOOK_TRAITS = [
  'Acrobatics',
  'Animals',
  'Archery',
  'Athletics',
  'Burglary',
  'Climbing',
  'Command',
  'Concealment',
  'Constitution',
  'Craftsmanship',
  'Deception',
  'Defense',
  'Defiance',
  'Fighting',
  'Healing',
  'Mysticism',
  'Perception',
  'Quickness',
  'Riding',
  'Scholarship',
  'Searching',
  'Sorcery',
  'Stealth',
  'Strength',
  'Survival',
  'Throwing',
  'Trading',
  'Willpower',
];

/** The book's gifts with their "Cost:" lines, copied by hand from "GIFTS": Sorcery once for each of its disciplines. */
const BOOK_GIFTS: [string, number][] = [
  ...['Amelatu', 'Mahasu', 'Nekelmu', 'Sabatu', 'Seheru', 'Talamu'].map((d): [string, number] => [`Sorcery (${d})`, 8]),
  ['Superior Hearing', 8],
  ['Superior Olfaction', 8],
  ['Starvision', 8],
  ['Immunity', 8],
  ['Longevity', 8],
  ['Amphibious', 8],
  ['Extra Limbs', 4],
  ['Phosphorescence', 4],
];

/** The project's settings, each with the reading that says the book leaves it (readings.ts), if one does. */
const READING_OF: Record<string, keyof typeof HURSAGMU_READINGS | undefined> = {
  startingCharacterPoints: 'startingPoints',
  maxStartingTraitLevel: 'startLimit',
  startingCoins: 'startingCoins',
  revisedEncounters: undefined,
};

describe('where each HURSAGMU setting’s default comes from', () => {
  it('quotes the book’s lists for the traits and gifts a campaign starts from', () => {
    expect(hursagmu.settingOrigins).toBe(HURSAGMU_SETTING_ORIGINS);
    // "TRAITS": "Below is a list of traits."; none added and none dropped leaves the book's 28.
    for (const key of ['addedTraits', 'droppedTraits'] as const) {
      expect([key, defaults[key]]).toEqual([key, []]);
      expect(bookOf(key)).toMatchObject({ seed: HURSAGMU_SEED, section: 'TRAITS' });
      expect(bookOf(key).quote).toContain('Below is a list of traits.');
    }
    for (const name of BOOK_TRAITS) expect([name, book.includes(name)]).toEqual([name, true]);
    const traits = availableTraits(defaults);
    expect(traits.map((t) => t.name)).toEqual(BOOK_TRAITS);
    expect(traits.filter((t) => t.campaign)).toEqual([]);
    // "GIFTS": "Below is a list of possible gifts."; none added and none dropped leaves the book's, each at its cost.
    for (const key of ['addedGifts', 'droppedGifts'] as const) {
      expect([key, defaults[key]]).toEqual([key, []]);
      expect(bookOf(key)).toMatchObject({ seed: HURSAGMU_SEED, section: 'GIFTS' });
      expect(bookOf(key).quote).toContain('Below is a list of possible gifts.');
    }
    const gifts = availableGifts(defaults);
    expect(gifts.map((g): [string, number] => [g.name, g.cost])).toEqual(BOOK_GIFTS);
    expect(gifts.filter((g) => g.campaign)).toEqual([]);
    for (const key of ['addedTraits', 'droppedTraits', 'addedGifts', 'droppedGifts'] as const)
      expect([key, sourceProblem(bookOf(key))]).toEqual([key, undefined]);
  });

  it('calls the app’s choice exactly the numbers the book leaves to The Master, each with its value and reading', () => {
    const projects = Object.keys(HURSAGMU_SETTING_ORIGINS).filter(
      (k) => 'project' in HURSAGMU_SETTING_ORIGINS[k as keyof HursagmuSettings],
    );
    expect(projects.sort()).toEqual(Object.keys(READING_OF).sort());
    // "OVERVIEW": the number of points and the limit are The Master's, and the book's sentences name no number.
    expect(HURSAGMU_BOOK.pointsChosen.quote).toContain('The number is chosen by the game master');
    expect(HURSAGMU_BOOK.startLimit.quote).toContain('The Master may limit the maximum level of beginning traits');
    expect(/\d/.test(HURSAGMU_BOOK.pointsChosen.quote + HURSAGMU_BOOK.startLimit.quote)).toBe(false);
    // 60 points: the chart's cost(10) = 32 for a master and cost(6) = 8 for a journeyman, 32 + 3 × 8 = 56.
    expect(defaults.startingCharacterPoints).toBe(60);
    expect([TRAIT_COST_TABLE[10], TRAIT_COST_TABLE[6]]).toEqual([32, 8]);
    expect(32 + 3 * 8).toBeLessThanOrEqual(60);
    expect(reasonOf('startingCharacterPoints')).toContain('60 buys a master’s level 10 in one trait');
    expect(reasonOf('startingCharacterPoints')).toContain('32 + 3 × 8 = 56');
    // 10: "level 10 is a master" ("TRAITS" > "Cost").
    expect(defaults.maxStartingTraitLevel).toBe(10);
    expect(HURSAGMU_BOOK.ranks.quote).toContain('level 10 is a master');
    // 1000 cc is 10 gc at the book's "1 gold coin (gc) = 10 silver coins (sc) = 100 copper coins (cc)".
    expect(defaults.startingCoins).toBe(1000);
    expect(HURSAGMU_BOOK.coins.quote).toContain('1 gold coin (gc) = 10 silver coins (sc) = 100 copper coins (cc)');
    expect(reasonOf('startingCoins')).toContain('1000 cc (10 gc)');
    for (const key of ['startingCharacterPoints', 'maxStartingTraitLevel', 'startingCoins'] as const) {
      const value = defaults[key]!;
      expect([key, namesNumber(reasonOf(key), value)]).toEqual([key, true]);
      const reading = HURSAGMU_READINGS[READING_OF[key]!];
      expect([key, reading.startsWith('The project’s reading:')]).toEqual([key, true]);
      expect([key, namesNumber(reading, value)]).toEqual([key, true]);
    }
    expect(HURSAGMU_READINGS.startingPoints).toContain('the book leaves the number of character points to The Master');
    expect(HURSAGMU_READINGS.startLimit).toContain('level 10 by default');
    expect(HURSAGMU_READINGS.startingCoins).toContain('the book gives no starting money');
    // The rulebook has its own "ENCOUNTERS"; the revised chapter's text never says it replaces it, nor names the book.
    expect(defaults.revisedEncounters).toBe(false);
    expect(book.split('\n').map((l) => l.trim())).toContain('ENCOUNTERS');
    expect(revised).not.toMatch(/replac|revis|HURSAGMU|rulebook/i);
    expect(reasonOf('revisedEncounters')).toMatch(/^the rulebook’s own Encounters chapter;/);
  });

  it('says the same in this page’s tables as the app says', () => {
    // "Campaign settings": the From column marks each default "book" or "project".
    const from = new Map<string, string>();
    for (const [setting, , source] of tableAfter('hursagmu', '## Campaign settings'))
      for (const key of keysIn(setting!)) from.set(key, source!.startsWith('project') ? 'project' : 'book');
    // "Where the defaults come from": the book's section and words, or the app's reason word for word.
    const words = new Map<string, string>();
    for (const [setting, shown, source] of tableAfter('hursagmu', '## Where the defaults come from')) {
      const [key] = keysIn(setting!) as [keyof HursagmuSettings];
      words.set(key, source!);
      const value = defaults[key];
      expect([key, shown]).toEqual([key, Array.isArray(value) && value.length === 0 ? 'none' : String(value)]);
    }
    expect([...words.keys()].sort()).toEqual(Object.keys(defaults).sort());
    expect([...from.keys()].sort()).toEqual(Object.keys(defaults).sort());
    for (const [key, origin] of Object.entries(HURSAGMU_SETTING_ORIGINS)) {
      expect([key, from.get(key)]).toEqual([key, 'book' in origin ? 'book' : 'project']);
      const expected =
        'book' in origin ? `book, "${origin.book.section}": "${origin.book.quote}"` : `app: ${origin.project}`;
      expect([key, words.get(key)!.startsWith(expected)]).toEqual([key, true]);
    }
  });
});
