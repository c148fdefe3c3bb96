import { useId } from 'react';
import type { Odds } from '../../shared/rules/core/probability';
import { percent } from '../base/format';
import './odds-chart.css';

/** One bar of a chart: what the chance is against (a requirement, a difficulty, an enemy's value), and the chance. */
export interface OddsPoint {
  label: string;
  chance: Odds;
}

const BAR = 14;
const GAP = 4;
const HEIGHT = 60;
const TOP = 12;
const BOTTOM = 14;

/**
 * A small bar chart of chances, for every game: one bar per point with its percentage above every other bar and
 * its label below, drawn in the text colour so it prints in black and white. A screen reader reads the same
 * numbers from the table that goes with it (`caption` names the table; `axis` heads its first column).
 */
export function OddsChart({
  points,
  caption,
  axis,
  note,
}: {
  points: readonly OddsPoint[];
  caption: string;
  axis: string;
  note: string;
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
              {i % 2 === 0 && (
                <text x={x + BAR / 2} y={TOP + HEIGHT - h - 2} className="odds-chart-text" textAnchor="middle">
                  {Math.round(point.chance.probability * 100)}
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
