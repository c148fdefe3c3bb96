import { observer } from 'mobx-react-lite';
import {
  ADVANTAGE,
  ADVANTAGE_DAMAGE_DIE,
  explainStandUpChance,
  PAIN_CHOICE,
  STEPS_TO_DEATH,
  standUpChance,
  WHO_STABILISES,
  type SymbaroumSheet,
} from '../../../../shared/rules/systems/symbaroum';
import { figure, percent } from '../../../base/format';
import { WhyRule } from '../../../components/explain/why-button';
import { SheetValues, type SheetValue } from '../../../components/sheet-values';
import { DeathTest, OpposedTest } from './table-tests';

/** "+2 to the test, and its attacks deal 1D4 extra damage": the Advantage in the book's two parts ("Advantage"). */
export const ADVANTAGE_WORDS = `+${ADVANTAGE} to the test, and its attacks deal 1D${ADVANTAGE_DAMAGE_DIE} extra damage`;

/** "A test against Quick 12 succeeds 60%: …": standing up from the ground ("Stand Up"). */
export function standUpText(quick: number): string {
  return `A test against Quick ${figure(quick)} succeeds ${percent(standUpChance(quick))}: getting up then takes a Movement Action; otherwise it takes the entire turn, with no Combat Action.`;
}

/** What dying means for this character now ("Dying Characters"). */
function dyingText(sheet: SymbaroumSheet): string {
  if (sheet.dead) return 'The character is dead.';
  if (sheet.dying)
    return `The character is dying, ${figure(sheet.deathSteps)} of ${figure(STEPS_TO_DEATH)} steps toward death, and makes a death test each turn. ${WHO_STABILISES}`;
  return `At 0 Toughness the character is dying and makes a death test each turn. ${WHO_STABILISES}`;
}

/** The book's tests at the table, each against the enemy's value typed, and the death test while not dead. */
function testRows(sheet: SymbaroumSheet): SheetValue[] {
  const rows: SheetValue[] = [
    ['Attack [Accurate←Defense]', <OpposedTest sheet={sheet} id="attack" />],
    ['Defense [Defense←Accurate]', <OpposedTest sheet={sheet} id="defense" />],
    ['Surprise [Discreet←Vigilant]', <OpposedTest sheet={sheet} id="surprise" />],
  ];
  if (!sheet.dead) rows.push(['Death test', <DeathTest steps={sheet.deathSteps} />]);
  return rows;
}

/**
 * The rules of play beside the sheet's values: what damage past the Pain Threshold brings, who may stabilise a dying
 * character, the Advantage, the chance of standing up with a Movement Action, the chances of the attack, Defense and
 * surprise against the enemy's value typed, and the death test's.
 */
export const AtTheTable = observer(function AtTheTable({ sheet }: { sheet: SymbaroumSheet }) {
  const quick = sheet.values.quick;
  return (
    <SheetValues
      heading="At the table"
      values={[
        [
          'Pain Threshold',
          `More than ${figure(sheet.painThreshold)} damage from one attack, after Armor: ${PAIN_CHOICE}.`,
        ],
        ['Dying', dyingText(sheet)],
        ['The Advantage', `${ADVANTAGE_WORDS}.`],
        [
          'Standing up',
          <>
            {standUpText(quick)}
            <WhyRule
              question={`Why is the chance of standing up ${percent(standUpChance(quick))}?`}
              explain={() => explainStandUpChance(quick)}
            />
          </>,
        ],
        ...testRows(sheet),
      ]}
    />
  );
});
