import { observer } from 'mobx-react-lite';
import { memo, useId } from 'react';
import type { MlsPurchase, MlsSheet } from '../../../../shared/rules/systems/mls';
import type { MlsEditor } from '../controls/creation-step';
import { levelText } from '../controls/format';
import { SkillOddsLine } from '../controls/odds-display';
import type { AdvanceDesk } from './advance-desk';
import { PurchaseButton, previewPurchase } from './purchase-button';

interface Props {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}

/**
 * A secondary trait's level and odds, beside its purchase. Given only plain
 * values, it re-renders only for the trait that changed, not for every row
 * each time a purchase re-prices the list.
 */
const SecondaryNow = memo(function SecondaryNow(props: {
  name: string;
  now: string;
  value: number | null;
  nextLabel: string | undefined;
  nextValue: number | null;
}) {
  const { name, now, value, nextLabel, nextValue } = props;
  return (
    <div>
      <strong>{name}</strong> <span className="how">({now})</span>
      {value !== null && (
        <SkillOddsLine
          name={name}
          value={value}
          next={nextValue !== null && nextLabel !== undefined ? { label: nextLabel, value: nextValue } : undefined}
        />
      )}
    </div>
  );
});

/** Raising each secondary trait one level, with its odds now and after. */
export const RaiseSecondaries = observer(function RaiseSecondaries({ editor, desk, sheet }: Props) {
  const id = useId();
  return (
    <section className="mls-advance-group" aria-labelledby={id}>
      <h4 id={id}>Raise a secondary trait</h4>
      {sheet.secondaries.length === 0 && <p className="empty-state">No secondary traits yet; acquire one below.</p>}
      <ul className="mls-advance-rows">
        {sheet.secondaries.map((s) => {
          const purchase: MlsPurchase = { type: 'raise', trait: s.id };
          const after = previewPurchase(sheet, purchase, editor.settings).after?.secondaries.find((x) => x.id === s.id);
          const to = after?.level ?? null;
          const now = s.level === null ? 'not acquired' : `${levelText(s.level)}, value ${s.value}`;
          const action = to === null ? `Raise ${s.name}` : `Raise ${s.name} to ${levelText(to)}`;
          return (
            <li key={s.id} className="mls-advance-row">
              <SecondaryNow
                name={s.name}
                now={now}
                value={s.value}
                nextLabel={to === null ? undefined : `At ${levelText(to)}`}
                nextValue={after?.value ?? null}
              />
              <PurchaseButton
                editor={editor}
                desk={desk}
                purchase={purchase}
                action={action}
                undoLabel={to === null ? `raise ${s.name}` : `raise ${s.name} to ${levelText(to)}`}
                done={to === null ? `Raised ${s.name}.` : `Raised ${s.name} to ${levelText(to)}.`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
});

/** Lowering each negative trait one level, or removing it from base. */
export const LowerNegatives = observer(function LowerNegatives({ editor, desk, sheet }: Props) {
  const id = useId();
  const present = sheet.negatives.filter((n) => n.level !== null);
  return (
    <section className="mls-advance-group" aria-labelledby={id}>
      <h4 id={id}>Lower a negative trait</h4>
      {present.length === 0 && <p className="empty-state">No negative traits to lower.</p>}
      <ul className="mls-advance-rows">
        {present.map((n) => {
          const purchase: MlsPurchase = { type: 'lower', trait: n.id };
          const after = previewPurchase(sheet, purchase, editor.settings).after?.negatives.find((x) => x.id === n.id);
          const removes = after !== undefined && after.level === null;
          const to = after?.level ?? null;
          const action = removes
            ? `Remove ${n.name}`
            : to === null
              ? `Lower ${n.name}`
              : `Lower ${n.name} to ${levelText(to)}`;
          const done = removes
            ? `Removed ${n.name}.`
            : to === null
              ? `Lowered ${n.name}.`
              : `Lowered ${n.name} to ${levelText(to)}.`;
          return (
            <li key={n.id} className="mls-advance-row">
              <div>
                <strong>{n.name}</strong>{' '}
                <span className="how">
                  ({levelText(n.level!)}, value {n.value})
                </span>
              </div>
              <PurchaseButton
                editor={editor}
                desk={desk}
                purchase={purchase}
                action={action}
                undoLabel={removes ? `remove ${n.name}` : `lower ${n.name}${to === null ? '' : ` to ${levelText(to)}`}`}
                done={done}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
});
