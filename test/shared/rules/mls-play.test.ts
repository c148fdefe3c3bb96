import { enteredRoll } from '../../../shared/rules/core';
import {
  attackRounds,
  attacksPerTurn,
  costOf,
  criticalDamageDice,
  currentHitPoints,
  damageDice,
  hitPointThresholds,
  woundState,
  woundStateOf,
} from '../../../shared/rules/systems/mls';
import { errorCodes, ev, run, settings, soldier } from './mls-helpers';

/*
 * The play values of the "Actions" chapter (000_b1f49531b5bdabb6.txt) and the events that record play:
 * damage, healing, and fate points spent and bought. Every expected number is worked from the book's words.
 */

/** A soldier with THP 25: Size +2 (4) and Body +1 (3) give 4 + 3 - 2 = 5d6, rolled 25 (more than 5 x 3 = 15). */
const sturdy = (fate = 0) =>
  soldier((c) => {
    c.primaries.size = 2;
    c.primaries.body = 1;
    c.hitPointsRoll = enteredRoll('5d6', 25);
    c.extraFatePoints = fate;
  });

describe('MLS attacks per turn ("Combat Rounds")', () => {
  it('gives half the skill rounded down, at most five, none below 2', () => {
    // Skill 2 and 3: one attack; 9: four; 10: five; 14 would be seven, but a turn has five rounds.
    const skills = [-3, 0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 14];
    expect(skills.map(attacksPerTurn)).toEqual([0, 0, 0, 1, 1, 2, 2, 4, 4, 5, 5, 5]);
  });

  it('places the attacks in the rounds the book lists', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => [...attackRounds(n)])).toEqual([
      [],
      [3],
      [2, 4],
      [1, 3, 5],
      [1, 2, 4, 5],
      [1, 2, 3, 4, 5],
    ]);
  });

  it('keeps the combat mark of a skill chosen at creation or acquired in play on the sheet', () => {
    const r = run(
      soldier((c) =>
        c.secondaries.push({
          id: 'sword',
          name: 'Sword',
          kind: 'trained',
          base: { kind: 'primary', trait: 'dexterity' },
          level: 4,
          combat: true,
        }),
      ),
      [
        ev({
          type: 'acquire',
          trait: {
            id: 'bow',
            name: 'Bow',
            kind: 'trained',
            base: { kind: 'primary', trait: 'dexterity' },
            combat: true,
          },
        }),
      ],
    );
    expect(r.sheet!.secondaries.map((s) => [s.id, s.combat])).toEqual([
      ['soldier', false],
      ['sword', true],
      ['bow', true],
    ]);
    // Sword: Dexterity 2 + level 4 = 6, three attacks in rounds 1, 3 and 5.
    const sword = r.sheet!.secondaries[1]!;
    expect(attacksPerTurn(sword.value!)).toBe(3);
  });
});

describe('MLS damage dice ("Damage")', () => {
  it('rolls 1d6 per 4 points of Dam and 1d3 for 2 or 3 points more', () => {
    // Dam 4: one d6. 6 = 4 + 2: 1d6+1d3. 9 = 8 + 1: 2d6, the one point over adds nothing. 11 = 8 + 3: 2d6+1d3.
    const dice = (dam: number) => damageDice(dam).text;
    expect([4, 6, 9, 11].map(dice)).toEqual(['1d6', '1d6+1d3', '2d6', '2d6+1d3']);
    expect([1, 2, 3, 5, 7, 8, 10, 20].map(dice)).toEqual([
      'none',
      '1d3',
      '1d3',
      '1d6',
      '1d6+1d3',
      '2d6',
      '2d6+1d3',
      '5d6',
    ]);
  });

  it('does the roll or the Dam, whichever is greater, so the most is the higher of the two', () => {
    // Dam 3: 1d3 rolls at most 3, never more than the Dam. Dam 6: 1d6+1d3 rolls up to 9. Dam 1: no dice, 1.
    expect([1, 3, 6, 9].map((d) => damageDice(d).highest)).toEqual([1, 3, 9, 12]);
    expect(damageDice(6)).toEqual({ dam: 6, d6: 1, d3: 1, text: '1d6+1d3', highest: 9 });
  });

  it('doubles the Dam on a critical', () => {
    // Dam 6 doubled is 12: 3d6. Dam 5 doubled is 10: 2d6+1d3.
    expect(criticalDamageDice(6).text).toBe('3d6');
    expect(criticalDamageDice(5)).toMatchObject({ dam: 10, text: '2d6+1d3' });
  });
});

