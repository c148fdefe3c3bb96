import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import {
  budgetLineExplained,
  evaluate,
  explainCreationChange,
  lineWords,
  type BudgetItem,
  type CharacterInput,
} from '../../../shared/rules/core';
import {
  createSheet,
  GIFTS,
  HURSAGMU_BOOK,
  HURSAGMU_GIFT_COSTS,
  hursagmu,
  type HursagmuCreation,
  type HursagmuSettings,
  type HursagmuSheet,
} from '../../../shared/rules/systems/hursagmu';
import { creationArb, ledgerArb } from './hursagmu-arbitraries';
import { defaults, ev, fighter, run, settingsWith } from './hursagmu-helpers';

/**
 * Every line of a HURSAGMU budget explained by the book's rule: the character points the campaign gives, each trait
 * level and gift chosen at creation by the cost chart ("TRAITS" > "Cost") and the gifts' own "Cost:" lines,
 * experience awarded and spent in play; the starting coins, the starting equipment, coins earned and paid. The builder
 * prices a change to the creation from these lines, and the price explained is the builder's.
 */
const SEED = '003_ec97e9f49afae471.txt';
const OWN_READING = /^The project’s reading: .+ Other reading: .+/;
const fixtures = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/hursagmu/reference');
const referenceSettings = (JSON.parse(readFileSync(join(fixtures, 'campaign.json'), 'utf8')) as { settings: unknown })
  .settings;
const names = readdirSync(join(fixtures, 'characters')).map((f) => f.replace(/\.json$/, ''));

function reference(name: string): { sheet: HursagmuSheet; settings: HursagmuSettings } {
  const input = JSON.parse(readFileSync(join(fixtures, 'characters', `${name}.json`), 'utf8')) as CharacterInput;
  const r = evaluate(hursagmu, input, referenceSettings);
  return { sheet: r.sheet as HursagmuSheet, settings: hursagmu.parseSettings(referenceSettings).settings };
}

const formats = new Map(hursagmu.currencies.map((c) => [c.id, c.format]));

/** Every line of every currency of a sheet, with its explanation. */
function linesOf(sheet: HursagmuSheet, settings: HursagmuSettings) {
  return Object.entries(hursagmu.budgets(sheet)).flatMap(([currency, budget]) =>
    budget.items.map((item) => ({
      currency,
      item,
      rule: hursagmu.explainBudgetLine(sheet, currency, item, settings),
    })),
  );
}

function line(name: string, currency: string, label: string) {
  const { sheet, settings } = reference(name);
  const found = linesOf(sheet, settings).find((l) => l.currency === currency && l.item.label === label);
  if (!found) throw new Error(`${name} has no ${currency} line "${label}".`);
  return { ...found, formula: budgetLineExplained(found.rule, formats.get(currency)!).formula };
}

const giftIds = Object.keys(GIFTS);
/** Random creations with gifts too, Extra Limbs with its limbs. */
const withGiftsArb: fc.Arbitrary<HursagmuCreation> = fc
  .tuple(creationArb, fc.uniqueArray(fc.constantFrom(...giftIds), { maxLength: 3 }), fc.integer({ min: 1, max: 4 }))
  .map(([c, gifts, limbs]) => ({
    ...c,
    gifts: gifts.map((gift) => (GIFTS[gift]!.perLimb ? { gift, limbs } : { gift })),
  }));

