import { enteredRoll } from '../../../shared/rules/core';
import { createSheet, mls, MlsSettings, skillOdds, startingCp } from '../../../shared/rules/systems/mls';
import { errorCodes, ev, run, settings, soldier } from './mls-helpers';

/*
 * The readings docs/rules/mls.md chooses where 000_b1f49531b5bdabb6.txt can be read two ways, each pinned
 * with the number the chosen reading gives and, where the other reading is a campaign setting, the number
 * that one gives.
 */

describe('MLS reading: starting CPs past base + 22 increments', () => {
  it('starts a human of 45 with 109 CPs by default and 114 with the Character Generation reading', () => {
    // "Racial Differences": 60 at 18, 2 per increment to base + 22 (40): 60 + 22 x 2 = 104; then 1 per
    // increment for 41 to 45: 104 + 5 = 109. "Character Generation": "+2 CPs per year after that": 60 + 27 x 2 = 114.
    const at45 = soldier((c) => (c.ageIncrements = 27));
    expect(createSheet(at45, settings).sheet.cp.earned).toBe(109);
    const generation = MlsSettings.parse({ startingCpPast22Increments: 'character-generation' });
    expect(createSheet(at45, generation).sheet.cp.earned).toBe(114);
    expect(run(at45, [], { startingCpPast22Increments: 'character-generation' }).budget!.earned).toBe(114);
  });

  it('gives both readings the same CPs up to base + 22 and parts them by one CP per increment after', () => {
    // At 40 (22 increments) both give 60 + 44 = 104; at 41, 105 or 106; at 54 (36 increments), 104 + 14 = 118 or 60 + 72 = 132.
    expect([startingCp(22), startingCp(22, 'character-generation')]).toEqual([104, 104]);
    expect([startingCp(23), startingCp(23, 'character-generation')]).toEqual([105, 106]);
    expect([startingCp(36), startingCp(36, 'character-generation')]).toEqual([118, 132]);
  });

  it('keeps 2 CPs an increment to 40 and 1 after in play whichever reading the campaign chose', () => {
    // "Character Points": "2 CPs per year up until the age of 40, after which only 1 CP is received".
    const r = run(
      soldier((c) => (c.ageIncrements = 22)),
      [ev({ type: 'age' })],
      { startingCpPast22Increments: 'character-generation' },
    );
    expect(r.budget!.earned).toBe(104 + 1);
  });

  it('defaults to the Racial Differences reading and reports any other value with its field', () => {
    expect(mls.defaultSettings().startingCpPast22Increments).toBe('racial-differences');
    const bad = mls.parseSettings({ startingCpPast22Increments: 'two' });
    expect(bad.findings.map((f) => f.path)).toEqual(['settings.startingCpPast22Increments']);
    for (const raw of [
      { startingCpPast22Increments: 'character-generation' },
      { startingCpPast22Increments: 'racial-differences' },
      {},
    ]) {
      expect(mls.parseSettings(raw)).toEqual({ settings: MlsSettings.parse(raw), findings: [] });
    }
    expect(bad.settings.startingCpPast22Increments).toBe('racial-differences');
  });
});

