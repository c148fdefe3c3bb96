import {
  BASE_MOVEMENT,
  HUMAN_METRIC,
  METRIC_NAMES,
  METRICS,
  type HursagmuSheet,
  type Metric,
} from '../../../../shared/rules/systems/hursagmu';
import { PrintBoxes, PrintSection } from '../../../components/print/print-parts';
import { MINUS, pounds, wholePercent } from '../../../base/format';
import { loadWords, statusWords } from './print-words';

/** The damage metrics, and what the character can carry and how far it moves. */

/**
 * One square per point of a metric, the points already lost crossed out, so
 * the player keeps ticking from where the sheet leaves off. The pencil sheet
 * has all the squares empty.
 */
function MetricTrack({ metric, lost, blank }: { metric: Metric; lost: number; blank: boolean }) {
  const crossed = blank ? 0 : Math.max(0, Math.min(HUMAN_METRIC, lost));
  const name = METRIC_NAMES[metric];
  return (
    <div
      className="print-track"
      role="img"
      aria-label={
        blank
          ? `${name}: ${HUMAN_METRIC} squares to tick off`
          : `${name}: ${crossed} of ${HUMAN_METRIC} squares crossed out`
      }
    >
      {Array.from({ length: HUMAN_METRIC }, (_, i) => (
        <span key={i} className={i < crossed ? 'print-track-box hursagmu-print-lost' : 'print-track-box'} />
      ))}
    </div>
  );
}

/**
 * Stamina, Health and Sanity ("TRAITS" > Cost): the maximum, the current
 * value and the state it leaves the character in. Maximum Stamina is the
 * lower of current Health and Sanity, so its lost squares count both.
 */
export function PrintMetrics({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  return (
    <PrintSection title="Damage" className="hursagmu-print-metrics">
      {METRICS.map((m) => {
        const metric = sheet.metrics[m];
        return (
          <div key={m} className="hursagmu-print-metric">
            <h3>{METRIC_NAMES[m]}</h3>
            <PrintBoxes
              blank={blank}
              boxes={[
                ['Maximum', metric.max],
                ['Current', metric.current],
                !blank &&
                  metric.status !== 'well' && ['State', statusWords(metric.status), { filled: true, wide: true }],
              ]}
            />
            <MetricTrack metric={m} lost={HUMAN_METRIC - metric.current} blank={blank} />
          </div>
        );
      })}
      <p className="print-note">
        Stamina at 0: barely conscious, -10 to all trait rolls; below 0: knocked out. Health below 0: dead. Maximum
        Stamina is the lower of current Health and Sanity.
      </p>
    </PrintSection>
  );
}

/** The explanation of movement: 10 + Athletics (Athlete) − armor, then encumbrance ("ENCOUNTERS" > Movement). */
function athleticsOf(sheet: HursagmuSheet) {
  const id = sheet.revised ? 'athlete' : 'athletics';
  return sheet.traits.find((t) => t.id === id) ?? { name: sheet.revised ? 'Athlete' : 'Athletics', level: 0 };
}

function movementWords(sheet: HursagmuSheet): string {
  const athletics = athleticsOf(sheet);
  const armor = sheet.armor?.points ?? 0;
  const parts = [`${BASE_MOVEMENT} + ${athletics.name} ${athletics.level}`];
  if (armor > 0) parts.push(`${MINUS} armor ${armor}`);
  const divisor = sheet.encumbrance.movementDivisor;
  if (divisor === null) return `${parts.join(' ')}, but no movement while carrying as much as can be lifted`;
  return divisor === 1 ? parts.join(' ') : `(${parts.join(' ')}) / ${divisor} for the load, rounded down`;
}

/** Strength, lift, weight carried, encumbrance and movement, each with where it comes from. */
export function PrintLoad({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  const load = loadWords(sheet.encumbrance.level);
  return (
    <PrintSection title="Load and movement" className="hursagmu-print-load">
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Strength', sheet.strength],
          ['Lift', pounds(sheet.lift)],
          ['Carried', pounds(sheet.carried)],
          ['Encumbrance', load.name, { wide: true }],
          ['Movement', sheet.movement],
        ]}
      />
      {blank ? (
        <p className="print-note">
          Movement: {BASE_MOVEMENT} + {athleticsOf(sheet).name} − armor, in spaces per action; halved from half of lift
          carried, quartered from three quarters.
        </p>
      ) : (
        <ul className="print-note hursagmu-print-reasons">
          <li>
            Lift: {pounds(sheet.lift)}, what Strength {sheet.strength} can lift (the book's Strength table).
          </li>
          <li>
            Carried: {pounds(sheet.carried)}, every piece of equipment, worn armor included
            {Number.isFinite(sheet.encumbrance.percent)
              ? `; ${wholePercent(sheet.encumbrance.percent)} of lift`
              : ''}. {load.name}: {load.effect}.
          </li>
          <li>
            Movement: {movementWords(sheet)} = {sheet.movement} spaces per action.
          </li>
        </ul>
      )}
    </PrintSection>
  );
}