describe('MLS hit point thresholds ("Unconsciousness", "Death", "Certain Death")', () => {
  it('puts the Shock Roll at 12 or less, the death roll at -1 or less, and certain death at -13 or less for THP 25', () => {
    // 50% of 25 is 12.5: 12 is below it, 13 is not. -50% is -12.5: -13 is below it, -12 is not.
    expect(hitPointThresholds(25)).toEqual({
      shockRollAtOrBelow: 12,
      deathRollAtOrBelow: -1,
      certainDeathAtOrBelow: -13,
    });
  });

  it('puts them at 11, -1 and -13 for THP 24, where 50% is a whole 12 that is not below itself', () => {
    expect(hitPointThresholds(24)).toEqual({
      shockRollAtOrBelow: 11,
      deathRollAtOrBelow: -1,
      certainDeathAtOrBelow: -13,
    });
    // THP 7: 3.5, so 3 or less; -3.5, so -4 or less.
    expect(hitPointThresholds(7)).toEqual({ shockRollAtOrBelow: 3, deathRollAtOrBelow: -1, certainDeathAtOrBelow: -4 });
  });

  it('names the state of every CHP for THP 25', () => {
    const states = [25, 24, 13, 12, 0, -1, -12, -13].map((chp) => woundStateOf(chp, 25));
    expect(states).toEqual(['unhurt', 'hurt', 'hurt', 'shock-roll', 'shock-roll', 'death-roll', 'death-roll', 'dead']);
  });
});

