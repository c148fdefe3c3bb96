import type { BookSource, SettingOrigin } from '../../../shared/rules/core';
import {
  MLS_BOOK,
  MLS_READINGS,
  PRIMARY_TRAITS,
  RACE_IDS,
  mls,
  startingCp,
  type MlsSettings,
} from '../../../shared/rules/systems/mls';
import { MLS_SETTING_ORIGINS } from '../../../shared/rules/systems/mls/setting-origins';
import { sourceProblem, sourcesIn } from './book-sources';
import { tableAfter } from './rules-doc';

/**
 * Where each Nutshell MLS setting's default comes from. The book gives the starting CPs past base + 22 increments
 * ("Racial Differences"); it gives the racial averages of humans only, names no occupation, lists no skills and does
 * not say when hit points are rolled, so those defaults are the project's, as docs/rules/mls.md and readings.ts say.
 */
const defaults = mls.defaultSettings();

function originOf(key: keyof MlsSettings): SettingOrigin {
  const origin = mls.settingOrigins[key];
  if (origin === undefined) throw new Error(`${key} has no origin`);
  return origin;
}

function bookOf(key: keyof MlsSettings): BookSource {
  const origin = originOf(key);
  if (!('book' in origin)) throw new Error(`${key} is not the book's`);
  return origin.book;
}

function reasonOf(key: keyof MlsSettings): string {
  const origin = originOf(key);
  if (!('project' in origin)) throw new Error(`${key} is not the app's choice`);
  return origin.project;
}

/** The setting a row's first cell names: the first word in backticks ("racialAverages" of `racialAverages.<race>`). */
const keyIn = (cell: string): string => /`(\w+)/.exec(cell)?.[1] ?? '';

/** The words a reason quotes from the book, between typographic quotes. */
const quotedIn = (text: string): string[] => [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);

const bookQuotes = sourcesIn(MLS_BOOK).map((s) => s.quote);

describe('where each Nutshell MLS setting’s default comes from', () => {
  it('quotes “Racial Differences” for the starting CPs past base + 22: the 1 CP an increment the default gives', () => {
    expect(mls.settingOrigins).toBe(MLS_SETTING_ORIGINS);
    const book = bookOf('startingCpPast22Increments');
    // The default is named for the section whose sentence it follows.
    expect(defaults.startingCpPast22Increments).toBe('racial-differences');
    expect(book.section).toBe('Racial Differences');
    expect(book.quote).toContain('the character gets 2 CPs, until Base Age + 22 increments');
    expect(book.quote).toContain('after which 1 CP is gained each increment');
    expect(sourceProblem(book)).toBeUndefined();
    // What the default gives, by the quoted sentence: 60 at base age, 2 for each of the first 22 increments (104 at
    // 40 for a human), then 1 each: 105 at 41, 109 at 45.
    const reading = defaults.startingCpPast22Increments;
    expect([startingCp(0, reading), startingCp(22, reading), startingCp(23, reading), startingCp(27, reading)]).toEqual(
      [60, 104, 105, 109],
    );
    // The reading says why this sentence rather than "Character Generation"'s "+2 CPs per year after that".
    expect(MLS_READINGS.startingCp).toContain('gives 1 starting CP (“Racial Differences”)');
  });

  it('gives every race the human average of “Primary Traits”, and calls it the app’s choice, since the book gives only humans’', () => {
    // "Primary Traits": "Strength, Body, Size, Dexterity, Agility, Mind, Aura, Awareness; all average 2 for humans."
    expect(MLS_BOOK.averages.quote).toContain('all average 2 for humans');
    for (const race of RACE_IDS)
      for (const trait of PRIMARY_TRAITS)
        expect([race, trait, defaults.racialAverages[race][trait]]).toEqual([race, trait, 2]);
    // "Racial Differences": "All stats given are for humans." No other race's averages are given.
    expect(MLS_BOOK.humansOnly).toMatchObject({
      section: 'Racial Differences',
      quote: 'All stats given are for humans.',
    });
    expect(sourceProblem(MLS_BOOK.humansOnly)).toBeUndefined();
    const reason = reasonOf('racialAverages');
    expect(quotedIn(reason)).toEqual(['all average 2 for humans', 'All stats given are for humans']);
    expect(reason).toContain('2 stands for every trait of every race');
    expect(MLS_READINGS.racialAverages).toMatch(/^The project’s reading: .*2 for every race and trait by default/);
  });

  it('calls the app’s choice exactly the defaults this page and the readings call the project’s, each quoting only the book’s words', () => {
    // "Campaign settings": the Default column says "the project's" for the project's defaults.
    const projectsOfPage = tableAfter('mls', '## Campaign settings')
      .filter(([, shown]) => shown!.includes("the project's"))
      .map(([setting]) => keyIn(setting!));
    const projects = Object.entries(MLS_SETTING_ORIGINS)
      .filter(([, o]) => 'project' in o)
      .map(([key]) => key);
    expect(projects.sort()).toEqual(projectsOfPage.sort());
    expect(projects.sort()).toEqual(['occupations', 'racialAverages', 'rollHitPointsForNewCharacters', 'skills']);
    // The defaults the reasons speak of: no lists of the campaign's own, and the player rolling.
    expect([defaults.occupations, defaults.skills, defaults.rollHitPointsForNewCharacters]).toEqual([[], [], false]);
    expect(reasonOf('occupations')).toMatch(/^the book names no occupation.*none until the game master lists/);
    expect(reasonOf('skills')).toMatch(/^the book has no list of skills.*none of the campaign’s own/);
    expect(reasonOf('rollHitPointsForNewCharacters')).toMatch(/not when; the player rolls them in the builder/);
    // Every word a reason puts in quotes is the book's, from the quotes book.ts keeps word for word.
    for (const key of projects)
      for (const quoted of quotedIn(reasonOf(key as keyof MlsSettings)))
        expect([key, quoted, bookQuotes.some((q) => q.includes(quoted))]).toEqual([key, quoted, true]);
  });

  it('says the same in this page’s tables as the app says', () => {
    const words = new Map<string, string>();
    for (const [setting, , source] of tableAfter('mls', '## Where the defaults come from'))
      words.set(keyIn(setting!), source!);
    expect([...words.keys()].sort()).toEqual(Object.keys(defaults).sort());
    for (const [key, origin] of Object.entries(MLS_SETTING_ORIGINS)) {
      const expected =
        'book' in origin ? `book, "${origin.book.section}": "${origin.book.quote}"` : `app: ${origin.project}`;
      expect([key, words.get(key)!.startsWith(expected)]).toEqual([key, true]);
    }
  });
});
