import {
  armorPrice,
  availableGifts,
  availableTraits,
  buildWeapon,
  chargeDamage,
  contest,
  rangeChallenge,
  encumbrance,
  focusLevels,
  focusWeight,
  formatCoins,
  hasteOptions,
  GIFTS,
  lift,
  momentum,
  movement,
  raiseCost,
  toCopper,
  toPurse,
  timeModifier,
  traitCost,
  weaponDamage,
  weaponProblem,
  type WeaponOptions,
} from '../../../shared/rules/systems/hursagmu';
import { defaults, settingsWith } from './hursagmu-helpers';

const weapon = (size: WeaponOptions['size'], flags: Partial<WeaponOptions> = {}): WeaponOptions => ({
  size,
  throwable: false,
  missile: false,
  mechanical: false,
  warOnly: false,
  ...flags,
});

describe('HURSAGMU trait costs', () => {
  it('charges the table: 0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64 for levels 0 to 12', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(traitCost)).toEqual([
      0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64,
    ]);
  });

  it('doubles the cost of two levels lower beyond the table, open-ended', () => {
    expect(traitCost(13)).toBe(96);
    expect(traitCost(14)).toBe(128);
    expect(traitCost(15)).toBe(192);
    expect(traitCost(20)).toBe(1024);
  });

  it('prices Archery 6 at 8 character points and 6 to 7 at 4 experience points', () => {
    expect(traitCost(6)).toBe(8);
    expect(raiseCost(6, 7)).toBe(4);
  });

  it('refuses negative trait levels, which the book does not price', () => {
    expect(() => traitCost(-1)).toThrow(/from 0 up/);
  });
});

describe('HURSAGMU strength and lift', () => {
  it('lifts the table from Strength -2 to 10', () => {
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(lift)).toEqual([
      50, 75, 100, 150, 200, 300, 400, 600, 800, 1200, 1600, 2400, 3200,
    ]);
  });

  it('doubles Lift(L - 2) beyond the table and halves it below, rounding down', () => {
    expect(lift(11)).toBe(4800);
    expect(lift(12)).toBe(6400);
    expect(lift(-3)).toBe(37);
    expect(lift(-4)).toBe(25);
  });

  it('gives Bob (Strength 2) 200 lb, and with 100 lb carried half movement and -4 to agile traits', () => {
    const bob = lift(2);
    expect(bob).toBe(200);
    const load = encumbrance(100, bob);
    expect(load).toMatchObject({ level: 'heavy', movementDivisor: 2, penalty: -4 });
    expect(movement(0, 0, load)).toBe(5);
  });

  it('quarters movement with -8 from 75% and stops it at 100%', () => {
    expect(encumbrance(149, 200)).toMatchObject({ level: 'heavy' });
    expect(encumbrance(150, 200)).toMatchObject({ level: 'very-heavy', movementDivisor: 4, penalty: -8 });
    expect(movement(2, 0, encumbrance(150, 200))).toBe(3);
    expect(encumbrance(200, 200)).toMatchObject({ level: 'immobile', movementDivisor: null, penalty: null });
    expect(movement(5, 0, encumbrance(200, 200))).toBe(0);
    expect(encumbrance(99, 200)).toMatchObject({ level: 'none', penalty: 0 });
  });
});

describe('HURSAGMU movement and charges', () => {
  it('moves 10 + Athletics spaces per action, less armor', () => {
    const free = encumbrance(0, 100);
    expect(movement(0, 0, free)).toBe(10);
    expect(movement(4, 0, free)).toBe(14);
    expect(movement(4, 5, free)).toBe(9);
    expect(movement(0, 12, free)).toBe(0);
  });

  it("adds +1 damage per four spaces: the knight's lance 10 + 4 + 7 = 21, the pike 12 + 1 + 7 = 20", () => {
    expect(momentum(28)).toBe(7);
    expect(momentum(3)).toBe(0);
    expect(chargeDamage(10, 4, 28)).toBe(21);
    expect(chargeDamage(12, 1, 28)).toBe(20);
  });

  it("gives the revised chapter's knight 6 + 4 + 7 = 17 and its pike 8 + 1 + 7 = 16", () => {
    expect(chargeDamage(6, 4, 28)).toBe(17);
    expect(chargeDamage(8, 1, 28)).toBe(16);
  });
});

