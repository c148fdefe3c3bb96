import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import {
  createSheet,
  explainEquipmentChange,
  formatCoins,
  HURSAGMU_ARMOR_ROWS,
  HURSAGMU_BOOK,
  HURSAGMU_READINGS,
  hursagmu,
  itemPrice,
  LIST_ITEMS,
  type EquipmentItem,
  type HursagmuCreation,
  type HursagmuSettings,
} from '../../../shared/rules/systems/hursagmu';
import { defaults, fighter } from './hursagmu-helpers';

/**
 * The builder's coin prices explained: a change to the starting equipment, piece by piece at the price the book's
 * tables give ("EQUIPMENT": the Gear list, the Armor table, the weapon builder's sizes and factors, the shields),
 * and the purse after it against the campaign's starting coins. Bob (test/fixtures/hursagmu/reference) bought a
 * chest (200), 20 trail rations (20 x 50 = 1000), 40 yards of rope (40 x 10 = 400), a lantern (120), 8 oil flasks
 * (80), a grappling hook (50), a bedroll (20), 2 blankets (120) and padded cloth (100): 2090 cc of the reference
 * campaign's 5000 cc, a house rule beside the project's 1000 cc.
 */
const SEED = '003_ec97e9f49afae471.txt';
const fixtures = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/hursagmu/reference');
const read = (path: string) => JSON.parse(readFileSync(join(fixtures, path), 'utf8')) as Record<string, unknown>;
const reference: HursagmuSettings = hursagmu.parseSettings(read('campaign.json').settings).settings;
const bob = () => read('characters/bob.json').creation as unknown as HursagmuCreation;

const HOUSE_RULE =
  'settings.startingCoins; this campaign’s house rule; the project’s default is 10 gc, and the book leaves it to The Master';
const PROJECTS = 'settings.startingCoins; the project’s default; the book leaves it to The Master';

function bobWith(change: (c: HursagmuCreation) => void): HursagmuCreation {
  const c = bob();
  change(c);
  return c;
}