describe('HURSAGMU explains every line of its budgets', () => {
  it('explains every line of every reference character’s budgets by the book, each with its own amount', () => {
    expect(names.length).toBe(5);
    for (const name of names) {
      const { sheet, settings } = reference(name);
      const lines = linesOf(sheet, settings);
      expect(lines.length, name).toBeGreaterThan(4);
      for (const { currency, item, rule } of lines) {
        expect(rule.what).toBe(item.label);
        expect(rule.amount).toBe(-item.amount || 0);
        expect(rule.sources.length, `${currency} ${item.label}`).toBeGreaterThan(0);
        const explained = budgetLineExplained(rule, formats.get(currency)!);
        expect(explained.formula.endsWith(`→ ${lineWords(-item.amount, formats.get(currency)!)}`)).toBe(true);
        expect(explained.formula.startsWith(`${item.label}: `)).toBe(true);
      }
    }
  });

  it('prices Gilgamesh’s Fighting 12 by the chart’s last row, above the campaign’s limit of 10', () => {
    // "Cost": "| 12 | 64 |". The reference campaign keeps the project's limit of 10 on beginning traits.
    const l = line('gilgamesh', 'points', 'Fighting 12');
    expect(l.formula).toBe(
      'Fighting 12: level 12 from human average (0), by the cost chart’s cost(12) = 64, above the campaign’s limit of 10 on beginning traits: a rule error → costs 64 points',
    );
    expect(l.rule.sources).toContainEqual({ seed: SEED, section: 'Cost', quote: '| 12 | 64 |' });
    expect(l.rule.sources).toContainEqual(HURSAGMU_BOOK.startLimit);
    expect(l.rule.settings).toEqual(['settings.maxStartingTraitLevel']);
    expect(l.rule.reading).toMatch(OWN_READING);
  });

  it('prices Gilgamesh’s Athlete 3 as the book’s Athletics 3, by the chart’s row for 3', () => {
    // "Cost": "| 3 | 3 |"; the reference campaign plays the book's encounters, where Athlete is Athletics.
    const l = line('gilgamesh', 'points', 'Athletics 3');
    expect(l.formula).toBe(
      'Athletics 3: level 3 from human average (0), by the cost chart’s cost(3) = 3, written as "athlete", the other Encounters chapter’s name of Athletics → costs 3 points',
    );
    expect(l.rule.sources).toContainEqual({ seed: SEED, section: 'Cost', quote: '| 3 | 3 |' });
    expect(l.rule.settings).toEqual(['settings.revisedEncounters']);
  });

  it('prices Ninsun’s Talamu from the Sorcery section’s own cost line', () => {
    // "Sorcery": "Cost: 8 per discipline".
    const l = line('ninsun', 'points', 'Gift: Sorcery (Talamu)');
    expect(l.formula).toBe('Gift: Sorcery (Talamu): all-or-nothing at a flat 8 (the book’s cost) → costs 8 points');
    expect(l.rule.sources).toContainEqual(HURSAGMU_GIFT_COSTS['sorcery-talamu']);
    expect(l.rule.sources).toContainEqual(HURSAGMU_BOOK.gifts);
  });

  it('prices Enkidu’s Extra Limbs chosen without limbs at nothing, and says it is a rule error', () => {
    // "Extra Limbs": "Cost: 4 per limb", and no limbs are given: 4 x 0 = 0.
    const l = line('enkidu', 'points', 'Gift: Extra Limbs');
    expect(l.formula).toBe(
      'Gift: Extra Limbs: 4 a limb (the book’s cost) x 0 limbs = 0, no limbs given: a rule error → costs 0 points',
    );
    expect(l.rule.sources).toContainEqual(HURSAGMU_GIFT_COSTS['extra-limbs']);
  });

  it('gives the campaign’s character points and, in play, sums the ledger’s awards and purchases', () => {
    const start = line('ashur', 'points', 'Starting character points');
    expect(start.formula).toMatch(
      /^Starting character points: the campaign gives 60 character points .+ → gives 60 points$/,
    );
    expect(start.rule.sources).toEqual([HURSAGMU_BOOK.startingPoints, HURSAGMU_BOOK.pointsChosen]);
    expect(start.rule.reading).toMatch(OWN_READING);
    const awarded = line('ashur', 'points', 'Experience awarded');
    expect(awarded.formula).toMatch(/award entries/);
    expect(awarded.rule.sources).toEqual([HURSAGMU_BOOK.experienceGiven]);
    const spent = line('ashur', 'points', 'Experience spent');
    expect(spent.formula).toMatch(/raises, each cost\(new level\) - cost\(old level\)/);
    expect(spent.rule.sources).toContainEqual(HURSAGMU_BOOK.experienceRaises);
    expect(spent.rule.amount).toBeGreaterThan(0);
  });

  it('shows the reference campaign’s 5000 cc of starting coins as its house rule, beside the project’s 10 gc', () => {
    const start = line('bob', 'coins', 'Starting coins');
    expect(start.rule.settings).toEqual(['settings.startingCoins']);
    expect(start.formula).toMatch(/this campaign’s house rule; the project’s default is 10 gc/);
    expect(start.rule.amount).toBe(-5000);
    const equipment = line('bob', 'coins', 'Starting equipment');
    expect(equipment.formula).toMatch(/^Starting equipment: each piece chosen at creation .+ → costs /);
    expect(equipment.rule.sources).toContainEqual(HURSAGMU_BOOK.pricesInCopper);
    const paid = line('bob', 'coins', 'Paid in play');
    expect(paid.formula).toMatch(/acquire entries/);
  });

  it('shows a house rule on the campaign’s character points', () => {
    const settings = settingsWith({ startingCharacterPoints: 80 });
    const sheet = createSheet(fighter(), settings).sheet;
    const item = hursagmu.budgets(sheet).points!.items[0]!;
    const rule = hursagmu.explainBudgetLine(sheet, 'points', item, settings);
    expect(rule.settings).toEqual(['settings.startingCharacterPoints']);
    expect(rule.rule).toMatch(/80 character points .*this campaign’s house rule; the project’s default is 60/);
    const plain = hursagmu.explainBudgetLine(createSheet(fighter(), defaults).sheet, 'points', item, defaults);
    expect(plain.rule).toMatch(/the project’s default/);
  });

  it('explains a line of every kind the game makes, from creation and from play, each by a rule of the book', () => {
    const r = run(
      fighter((c) => {
        c.gifts = [{ gift: 'extra-limbs', limbs: 2 }];
        c.equipment = [{ kind: 'shield', id: 'shield', material: 'wooden' }];
      }),
      [
        ev({ type: 'award', points: 10 }),
        ev({ type: 'raise', trait: 'fighting', to: 7 }),
        ev({ type: 'earn', amount: { sc: 5 } }),
        ev({ type: 'pay', amount: { cc: 20 }, for: 'a meal' }),
      ],
    );
    const lines = linesOf(r.sheet!, defaults);
    expect(lines.map((l) => `${l.currency}: ${l.item.label}`)).toEqual([
      'points: Starting character points',
      'points: Fighting 6',
      'points: Defense 5',
      'points: Strength 2',
      'points: Athletics 3',
      'points: Gift: Extra Limbs (2 limbs)',
      'points: Experience awarded',
      'points: Experience spent',
      'coins: Starting coins',
      'coins: Starting equipment',
      'coins: Earned in play',
      'coins: Paid in play',
    ]);
    for (const l of lines) {
      expect(l.rule.sources.length, l.item.label).toBeGreaterThan(0);
      expect(l.rule.rule).not.toMatch(/not a line/);
    }
    // "Extra Limbs": "Cost: 4 per limb"; "On the other hand": a wooden shield costs 200cc; 5 sc = 50 cc earned.
    const rules = lines.map((l) => `${l.rule.rule} → ${l.rule.amount}`);
    expect(rules).toContain('4 a limb (the book’s cost) x 2 limbs = 8 → 8');
    expect(rules).toContain(
      'each piece chosen at creation (creation.equipment) at its price from the price lists and the weapon builder, added up: 2 gc → 200',
    );
    expect(rules).toContain('the ledger’s coins earned (earn entries) added up: 5 sc → -50');
    // The raise: "| 7 | 12 |" less "| 6 | 8 |", 4 experience points.
    expect(rules.find((x) => x.startsWith('the ledger’s raises'))).toMatch(/added up: 4 → 4$/);
  });

  it('explains every line of a random character’s budgets by a rule of the book, with its own amount', () => {
    fc.assert(
      fc.property(withGiftsArb, ledgerArb, (creation, { events }) => {
        const r = evaluate(hursagmu, { creation: creation as unknown as Record<string, unknown>, events }, {});
        for (const { currency, item, rule } of linesOf(r.sheet as HursagmuSheet, defaults)) {
          expect(rule.amount).toBe(-item.amount || 0);
          expect(rule.sources.length, `${currency} ${item.label}`).toBeGreaterThan(0);
          expect(rule.rule).not.toMatch(/not a line/);
        }
      }),
    );
  });

  it('says so of a line it does not make, rather than inventing a rule', () => {
    const sheet = createSheet(fighter(), defaults).sheet;
    const odd: BudgetItem = { label: 'Found money', amount: 3, path: 'creation.luck' };
    const rule = hursagmu.explainBudgetLine(sheet, 'points', odd, defaults);
    expect(rule).toMatchObject({ what: 'Found money', amount: -3, sources: [] });
    expect(rule.rule).toMatch(/not a line the rules of HURSAGMU make/);
    expect(hursagmu.explainBudgetLine(sheet, 'glory', odd, defaults).sources).toEqual([]);
  });
});

