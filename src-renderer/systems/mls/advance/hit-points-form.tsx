import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  currentHitPoints,
  FATE_POINT_COST,
  hitPointThresholds,
  woundState,
  type MlsSheet,
} from '../../../../shared/rules/systems/mls';
import { countOf, cps, figure } from '../../../base/format';
import type { MlsEditor } from '../controls/creation-step';
import { StepButtons } from '../../../components/step-buttons';
import { chpText, thresholdsText, WOUND_MEANINGS, WOUND_NAMES } from '../controls/wounds';
import type { AdvanceDesk } from './advance-desk';
import { fullReason, PurchaseButton, previewPurchase } from './purchase-button';

/** The most points one entry records, as the rules' schema allows. */
const MOST_POINTS = 10000;

/**
 * Damage taken and hit points healed in play ("CHP"), each a ledger entry that Undo removes. Healing past
 * Total Hit Points is refused in the rules' words; what the current hit points mean is said beside them.
 */
export const HitPointsForm = observer(function HitPointsForm({
  editor,
  desk,
  sheet,
}: {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}) {
  const ids = { heading: useId(), points: useId(), now: useId() };
  const [pointsText, setPointsText] = useState('1');
  const points = Number(pointsText);
  const valid = Number.isInteger(points) && points >= 1 && points <= MOST_POINTS;
  const invalid = valid ? undefined : `Type the points, a whole number from 1 to ${figure(MOST_POINTS)}.`;
  const state = woundState(sheet);
  const healBlocked = invalid ?? fullReason(previewPurchase(sheet, { type: 'heal', amount: points }, editor.settings));
  const after = (s: MlsSheet) => `Current hit points ${chpText(s)}.`;

  return (
    <section className="mls-advance-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Damage and healing</h4>
      <p id={ids.now} className="how">
        Current hit points <strong>{chpText(sheet)}</strong>. {WOUND_MEANINGS[state]}{' '}
        {thresholdsText(sheet.hitPoints.total)}
      </p>
      <div className="mls-advance-form-grid">
        <label htmlFor={ids.points}>Points of damage or healing</label>
        <input
          id={ids.points}
          type="number"
          min={1}
          max={MOST_POINTS}
          step={1}
          inputMode="numeric"
          value={pointsText}
          aria-invalid={valid ? undefined : true}
          onChange={(e) => setPointsText(e.target.value)}
        />
      </div>
      <StepButtons
        options={[
          {
            label: valid ? `Record ${figure(points)} damage` : 'Record damage',
            blocked: invalid,
            apply: () =>
              desk.perform(
                `take ${figure(points)} damage`,
                { type: 'damage', amount: points },
                (_, s) => `Took ${figure(points)} damage. ${after(s)}`,
              ),
          },
          {
            label: valid ? `Heal ${countOf(points, 'hit point', 'hit points')}` : 'Heal hit points',
            blocked: healBlocked,
            apply: () =>
              desk.perform(
                `heal ${figure(points)}`,
                { type: 'heal', amount: points },
                (_, s) => `Healed ${countOf(points, 'hit point', 'hit points')}. ${after(s)}`,
              ),
          },
        ]}
      />
    </section>
  );
});

/**
 * Fate points spent in play ("Death", "Certain Death"): on a failed Shock Roll against death, or to remove
 * the damage that would be certain death. Each button says what it does; one the rules refuse says why.
 */
export const SpendFateForm = observer(function SpendFateForm({
  editor,
  desk,
  sheet,
}: {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}) {
  const id = useId();
  const fate = sheet.fatePoints;
  const blocked = (use: 'shock' | 'certain-death') =>
    fullReason(previewPurchase(sheet, { type: 'spend-fate', use }, editor.settings));
  const backTo = hitPointThresholds(sheet.hitPoints.total).certainDeathAtOrBelow + 1;
  const left = (s: MlsSheet) =>
    `${s.fatePoints.left === 1 ? '1 fate point' : `${s.fatePoints.left} fate points`} left.`;
  return (
    <section className="mls-advance-group" aria-labelledby={id}>
      <h4 id={id}>Spend a fate point</h4>
      <p className="how">
        {fate.left === 1 ? '1 fate point' : `${fate.left} fate points`} left of {fate.total}. One makes a failed Shock
        Roll against death a success (“Death”), or removes damage to prevent certain death (“Certain Death”), bringing
        current hit points back to {figure(backTo)}.
      </p>
      <StepButtons
        options={[
          {
            label: 'Spend a fate point: the failed Shock Roll against death succeeds',
            blocked: blocked('shock'),
            apply: () =>
              desk.perform(
                'spend a fate point on a Shock Roll',
                { type: 'spend-fate', use: 'shock' },
                (_, s) => `Spent a fate point: the Shock Roll against death succeeds. ${left(s)}`,
              ),
          },
          {
            label: `Spend a fate point to prevent certain death (hit points back to ${figure(backTo)})`,
            blocked: blocked('certain-death'),
            apply: () =>
              desk.perform(
                'spend a fate point against certain death',
                { type: 'spend-fate', use: 'certain-death' },
                (before, s) =>
                  `Spent a fate point to prevent certain death: ${figure(currentHitPoints(s) - currentHitPoints(before))} damage removed, current hit points ${chpText(s)}. ${left(s)}`,
              ),
          },
        ]}
      />
      {woundState(sheet) === 'dead' && fate.left === 0 && (
        <p className="how">{WOUND_NAMES.dead}: no fate point is left to prevent it.</p>
      )}
    </section>
  );
});

/** An extra fate point bought in play for 5 CPs ("Fate Points"). */
export const BuyFatePoint = observer(function BuyFatePoint({
  editor,
  desk,
  sheet,
}: {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}) {
  const id = useId();
  const next = sheet.fatePoints.left + 1;
  return (
    <section className="mls-advance-group" aria-labelledby={id}>
      <h4 id={id}>Buy a fate point</h4>
      <p className="how">Extra fate points cost {cps(FATE_POINT_COST)} each, in play as at creation.</p>
      <PurchaseButton
        editor={editor}
        desk={desk}
        purchase={{ type: 'buy-fate' }}
        action="Buy a fate point"
        undoLabel="buy a fate point"
        done={`Bought a fate point; ${next === 1 ? '1 fate point' : `${next} fate points`} left.`}
      />
    </section>
  );
});
