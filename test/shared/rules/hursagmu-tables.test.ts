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
  FOCUS_EXAMPLES,
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
  TRAITS,
  weaponDamage,
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
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(traitCost)).toEqual([0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]);
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
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(lift)).toEqual([50, 75, 100, 150, 200, 300, 400, 600, 800, 1200, 1600, 2400, 3200]);
  });

  it('doubles Lift(L - 2) beyond the table and halves it below, rounding down', () => {
    expect(lift(11)).toBe(4800);
    expect(lift(12)).toBe(6400);
    expect(lift(-3)).toBe(37);
    expect(lift(-4)).toBe(25);
  });

  it("gives Bob (Strength 2) 200 lb, and with 100 lb carried half movement and -4 to agile traits", () => {
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
  const table: [string, WeaponOptions, number][] = [
    ['Dart', weapon('small', { throwable: true }), 6],
    ['Sling', weapon('small', { missile: true }), 6],
    ['Knife', weapon('small', { throwable: true }), 6],
    ['Dagger', weapon('small'), 8],
    ['Hatchet', weapon('medium', { throwable: true }), 8],
    ['Bow', weapon('medium', { missile: true }), 8],
    ['Sword', weapon('medium'), 10],
    ['Spear', weapon('large', { throwable: true }), 10],
    ['Longbow', weapon('large', { missile: true }), 10],
    ['Crossbow', weapon('large', { missile: true, mechanical: true }), 12],
    ['Halberd', weapon('large'), 12],
    ['Maul', weapon('large'), 12],
  ];
  it.each(table)('builds the table %s with its damage', (_name, options, damage) => {
    expect(buildWeapon(options).damage).toBe(damage);
  });

  it('prices the large crossbow at 40000cc and the medium sword at 2000cc', () => {
    expect(buildWeapon(weapon('large', { missile: true, mechanical: true })).price).toBe(40000);
    expect(buildWeapon(weapon('large', { missile: true, mechanical: true, warOnly: true })).price).toBe(40000);
    expect(buildWeapon(weapon('medium', { warOnly: true })).price).toBe(2000);
    expect(buildWeapon(weapon('medium')).price).toBe(200);
    expect(buildWeapon(weapon('small')).price).toBe(100);
  });

  it('gives size weight, hands and concealment, and missile weapons two hands and 30 spaces per damage', () => {
    expect(buildWeapon(weapon('small'))).toMatchObject({ weight: 1, hands: 1, concealment: 0, rangeIncrement: 0, thrownPenalty: -6 });
    expect(buildWeapon(weapon('large'))).toMatchObject({ weight: 10, hands: 2, concealment: null });
    expect(buildWeapon(weapon('medium', { missile: true }))).toMatchObject({ hands: 2, rangeIncrement: 5, maxRange: 240 });
    expect(buildWeapon(weapon('small', { throwable: true }))).toMatchObject({ rangeIncrement: 1, thrownPenalty: 0 });
  });

  it('adds Strength to damage except for mechanical weapons', () => {
    expect(weaponDamage(buildWeapon(weapon('medium')), 3)).toBe(13);
    expect(weaponDamage(buildWeapon(weapon('large', { missile: true, mechanical: true })), 3)).toBe(12);
  });
});

describe('HURSAGMU armor, foci and coins', () => {
  it('prices armor 100, 200, 400, 8000, 16000 for 1 to 5 points, doubling beyond', () => {
    expect([1, 2, 3, 4, 5, 6].map(armorPrice)).toEqual([100, 200, 400, 8000, 16000, 32000]);
  });

  it('gives a focus 8 levels at two feet and +2 per doubling, as the table', () => {
    for (const f of FOCUS_EXAMPLES) expect(focusLevels(f.size)).toBe(f.power + f.negation);
    expect(focusLevels(2)).toBe(8);
    expect(focusLevels(3)).toBe(8);
    expect(focusLevels(16)).toBe(14);
    expect(focusLevels(1)).toBe(6);
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
  it('lists the 28 traits of the book', () => {
    expect(Object.keys(TRAITS)).toHaveLength(28);
    expect(availableTraits(defaults).map((t) => t.name)).toContain('Athletics');
  });

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
    expect(['superior-hearing', 'superior-olfaction', 'starvision', 'immunity', 'longevity', 'amphibious'].map((g) => GIFTS[g]!.cost)).toEqual([8, 8, 8, 8, 8, 8]);
    expect(availableGifts(defaults).some((g) => g.id === 'intuition')).toBe(false);
    expect(availableGifts(settingsWith({ revisedEncounters: true })).find((g) => g.id === 'intuition')?.cost).toBe(8);
  });
});

describe('HURSAGMU time taken', () => {
  it("gives Lanky +2 for twice the time and -4 for a quarter of it, at most +10", () => {
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

  it('adds 0 within five spaces of a bow, 1 between five and ten, 2 between ten and fifteen', () => {
    expect([1, 5, 6, 10, 11, 15].map((d) => rangeChallenge(d, 5))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(rangeChallenge(1, 0)).toBe(0);
    expect(rangeChallenge(2, 0)).toBeNull();
  });
});