describe('HURSAGMU weapon builder', () => {
  it('prices the large crossbow at 40000cc and the medium sword at 2000cc', () => {
    // 003 "Weapons": the crossbow is 400 x 10 (missile) x 10 (mechanical); the sword 200 x 10 (noble).
    expect(buildWeapon(weapon('large', { missile: true, mechanical: true }), false).price).toBe(40000);
    // Made for war as well, the crossbow takes no third factor (400 x 10 x 10, not x 10 x 10 x 10).
    expect(buildWeapon(weapon('large', { missile: true, mechanical: true, warOnly: true }), false).price).toBe(40000);
    expect(buildWeapon(weapon('medium', { warOnly: true }), false).price).toBe(2000);
    expect(buildWeapon(weapon('medium'), false).price).toBe(200);
    // Small is the project's reading, half of medium as medium is half of large: 100 cc, 1000 cc made for war.
    expect(buildWeapon(weapon('small'), false).price).toBe(100);
    expect(buildWeapon(weapon('small', { warOnly: true }), false).price).toBe(1000);
    expect(buildWeapon(weapon('large', { warOnly: true }), false).price).toBe(4000);
    // Throwable adds no price factor.
    expect(buildWeapon(weapon('large', { throwable: true }), false).price).toBe(400);
  });

  it('prices a bow as a sword, 2000 cc, and a sling at 1000 cc: the missile factor of the crossbow', () => {
    // The crossbow's "x10 for being a missile weapon" applies to every missile weapon: the bow (medium, missile)
    // is 200 x 10 = 2000 cc, the sword's price (200 x 10 for being noble); the sling (small, missile) 100 x 10.
    expect(buildWeapon(weapon('medium', { missile: true }), false).price).toBe(2000);
    expect(buildWeapon(weapon('small', { missile: true }), false).price).toBe(1000);
    expect(buildWeapon(weapon('large', { missile: true }), false).price).toBe(4000);
    // A mechanical weapon that is no missile weapon: 200 x 10.
    expect(buildWeapon(weapon('medium', { mechanical: true }), false).price).toBe(2000);
    // The revised chapter changes damage only.
    expect(buildWeapon(weapon('small', { missile: true }), true).price).toBe(1000);
  });

  it('gives size weight, hands and concealment, and missile weapons two hands and 30 spaces per damage', () => {
    // 003 "Size" table: small 1 lb, 1 hand, concealment 0; medium 5 lb, 1 hand, -6; large 10 lb, 2 hands, "NA".
    expect(buildWeapon(weapon('small'), false)).toMatchObject({
      weight: 1,
      hands: 1,
      concealment: 0,
      rangeIncrement: 0,
      thrownPenalty: -6,
      maxRange: null,
    });
    expect(buildWeapon(weapon('medium'), false)).toMatchObject({
      weight: 5,
      hands: 1,
      concealment: -6,
      rangeIncrement: 0,
    });
    expect(buildWeapon(weapon('large'), false)).toMatchObject({ weight: 10, hands: 2, concealment: null });
    // A bow: 10 - 2 = 8 damage, 8 x 30 = 240 spaces.
    expect(buildWeapon(weapon('medium', { missile: true }), false)).toMatchObject({
      hands: 2,
      rangeIncrement: 5,
      maxRange: 240,
    });
    expect(buildWeapon(weapon('small', { throwable: true }), false)).toMatchObject({
      rangeIncrement: 1,
      thrownPenalty: 0,
      maxRange: null,
    });
  });

  it('builds weapons 4 lighter with the revised encounters, reaching as far as the book’s', () => {
    // 004 "Movement": lance 6 and pike 8 where 003 has 10 and 12. A sword 10 - 4 = 6, a maul 12 - 4 = 8.
    expect(buildWeapon(weapon('medium'), true)).toMatchObject({ damage: 6, bookDamage: 10 });
    expect(buildWeapon(weapon('large'), true)).toMatchObject({ damage: 8, bookDamage: 12 });
    // The dart (small, throwable) 8 - 2 - 4 = 2; the crossbow 12 - 4 = 8, and still no Strength.
    expect(buildWeapon(weapon('small', { throwable: true }), true)).toMatchObject({ damage: 2, bookDamage: 6 });
    const crossbow = buildWeapon(weapon('large', { missile: true, mechanical: true }), true);
    expect(crossbow).toMatchObject({ damage: 8, bookDamage: 12, addsStrength: false });
    expect(weaponDamage(crossbow, 5)).toBe(8);
    // The bow's reach stays 8 x 30 = 240 spaces, counted from the book's damage, not 4 x 30 = 120.
    expect(buildWeapon(weapon('medium', { missile: true }), true)).toMatchObject({
      damage: 4,
      bookDamage: 8,
      maxRange: 240,
    });
    // The book's chapter: both figures the same.
    expect(buildWeapon(weapon('medium'), false)).toMatchObject({ damage: 10, bookDamage: 10 });
  });

  it('adds Strength to damage except for mechanical weapons', () => {
    expect(weaponDamage(buildWeapon(weapon('medium'), false), 3)).toBe(13);
    expect(weaponDamage(buildWeapon(weapon('large', { missile: true, mechanical: true }), false), 3)).toBe(12);
    // A revised sword: 6 + 3.
    expect(weaponDamage(buildWeapon(weapon('medium'), true), 3)).toBe(9);
  });

  it('refuses a throwable weapon that is also a missile or mechanical weapon, naming it', () => {
    expect(weaponProblem(weapon('small', { throwable: true, missile: true }), 'Odd')).toBe(
      'A throwable weapon cannot also be a missile or mechanical weapon; drop one of the options of Odd.',
    );
    expect(weaponProblem(weapon('small', { throwable: true, mechanical: true }))).toBe(
      'A throwable weapon cannot also be a missile or mechanical weapon; drop one of the options.',
    );
    expect(weaponProblem(weapon('small', { throwable: true }))).toBeUndefined();
    expect(weaponProblem(weapon('small', { missile: true, mechanical: true }))).toBeUndefined();
  });
});

