import { useId } from 'react';
import {
  ADVANTAGE_DAMAGE_DIE,
  explainDifficultyChance,
  explainEnemyChance,
  modifierOf,
  successChance,
  testChances,
  type TestOptions,
  type TestRoll,
} from '../../../../shared/rules/systems/symbaroum';
import { figure, percent, signed } from '../../../base/format';
import { OddsChart, type ChartWhy } from '../../../components/odds-chart';
import { WhyRule } from '../../../components/explain/why-button';

/**
 * The chances of Symbaroum's success tests ("Success Test"): a D20 equal to or under the attribute plus the
 * modifier, a difficulty from +5 to -5 or an enemy attribute's modifier (10 minus it), with the Advantage (+2) and
 * blind fighting's two dice as options, all counted exactly by the rules package.
 */

/** The roll as the options name it. */
const ROLLS: readonly { roll: TestRoll; label: string }[] = [
  { roll: 'once', label: 'Once' },
  { roll: 'best of two', label: 'Twice, keep the better (the enemy fights blind)' },
  { roll: 'worst of two', label: 'Twice, keep the worse (the character fights blind)' },
];

/** The options of the odds shown: the Advantage, and how the die is rolled ("Advantage", "Blind Fighting"). */
export function TestOptionsFields({ options, onChange }: { options: TestOptions; onChange(next: TestOptions): void }) {
  const ids = { advantage: useId(), roll: useId() };
  return (
    <div className="symbaroum-options" role="group" aria-label="Odds shown">
      <span className="symbaroum-check">
        <input
          id={ids.advantage}
          type="checkbox"
          checked={options.advantage === true}
          onChange={(e) => onChange({ ...options, advantage: e.target.checked })}
        />
        <label htmlFor={ids.advantage}>With the Advantage (+2)</label>
        <span className="how">its attacks also deal 1D{ADVANTAGE_DAMAGE_DIE} extra damage</span>
      </span>
      <label htmlFor={ids.roll}>Roll the D20</label>
      <select
        id={ids.roll}
        value={options.roll ?? 'once'}
        onChange={(e) => onChange({ ...options, roll: e.target.value as TestRoll })}
      >
        {ROLLS.map((r) => (
          <option key={r.roll} value={r.roll}>
            {r.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chance of a test of `value` at a modifier, as a percentage. */
export function chanceText(value: number, modifier: number, options: TestOptions = {}): string {
  return percent(successChance(value, modifier, options));
}

/** How an attribute change moves the chance of an ordinary test (difficulty 0): "50% now, 55% at 11". */
export function shiftText(from: number, to: number): string {
  return `a test at difficulty 0 succeeds ${chanceText(from, 0)} now, ${chanceText(to, 0)} at ${figure(to)}`;
}

/** "Why is Accurate’s chance at difficulty −2 45%?": the question of a test against the Game Master's difficulty. */
export function difficultyQuestion(name: string, difficulty: number, chance: string): string {
  return `Why is ${name}’s chance at difficulty ${signed(difficulty)} ${chance}?`;
}

/**
 * The "Why?" control beside a test's chance at a difficulty (`chanceText(value, difficulty, options)`): the success
 * test explained with the attribute, the difficulty and the options, only when asked.
 */
export function DifficultyWhy({
  name,
  value,
  difficulty,
  options = {},
}: {
  name: string;
  value: number;
  difficulty: number;
  options?: TestOptions;
}) {
  return (
    <WhyRule
      question={difficultyQuestion(name, difficulty, chanceText(value, difficulty, options))}
      explain={() => explainDifficultyChance(value, difficulty, options, name)}
    />
  );
}

/** The enemy's view of an attribute: the modifier it gives a test against it (10 minus the value). */
export function asEnemyText(value: number): string {
  return `${signed(modifierOf(value))} to tests against it`;
}

/** The middle bar of a chart, the one its "Why?" explains: difficulty 0, or an enemy's 10. */
const middleOf = (points: readonly unknown[]) => Math.floor((points.length - 1) / 2);

/** The "Why?" of the chart against difficulties: the test at its middle difficulty (0). */
function difficultyWhy(
  name: string,
  value: number,
  options: TestOptions,
  difficulties: ReturnType<typeof testChances>['difficulties'],
): ChartWhy {
  const index = middleOf(difficulties);
  const { against, chance } = difficulties[index]!;
  return {
    index,
    question: difficultyQuestion(name, against, percent(chance)),
    explain: () => explainDifficultyChance(value, against, options, name),
  };
}

/** The "Why?" of the chart against enemies: the test against its middle enemy attribute (10). */
function enemyWhy(
  name: string,
  value: number,
  options: TestOptions,
  enemies: ReturnType<typeof testChances>['enemies'],
): ChartWhy {
  const index = middleOf(enemies);
  const { against, chance } = enemies[index]!;
  return {
    index,
    question: `Why is ${name}’s chance against an enemy’s ${figure(against)} ${percent(chance)}?`,
    explain: () => explainEnemyChance(value, against, options, name),
  };
}

/**
 * Two small charts of an attribute's chances: against the Game Master's difficulties from +5 to -5, and against an
 * enemy's attribute from 5 to 15, each with the table a screen reader reads and a "Why?" of its middle bar.
 */
export function AttributeCharts({ name, value, options }: { name: string; value: number; options: TestOptions }) {
  const { difficulties, enemies } = testChances(value, options);
  const how = [
    options.advantage ? 'with the Advantage' : '',
    options.roll && options.roll !== 'once'
      ? `rolled twice, keeping the ${options.roll === 'best of two' ? 'better' : 'worse'}`
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  const suffix = how ? `, ${how}` : '';
  return (
    <div className="symbaroum-charts">
      <OddsChart
        points={difficulties.map((d) => ({ label: signed(d.against), chance: d.chance }))}
        caption={`Chance of a test of ${name} ${figure(value)} against each difficulty${suffix}`}
        axis="Difficulty"
        note="Against the Game Master's difficulty, +5 to −5"
        why={difficultyWhy(name, value, options, difficulties)}
      />
      <OddsChart
        points={enemies.map((e) => ({ label: String(e.against), chance: e.chance }))}
        caption={`Chance of a test of ${name} ${figure(value)} against each enemy attribute${suffix}`}
        axis="Enemy attribute"
        note="Against an enemy's attribute, 5 to 15"
        why={enemyWhy(name, value, options, enemies)}
      />
    </div>
  );
}
