import {
  capitalise,
  countOf,
  cps,
  diceCount,
  diceRoll,
  figure,
  MINUS,
  offset,
  percent,
  pounds,
  pricePhrase,
  signed,
  signedAmount,
  tenths,
  wholePercent,
} from '../../../src-renderer/base/format';
import {
  characterPoints,
  characterPointsPhrase,
  experiencePoints,
} from '../../../src-renderer/systems/hursagmu/points';
import { hursagmuScreens } from '../../../src-renderer/systems/hursagmu';

describe('the formatting module', () => {
  it('writes large numbers with grouped thousands from five digits on, never with an exponent', () => {
    expect(figure(7)).toBe('7');
    expect(figure(2000)).toBe('2000');
    expect(figure(10_000)).toBe('10,000');
    expect(figure(524_288_000)).toBe('524,288,000');
    expect(figure(6.338253001141147e30)).toBe('6,338,253,001,141,147,000,000,000,000,000');
    expect(figure(Number.POSITIVE_INFINITY)).toBe('more than can be counted');
  });

  it('writes a negative number and a modifier with a true minus sign', () => {
    expect(MINUS).toBe('\u2212');
    expect(figure(-3)).toBe('\u22123');
    expect(signed(2)).toBe('+2');
    expect(signed(-3)).toBe('\u22123');
    expect(signed(0)).toBe('0');
    expect(signed(-12_000)).toBe('\u221212,000');
    // A level against its base or average, and a bonus, keep their sign at zero: "+0".
    expect(offset(0)).toBe('+0');
    expect(offset(2)).toBe('+2');
    expect(offset(-1)).toBe('\u22121');
    expect(signedAmount(3, cps)).toBe('+3 CPs');
    expect(signedAmount(-1, cps)).toBe('\u22121 CP');
  });

  it("words what a change costs in the game's own words", () => {
    expect(pricePhrase(4, cps)).toBe('costs 4 CPs');
    expect(pricePhrase(-1, cps)).toBe('gives back 1 CP');
    expect(pricePhrase(0, cps)).toBe('free');
    expect(pricePhrase(-3, cps, { back: 'yields', none: 'no CPs' })).toBe('yields 3 CPs');
    expect(pricePhrase(0, cps, { back: 'yields', none: 'no CPs' })).toBe('no CPs');
  });

  it('capitalises a name or a sentence', () => {
    expect(capitalise('chaste')).toBe('Chaste');
    expect(capitalise('raise trait')).toBe('Raise trait');
    expect(capitalise('')).toBe('');
  });

  it('reads dice as dice: "1 die", "2d6 − 2"', () => {
    expect(diceCount(1)).toBe('1 die');
    expect(diceCount(3)).toBe('3 dice');
    expect(diceCount(0)).toBe('0 dice');
    expect(diceRoll(2, 6)).toBe('2d6');
    expect(diceRoll(2, 6, 5)).toBe('2d6 + 5');
    expect(diceRoll(2, 6, -2)).toBe('2d6 \u2212 2');
    expect(diceRoll(2, 6, 0)).toBe('2d6 + 0');
  });

  it('keeps rare chances from reading 0% and near-certain ones from reading 100%', () => {
    expect(percent(0.5)).toBe('50%');
    expect(percent({ probability: 0.125 })).toBe('13%');
    expect(percent(0.0046)).toBe('0.5%');
    expect(percent(0.0004)).toBe('<0.1%');
    expect(percent(0.9954)).toBe('99.5%');
    expect(percent(0.99995)).toBe('>99.9%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    // A share of lift is already a percentage, shown whole.
    expect(wholePercent(58.4)).toBe('58%');
    expect(wholePercent(100)).toBe('100%');
  });

  it('writes weights to a tenth of a pound, and counts with the word for one or many', () => {
    expect(pounds(12)).toBe('12 lb');
    expect(pounds(0.5)).toBe('0.5 lb');
    expect(pounds(3200)).toBe('3200 lb');
    expect(pounds(12_800)).toBe('12,800 lb');
    expect(tenths(28.54)).toBe('28.5');
    expect(countOf(1, 'limb', 'limbs')).toBe('1 limb');
    expect(countOf(12_000, 'point', 'points')).toBe('12,000 points');
  });

  it("names each game's points in the rulebook's words, one word per currency", () => {
    expect(cps(1)).toBe('1 CP');
    expect(cps(84)).toBe('84 CPs');
    expect(characterPoints(1)).toBe('1 character point');
    expect(characterPoints(40)).toBe('40 character points');
    expect(experiencePoints(26)).toBe('26 experience points');
    expect(characterPointsPhrase(4)).toBe('costs 4 character points');
    expect(characterPointsPhrase(-1)).toBe('gives back 1 character point');
    // The budget bar over HURSAGMU's builder counts character points; over play, experience points.
    expect(hursagmuScreens.pointsIn!('build').format(40)).toBe('40 character points');
    expect(hursagmuScreens.pointsIn!('advance').format(26)).toBe('26 experience points');
    expect(hursagmuScreens.points.long).toBe('Experience points');
  });
});