describe('HURSAGMU armor, foci and coins', () => {
  it('prices armor 100, 200, 400, 8000, 16000 for 1 to 5 points, doubling beyond', () => {
    expect([1, 2, 3, 4, 5, 6].map(armorPrice)).toEqual([100, 200, 400, 8000, 16000, 32000]);
  });

  it('gives a focus 8 levels at two feet, +2 per full doubling and -2 per halving', () => {
    // 003 "Foci": 8 levels at 2 ft, +2 per doubling. 3 ft is not a full doubling (8); 16 ft is three (8 + 6);
    // 1 ft is one halving (6); 0.5 ft two (4).
    expect([2, 3, 3.99, 4, 16, 127, 128].map(focusLevels)).toEqual([8, 8, 8, 10, 14, 18, 20]);
    expect([1, 1.5, 0.5, 0.25].map(focusLevels)).toEqual([6, 6, 4, 2]);
    // Half a pound per foot (the wand 2 ft 1 lb, the staff 8 ft 4 lb), immobile from 128 ft (temple, tower).
    expect([2, 8, 127, 128, 1000].map(focusWeight)).toEqual([1, 4, 63.5, null, null]);
  });

  it('trades 1 gc = 10 sc = 100 cc', () => {
    expect(toCopper({ gc: 1 })).toBe(100);
    expect(toCopper({ sc: 10 })).toBe(100);
    expect(toPurse(2345)).toEqual({ gc: 23, sc: 4, cc: 5 });
    expect(formatCoins(40000)).toBe('400 gc');
    expect(formatCoins(0)).toBe('0 cc');
  });
});

