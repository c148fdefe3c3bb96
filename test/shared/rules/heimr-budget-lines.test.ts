import { evaluate } from '../../../shared/rules/core';
import type { BudgetItem } from '../../../shared/rules/core/system';
import {
  HEIMR_BOOK as B,
  HEIMR_READINGS as R,
  heimr,
  type HeimrCreation,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { numbered } from './game-helpers';

/**
 * Each line of Heimr's budgets in words, worked out by hand from the book's tables ("Experience points": 5, 10, 15,
 * 25, 40 for heights 1 to 5; "Attribute progress": "New attribute value -2 -1 0 1 2 3 4 or more / Attribute progress
 * required 8 6 4 6 8 10 12"), for the lines the rules make and for those they do not.
 */

function sheetOf(
  creation: HeimrCreation,
  events: Record<string, unknown>[] = [],
  settings: Record<string, unknown> = {},
): HeimrSheet {
  const input = { creation, events: numbered(events) };
  return evaluate(heimr, input, settings).sheet as HeimrSheet;
}

const defaults = heimr.parseSettings({}).settings;
const explainLine = (sheet: HeimrSheet, currency: string, item: BudgetItem) =>
  heimr.explainBudgetLine(sheet, currency, item, defaults);

function lineOf(sheet: HeimrSheet, currency: string, label: string) {
  const item = heimr.budgets(sheet)[currency]!.items.find((i) => i.label === label);
  if (item === undefined) throw new Error(`No line "${label}" in the ${currency} budget.`);
  return explainLine(sheet, currency, item);
}

/** Strength -2 and ten points of Brawl in play, consistency and potential in turn up to 5 each (95 XP each). */
const risen = () =>
  sheetOf({ attributes: { strength: -2, stamina: 1 }, training: { survival: { consistency: 1, potential: 0 } } }, [
    { type: 'award', points: 200 },
    ...Array.from({ length: 10 }, (_, i) => ({
      type: 'train',
      ability: 'brawl',
      aspect: i % 2 === 0 ? 'consistency' : 'potential',
    })),
  ]);

const EXPERIENCE_SOURCES = [B.trainingCost, B.trainingHeights, B.trainingCosts, B.trainingTotals];

describe('Heimr explains each line of the experience budget', () => {
  it('gives a height of 1 bought at creation its one cost, and a price no height costs as no total', () => {
    const sheet = risen();
    expect(lineOf(sheet, 'xp', 'Survival consistency 1')).toEqual({
      what: 'Survival consistency 1',
      rule: 'trained to 1 at creation, each point at the cost of the height it reaches, the table’s total cost of height 1: 5 XP',
      amount: 5,
      sources: EXPERIENCE_SOURCES,
      reading: R.aspectHeights,
    });
    // 7 XP lies between the totals 5 and 15.
    const odd = { label: 'Brawl consistency ?', amount: -7, path: 'creation.training.brawl.consistency' };
    expect(explainLine(sheet, 'xp', odd).rule).toBe(
      'training bought at creation for 7 XP, which is no total of the table’s costs',
    );
  });

  it('adds up ten points in play at each height’s cost: 5 + 10 + 15 + 25 + 40 for each aspect', () => {
    const sheet = risen();
    const heights = (aspect: string) =>
      [5, 10, 15, 25, 40].map((cost, i) => `Brawl ${aspect} to ${i + 1} (${cost})`).join(' + ');
    expect(lineOf(sheet, 'xp', 'Training in play')).toEqual({
      what: 'Training in play',
      rule: `the ledger’s “train” entries added up, each point of training at the cost of the height it reaches: ${heights('consistency')} + ${heights('potential')} = 190 XP`,
      amount: 190,
      sources: [B.xpSpent, B.trainingCost, B.trainingHeights, B.trainingCosts],
      reading: R.aspectHeights,
    });
    expect(lineOf(sheet, 'xp', 'Starting experience')).toEqual({
      what: 'Starting experience',
      rule: 'the campaign’s starting experience, 30 XP (the project’s default; the book sets none)',
      amount: -30,
      sources: [B.otherDocuments],
      settings: ['settings.startingExperience'],
      reading: R.startingExperience,
    });
  });

  it('reads a ledger line of nothing as training, and says so of a character who trained nothing', () => {
    const sheet = sheetOf({ attributes: {}, training: {} });
    const none = explainLine(sheet, 'xp', { label: 'Training in play', amount: 0, path: 'events' });
    expect(none.rule).toBe(
      'the ledger’s “train” entries added up, each point of training at the cost of the height it reaches: no point of training = 0 XP',
    );
  });

  it('names no rule for a line the rules do not make', () => {
    const sheet = sheetOf({ attributes: {}, training: {} });
    const unknown = (currency: string, item: BudgetItem) => explainLine(sheet, currency, item);
    // A training path with a gain, a path of no kind, and a currency Heimr has not.
    expect(unknown('xp', { label: 'Refund', amount: 5, path: 'creation.training.brawl.consistency' })).toEqual({
      what: 'Refund',
      rule: 'a line of the xp budget at creation.training.brawl.consistency that is not one the rules of Heimr make, so no rule of the book explains it',
      amount: -5,
      sources: [],
    });
    expect(unknown('xp', { label: 'Gift', amount: 5, path: 'creation.gift' }).sources).toEqual([]);
    expect(unknown('gold', { label: 'Experience awarded', amount: 5, path: 'events' }).rule).toBe(
      'a line of the gold budget at events that is not one the rules of Heimr make, so no rule of the book explains it',
    );
  });
});

describe('Heimr explains each line of the attribute progress budget', () => {
  it('counts what training gave an attribute, used and held, and what its rises used', () => {
    const sheet = risen();
    expect(lineOf(sheet, 'progress', 'Strength: gained by training')).toEqual({
      what: 'Strength: gained by training',
      rule: 'one progress for each point of training the ledger’s “train” entries gave Strength: 10 used in rises + 0 held now = 10 progress',
      amount: -10,
      sources: [B.progressPerPoint],
      settings: ['settings.abilities'],
      reading: R.creationProgress,
    });
    expect(lineOf(sheet, 'progress', 'Strength: used in rises')).toEqual({
      what: 'Strength: used in rises',
      rule: 'Strength rose from -2 at creation to 0, each rise using the progress its new value requires (-1 needs 6, 0 needs 4), after which the progress starts again from zero: 10 progress',
      amount: 10,
      sources: [B.progressRise, B.progressZero, B.progressValues, B.progressRequired],
    });
  });

  it('adds the player’s choice where an ability is based on several attributes, and signs a rise above 0', () => {
    // Sailing on Dexterity and Stamina: four points, each giving Dexterity its progress; 0 to +1 needs 6.
    const abilities = [{ id: 'sailing', name: 'Sailing', attributes: ['dexterity', 'stamina'], baseConsistency: 0 }];
    const train = { type: 'train', ability: 'sailing', attribute: 'dexterity' };
    const sheet = sheetOf(
      { attributes: {}, training: {} },
      [
        { type: 'award', points: 100 },
        ...['consistency', 'potential', 'consistency', 'potential', 'consistency', 'potential', 'consistency'].map(
          (aspect) => ({ ...train, aspect }),
        ),
      ],
      { abilities },
    );
    const gained = lineOf(sheet, 'progress', 'Dexterity: gained by training');
    expect(gained.rule).toBe(
      'one progress for each point of training the ledger’s “train” entries gave Dexterity: 6 used in rises + 1 held now = 7 progress',
    );
    expect(gained.sources).toEqual([B.progressPerPoint, B.progressChoice]);
    expect(lineOf(sheet, 'progress', 'Dexterity: used in rises').rule).toBe(
      'Dexterity rose from 0 at creation to +1, each rise using the progress its new value requires (+1 needs 6), after which the progress starts again from zero: 6 progress',
    );
  });

  it('says below the table’s -2 is the project’s reading, and -2 itself is the table’s', () => {
    // From -4: -3 needs 10 (the project's step of 2 past the table's 8), -2 needs the table's 8.
    const settings = { lowestAttribute: -4, attributePoints: 6 };
    const brawl = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        type: 'train',
        ability: 'brawl',
        aspect: i % 2 === 0 ? 'consistency' : 'potential',
      }));
    const low = sheetOf(
      { attributes: { strength: -4 }, training: {} },
      [{ type: 'award', points: 2000 }, ...brawl(10)],
      settings,
    );
    const below = lineOf(low, 'progress', 'Strength: used in rises');
    expect(below.rule).toBe(
      'Strength rose from -4 at creation to -3, each rise using the progress its new value requires (-3 needs 10), after which the progress starts again from zero: 10 progress',
    );
    expect(below.reading).toBe(R.progressBelowTable);
    const atTable = sheetOf(
      { attributes: { strength: -3 }, training: {} },
      [{ type: 'award', points: 2000 }, ...brawl(8)],
      settings,
    );
    const table = lineOf(atTable, 'progress', 'Strength: used in rises');
    expect(table.rule).toMatch(/\(-2 needs 8\)/);
    expect(table.reading).toBeUndefined();
  });

  it('names no rule for a progress line of no attribute, of no kind, or not from the ledger', () => {
    const sheet = risen();
    const rule = (item: BudgetItem) => explainLine(sheet, 'progress', item).sources;
    expect(rule({ label: 'Luck: gained by training', amount: 3, path: 'events' })).toEqual([]);
    expect(rule({ label: 'Strength: found', amount: 3, path: 'events' })).toEqual([]);
    expect(rule({ label: 'Strength: gained by training', amount: 3, path: 'creation' })).toEqual([]);
  });
});