describe('HURSAGMU explains the builder’s coin prices from the book’s equipment tables', () => {
  it('prices a second chest for Bob by the Gear list’s row: 200 cc each, 2 gc more, 27 gc 1 sc left of 50 gc', () => {
    // "Gear": "| chest | 25 | 200 |". 2090 + 200 = 2290 cc of equipment; 5000 - 2290 = 2710 cc = 27 gc 1 sc.
    const e = explainEquipmentChange(
      bob(),
      bobWith((c) => {
        const chest = c.equipment.find((i) => i.id === 'chest')!;
        if (chest.kind === 'gear') chest.quantity = 2;
      }),
      reference,
      'Buy 1 × Chest',
    );
    expect(e.formula).toBe(
      `Buy 1 × Chest: Chest x 2: the Gear list’s 200 cc x 2 = 4 gc, in place of Chest x 1: the Gear list’s 200 cc x 1 = 2 gc; the purse: starting coins 50 gc (${HOUSE_RULE}) - starting equipment 22 gc 9 sc = 27 gc 1 sc left → costs 2 gc`,
    );
    expect(e.amount).toBe(200);
    expect(e.sources).toContainEqual({ seed: SEED, section: 'Gear', quote: '| chest | 25 | 200 |' });
    expect(e.sources).toContainEqual(HURSAGMU_BOOK.pricesInCopper);
    expect(e.sources).toContainEqual(HURSAGMU_BOOK.coins);
    expect(e.settings).toEqual(['settings.startingCoins']);
    expect(e.reading).toContain(HURSAGMU_READINGS.startingCoins);
  });

  it('prices three new backpacks at 40 cc each and ends with the builder’s own words for the price', () => {
    // "Gear": "| backpack | 1 | 40 |": 3 x 40 = 120 cc = 1 gc 2 sc; 2090 + 120 = 2210; 5000 - 2210 = 2790 cc.
    const e = explainEquipmentChange(
      bob(),
      bobWith((c) => c.equipment.push({ kind: 'gear', id: 'backpack', item: 'backpack', quantity: 3 })),
      reference,
      'Buy 3 × Backpack',
      (cc) => `takes ${cc} cc from the purse`,
    );
    expect(e.formula).toBe(
      `Buy 3 × Backpack: Backpack x 3: the Gear list’s 40 cc x 3 = 1 gc 2 sc; the purse: starting coins 50 gc (${HOUSE_RULE}) - starting equipment 22 gc 1 sc = 27 gc 9 sc left → takes 120 cc from the purse`,
    );
    expect(e.sources).toContainEqual({ seed: SEED, section: 'Gear', quote: '| backpack | 1 | 40 |' });
    expect(e.sources).not.toContainEqual({ seed: SEED, section: 'Gear', quote: '| chest | 25 | 200 |' });
  });

  it('gives back the 4 gc of Bob’s 40 yards of rope, priced per yard, when it is taken back', () => {
    // "Gear": "| rope | 1 per 2 yards | 10 per yard |": 40 x 10 = 400 cc; 2090 - 400 = 1690; 5000 - 1690 = 3310 cc.
    const e = explainEquipmentChange(
      bob(),
      bobWith((c) => (c.equipment = c.equipment.filter((i) => i.id !== 'rope'))),
      reference,
      'Remove Rope x 40 yards',
    );
    expect(e.formula).toBe(
      `Remove Rope x 40 yards: Rope x 40 yards, bought at the Gear list’s 10 cc per yard x 40 yards = 4 gc, is taken back; the purse: starting coins 50 gc (${HOUSE_RULE}) - starting equipment 16 gc 9 sc = 33 gc 1 sc left → gives back 4 gc`,
    );
    expect(e.amount).toBe(-400);
    expect(e.sources).toContainEqual({ seed: SEED, section: 'Gear', quote: '| rope | 1 per 2 yards | 10 per yard |' });
  });

  it('prices the book’s medium sword at 200 cc x10 made only for war, with the book’s own example', () => {
    // "Mechanical": "A medium sword would cost 200cc for size and x10 for being noble, for a total of 2000cc (20gc)."
    // The project's 10 gc of starting coins do not cover it: 2000 - 1000 = 1000 cc = 10 gc over.
    const e = explainEquipmentChange(
      fighter(),
      fighter((c) => c.equipment.push({ kind: 'weapon', id: 'sword', name: 'Sword', size: 'medium', warOnly: true })),
      defaults,
      'Buy Sword',
    );
    expect(e.formula).toBe(
      `Buy Sword: Sword (medium weapon): the weapon builder’s medium 200 cc x10 made only for war = 20 gc; the purse: starting coins 10 gc (${PROJECTS}) - starting equipment 20 gc = 10 gc over, a rule error → costs 20 gc`,
    );
    expect(e.amount).toBe(2000);
    expect(e.sources).toContainEqual(HURSAGMU_BOOK.swordPrice);
    expect(e.sources).toContainEqual(HURSAGMU_BOOK.warPrice);
    expect(e.reading).toContain(HURSAGMU_READINGS.weaponPrice);
  });

  it('prices armor by the Armor table’s row, and past plate at twice the price of a point less', () => {
    // "Armor": "| soft leather | 2 | 20 | 200 |"; 1000 - 200 = 800 cc = 8 gc left.
    const leather = explainEquipmentChange(
      fighter(),
      fighter((c) => c.equipment.push({ kind: 'armor', id: 'leather', points: 2 })),
      defaults,
      'Buy soft leather armor, 2 points',
    );
    expect(leather.formula).toBe(
      `Buy soft leather armor, 2 points: soft leather (2 points): the Armor table’s row for 2 points, 200 cc = 2 gc; the purse: starting coins 10 gc (${PROJECTS}) - starting equipment 2 gc = 8 gc left → costs 2 gc`,
    );
    expect(leather.sources).toContainEqual(HURSAGMU_ARMOR_ROWS[2]);
    // "| plate | 5 | 50 | 16000 |", and 6 points twice that: 32000 cc = 320 gc.
    const heavy = explainEquipmentChange(
      fighter(),
      fighter((c) => c.equipment.push({ kind: 'armor', id: 'heavy', points: 6 })),
      defaults,
      'Buy armor, 6 points',
    );
    expect(heavy.formula).toMatch(/past the Armor table, twice the price of 5 points: 2 x 16000 cc = 320 gc;/);
    expect(heavy.amount).toBe(32000);
    expect(heavy.reading).toContain(HURSAGMU_READINGS.armorRows);
  });

  it('prices the steel shield at the book’s 2000 cc', () => {
    // "On the other hand": "Solid steel shields are rare and cost 2000cc." Reference campaign: 5000 - 2090 - 2000 = 910.
    const e = explainEquipmentChange(
      bob(),
      bobWith((c) => c.equipment.push({ kind: 'shield', id: 'steel-shield', material: 'steel' })),
      reference,
      'Buy a steel shield',
    );
    expect(e.formula).toBe(
      `Buy a steel shield: Steel shield: a steel shield, 2000 cc = 20 gc; the purse: starting coins 50 gc (${HOUSE_RULE}) - starting equipment 40 gc 9 sc = 9 gc 1 sc left → costs 20 gc`,
    );
    expect(e.sources).toContainEqual(HURSAGMU_BOOK.shieldPrice);
  });
});

