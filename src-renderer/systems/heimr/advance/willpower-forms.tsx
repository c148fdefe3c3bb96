import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { regainWillpowerProblem, spendWillpowerProblem, type HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { figure } from '../../../base/format';
import { DeskForm } from '../../../components/desk-form';
import { TextField, WholeNumberField } from '../../../components/form-fields';
import { PricedButton, wholeNumber } from '../../../components/priced-button';
import type { HeimrDesk } from '../controls/desk';

interface Props {
  desk: HeimrDesk;
  sheet: HeimrSheet;
}

/** The most willpower one entry spends or gives back, as the entry's schema allows. */
const MOST = 100;

/** "2 of 3": the willpower left of the character's willpower. */
export function willpowerText(sheet: HeimrSheet): string {
  return `${figure(sheet.willpower.current)} of ${figure(sheet.willpower.full)}`;
}

/** " (re-roll of a failed Climbing challenge)", or nothing without a reason. */
const because = (reason: string | undefined) => (reason === undefined ? '' : ` (${reason})`);

/** The reason typed, trimmed, or undefined when none was. */
function reasonOf(text: string): string | undefined {
  const trimmed = text.trim().slice(0, 200);
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Willpower spent and regained ("Challenge requirements": a re-roll of a failed CR costs one willpower for each
 * roll; "Effects": a Drain loses one): each an entry with an optional reason. The book leaves how willpower comes
 * back to the LARP documents, so regaining it is the game master's call.
 */
export const WillpowerForms = observer(function WillpowerForms({ desk, sheet }: Props) {
  const [amountText, setAmountText] = useState('1');
  const [reasonText, setReasonText] = useState('');
  const amount = wholeNumber(amountText, 1, MOST);
  const reason = reasonOf(reasonText);
  const { current, full } = sheet.willpower;
  const spent = full - current;
  const missing = 'Enter the willpower, a whole number from 1 up.';
  const record = (type: 'spend-willpower' | 'regain-willpower', undo: string, done: string) => {
    const payload = { type, amount: amount!, ...(reason === undefined ? {} : { reason }) };
    if (desk.perform(undo, payload, () => done)) setReasonText('');
  };
  return (
    <DeskForm
      heading={`Willpower: ${willpowerText(sheet)}`}
      fields={
        <>
          <WholeNumberField label="Willpower" text={amountText} onChange={setAmountText} max={MOST} />
          <TextField
            label="Reason (optional)"
            text={reasonText}
            onChange={setReasonText}
            maxLength={200}
            placeholder="re-roll of a failed Climbing challenge, Drain…"
          />
        </>
      }
    >
      <p className="how">
        A re-roll of a failed challenge requirement costs one willpower for each roll, and a Drain loses one. The book
        leaves how willpower comes back to the LARP documents, so the game master says when it is regained.
      </p>
      <PricedButton
        label={amount === undefined ? 'Record willpower spent' : `Record ${figure(amount)} willpower spent`}
        blocked={amount === undefined ? missing : spendWillpowerProblem(current, amount)}
        onClick={() =>
          record('spend-willpower', `spend ${amount} willpower`, `Spent ${amount} willpower${because(reason)}.`)
        }
      />
      <PricedButton
        label={amount === undefined ? 'Record willpower regained' : `Record ${figure(amount)} willpower regained`}
        blocked={amount === undefined ? missing : regainWillpowerProblem(spent, full, amount)}
        onClick={() =>
          record('regain-willpower', `regain ${amount} willpower`, `Regained ${amount} willpower${because(reason)}.`)
        }
      />
    </DeskForm>
  );
});