describe('MLS reading: no age reduction at creation', () => {
  it('makes a human created at 39 lose a trait on turning 40, and one created at 45 not until 50', () => {
    // "Effects of Age": "When a character reaches the age of 40 he must reduce one Primary trait". A character
    // made at 45 never reaches 40 in play; 50 (base + 32 increments) is the first age it reaches.
    const at39 = soldier((c) => (c.ageIncrements = 21));
    expect(errorCodes(run(at39, [ev({ type: 'age' })]).findings)).toEqual(['mls.age.reduction-missing']);
    const at45 = soldier((c) => (c.ageIncrements = 27));
    const created = run(at45);
    expect(created.legal).toBe(true);
    expect(Object.values(created.sheet!.primaries).map((p) => p.reductions)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const toFortyNine = [1, 2, 3, 4].map(() => ev({ type: 'age' }));
    expect(run(at45, toFortyNine).legal).toBe(true);
    const toFifty = run(at45, [...toFortyNine, ev({ type: 'age' })]);
    expect(errorCodes(toFifty.findings)).toEqual(['mls.age.reduction-missing']);
    expect(toFifty.findings.find((f) => f.code === 'mls.age.reduction-missing')!.path).toBe('events.4.reduce');
  });
});

describe('MLS reading: 40 and 50 for races other than humans', () => {
  const olderOf = (race: 'elf-halfling' | 'dwarf-gnome', increments: number, plusTwo: number) =>
    soldier((c) => {
      c.race = race;
      c.ageIncrements = increments;
      (['strength', 'agility', 'dexterity'] as const).slice(0, plusTwo).forEach((t) => (c.primaries[t] = 2));
    });

  it('allows an elf of 109 two traits at +2 and an elf of 113 one, and a dwarf of 200 none', () => {
    // An elf's increment is 4 years from base age 25: 21 increments is 109, 22 is 113 (the table's "-1 trait"
    // age). A dwarf's is 5 years from 40: 32 increments is 200 (the "-2 traits" age).
    expect(errorCodes(run(olderOf('elf-halfling', 21, 2)).findings)).toEqual([]);
    expect(errorCodes(run(olderOf('elf-halfling', 22, 2)).findings)).toEqual(['mls.primary.too-many-plus-two']);
    expect(errorCodes(run(olderOf('elf-halfling', 22, 1)).findings)).toEqual([]);
    expect(errorCodes(run(olderOf('dwarf-gnome', 31, 1)).findings)).toEqual([]);
    expect(errorCodes(run(olderOf('dwarf-gnome', 32, 1)).findings)).toEqual(['mls.primary.too-many-plus-two']);
    expect(run(olderOf('dwarf-gnome', 32, 0)).sheet!.age).toEqual({ years: 200, months: 0 });
  });

  it('makes an elf reduce a primary trait on reaching 113, as a human does at 40', () => {
    const refused = run(olderOf('elf-halfling', 21, 0), [ev({ type: 'age' })]);
    expect(errorCodes(refused.findings)).toEqual(['mls.age.reduction-missing']);
    expect(refused.findings[0]!.message).toContain('base age + 22 increments');
    const r = run(olderOf('elf-halfling', 21, 0), [ev({ type: 'age', reduce: 'mind' })]);
    expect(r.legal).toBe(true);
    expect(r.sheet!.age).toEqual({ years: 113, months: 0 });
    expect(r.sheet!.primaries.mind).toMatchObject({ reductions: 1, value: 1 });
  });
});

describe('MLS reading: natural 18 and natural 3 on every skill roll', () => {
  it('makes a natural 3 a fumble and a natural 18 a critical on any skill roll, not only in close combat', () => {
    // Skill +12: any dice of 8 or more make 20 or more, a critical: 216 - (1 + 3 + 6 + 10 + 15) ways of 3 to 7 = 181.
    // Dice of 4 to 7 make 16 to 19, a success: 3 + 6 + 10 + 15 = 34 ways. The natural 3 would make 15, a success,
    // in combat only; read for every roll it is a fumble: 1 way.
    const high = skillOdds(12);
    expect([high.critical.outcomes, high.success.outcomes, high.failure.outcomes, high.fumble.outcomes]).toEqual([
      181, 34, 0, 1,
    ]);
    // Skill -9: the dice can make at most 18 - 9 = 9, a fumble; read for every roll, the natural 18 is a
    // critical instead (1 way) and the other 215 ways are fumbles. Combat only would give 216 fumbles.
    const low = skillOdds(-9);
    expect([low.critical.outcomes, low.success.outcomes, low.failure.outcomes, low.fumble.outcomes]).toEqual([
      1, 0, 0, 215,
    ]);
  });
});

describe('MLS reading: training a primary trait and the secondary traits based on it', () => {
  it('moves each secondary trait as its base formula gives with the trait one higher: a direct base up, an average when it reaches the next whole number, a reverse base down', () => {
    const c = soldier((c) => {
      c.primaries.strength = 1; // 3
      c.hitPointsRoll = enteredRoll('2d6', 7);
      c.secondaries.push(
        { id: 'sword', name: 'Sword', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' }, level: 0 },
        {
          id: 'tumble',
          name: 'Tumble',
          kind: 'natural',
          base: { kind: 'average', traits: ['dexterity', 'agility'] },
          level: 0,
        },
        {
          id: 'brawl',
          name: 'Brawl',
          kind: 'natural',
          base: { kind: 'average', traits: ['dexterity', 'strength'] },
          level: 0,
        },
        { id: 'clumsy', name: 'Clumsy', kind: 'inherent', base: { kind: 'reverse', trait: 'dexterity' }, level: 0 },
      );
    });
    const r = run(c, [ev({ type: 'train', trait: 'dexterity' }), ev({ type: 'age' })]);
    const value = (i: number, id: string) => r.sheets![i]!.secondaries.find((s) => s.id === id)!.baseValue;
    // Before: Dexterity 2. Sword 2; Tumble (2 + 2) / 2 = 2; Brawl (2 + 3) / 2 = 2.5, down to 2; Clumsy 2 - 2 = 0.
    expect(['sword', 'tumble', 'brawl', 'clumsy'].map((id) => value(0, id))).toEqual([2, 2, 2, 0]);
    // Trained, Dexterity 3: Sword 3; Tumble (3 + 2) / 2 = 2.5, down to 2; Brawl (3 + 3) / 2 = 3; Clumsy 2 - 3 = -1.
    expect(['sword', 'tumble', 'brawl', 'clumsy'].map((id) => value(1, id))).toEqual([3, 2, 3, -1]);
    // The next increment ends the training and every base goes back.
    expect(['sword', 'tumble', 'brawl', 'clumsy'].map((id) => value(2, id))).toEqual([2, 2, 2, 0]);
  });
});
