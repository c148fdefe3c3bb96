import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { enteredRoll } from '../../../../shared/rules/core/dice';
import { FAVOUR_PER_CP, FLORINS_PER_PIP, MONEY_DIE_SIDES, type MlsSheet } from '../../../../shared/rules/systems/mls';
import type { MlsEditor } from '../controls/creation-step';
import type { AdvanceDesk } from './advance-desk';
import { DiceChoice } from './dice-choice';
import { PurchaseButton, previewPurchase } from './purchase-button';
import { cps } from '../../../base/format';

/** Turning CPs into florins (rolled) or, for priests, into favour. */
export const ConvertForm = observer(function ConvertForm({
  editor,
  desk,
  sheet,
}: {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}) {
  const ids = { heading: useId(), points: useId(), into: useId() };
  const [pointsText, setPointsText] = useState('1');
  const [into, setInto] = useState<'money' | 'favour'>('money');
  const points = Number(pointsText);
  const valid = Number.isInteger(points) && points >= 1;
  const dice = `${valid ? points : 1}d${MONEY_DIE_SIDES}`;

  // The price of money does not depend on the roll, so the lowest possible roll stands in for it in the preview.
  const moneyPreview = valid
    ? previewPurchase(
        sheet,
        { type: 'convert', into: 'money', points, roll: enteredRoll(dice, points) },
        editor.settings,
      )
    : undefined;
  const favourAfter = valid
    ? previewPurchase(sheet, { type: 'convert', into: 'favour', points }, editor.settings).after
    : undefined;
  const favour = favourAfter ? `${favourAfter.favour - sheet.favour} favour` : 'favour';
  const blocked = valid ? moneyPreview?.blocked : 'Type how many CPs to convert, a whole number of 1 or more.';

  return (
    <section className="mls-advance-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Convert CPs to money or favour</h4>
      <div className="mls-advance-form-grid">
        <label htmlFor={ids.points}>CPs to convert</label>
        <input
          id={ids.points}
          type="number"
          min={1}
          inputMode="numeric"
          value={pointsText}
          onChange={(e) => setPointsText(e.target.value)}
        />
        <label htmlFor={ids.into}>Convert into</label>
        <select id={ids.into} value={into} onChange={(e) => setInto(e.target.value as 'money' | 'favour')}>
          <option value="money">
            Money (1d{MONEY_DIE_SIDES} × {FLORINS_PER_PIP} florins per CP)
          </option>
          <option value="favour">Favour ({FAVOUR_PER_CP} per CP, priests only)</option>
        </select>
      </div>
      {into === 'money' ? (
        <>
          <p className="how">
            {valid ? `Costs ${cps(points)}; ${dice} × ${FLORINS_PER_PIP} florins.` : 'Choose how many CPs first.'}
          </p>
          <DiceChoice
            dice={dice}
            rollLabel={`Roll ${dice} and convert ${valid ? cps(points) : 'CPs'} to money`}
            fieldLabel={`Money roll made at the table (${dice})`}
            enterLabel="Convert with the entered roll"
            blocked={blocked}
            seed={() => editor.nextSeed()}
            onRoll={(roll) =>
              desk.perform(
                `convert ${cps(points)} to money`,
                { type: 'convert', into: 'money', points, roll },
                (before, after) => {
                  const florins = after.florins - before.florins;
                  return `Converted ${cps(points)} to ${florins} florins (rolled ${roll.total} on ${roll.dice}).`;
                },
              )
            }
          />
        </>
      ) : valid ? (
        <PurchaseButton
          editor={editor}
          desk={desk}
          purchase={{ type: 'convert', into: 'favour', points }}
          action={`Pray ${cps(points)} into ${favour}`}
          undoLabel={`pray ${cps(points)} into favour`}
          done={`Prayed ${cps(points)} into ${favour}.`}
        />
      ) : (
        <p className="step-blocked">{blocked}</p>
      )}
    </section>
  );
});