describe('HURSAGMU explains the builder’s prices from its budget lines', () => {
  it('prices a change as the builder does: the character points spent after it less before', () => {
    fc.assert(
      fc.property(withGiftsArb, withGiftsArb, (current, next) => {
        const e = explainCreationChange(hursagmu, current, next, defaults, 'Change');
        const spent = (c: HursagmuCreation) => createSheet(c, defaults).sheet.characterPoints.spent;
        expect(e.amount).toBe(spent(next) - spent(current));
        // A change that moves no line costs nothing and quotes nothing; any other quotes the book.
        expect(e.sources.length === 0).toBe(e.formula.startsWith('Change: no line of the budget changes → '));
      }),
    );
  });

  it('explains raising Fighting 6 to 7 by two rows of the chart: 12 in place of 8', () => {
    // "Cost": "| 7 | 12 |" and "| 6 | 8 |": 4 more character points, the book's Archery example in points.
    const e = explainCreationChange(
      hursagmu,
      fighter(),
      fighter((c) => (c.traits.fighting = 7)),
      defaults,
      'Raise Fighting to 7',
    );
    expect(e.formula).toBe(
      'Raise Fighting to 7: Fighting 7: level 7 from human average (0), by the cost chart’s cost(7) = 12, costs 12 points, in place of Fighting 6, which cost 8 points → costs 4 points',
    );
    expect(e.amount).toBe(4);
    expect(e.sources).toContainEqual({ seed: SEED, section: 'Cost', quote: '| 7 | 12 |' });
  });
});
