import fc from 'fast-check';
import {
  armouryLines,
  blockChance,
  bookAbilitiesIn,
  explainBlockChance,
  explainParryChance,
  explainWeaponChance,
  heimr,
  HEIMR_ARMOURY_BOOK,
  HEIMR_READINGS,
  HEIMR_SHIELD_ROWS,
  HEIMR_WEAPON_ROWS,
  HeimrSettings,
  parryChance,
  SHIELDS,
  shieldPenalty,
  weaponChance,
  WEAPONS,
  type ShieldRow,
  type WeaponRow,
} from '../../../shared/rules/systems/heimr';
import { explainCharacter } from '../../../shared/rules/core/explain-character';
import { errorCodes, ev } from './game-helpers';
import { creation, putDown, run, settings, shield, weapon } from './heimr-armoury-fixtures';

/*
 * Heimr's medieval armoury module (002_660a93111b0de833.txt, "Medieval armoury module", "Weapons", "Shields", with
 * "Defence" and "Defending against multiple attacks"). The chances are worked out by hand from the dice: at
 * consistency +1 the higher of a d6 and a d10, at -1 the lower, less one when both show 1.
 */

const BOOK_WIELDING = {
  'either-hand': 'Either hand',
  'one-or-two-hands': 'One or two hands',
  'two-hands': 'Two hands',
  'sword-hand': 'Sword hand',
  'off-hand': 'off-hand',
} as const;

/** A row as the book prints it, from the table's values: "Bow 6 3 P+1 Two hands Archery". */
function printedWeapon(w: WeaponRow): string {
  const range = w.range === 'melee' ? 'Melee' : String(w.range);
  const bonus = w.bonus === 0 ? '-' : `P+${w.bonus}`;
  return `${w.name} ${range} ${w.damage} ${bonus} ${BOOK_WIELDING[w.wielding]} ${w.abilities.join(' ')}`;
}

function printedShield(s: ShieldRow): string {
  const bonus = s.bonus === 0 ? '-' : `P+${s.bonus}`;
  const penalty = s.penalty.kind === 'none' ? '-' : s.penalty.kind === 'todo' ? 'TODO' : `Sta -${s.penalty.amount}`;
  return `${s.name} ${bonus} ${penalty} ${BOOK_WIELDING[s.wielding]} ${s.abilities.join(' ')}`;
}

describe('Heimr medieval armoury: the tables', () => {
  it('holds every row of the Weapons table as the book prints it', () => {
    expect(WEAPONS.map(printedWeapon)).toEqual(Object.values(HEIMR_WEAPON_ROWS).map((s) => s.quote));
    expect(WEAPONS.map((w) => w.id)).toEqual(Object.keys(HEIMR_WEAPON_ROWS));
    // The great weapon by hand: "Great weapon Melee 3 P+5 Two hands Swordmanship".
    const great = WEAPONS.find((w) => w.id === 'great')!;
    expect([great.range, great.damage, great.bonus, great.wielding]).toEqual(['melee', 3, 5, 'two-hands']);
    // The crossbow's "-" is no bonus; the bow reaches 6.
    expect(WEAPONS.find((w) => w.id === 'crossbow')!.bonus).toBe(0);
    expect(WEAPONS.find((w) => w.id === 'bow')!.range).toBe(6);
  });

  it('holds every row of the Shields table, the small and medium shields’ penalties “TODO” as the book leaves them', () => {
    expect(SHIELDS.map(printedShield)).toEqual(Object.values(HEIMR_SHIELD_ROWS).map((s) => s.quote));
    expect(SHIELDS.map((s) => [s.id, s.bonus])).toEqual([
      ['buckler', 0],
      ['small', 2],
      ['medium', 3],
      ['tower', 5],
    ]);
    expect(HEIMR_ARMOURY_BOOK.module.quote).toBe('Editor note: Work in progress.');
  });

  it('takes the tower shield’s Sta -1 from the book and the TODO penalties from the campaign, 0 by default', () => {
    const defaults = HeimrSettings.parse({});
    expect([defaults.armoury, defaults.smallShieldPenalty, defaults.mediumShieldPenalty]).toEqual([true, 0, 0]);
    const campaign = { shieldPenalties: { small: 1, medium: 2 } };
    expect(SHIELDS.map((s) => shieldPenalty(campaign, s.id))).toEqual([0, 1, 2, 1]);
    expect(HEIMR_READINGS.armoury).toMatch(/^The project’s reading: .*Work in progress.*Other reading: /);
  });

  it('offers the table’s abilities the campaign has, Swordmanship and Swordsmanship as one', () => {
    const abilities = [
      { id: 'a', name: 'Swordsmanship' },
      { id: 'b', name: 'archery' },
      { id: 'c', name: 'Brawl' },
    ];
    expect(
      bookAbilitiesIn(
        WEAPONS.find((w) => w.id === 'great')!,
        abilities,
      ).map((a) => a.id),
    ).toEqual(['a']);
    expect(
      bookAbilitiesIn(
        WEAPONS.find((w) => w.id === 'bow')!,
        abilities,
      ).map((a) => a.id),
    ).toEqual(['b']);
  });
});

