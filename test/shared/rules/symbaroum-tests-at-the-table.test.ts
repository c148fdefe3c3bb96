import {
  deathTestChances,
  explainDeathTestDies,
  explainOpposedTestChance,
  opposedTestChance,
  symbaroum,
  SYMBAROUM_BOOK as B,
  SYMBAROUM_MODIFIER_ROWS as ROWS,
  SYMBAROUM_READINGS as R,
  testedValue,
  type SymbaroumCreation,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';
import { percent } from '../../../src-renderer/base/format';
import { ev, runner } from './game-helpers';

/*
 * The tests the book gives numbers for, beside standing up (001_747545f513491440.txt): the attack "[Accurate←Defense]"
 * ("Combat Action"), the Defense test "[Defense←Accurate]" ("Defense"), surprise "[Discreet←Vigilant]" ("Surprise"),
 * and the death test's 1D20 ("Dying Characters"). Each chance is worked by hand: the character's value modified by
 * "[10 – the enemy's attribute value]" ("Success Test") is the number of the D20's 20 faces that succeed.
 */

const run = runner<SymbaroumCreation, SymbaroumSheet>(symbaroum);

/**
 * Accurate 12, Discreet 9, Quick 12; medium armor (Impeding 3, the project's default list) and a shield: Defense
 * 12 − 3 + 1 = 10. Eighty points.
 */
const ARMED: SymbaroumCreation = {
  attributes: {
    accurate: 12,
    cunning: 8,
    discreet: 9,
    persuasive: 9,
    quick: 12,
    resolute: 10,
    strong: 10,
    vigilant: 10,
  },
  abilities: {},
  armor: 'medium',
  shield: 'shield',
};
const sheetOf = (events: Record<string, unknown>[] = []) => symbaroum.sheetOf(run(ARMED, events).sheet!);
const chance = (o: { outcomes: number; of: number }) => o.outcomes / o.of;

describe('Symbaroum at the table: the attack, [Accurate←Defense]', () => {
  it('tests the character’s Accurate, modified by 10 less the enemy’s Defense', () => {
    const sheet = sheetOf();
    expect(testedValue(sheet, 'attack')).toBe(12);
    // Accurate 12 against Defense 11: 12 − 1 = 11 faces, 55%; against Defense 5: 12 + 5 = 17, 85%; against 15:
    // 12 − 5 = 7, 35%.
    expect([11, 5, 15].map((d) => chance(opposedTestChance(sheet, 'attack', d)))).toEqual([0.55, 0.85, 0.35]);
    // The Advantage (flanking, a prone enemy, higher ground): +2, so 13 of 20 against Defense 11.
    expect(chance(opposedTestChance(sheet, 'attack', 11, { advantage: true }))).toBe(0.65);
  });

  it('explains the attack by the book’s bracket, the modifier’s row and, with the Advantage, what gives it', () => {
    const why = explainOpposedTestChance('attack', 12, 11);
    expect(why.formula).toBe(
      'D20 ≤ Accurate 12 − 1 (10 − the enemy’s 11) = 11: 11 faces at or under it, 11 of the 20 faces → 55%',
    );
    expect(why.chance).toBe(0.55);
    expect(B.attackTest.quote).toBe('The attack is made with [Accurate←Defense].');
    expect(why.sources.slice(0, 2)).toEqual([B.attackTest, B.attackOtherAttributes]);
    expect(why.sources).toContain(ROWS[11]);
    expect(why.reading).toBe(R.testEnds);
    const advantage = explainOpposedTestChance('attack', 12, 11, { advantage: true });
    expect(advantage.formula).toMatch(/ \+ the Advantage \+2 = 13: .* → 65%$/);
    expect(advantage.sources).toEqual(expect.arrayContaining([B.advantage, B.flanking, B.advantageProne]));
  });
});

describe('Symbaroum at the table: Defense, [Defense←Accurate]', () => {
  it('tests the sheet’s Defense, armor and shield counted, modified by 10 less the attacker’s Accurate', () => {
    const sheet = sheetOf();
    expect(testedValue(sheet, 'defense')).toBe(10);
    // Defense 10 against Accurate 13: 10 − 3 = 7 faces, 35%; against Accurate 8: 10 + 2 = 12, 60%.
    expect([13, 8].map((a) => chance(opposedTestChance(sheet, 'defense', a)))).toEqual([0.35, 0.6]);
    // Armor off and no shield: Defense is Quick 12, and against Accurate 13 it is 9 of 20.
    const bare = sheetOf([ev({ type: 'equip', armor: null, shield: 'none' })]);
    expect(testedValue(bare, 'defense')).toBe(12);
    expect(chance(opposedTestChance(bare, 'defense', 13))).toBe(0.45);
  });

  it('explains Defense by the book’s sentences, what a failure brings, and the reading of an attacker’s Advantage', () => {
    const why = explainOpposedTestChance('defense', 10, 13);
    expect(why.formula).toBe(
      'D20 ≤ Defense 10 − 3 (10 − the enemy’s 13) = 7: 7 faces at or under it, 7 of the 20 faces → 35%',
    );
    expect(why.sources.slice(0, 3)).toEqual([B.defenseTest, B.defenseAvoids, B.defenseFails]);
    expect(B.defenseTest.quote).toBe('When a character is attacked, defense is tested as [Defense←Accurate].');
    expect(why.reading).toBe(`${R.defenseAgainstAdvantage} ${R.testEnds}`);
    expect(R.defenseAgainstAdvantage).toMatch(/^The project’s reading: .+ Other reading: .+/);
  });
});

describe('Symbaroum at the table: surprise, [Discreet←Vigilant]', () => {
  it('tests the character’s Discreet, modified by 10 less the enemy’s Vigilant', () => {
    const sheet = sheetOf();
    expect(testedValue(sheet, 'surprise')).toBe(9);
    // Discreet 9 against Vigilant 12: 9 − 2 = 7 faces, 35%; against Vigilant 7: 9 + 3 = 12, 60%.
    expect([12, 7].map((v) => chance(opposedTestChance(sheet, 'surprise', v)))).toEqual([0.35, 0.6]);
  });

  it('explains surprise by the book’s sentences, the group’s test and the Free Attack, with the reading of being surprised', () => {
    const why = explainOpposedTestChance('surprise', 9, 12);
    expect(why.formula).toBe(
      'D20 ≤ Discreet 9 − 2 (10 − the enemy’s 12) = 7: 7 faces at or under it, 7 of the 20 faces → 35%',
    );
    expect(why.sources.slice(0, 3)).toEqual([B.surpriseTest, B.surpriseGroup, B.surpriseFreeAttack]);
    expect(why.reading).toBe(`${R.surprised} ${R.testEnds}`);
    // Beyond the table's 5 to 15, the modifier keeps to its formula, said to be the project's reading too.
    expect(explainOpposedTestChance('surprise', 9, 17).reading).toBe(
      `${R.surprised} ${R.modifierBeyondTable} ${R.testEnds}`,
    );
  });
});

describe('Symbaroum at the table: the death test’s chances', () => {
  it('gives 1 face to waking, 9 to no change, 9 to a step closer and 1 to dying, and 10 to dying on the third step', () => {
    // "1: … wakes up with 1D4 Toughness left. 2–10: … remains at death’s threshold. 11–19: … a step closer to
    // death. The third time the roll has this outcome, the character dies. 20: The character dies".
    const counts = (steps: number) =>
      Object.values(deathTestChances(steps)).map((o: { outcomes: number; of: number }) => [o.outcomes, o.of]);
    expect(counts(0)).toEqual([
      [1, 20],
      [9, 20],
      [9, 20],
      [1, 20],
    ]);
    expect(counts(1)).toEqual(counts(0));
    expect(counts(2)).toEqual([
      [1, 20],
      [9, 20],
      [0, 20],
      [10, 20],
    ]);
  });

  it('explains the chance that the next test kills, with the steps already taken', () => {
    const first = explainDeathTestDies(0);
    expect(first.formula).toBe(
      '1D20 death test with 0 of 3 steps toward death taken: dies on 20 (11–19 is step 1 of 3): 1 face, 1 of the 20 faces → 5%',
    );
    const third = explainDeathTestDies(2);
    expect(third.formula).toBe(
      '1D20 death test with 2 of 3 steps toward death taken: dies on 20, and on 11–19, the third step: 1 + 9 = 10 faces, 10 of the 20 faces → 50%',
    );
    expect(third.chance).toBe(0.5);
    expect(percent(third.chance)).toBe('50%');
    expect(third.sources).toEqual([B.deathTestEachTurn, B.deathTestStep, B.deathTestDies]);
  });

  it('counts the steps a hurt character took on the sheet: two death tests of 11 to 19 make the next kill on 11 to 20', () => {
    // 12 damage on Toughness 10: dying; 13 and 19 are two steps.
    const sheet = sheetOf([
      ev({ type: 'damage', amount: 12 }),
      ev({ type: 'death-test', roll: 13 }),
      ev({ type: 'death-test', roll: 19 }),
    ]);
    expect([sheet.dying, sheet.deathSteps]).toEqual([true, 2]);
    expect(chance(deathTestChances(sheet.deathSteps).dies)).toBe(0.5);
  });
});