describe('MLS damage and healing in play ("CHP")', () => {
  it('subtracts damage from CHP and heals it back, never above THP', () => {
    const r = run(sturdy(), [
      ev({ type: 'damage', amount: 13 }),
      ev({ type: 'heal', amount: 14 }),
      ev({ type: 'heal', amount: 13 }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, false, true]);
    const hurt = r.sheets![1]!;
    expect(currentHitPoints(hurt)).toBe(12);
    expect(woundState(hurt)).toBe('shock-roll');
    expect(r.findings).toMatchObject([{ code: 'mls.heal.above-total', path: 'events.1.amount' }]);
    expect(r.findings[0]!.message).toBe(
      'Current hit points can never rise above Total Hit Points ("CHP"): CHP is 12 of 25, so at most 13 can be healed, not 14; record 13 or less.',
    );
    expect(currentHitPoints(r.sheet!)).toBe(25);
    expect(woundState(r.sheet!)).toBe('unhurt');
  });

  it('refuses healing an unhurt character', () => {
    expect(errorCodes(run(sturdy(), [ev({ type: 'heal', amount: 1 })]).findings)).toEqual(['mls.heal.above-total']);
  });

  it('costs nothing to record damage or healing', () => {
    const sheet = run(sturdy(), [ev({ type: 'damage', amount: 5 })]).sheet!;
    expect(costOf(sheet, { type: 'damage', amount: 3 }, settings)).toMatchObject({ amount: 0, allowed: true });
    expect(costOf(sheet, { type: 'heal', amount: 5 }, settings)).toMatchObject({ amount: 0, allowed: true });
    expect(costOf(sheet, { type: 'heal', amount: 6 }, settings).allowed).toBe(false);
  });
});

describe('MLS fate points spent in play ("Death", "Certain Death")', () => {
  it('turns a failed Shock Roll against death into a success, only while CHP is below 0 and not below -50% THP', () => {
    // One bought fate point. 26 damage: CHP -1, a Shock Roll against death.
    const r = run(sturdy(1), [ev({ type: 'damage', amount: 26 }), ev({ type: 'spend-fate', use: 'shock' })]);
    expect(r.legal).toBe(true);
    expect(r.sheet!.fatePoints).toMatchObject({ total: 1, spent: 1, left: 0 });
    // The point saves the character but removes no damage.
    expect(currentHitPoints(r.sheet!)).toBe(-1);
  });

  it('refuses the Shock Roll use while CHP is not below 0, or below -50% THP where no roll is made', () => {
    const above = run(sturdy(1), [ev({ type: 'damage', amount: 25 }), ev({ type: 'spend-fate', use: 'shock' })]);
    expect(above.findings).toMatchObject([{ code: 'mls.fate.no-death-roll', path: 'events.1.use' }]);
    expect(above.findings[0]!.message).toBe(
      'A fate point makes a failed Shock Roll against death a success ("Death"), which is rolled while CHP is below 0 and not below -50% THP (-1 to -12 here); CHP is 0, so no such roll is due.',
    );
    const dead = run(sturdy(1), [ev({ type: 'damage', amount: 38 }), ev({ type: 'spend-fate', use: 'shock' })]);
    expect(errorCodes(dead.findings)).toEqual(['mls.fate.no-death-roll']);
  });

  it('removes just enough damage to prevent certain death: CHP back to -12 for THP 25', () => {
    // 38 damage: CHP -13, below -12.5, dead. The fate point brings CHP to -12, the lowest not below -50% THP;
    // the character is then below 0, where the Shock Roll against death applies.
    const r = run(sturdy(2), [ev({ type: 'damage', amount: 38 }), ev({ type: 'spend-fate', use: 'certain-death' })]);
    expect(woundState(r.sheets![1]!)).toBe('dead');
    expect(r.legal).toBe(true);
    expect(currentHitPoints(r.sheet!)).toBe(-12);
    expect(r.sheet!.damage).toBe(37);
    expect(woundState(r.sheet!)).toBe('death-roll');
    expect(r.sheet!.fatePoints).toMatchObject({ spent: 1, left: 1 });
    // From far below: 60 damage (CHP -35) is also brought back to -12.
    expect(
      currentHitPoints(
        run(sturdy(1), [ev({ type: 'damage', amount: 60 }), ev({ type: 'spend-fate', use: 'certain-death' })]).sheet!,
      ),
    ).toBe(-12);
  });

  it('refuses the certain death use when CHP is not below -50% THP', () => {
    const r = run(sturdy(1), [ev({ type: 'damage', amount: 37 }), ev({ type: 'spend-fate', use: 'certain-death' })]);
    expect(r.steps[1]!.accepted).toBe(false);
    expect(r.findings).toMatchObject([{ code: 'mls.fate.not-certain-death', path: 'events.1.use' }]);
    expect(r.findings[0]!.message).toContain(
      '(at -13 or less here); CHP is -12, so there is no certain death to prevent',
    );
    expect(r.sheet!.fatePoints.left).toBe(1);
  });

  it('refuses to spend a fate point when none is left', () => {
    const r = run(sturdy(0), [ev({ type: 'damage', amount: 26 }), ev({ type: 'spend-fate', use: 'shock' })]);
    expect(r.steps[1]!.accepted).toBe(false);
    expect(r.findings).toMatchObject([{ code: 'mls.fate.none-left', path: 'events.1' }]);
    expect(r.findings[0]!.message).toBe('No fate point is left to spend (0 had, 0 spent); buy one for 5 CPs first.');
    const spentOut = run(sturdy(1), [
      ev({ type: 'damage', amount: 26 }),
      ev({ type: 'spend-fate', use: 'shock' }),
      ev({ type: 'spend-fate', use: 'shock' }),
    ]);
    expect(spentOut.findings[0]!.message).toBe(
      'No fate point is left to spend (1 had, 1 spent); buy one for 5 CPs first.',
    );
  });
});

describe('MLS fate points bought in play ("Fate Points")', () => {
  it('buys one for 5 CPs, which can then be spent', () => {
    const r = run(sturdy(), [
      ev({ type: 'buy-fate' }),
      ev({ type: 'damage', amount: 26 }),
      ev({ type: 'spend-fate', use: 'shock' }),
    ]);
    expect(r.legal).toBe(true);
    // Creation: 60 - 5 (Size +2) - 2 (Body +1) - 2 (occupation) = 51 left; 5 for the fate point: 46.
    expect(r.budget!.left).toBe(46);
    expect(r.sheet!.fatePoints).toEqual({
      fromPersonality: 0,
      bought: 0,
      boughtInPlay: 1,
      total: 1,
      spent: 1,
      left: 0,
    });
  });

  it('refuses one with fewer than 5 CPs left, saying how many are', () => {
    const r = run(sturdy(), [
      ev({ type: 'convert', into: 'money', points: 48, roll: enteredRoll('48d20', 480) }),
      ev({ type: 'buy-fate' }),
    ]);
    expect(r.steps[1]!.accepted).toBe(false);
    expect(r.findings[0]!.message).toBe(
      'Buying a fate point costs 5 CPs but only 3 are left; earn more CPs (age, adventures) first.',
    );
    const five = run(sturdy(), [
      ev({ type: 'convert', into: 'money', points: 46, roll: enteredRoll('46d20', 460) }),
      ev({ type: 'buy-fate' }),
    ]);
    expect(five.steps[1]!.accepted).toBe(true);
  });
});
