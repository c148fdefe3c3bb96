import { useId } from 'react';
import {
  chanceChart,
  chanceToMeet,
  chanceWithRerolls,
  explainChanceToMeet,
  explainChanceWithRerolls,
  MOST_CONSISTENCY,
  rerollsOffered,
  type AbilitySheet,
  type ChancePoint,
} from '../../../../shared/rules/systems/heimr';
import { figure, percent, signed } from '../../../base/format';
import { OddsChart } from '../../../components/odds-chart';
import { WhyRule } from '../../../components/explain/why-button';

/**
 * The chances of an ability's dice challenge, exactly as the rules package counts them ("Dice challenges"):
 * 1d6 + |C| d10 kept high or low, plus the potential, against a challenge requirement (CR). A physical ability
 * must reach the fatigue before the potential is added ("Fatigue"); the sheet uses the base fatigue, a rested
 * character's.
 */

/** The fatigue an ability's roll must reach: the base fatigue for a physical ability, none for a mental one. */
export function fatigueFor(ability: Pick<AbilitySheet, 'physical'>, baseFatigue: number): number | null {
  return ability.physical ? baseFatigue : null;
}

/** True when the rules can count a challenge with this consistency. */
export function countable(c: number): boolean {
  return Math.abs(c) <= MOST_CONSISTENCY;
}

/** The chance to meet `cr` with consistency `c` and potential `p`, as a percentage, or "—" beyond what is counted. */
export function chanceText(c: number, p: number, cr: number, fatigue: number | null): string {
  return countable(c) ? percent(chanceToMeet(c, p, cr, fatigue)) : '—';
}

/** "consistency +3, potential +1": the two numbers a player rolls an ability with, in the book's words. */
export function rollText(c: number, p: number): string {
  return `consistency ${signed(c)}, potential ${signed(p)}`;
}

/**
 * How one more point of consistency, or of potential, moves the chance at one CR: the book's advice
 * ("think of consistency as reducing risk, and potential as creating opportunity") in numbers.
 */
export function shiftText(c: number, p: number, cr: number, fatigue: number | null): string {
  return `CR ${figure(cr)}: ${chanceText(c, p, cr, fatigue)} now; ${chanceText(c + 1, p, cr, fatigue)} with one more consistency, ${chanceText(c, p + 1, cr, fatigue)} with one more potential`;
}

/** "Why is Archery’s chance against CR 6 79%?": the question of one chance to meet a CR. */
export function chanceQuestion(name: string, cr: number, chance: string): string {
  return `Why is ${name}’s chance against CR ${figure(cr)} ${chance}?`;
}

/**
 * The "Why?" control beside one chance to meet a CR (`chanceText` with the same inputs): the dice challenge
 * explained with the ability's consistency, potential and fatigue, only when asked. Nothing beyond what is counted.
 * `after` names a change the chance would follow ("with one more consistency").
 */
export function ChanceWhy({
  name,
  c,
  p,
  cr,
  fatigue,
  after,
}: {
  name: string;
  c: number;
  p: number;
  cr: number;
  fatigue: number | null;
  after?: string;
}) {
  if (!countable(c)) return null;
  const chance = chanceText(c, p, cr, fatigue);
  return (
    <WhyRule
      question={
        after === undefined
          ? chanceQuestion(name, cr, chance)
          : `Why would ${name}’s chance against CR ${figure(cr)} be ${chance} ${after}?`
      }
      explain={() => explainChanceToMeet(c, p, cr, fatigue, name)}
    />
  );
}

/**
 * A small bar chart of the chance to meet each CR across the ability's useful range, readable in print; a
 * screen reader reads the same numbers from the table that goes with it. Its "Why?" explains the middle bar.
 */
export function ChanceChart({ name, c, p, fatigue }: { name: string; c: number; p: number; fatigue: number | null }) {
  if (!countable(c)) return <p className="how">A consistency beyond ±{MOST_CONSISTENCY} is not counted.</p>;
  const points: ChancePoint[] = chanceChart(c, p, fatigue);
  const middle = Math.floor((points.length - 1) / 2);
  const cr = points[middle]!.cr;
  const caption = `Chance for ${name} (${rollText(c, p)}${fatigue === null ? '' : `, fatigue ${figure(fatigue)}`}) to meet each challenge requirement`;
  return (
    <OddsChart
      points={points.map((point) => ({ label: String(point.cr), chance: point.chance }))}
      caption={caption}
      axis="CR"
      note={`CR ${figure(points[0]!.cr)} to ${figure(points[points.length - 1]!.cr)}, chance in % above each bar`}
      why={{
        index: middle,
        question: chanceQuestion(name, cr, percent(points[middle]!.chance)),
        explain: () => explainChanceToMeet(c, p, cr, fatigue, name),
      }}
    />
  );
}

/** "1 re-roll", "2 re-rolls". */
const rerollsText = (n: number) => `${figure(n)} re-roll${n === 1 ? '' : 's'}`;

/** The chance to meet `cr` with `rerolls` re-rolls of a failed roll, as a percentage, or "—" beyond what is counted. */
export function rerollChanceText(c: number, p: number, cr: number, fatigue: number | null, rerolls: number): string {
  return countable(c) ? percent(chanceWithRerolls(c, p, cr, fatigue, rerolls)) : '—';
}

/**
 * The chance at each CR of the ability's chart with one roll, and with one and two re-rolls of a failed roll
 * ("Challenge requirements": "one willpower for each roll"), never more re-rolls than the willpower left allows.
 */
export function RerollOdds({
  name,
  c,
  p,
  fatigue,
  willpower,
}: {
  name: string;
  c: number;
  p: number;
  fatigue: number | null;
  willpower: number;
}) {
  const id = useId();
  if (!countable(c)) return null;
  const offered = rerollsOffered(willpower);
  if (offered === 0) return <p className="how">With no willpower left, a failed roll of {name} cannot be re-rolled.</p>;
  const counts = Array.from({ length: offered }, (_, i) => i + 1);
  const crs = chanceChart(c, p, fatigue).map((point) => point.cr);
  return (
    <details className="heimr-rerolls">
      <summary>
        {name} with re-rolls of a failed roll (one willpower each; {figure(willpower)} left)
      </summary>
      <table className="heimr-reroll-table" aria-labelledby={id}>
        <caption id={id} className="how">
          Chance for {name} to meet each challenge requirement with one roll, and with up to {rerollsText(offered)} of a
          failed roll, each costing one willpower
        </caption>
        <thead>
          <tr>
            <th scope="col">CR</th>
            <th scope="col" className="num">
              One roll
            </th>
            {counts.map((n) => (
              <th key={n} scope="col" className="num">
                {`${rerollsText(n)} (${figure(n)} willpower)`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {crs.map((cr) => (
            <tr key={cr}>
              <th scope="row">{figure(cr)}</th>
              <td className="num">{chanceText(c, p, cr, fatigue)}</td>
              {counts.map((n) => (
                <td key={n} className="num">
                  {rerollChanceText(c, p, cr, fatigue, n)}
                  <WhyRule
                    question={`Why is ${name}’s chance against CR ${figure(cr)} ${rerollChanceText(c, p, cr, fatigue, n)} with ${rerollsText(n)}?`}
                    explain={() => explainChanceWithRerolls(c, p, cr, fatigue, n, name)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