describe('Heimr medieval armoury: the chances', () => {
  it('hits CR 8 with a great weapon at Swordmanship +1, potential 0: the dice must reach 3, 56 of 60', () => {
    // Potential 0 + the great weapon's 5 = 5; the higher of 1d6 and 1d10 is under 3 on 2 × 2 of the 60 throws.
    expect(weaponChance(1, 0, 5, 8)!.probability).toBeCloseTo(56 / 60, 12);
    // A physical ability at base fatigue 4: the dice must reach 4, under it on 3 × 3 throws.
    expect(weaponChance(1, 0, 5, 8, 4)!.probability).toBeCloseTo(51 / 60, 12);
    // The crossbow has no bonus: the dice must reach 8 alone, which only the d10 does, 3 in 10.
    expect(weaponChance(1, 0, 0, 8)!.probability).toBeCloseTo(18 / 60, 12);
    expect(weaponChance(20, 0, 0, 8)).toBeNull();
  });

  it('blocks attack score 6 with a tower shield a second time at consistency -1: only two 1s fail, 59 of 60', () => {
    // The second block since the last turn is at 1 - 2 = -1: the lower die, less one when both show 1. With the
    // tower shield's 5 the dice must reach 1, which fails only on a 1 and a 1.
    expect(blockChance(1, 0, 5, 6, 1)!.probability).toBeCloseTo(59 / 60, 12);
    // A buckler adds nothing: the first block must reach 6 on the higher die, failing on 5 × 5 throws.
    expect(blockChance(1, 0, 0, 6, 0)!.probability).toBeCloseTo(35 / 60, 12);
    // A parry has no penalty for use: a medium weapon's +3 against 6, the higher die must reach 3.
    expect(parryChance(1, 0, 3, 6)!.probability).toBeCloseTo(56 / 60, 12);
  });

  it('keeps every weapon’s chance within 0 to 1 for every ability, never lowered by its bonus', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WEAPONS),
        fc.integer({ min: -6, max: 8 }),
        fc.integer({ min: -4, max: 8 }),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
        (w, c, p, fatigue) => {
          for (let cr = -10; cr <= 30; cr++) {
            const withBonus = weaponChance(c, p, w.bonus, cr, fatigue)!.probability;
            expect(withBonus).toBeGreaterThanOrEqual(0);
            expect(withBonus).toBeLessThanOrEqual(1);
            expect(withBonus).toBeGreaterThanOrEqual(weaponChance(c, p, 0, cr, fatigue)!.probability);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('never lowers a block by the shield’s bonus, and lowers it with each earlier block', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIELDS),
        fc.integer({ min: -2, max: 8 }),
        fc.integer({ min: -4, max: 6 }),
        (s, c, p) => {
          for (let attack = -6; attack <= 24; attack++) {
            const first = blockChance(c, p, s.bonus, attack, 0)!.probability;
            expect(first).toBeGreaterThanOrEqual(blockChance(c, p, 0, attack, 0)!.probability);
            expect(blockChance(c, p, s.bonus, attack, 1)!.probability).toBeLessThanOrEqual(first);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Heimr medieval armoury: weapons and shields taken up and put down', () => {
  it('holds a medium weapon in the sword hand and a tower shield in the off hand, each with its roll', () => {
    const r = run(creation, [weapon('medium', 'sword'), shield('tower', 'off')], settings);
    expect(r.findings).toEqual([]);
    const sheet = heimr.sheetOf(r.sheet!);
    const lines = armouryLines(sheet);
    // Swordmanship 1, potential 0 (strength 0): the medium weapon's P+3 makes 3, the tower shield's P+5 makes 5;
    // strength is physical, so both rolls must reach the base fatigue: stamina 0 counts -1 with the tower shield's
    // "Sta -1" in hand, so 4 - -1 = 5.
    expect(lines.map((l) => [l.row.name, l.item.hand, l.consistency, l.potential, l.fatigue, l.penalty])).toEqual([
      ['Medium weapon', 'sword', 1, 3, 5, 0],
      ['Tower shield', 'off', 1, 5, 5, 1],
    ]);
  });

  it('refuses a second two-handed weapon, and a shield in the sword hand, in plain words', () => {
    const r = run(creation, [weapon('great', 'both'), weapon('bow', 'both', 'agility')], settings);
    expect(errorCodes(r.findings)).toEqual(['heimr.wielding']);
    expect(r.findings[0]!.message).toBe('Both hands already hold a great weapon; put it down before taking up a bow.');
    const s = run(creation, [shield('tower', 'sword')], settings);
    expect(s.findings[0]!.message).toBe(
      'A tower shield is held in the off hand, not in the sword hand; take it up in the off hand.',
    );
    const t = run(creation, [shield('buckler', 'off'), weapon('pole-arm', 'both')], settings);
    expect(t.findings[0]!.message).toBe(
      'The off hand already holds a buckler; put it down before taking up a pole arm.',
    );
    const u = run(
      creation,
      [ev({ type: 'take-up-weapon', weapon: 'light', hand: 'both', ability: 'brawl', name: 'Seax' })],
      settings,
    );
    expect(u.findings[0]!.message).toBe(
      'A light weapon (Seax) is held in either hand, not in both hands; take it up in either hand.',
    );
  });

  it('frees a hand when what it holds is put down, and refuses to put down from an empty hand', () => {
    const r = run(creation, [weapon('great', 'both'), putDown('off'), shield('buckler', 'off')], settings);
    expect(r.findings).toEqual([]);
    expect(heimr.sheetOf(r.sheet!).held.map((h) => h.id)).toEqual(['buckler']);
    const empty = run(creation, [putDown('sword')], settings);
    expect(errorCodes(empty.findings)).toEqual(['heimr.put-down.empty']);
    expect(empty.findings[0]!.message).toMatch(/^The character holds nothing in the sword hand/);
  });

  it('refuses an ability the campaign lacks, and every entry where the campaign switched the module off', () => {
    expect(errorCodes(run(creation, [weapon('light', 'off', 'dueling')], settings).findings)).toEqual([
      'heimr.ability.unknown',
    ]);
    const off = run(creation, [weapon('light', 'off'), putDown('off')], { ...settings, armoury: false });
    expect(errorCodes(off.findings)).toEqual(['heimr.armoury.off', 'heimr.armoury.off']);
    expect(off.findings[0]!.message).toMatch(/does not use the medieval armoury module; ask the game master/);
  });
});

describe('what a character holds, explained', () => {
  it('gives every value of a sheet with a weapon and a shield in hand a formula, the table row and the reading', () => {
    const input = { creation, events: [weapon('medium', 'sword'), shield('tower', 'off')] };
    const { explanations } = explainCharacter(heimr, input, settings);
    const held = explanations!.filter((e) => e.path.startsWith('sheet.held.'));
    expect(held.map((e) => e.path)).toContain('sheet.held.0.ability');
    expect(explanations!.filter((e) => e.formula === '' || e.sources.length === 0).map((e) => e.path)).toEqual([]);
    const ability = held.find((e) => e.path === 'sheet.held.0.ability')!;
    expect(ability.formula).toBe(
      'Medium weapon of the armoury module’s Weapons table, held in the sword hand and used with Swordmanship: the player’s choice, made in the builder or taken up in play by an entry',
    );
    expect(ability.sources).toEqual([HEIMR_WEAPON_ROWS.medium]);
    expect(held.find((e) => e.path === 'sheet.held.1.id')!.sources).toEqual([HEIMR_SHIELD_ROWS.tower]);
    expect(ability.reading).toBe(HEIMR_READINGS.armoury);
    expect(ability.entries).toHaveLength(1);
  });

  it('says so where nothing is in hand, and where the campaign switched the module off', () => {
    const none = explainCharacter(heimr, { creation, events: [] }, { ...settings, armoury: false }).explanations!;
    expect(none.find((e) => e.path === 'sheet.held')!.formula).toBe(
      'No weapon or shield in hand: none was chosen in the builder or taken up in play, and this campaign switches the armoury module off',
    );
    expect(none.find((e) => e.path === 'sheet.campaign.armoury')!.formula).toMatch(
      /^The medieval armoury module is switched off in this campaign \(settings\.armoury; /,
    );
  });
});

describe('the chances of what a character holds, explained', () => {
  // Swordmanship +1, potential 0, on strength 0: the medium weapon's P+3 and the tower shield's P+5. Stamina 0 counts
  // -1 while the tower shield ("Sta -1") is in hand, so the base fatigue is 4 - -1 = 5.
  const held = () =>
    armouryLines(heimr.sheetOf(run(creation, [weapon('medium', 'sword'), shield('tower', 'off')], settings).sheet!));

  it('names the row, adds the bonus to the potential and ends with the chance the sheet shows', () => {
    const [sword, tower] = held();
    // Against 8 the dice must reach 5 (8 − 3) and the fatigue 5: the higher die is under 5 on 4 × 4 throws: 44 of 60.
    const hit = explainWeaponChance(sword!, 8);
    expect(hit.formula).toMatch(
      /^An attack with the medium weapon: Swordmanship’s potential 0 \+ the medium weapon’s bonus \+3 = 3; defence or CR 8 is what the attack must meet: /,
    );
    expect(hit.chance).toBeCloseTo(44 / 60, 12);
    expect(hit.formula).toMatch(/44 of the 60 rolls → 73%$/);
    expect(hit.sources[0]).toEqual(HEIMR_WEAPON_ROWS.medium);
    expect(hit.reading).toContain(HEIMR_READINGS.weaponBonus);
    // The third block is at 1 − 4 = −3: the lowest of 1d6 and 3d10 must reach the fatigue 5: (2/6)(6/10)^3.
    const block = explainBlockChance(tower!, 6, 2);
    expect(block.formula).toMatch(
      /^A block with the tower shield: penalty 2 × 2 earlier blocks = 4: consistency \+1 − 4 = -3; /,
    );
    expect(block.chance).toBeCloseTo((2 / 6) * 0.6 ** 3, 12);
    expect(block.reading).toContain(HEIMR_READINGS.defencePenalty);
    const first = explainBlockChance(tower!, 6, 0);
    expect(first.formula).toMatch(
      /^A block with the tower shield: no earlier block since the last turn, no penalty: consistency \+1; /,
    );
    // A parry has no penalty: the medium weapon against 6 must reach 3 and the fatigue 5, as its attack: 44 of 60.
    const parry = explainParryChance(sword!, 6);
    expect(parry.chance).toBeCloseTo(44 / 60, 12);
    expect(parry.reading).toContain(HEIMR_READINGS.parryPenalty);
  });
});