const LIST_IDS = Object.keys(LIST_ITEMS);
const idArb = fc.constantFrom('a', 'b', 'c', 'd');
const pieceArb: fc.Arbitrary<EquipmentItem> = fc.oneof(
  fc.record({
    kind: fc.constant('gear' as const),
    id: idArb,
    item: fc.constantFrom(...LIST_IDS),
    quantity: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('weapon' as const),
    id: idArb,
    name: fc.constant('Blade'),
    size: fc.constantFrom('small' as const, 'medium' as const, 'large' as const),
    missile: fc.boolean(),
    mechanical: fc.boolean(),
    warOnly: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('armor' as const), id: idArb, points: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('shield' as const), id: idArb, material: fc.constantFrom('wooden', 'steel') }),
) as fc.Arbitrary<EquipmentItem>;
const equipmentArb = fc.uniqueArray(pieceArb, { selector: (i) => i.id, maxLength: 4 });

describe('HURSAGMU explains every change to the starting equipment at the builder’s own price', () => {
  it('ends with the coins the builder prices it at, each piece it moves named at its own price', () => {
    fc.assert(
      fc.property(equipmentArb, equipmentArb, (was, now) => {
        const current = fighter((c) => (c.equipment = was));
        const next = fighter((c) => (c.equipment = now));
        const e = explainEquipmentChange(current, next, defaults, 'Change');
        const coins = (c: HursagmuCreation) => createSheet(c, defaults).sheet.coins;
        expect(e.amount).toBe(coins(current) - coins(next));
        const words =
          e.amount === 0
            ? 'costs nothing'
            : e.amount < 0
              ? `gives back ${formatCoins(-e.amount)}`
              : `costs ${formatCoins(e.amount)}`;
        expect(e.formula.endsWith(` → ${words}`)).toBe(true);
        // Every piece that differs is named with its price as the book's tables make it.
        for (const piece of now) {
          const before = was.find((w) => w.id === piece.id);
          if (JSON.stringify(before) === JSON.stringify(piece)) continue;
          expect(e.formula).toContain(`= ${formatCoins(itemPrice(piece))}`);
        }
        expect(e.sources).toContainEqual(HURSAGMU_BOOK.pricesInCopper);
        expect(e.settings).toEqual(['settings.startingCoins']);
      }),
    );
  });
});
