import { useId } from 'react';
import type { Odds } from '../../shared/rules/core/probability';
import { percent } from '../base/format';
import type { ExplainedRule } from './explain/explanation-dialog';
import { WhyRule } from './explain/why-button';
import './odds-chart.css';

/** One bar of a chart: what the chance is against (a requirement, a difficulty, an enemy's value), and the chance. */
export interface OddsPoint {
  label: string;
  chance: Odds;
}

/**
 * The figure of a chart a player can ask about: the bar at `index` (its number always drawn), the question naming
 * it, and its explanation, worked out only when asked.
 */
export interface ChartWhy {
  index: number;
  question: string;
  explain(): ExplainedRule | undefined;
}

/** A bar's number as the page writes a chance, without the sign: "62", "0.4", "99.7", "<0.1". */
export function barFigure(chance: Odds): string {
  return percent(chance).replace('%', '');
}

const BAR = 14;
const GAP = 4;
const HEIGHT = 60;
const TOP = 12;
const BOTTOM = 14;

/**
 * A small bar chart of chances, for every game: one bar per point with its percentage above every other bar (and
 * above the bar `why` explains) and its label below, drawn in the text colour so it prints in black and white. A
 * screen reader reads the same numbers from the table that goes with it (`caption` names the table; `axis` heads
 * its first column). One "Why?" control after the note explains the bar `why` names.
 */
export function OddsChart({
  points,
  caption,
  axis,
  note,
  why,
}: {
  points: readonly OddsPoint[];
  caption: string;
  axis: string;
  note: string;
  why?: ChartWhy | undefined;
}) {
  const noteId = useId();
  const width = points.length * (BAR + GAP);
  return (
    <figure className="odds-chart">
      <svg
        viewBox={`0 0 ${width} ${TOP + HEIGHT + BOTTOM}`}
        className="odds-chart-svg"
        aria-hidden="true"
        focusable="false"
      >
        {points.map((point, i) => {
          const h = Math.max(point.chance.probability > 0 ? 1 : 0, Math.round(point.chance.probability * HEIGHT));
          const x = i * (BAR + GAP);
          return (
            <g key={i}>
              <rect x={x} y={TOP + HEIGHT - h} width={BAR} height={h} className="odds-chart-bar" />
              {(i % 2 === 0 || i === why?.index) && (
                <text x={x + BAR / 2} y={TOP + HEIGHT - h - 2} className="odds-chart-text" textAnchor="middle">
                  {barFigure(point.chance)}
                </text>
              )}
              <text x={x + BAR / 2} y={TOP + HEIGHT + BOTTOM - 3} className="odds-chart-text" textAnchor="middle">
                {point.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={noteId} className="odds-chart-caption">
        {note}
        {why && <WhyRule question={why.question} explain={why.explain} />}
      </figcaption>
      <table className="visually-hidden" aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">{axis}</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, i) => (
            <tr key={i}>
              <th scope="row">{point.label}</th>
              <td>{percent(point.chance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
