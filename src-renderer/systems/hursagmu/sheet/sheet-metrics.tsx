import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { Session } from '../../../../shared/model';
import {
  HUMAN_METRIC,
  METRIC_NAMES,
  METRICS,
  type HursagmuSheet,
  type Metric,
} from '../../../../shared/rules/systems/hursagmu';
import { Why } from '../../../components/explain/why-button';
import { OutcomeLine } from '../../../components/outcome-line';
import { WhenFields } from '../../../components/when-fields';
import { IDLE, PricedButton } from '../advance/play-controls';
import { deskFor, previewStep, type HursagmuEditor } from '../advance/play-desk';
import { statusText } from './format';
import { ColumnHeads, figures } from '../../../components/column-heads';

/** How maximum Stamina was found ("TRAITS" > Cost: it is limited by the lower of current Health and Sanity). */
function staminaMaxText(sheet: HursagmuSheet): string {
  const { health, sanity, stamina } = sheet.metrics;
  return `Maximum Stamina ${stamina.max}: the lowest of ${HUMAN_METRIC}, current Health (${health.current}) and current Sanity (${sanity.current}).`;
}

/** Stamina, Health and Sanity with current and maximum values, and what their state means. */
export const SheetMetrics = observer(function SheetMetrics({
  sheet,
  editor,
  sessions,
}: {
  sheet: HursagmuSheet;
  editor: HursagmuEditor;
  sessions: readonly Session[];
}) {
  const id = useId();
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Stamina, Health and Sanity</h3>
      <table className="sheet-table" aria-labelledby={id}>
        <ColumnHeads columns={['Metric', figures('Current'), figures('Maximum'), figures('Damage'), 'State']} />
        <tbody>
          {METRICS.map((m) => {
            const metric = sheet.metrics[m];
            return (
              <tr key={m}>
                <th scope="row">{METRIC_NAMES[m]}</th>
                <td className="num">
                  <span className="big-number">{metric.current}</span>
                  <Why path={`sheet.metrics.${m}.current`} term={`${METRIC_NAMES[m]} now`} value={metric.current} />
                </td>
                <td className="num">
                  {metric.max}
                  <Why path={`sheet.metrics.${m}.max`} term={`maximum ${METRIC_NAMES[m]}`} value={metric.max} />
                </td>
                <td className="num">
                  {sheet.damage[m]}
                  <Why path={`sheet.damage.${m}`} term={`${METRIC_NAMES[m]} damage`} value={sheet.damage[m]} />
                </td>
                <td>{statusText(metric.status)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="how">
        {staminaMaxText(sheet)} Every human has 20 points of each; damage not yet recovered is subtracted.
      </p>
      <DamageControls sheet={sheet} editor={editor} sessions={sessions} />
    </section>
  );
});

/** Recording damage and recovery during play, each a ledger entry that Undo removes. */
const DamageControls = observer(function DamageControls({
  sheet,
  editor,
  sessions,
}: {
  sheet: HursagmuSheet;
  editor: HursagmuEditor;
  sessions: readonly Session[];
}) {
  const ids = { heading: useId(), metric: useId(), amount: useId() };
  const desk = deskFor(editor);
  const [metric, setMetric] = useState<Metric>('stamina');
  const [amountText, setAmountText] = useState('1');
  const amount = Number(amountText);
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= 10000;
  const name = METRIC_NAMES[metric];
  const invalid = valid ? undefined : 'Enter a whole number of points from 1 to 10000.';
  const recoverBlocked = invalid ?? previewStep(sheet, { type: 'recover', metric, amount }, editor.settings).blocked;
  const after = (s: HursagmuSheet) =>
    `${name} is now ${s.metrics[metric].current} of ${s.metrics[metric].max} (${statusText(s.metrics[metric].status)}).`;

  return (
    <section className="hursagmu-play" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Record damage or recovery</h4>
      <WhenFields when={desk} sessions={sessions} />
      <div className="desk-form-grid">
        <label htmlFor={ids.metric}>Metric</label>
        <select id={ids.metric} value={metric} onChange={(e) => setMetric(e.target.value as Metric)}>
          {METRICS.map((m) => (
            <option key={m} value={m}>
              {METRIC_NAMES[m]}
            </option>
          ))}
        </select>
        <label htmlFor={ids.amount}>Points</label>
        <input
          id={ids.amount}
          type="number"
          min={1}
          step={1}
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
        />
      </div>
      <div className="step-buttons">
        <PricedButton
          label={valid ? `Record ${amount} ${name} damage` : `Record ${name} damage`}
          blocked={invalid}
          onClick={() =>
            desk.perform(
              `take ${amount} ${name} damage`,
              { type: 'damage', metric, amount },
              (_, s) => `Recorded ${amount} ${name} damage. ${after(s)}`,
            )
          }
        />
        <PricedButton
          label={valid ? `Recover ${amount} ${name}` : `Recover ${name}`}
          blocked={recoverBlocked}
          onClick={() =>
            desk.perform(
              `recover ${amount} ${name}`,
              { type: 'recover', metric, amount },
              (_, s) => `Recovered ${amount} ${name}. ${after(s)}`,
            )
          }
        />
      </div>
      <OutcomeLine last={desk.last} label="Last entry" idle={IDLE} />
    </section>
  );
});
