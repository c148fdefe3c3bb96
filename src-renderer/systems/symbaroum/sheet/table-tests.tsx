import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  deathTestChances,
  explainDeathTestDies,
  explainOpposedTestChance,
  OPPOSED_TESTS,
  opposedTestChance,
  STEPS_TO_DEATH,
  testedName,
  testedValue,
  type OpposedTestId,
  type SymbaroumSheet,
  type TestOptions,
} from '../../../../shared/rules/systems/symbaroum';
import { figure, percent } from '../../../base/format';
import { WhyRule } from '../../../components/explain/why-button';

/*
 * The tests the book gives numbers for, on the sheet's "At the table" (001_747545f513491440.txt): the attack
 * [Accurate←Defense] ("Combat Action"), Defense [Defense←Accurate] ("Defense") and surprise [Discreet←Vigilant]
 * ("Surprise"), each against the enemy's value the player types, and the death test's 1D20 ("Dying Characters").
 */

/** The enemy's value a chance is shown against until the player types one: 10, the table's row with no modifier. */
export const NEUTRAL_ENEMY = 10;
/** The enemy's values the field takes: a whole number of two figures at most, either side of 0. */
const FARTHEST_ENEMY = 99;

/** The enemy's value typed, or why it cannot be used and the value the chance is shown against meanwhile. */
export function readEnemyValue(text: string, name: string): { enemy: number; problem?: string } {
  const typed = Number(text);
  if (text.trim() !== '' && Number.isInteger(typed) && Math.abs(typed) <= FARTHEST_ENEMY) return { enemy: typed };
  return {
    enemy: NEUTRAL_ENEMY,
    problem: `The enemy’s ${name} is a whole number, such as 12; type one to see the chance against it. Until then it is against ${figure(NEUTRAL_ENEMY)}.`,
  };
}

/**
 * What each test's field asks for, and what success brings in the book's terms (the attack's is its chance with the
 * Advantage, given apart).
 */
const TEST_WORDS: Readonly<Record<OpposedTestId, { field: string; success: string }>> = {
  attack: { field: 'Enemy’s Defense', success: '' },
  defense: {
    field: 'Attacker’s Accurate',
    success:
      ': the attack is parried or dodged; otherwise it hits, and deals damage if the weapon’s damage is higher than the roll for Armor',
  },
  surprise: {
    field: 'Enemy’s Vigilant',
    success:
      ': one Free Attack at the start of the turn. A group tests its lowest Discreet against the defenders’ highest Vigilant',
  },
};

/** The Advantage in an attack, and the book's situations that give it ("Advantage", "Flanking"). */
const ADVANTAGE_SITUATIONS = 'flanking, an enemy lying down in melee, attacking from higher ground';

/** "A test of Accurate 12 against Defense 11 succeeds 55%": one of the book's [tested←against] tests. */
export function opposedTestText(sheet: SymbaroumSheet, id: OpposedTestId, enemy: number): string {
  const { tested, against } = OPPOSED_TESTS[id];
  const head = `A test of ${testedName(tested)} ${figure(testedValue(sheet, id))} against ${testedName(against)} ${figure(enemy)} succeeds ${percent(opposedTestChance(sheet, id, enemy))}`;
  if (id !== 'attack') return `${head}${TEST_WORDS[id].success}.`;
  const advantage = percent(opposedTestChance(sheet, id, enemy, { advantage: true }));
  return `${head}, with the Advantage ${advantage} (${ADVANTAGE_SITUATIONS}).`;
}

/** "Why is the chance of the attack 55%?": the question of a test's "Why?", with the Advantage or without. */
export function opposedQuestion(sheet: SymbaroumSheet, id: OpposedTestId, enemy: number, options: TestOptions = {}) {
  const what = { attack: 'the attack', defense: 'the Defense test', surprise: 'surprise' }[id];
  const chance = percent(opposedTestChance(sheet, id, enemy, options));
  return `Why is the chance of ${what}${options.advantage ? ' with the Advantage' : ''} ${chance}?`;
}

/** One of the book's [tested←against] tests: the enemy's value to type, the chance against it, and its "Why?". */
export const OpposedTest = observer(function OpposedTest({ sheet, id }: { sheet: SymbaroumSheet; id: OpposedTestId }) {
  const ids = { field: useId(), problem: useId() };
  const [text, setText] = useState(String(NEUTRAL_ENEMY));
  const words = TEST_WORDS[id];
  const { enemy, problem } = readEnemyValue(text, testedName(OPPOSED_TESTS[id].against));
  const value = testedValue(sheet, id);
  const why = (options: TestOptions) => (
    <WhyRule
      question={opposedQuestion(sheet, id, enemy, options)}
      explain={() => explainOpposedTestChance(id, value, enemy, options)}
    />
  );
  return (
    <>
      <span className="symbaroum-enemy-row">
        <label htmlFor={ids.field}>{words.field}</label>
        <input
          id={ids.field}
          type="number"
          step={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? undefined : ids.problem}
          className="symbaroum-enemy-field"
        />
      </span>
      {problem !== undefined && (
        <span id={ids.problem} className="field-problem symbaroum-block">
          {problem}
        </span>
      )}
      <span className="symbaroum-block">
        {opposedTestText(sheet, id, enemy)}
        {why({})}
        {id === 'attack' && why({ advantage: true })}
      </span>
    </>
  );
});

/**
 * "1D20 each turn while dying: 1 wakes with 1D4 Toughness (5%); …; the next kills 5%, 0 of 3 steps taken": the death
 * test's faces, and the chance that the next one kills with the character's steps toward death.
 */
export function deathTestText(steps: number): string {
  const faces = deathTestChances(0);
  const next = percent(deathTestChances(steps).dies);
  return `1D20 each turn while dying: 1 wakes with 1D4 Toughness (${percent(faces.wakes)}); 2–10 no change (${percent(faces.steady)}); 11–19 a step closer, the third time dies (${percent(faces.closer)}); 20 dies (${percent(faces.dies)}). With ${figure(steps)} of ${figure(STEPS_TO_DEATH)} steps taken, the next test kills ${next}.`;
}

/** The death test's row: its faces, the chance the next one kills, and its "Why?". */
export function DeathTest({ steps }: { steps: number }) {
  return (
    <>
      {deathTestText(steps)}
      <WhyRule
        question={`Why is the chance that the next death test kills ${percent(deathTestChances(steps).dies)}?`}
        explain={() => explainDeathTestDies(steps)}
      />
    </>
  );
}
