import { HEIMR_BOOK as B, HEIMR_READINGS as R, heimr, type HeimrCreation } from '../../../shared/rules/systems/heimr';
import { explanationAt, explanationsOf, numbered } from './game-helpers';

/**
 * Why a Heimr character's experience is what it is, added up by hand from the book's table ("Experience points":
 * a point of training costs 5 at height 1, 10 at 2, 15 at 3, 25 at 4, each the two before added up; the total cost of
 * heights 1 to 3 is 5 + 10 + 15 = 30) and the project's starting experience of 30 (the book sets none).
 */

/** The explanations of a character of a campaign with these settings (the project's defaults where none). */
const explain = (
  creation: HeimrCreation,
  events: Record<string, unknown>[] = [],
  settings: Record<string, unknown> = {},
) => explanationsOf(heimr, { creation, events: numbered(events) }, settings);
const at = explanationAt;

const STARTING = 'the campaign’s 30 (settings.startingExperience; the project’s default; the book sets none)';
const OVERSPENT =
  ', spent beyond what was earned through training the game master accepted or a creation over its budget';

/** Brawl consistency 3 (30) and Survival potential 1 (5) at creation. */
const trained: HeimrCreation = {
  attributes: {},
  training: { brawl: { consistency: 3, potential: 0 }, survival: { consistency: 0, potential: 1 } },
};

describe('Heimr explains experience earned and spent, at creation and in play', () => {
  it('adds up creation at the table’s totals and play at each height’s cost', () => {
    // Award 40 (e1); Brawl consistency to 4 costs 10 + 15 = 25 (e2), Agility potential to 1 costs 5 (e3).
    const e = explain(trained, [
      { type: 'award', points: 40 },
      { type: 'train', ability: 'brawl', aspect: 'consistency' },
      { type: 'train', ability: 'agility', aspect: 'potential' },
    ]);
    expect(at(e, 'sheet.experience.starting')).toMatchObject({
      value: 30,
      formula: `Starting experience = ${STARTING}`,
      sources: [B.otherDocuments],
      settings: ['settings.startingExperience'],
      reading: R.startingExperience,
    });
    expect(at(e, 'sheet.experience.atCreation')).toMatchObject({
      value: 35,
      formula:
        'Experience spent on training at creation = Brawl consistency 3 (30) + Survival potential 1 (5) = 35 (each the table’s total cost of its height)',
      sources: [B.trainingCost, B.trainingHeights, B.trainingTotals],
      settings: [],
    });
    expect(at(e, 'sheet.experience.awarded')).toMatchObject({
      value: 40,
      formula:
        'Experience points awarded in play = 40: each encounter’s XP, or a share of it divided among the characters present, rounded down',
      sources: [B.xpEarned, B.xpDivided, B.xpCarried],
      reading: R.remainder,
      entries: ['e1'],
    });
    expect(at(e, 'sheet.experience.spent')).toMatchObject({
      value: 30,
      formula:
        'Experience spent on training in play = Brawl consistency to 4 (25) + Agility potential to 1 (5) = 30: each point at the cost of the height it reaches',
      sources: [B.xpSpent, B.trainingCost, B.trainingCosts],
      reading: R.aspectHeights,
      entries: ['e2', 'e3'],
    });
    expect(at(e, 'sheet.totals.earned')).toMatchObject({
      value: 70,
      formula: 'Experience earned = starting 30 + awarded 40 = 70',
      sources: [B.xpEarned],
      settings: ['settings.startingExperience'],
    });
    expect(at(e, 'sheet.totals.spent')).toMatchObject({
      value: 65,
      formula: 'Experience spent = at creation 35 + in play 30 = 65',
      sources: [B.xpSpent],
      settings: [],
    });
    expect(at(e, 'sheet.totals.unspent')).toMatchObject({
      value: 5,
      formula: 'Experience unspent = earned 70 - spent 65 = 5',
      sources: [B.xpSpent],
      settings: ['settings.startingExperience'],
    });
    expect(at(e, 'sheet.training.brawl.consistency')).toMatchObject({
      value: 4,
      formula:
        'Trained consistency of Brawl = 3 bought at creation (creation.training.brawl.consistency) + 1 trained in play = 4, each point at the cost of the height it reaches',
      sources: [B.twoTrainings, B.trainingCost],
      reading: R.aspectHeights,
    });
    expect(at(e, 'sheet.training.survival.potential').formula).toBe(
      'Trained potential of Survival = 1 bought at creation (creation.training.survival.potential) + 0 trained in play = 1, each point at the cost of the height it reaches',
    );
    expect(e.has('sheet.training')).toBe(false);
  });

  it('says when nothing was trained, and when creation spent more than the starting experience', () => {
    const none = explain({ attributes: {}, training: {} });
    expect(at(none, 'sheet.experience.atCreation').formula).toBe(
      'Experience spent on training at creation = no training = 0 (each the table’s total cost of its height)',
    );
    expect(at(none, 'sheet.experience.spent').formula).toBe(
      'Experience spent on training in play = no training 0: each point at the cost of the height it reaches',
    );
    expect(at(none, 'sheet.training')).toMatchObject({
      formula: 'No training: none bought at creation nor trained in play',
      sources: [B.twoTrainings],
    });
    // 35 bought of 30: 5 over. Exactly 30 bought leaves 0, which is not over.
    expect(at(explain(trained), 'sheet.totals.unspent').formula).toBe(
      `Experience unspent = earned 30 - spent 35 = -5${OVERSPENT}`,
    );
    const all = explain({ attributes: {}, training: { brawl: { consistency: 3, potential: 0 } } });
    expect(at(all, 'sheet.totals.unspent').formula).toBe('Experience unspent = earned 30 - spent 30 = 0');
  });
});

describe('Heimr explains each item of the creation’s budget', () => {
  it('gives the starting experience, then each aspect bought at the table’s total cost', () => {
    const e = explain(trained);
    for (const key of ['label', 'amount', 'path'])
      expect(at(e, `sheet.creationItems.0.${key}`)).toMatchObject({
        formula: `Creation’s budget, item 1: +30, ${STARTING}`,
        sources: [B.otherDocuments],
        settings: ['settings.startingExperience'],
        reading: R.startingExperience,
      });
    expect(at(e, 'sheet.creationItems.1.amount')).toMatchObject({
      value: -30,
      formula:
        'Creation’s budget, item 2: Brawl consistency 3 bought at creation (creation.training.brawl.consistency) for 5 + 10 + 15 = 30 XP, the table’s total cost',
      sources: [B.trainingCost, B.trainingTotals],
      settings: [],
    });
    expect(at(e, 'sheet.creationItems.1.amount').reading).toBeUndefined();
    expect(at(e, 'sheet.creationItems.2.path').formula).toBe(
      'Creation’s budget, item 3: Survival potential 1 bought at creation (creation.training.survival.potential) for 5 XP, the table’s total cost',
    );
  });

  it('gives a starting experience of 0 as the campaign’s own', () => {
    const e = explain({ attributes: {}, training: {} }, [], { startingExperience: 0 });
    expect(at(e, 'sheet.creationItems.0.amount')).toMatchObject({
      value: 0,
      formula:
        'Creation’s budget, item 1: +0, the campaign’s 0 (settings.startingExperience; this campaign’s house rule; the project’s default is 30, the book sets none)',
    });
  });
});
