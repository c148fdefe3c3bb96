import { useId } from 'react';
import { chanceChart, chanceToMeet, MOST_CONSISTENCY, type AbilitySheet, type ChancePoint } from '../../../../shared/rules/systems/heimr';
import { figure, percent, signed } from '../../../components/format';

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

/** "C +3, P +1": the two numbers a player rolls an ability with. */
export function rollText(c: number, p: number): string {
  return `C ${signed(c)}, P ${signed(p)}`;
}

/**
 * How one more point of consistency, or of potential, moves the chance at one CR: the book's advice
 * ("think of consistency as reducing risk, and potential as creating opportunity") in numbers.
 */
export function shiftText(c: number, p: number, cr: number, fatigue: number | null): string {
  return `CR ${figure(cr)}: ${chanceText(c, p, cr, fatigue)} now; ${chanceText(c + 1, p, cr, fatigue)} with one more consistency, ${chanceText(c, p + 1, cr, fatigue)} with one more potential`;
}

const BAR = 14;
const GAP = 4;
const HEIGHT = 60;
const TOP = 12;
const BOTTOM = 14;

/**
 * A small bar chart of the chance to meet each CR across the ability's useful range, readable in print; a
 * screen reader reads the same numbers from the table that goes with it.
 */
export function ChanceChart({ name, c, p, fatigue }: { name: string; c: number; p: number; fatigue: number | null }) {
  const captionId = useId();
  if (!countable(c)) return <p className="how">A consistency beyond ±{MOST_CONSISTENCY} is not counted.</p>;
  const points: ChancePoint[] = chanceChart(c, p, fatigue);
  const width = points.length * (BAR + GAP);
  const caption = `Chance for ${name} (${rollText(c, p)}${fatigue === null ? '' : `, fatigue ${figure(fatigue)}`}) to meet each challenge requirement`;
  return (
    <figure className="heimr-chart">
      <svg viewBox={`0 0 ${width} ${TOP + HEIGHT + BOTTOM}`} className="heimr-chart-svg" aria-hidden="true" focusable="false">
        {points.map((point, i) => {
          const h = Math.max(point.chance.probability > 0 ? 1 : 0, Math.round(point.chance.probability * HEIGHT));
          const x = i * (BAR + GAP);
          return (
            <g key={point.cr}>
              <rect x={x} y={TOP + HEIGHT - h} width={BAR} height={h} className="heimr-chart-bar" />
              {i % 2 === 0 && (
                <text x={x + BAR / 2} y={TOP + HEIGHT - h - 2} className="heimr-chart-value" textAnchor="middle">
                  {Math.round(point.chance.probability * 100)}
                </text>
              )}
              <text x={x + BAR / 2} y={TOP + HEIGHT + BOTTOM - 3} className="heimr-chart-cr" textAnchor="middle">
                {point.cr}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId} className="heimr-chart-caption">
        CR {figure(points[0]!.cr)} to {figure(points[points.length - 1]!.cr)}, chance in % above each bar
      </figcaption>
      <table className="visually-hidden" aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">CR</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.cr}>
              <th scope="row">{figure(point.cr)}</th>
              <td>{percent(point.chance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