describe('HURSAGMU lists', () => {
  it('uses Athlete and Rider and drops Mysticism with the revised encounters', () => {
    const names = availableTraits(settingsWith({ revisedEncounters: true })).map((t) => t.name);
    expect(names).toContain('Athlete');
    expect(names).toContain('Rider');
    expect(names).not.toContain('Athletics');
    expect(names).not.toContain('Mysticism');
    expect(names).toHaveLength(27);
  });

  it('prices gifts flat: sorcery 8 per discipline, senses 8, Extra Limbs 4 per limb, Phosphorescence 4', () => {
    const sorcery = Object.entries(GIFTS).filter(([id]) => id.startsWith('sorcery-'));
    expect(sorcery).toHaveLength(6);
    expect(sorcery.every(([, g]) => g.cost === 8)).toBe(true);
    expect(GIFTS['extra-limbs']).toEqual({ name: 'Extra Limbs', cost: 4, perLimb: true });
    expect(GIFTS.phosphorescence!.cost).toBe(4);
    expect(
      ['superior-hearing', 'superior-olfaction', 'starvision', 'immunity', 'longevity', 'amphibious'].map(
        (g) => GIFTS[g]!.cost,
      ),
    ).toEqual([8, 8, 8, 8, 8, 8]);
    expect(availableGifts(defaults).some((g) => g.id === 'intuition')).toBe(false);
    expect(availableGifts(settingsWith({ revisedEncounters: true })).find((g) => g.id === 'intuition')?.cost).toBe(8);
  });
});

describe('HURSAGMU time taken', () => {
  it('gives Lanky +2 for twice the time and -4 for a quarter of it, at most +10', () => {
    expect(timeModifier(1, false)).toEqual({ traitBonus: 2, challengeBonus: 0 });
    expect(timeModifier(-2, false)).toEqual({ traitBonus: -4, challengeBonus: 0 });
    expect(timeModifier(7, false).traitBonus).toBe(10);
  });

  it('raises the challenge level by 2 per halving in the revised chapter, at most 10', () => {
    expect(timeModifier(-2, true)).toEqual({ traitBonus: 0, challengeBonus: 4 });
    expect(timeModifier(-6, true).challengeBonus).toBe(10);
    expect(timeModifier(3, true)).toEqual({ traitBonus: 6, challengeBonus: 0 });
  });
});

describe('HURSAGMU haste', () => {
  it('hastes by +2 in the book and by up to +3 in the revised chapter', () => {
    expect(hasteOptions(false)).toEqual([2]);
    expect(hasteOptions(true)).toEqual([1, 2, 3]);
  });
});

describe('HURSAGMU trait rolls and range', () => {
  it("gives Juk a hit with a Dos of 6 when his 17 beats Lothar's 11, and a tie to the defender", () => {
    expect(contest(17, 11, true)).toEqual({ winner: 'actor', dos: 6 });
    expect(contest(11, 11, true)).toEqual({ winner: 'opponent', dos: 0 });
    expect(contest(11, 11)).toEqual({ winner: 'tie', dos: 0 });
  });

  it('gives the opponent the win and the Dos when the actor rolls lower', () => {
    // Lothar's 17 against Juk's 11: the higher total wins by the difference ("The Trait Roll").
    expect(contest(11, 17)).toEqual({ winner: 'opponent', dos: 6 });
    expect(contest(11, 17, true)).toEqual({ winner: 'opponent', dos: 6 });
  });

  it('adds nothing for a target in the attacker’s own space', () => {
    expect(rangeChallenge(0, 5)).toBe(0);
    expect(rangeChallenge(0, 1)).toBe(0);
  });

  it('adds 0 within five spaces of a bow, 1 between five and ten, 2 between ten and fifteen', () => {
    expect([1, 5, 6, 10, 11, 15].map((d) => rangeChallenge(d, 5))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(rangeChallenge(1, 0)).toBe(0);
    expect(rangeChallenge(2, 0)).toBeNull();
  });
});
