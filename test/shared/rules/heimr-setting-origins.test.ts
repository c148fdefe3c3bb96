import type { BookSource, SettingOrigin } from '../../../shared/rules/core';
import { HEIMR_READINGS, heimr, type HeimrSettings } from '../../../shared/rules/systems/heimr';
import { HEIMR_SETTING_ORIGINS } from '../../../shared/rules/systems/heimr/setting-origins';
import { sourceProblem } from './book-sources';
import { keysIn, namesNumber, tableAfter } from './rules-doc';

/**
 * Where each Heimr setting's default comes from. The book gives the attributes ("Attributes"), the standard abilities
 * ("Standard abilities"), stamina for base fatigue ("Base fatigue") and dexterity for initiative ("Initiative"); it
 * leaves character creation, starting experience, hit points and willpower to other documents, so those defaults are
 * the project's, as readings.ts and docs/rules/heimr.md say.
 */
const defaults = heimr.defaultSettings();

function bookOf(key: keyof HeimrSettings): BookSource {
  const origin: SettingOrigin = heimr.settingOrigins[key]!;
  if (!('book' in origin)) throw new Error(`${key} is not the book's`);
  return origin.book;
}

/** The project's settings, each with the reading that says the book leaves it (readings.ts). */
const READING_OF: Partial<Record<keyof HeimrSettings, keyof typeof HEIMR_READINGS>> = {
  attributePoints: 'creation',
  lowestAttribute: 'creation',
  highestAttribute: 'creation',
  startingExperience: 'startingExperience',
  hitPoints: 'hitPointsWillpower',
  willpower: 'hitPointsWillpower',
  armoury: 'armoury',
  smallShieldPenalty: 'armoury',
  mediumShieldPenalty: 'armoury',
};

describe('where each Heimr setting’s default comes from', () => {
  it('quotes the book’s words that give each default the book gives', () => {
    expect(heimr.settingOrigins).toBe(HEIMR_SETTING_ORIGINS);
    // "Attributes": six in the table, Strength to Empathy, "the standard used in most Heimr roleplaying campaigns".
    expect(bookOf('attributes').section).toBe('Attributes');
    expect(bookOf('attributes').quote).toContain('The set of six attributes');
    expect(defaults.attributes.map((a) => a.name)).toEqual([
      'Strength',
      'Dexterity',
      'Stamina',
      'Intelligence',
      'Sociability',
      'Empathy',
    ]);
    // "Standard abilities": "one for every attribute", Brawl to Insight.
    expect(bookOf('abilities').section).toBe('Standard abilities');
    expect(bookOf('abilities').quote).toContain('one for every attribute');
    expect(defaults.abilities.map((a) => a.name)).toEqual([
      'Brawl',
      'Agility',
      'Survival',
      'Perception',
      'Persuasion',
      'Insight',
    ]);
    expect(defaults.abilities.flatMap((a) => a.attributes)).toEqual(defaults.attributes.map((a) => a.id));
    // "Base fatigue": "4 – stamina = base fatigue"; "Initiative": dexterity as the roll's consistency.
    expect(defaults.fatigueAttribute).toBe('stamina');
    expect(bookOf('fatigueAttribute')).toMatchObject({ section: 'Base fatigue', quote: '4 – stamina = base fatigue' });
    expect(defaults.initiativeAttribute).toBe('dexterity');
    expect(bookOf('initiativeAttribute').section).toBe('Initiative');
    expect(bookOf('initiativeAttribute').quote).toContain("the character's dexterity as his consistency");
    for (const key of ['attributes', 'abilities', 'fatigueAttribute', 'initiativeAttribute'] as const)
      expect([key, sourceProblem(bookOf(key))]).toEqual([key, undefined]);
  });

  it('calls the app’s choice exactly the defaults the readings call the project’s, each with its value', () => {
    const projects = Object.entries(HEIMR_SETTING_ORIGINS).filter(([, o]) => 'project' in o);
    expect(projects.map(([key]) => key).sort()).toEqual(Object.keys(READING_OF).sort());
    for (const [key, origin] of projects) {
      const reason = (origin as { project: string }).project;
      const value = defaults[key as keyof HeimrSettings] as number | boolean;
      // A switch's default is named "on" or "off", a number's by its figure.
      const named = typeof value === 'boolean' ? reason.includes(value ? ' on ' : ' off ') : namesNumber(reason, value);
      expect([key, named]).toEqual([key, true]);
      expect([key, HEIMR_READINGS[READING_OF[key as keyof HeimrSettings]!]]).toEqual([
        key,
        expect.stringMatching(/^The project’s reading: the book (gives no|leaves)/),
      ]);
    }
    // The readings name the same defaults: "at most 2, each from -2 to 3", "30 by default", "3 by default".
    expect(HEIMR_READINGS.creation).toContain(
      `at most ${defaults.attributePoints}, each from ${defaults.lowestAttribute} to ${defaults.highestAttribute}`,
    );
    expect(HEIMR_READINGS.startingExperience).toContain(`${defaults.startingExperience} by default`);
    expect([defaults.hitPoints, defaults.willpower]).toEqual([3, 3]);
    expect(HEIMR_READINGS.hitPointsWillpower).toContain('each is the campaign’s, 3 by default');
  });

  it('says the same in this page’s tables as the app says', () => {
    // "Campaign settings": the From column marks each default "book" or "project".
    const from = new Map<string, string>();
    for (const [setting, , source] of tableAfter('heimr', '## Campaign settings'))
      for (const key of keysIn(setting!)) from.set(key, source!.startsWith('project') ? 'project' : 'book');
    // "Where the defaults come from": the book's section and words, or the app's reason word for word.
    const words = new Map<string, string>();
    for (const [setting, shown, source] of tableAfter('heimr', '## Where the defaults come from')) {
      const [key] = keysIn(setting!) as [keyof HeimrSettings];
      words.set(key, source!);
      if (typeof defaults[key] !== 'object') expect([key, shown]).toEqual([key, String(defaults[key])]);
    }
    expect([...words.keys()].sort()).toEqual(Object.keys(defaults).sort());
    for (const [key, origin] of Object.entries(HEIMR_SETTING_ORIGINS)) {
      expect([key, from.get(key)]).toEqual([key, 'book' in origin ? 'book' : 'project']);
      const expected =
        'book' in origin ? `book, "${origin.book.section}": "${origin.book.quote}"` : `app: ${origin.project}`;
      expect([key, words.get(key)!.startsWith(expected)]).toEqual([key, true]);
    }
  });
});
