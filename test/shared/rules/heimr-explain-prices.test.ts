import { evaluate } from '../../../shared/rules/core';
import {
  HEIMR_ARMOURY_BOOK as A,
  HEIMR_BOOK as B,
  HEIMR_READINGS as R,
  heimr,
  type HeimrPurchase,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';

/**
 * What each Heimr purchase that is not training costs in experience, and why: an award gains its points ("Experience
 * points"), and damage, healing, a short rest, willpower and the armoury module's weapons and shields cost none.
 */

const settings = heimr.defaultSettings();

/** A character who took 1 damage (e1), took up a light weapon in the sword hand for Brawl (e2) and spent 1 willpower (e3). */
function hurtAndArmed(): HeimrSheet {
  const events = [
    { type: 'damage', amount: 1 },
    { type: 'take-up-weapon', weapon: 'light', hand: 'sword', ability: 'brawl' },
    { type: 'spend-willpower', amount: 1 },
  ].map((e, i) => ({ id: `e${i + 1}`, date: '2026-02-01', ...e }));
  return evaluate(heimr, { creation: { attributes: {}, training: {} }, events }, {}).sheet as HeimrSheet;
}

const explain = (purchase: HeimrPurchase) => heimr.explainCost(hurtAndArmed(), purchase, settings);

describe('Heimr explains the price of each purchase that is not training', () => {
  it('gains an award’s points', () => {
    const e = explain({ type: 'award', points: 12 });
    expect(e).toMatchObject({
      formula: 'An award of 12 XP: experience points for an encounter overcome → gains 12 XP',
      amount: -12,
      sources: [B.xpEarned],
    });
    expect(e.reading).toBeUndefined();
  });

  it('spends no experience on hit points, with the book’s rule for each', () => {
    expect(explain({ type: 'damage', amount: 2 })).toMatchObject({
      formula: '2 damage: hit points are lost, not XP → costs 0 XP',
      amount: 0,
      sources: [B.hit],
    });
    expect(explain({ type: 'heal', amount: 1 })).toMatchObject({
      formula: '1 hit point healed: hit points come back, no XP is spent → costs 0 XP',
      sources: [B.injured],
      reading: R.healing,
    });
    expect(explain({ type: 'rest' })).toMatchObject({
      formula: 'A short rest: no XP is spent → costs 0 XP',
      sources: [B.shortRest],
    });
  });

  it('spends no experience on willpower', () => {
    expect(explain({ type: 'spend-willpower', amount: 2 })).toMatchObject({
      formula: '2 willpower spent: willpower is spent, not XP → costs 0 XP',
      sources: [B.reroll, B.drain],
      reading: R.willpowerFloor,
    });
    // 1 of 3 was spent (e3), so 1 comes back.
    expect(explain({ type: 'regain-willpower', amount: 1 })).toMatchObject({
      formula: '1 willpower regained: willpower comes back, no XP is spent → costs 0 XP',
      sources: [B.larpDocuments],
      reading: R.willpowerRegained,
    });
  });

  it('prices nothing of the armoury module, taking up or putting down', () => {
    expect(explain({ type: 'take-up-shield', shield: 'buckler', hand: 'off', ability: 'brawl' })).toMatchObject({
      formula: 'A weapon or shield taken up: the medieval armoury module prices nothing in XP → costs 0 XP',
      sources: [A.module],
      reading: R.armoury,
    });
    expect(explain({ type: 'put-down', hand: 'sword' }).formula).toBe(
      'A weapon or shield put down: the medieval armoury module prices nothing in XP → costs 0 XP',
    );
  });

  it('names an ability the campaign does not list by its id, in quotes', () => {
    const e = explain({ type: 'train', ability: 'swimming', aspect: 'consistency' });
    expect(e.formula).toMatch(/^Train "swimming" consistency from 0 to 1: not possible: /);
  });
});
