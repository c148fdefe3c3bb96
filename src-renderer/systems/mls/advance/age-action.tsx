import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  cpForIncrement,
  formatAge,
  isReductionIncrement,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  type MlsSheet,
  type PrimaryTrait,
} from '../../../../shared/rules/systems/mls';
import type { MlsEditor } from '../controls/creation-step';
import { explainPrice } from '../../../components/priced-button';
import { priceQuestion, StepButtons } from '../../../components/step-buttons';
import type { AdvanceDesk } from './advance-desk';
import { previewPurchase } from './purchase-button';
import { ReductionDialog, type ReductionChoice } from './reduction-dialog';
import { cps } from '../../../base/format';

/** One age increment: its CPs, the end of any training, and, at the book's ages, the trait age takes a level from. */
export const AgeAction = observer(function AgeAction({
  editor,
  desk,
  sheet,
}: {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const reached = sheet.ageIncrements + 1;
  const newAge = formatAge(sheet.race, reached);
  const gain = cpForIncrement(reached);
  const plain = previewPurchase(sheet, { type: 'age' }, editor.settings);
  // A reduction is asked for only when one is due and a trait can still take it; the rules say which can.
  const choices: ReductionChoice[] = isReductionIncrement(reached)
    ? PRIMARY_TRAITS.flatMap((trait) => {
        const p = previewPurchase(sheet, { type: 'age', reduce: trait }, editor.settings);
        return p.blocked || !p.after
          ? []
          : [{ trait, from: sheet.primaries[trait].value, to: p.after.primaries[trait].value }];
      })
    : [];
  const needsChoice = choices.length > 0;

  const record = (reduce?: PrimaryTrait) => {
    setAsking(false);
    desk.perform(`age to ${newAge}`, { type: 'age', ...(reduce ? { reduce } : {}) }, (before, after) => {
      const parts = [`Aged to ${newAge}.`];
      if (reduce)
        parts.push(
          `${PRIMARY_TRAIT_NAMES[reduce]} went down from ${before.primaries[reduce].value} to ${after.primaries[reduce].value}.`,
        );
      if (before.training) parts.push(`Training of ${PRIMARY_TRAIT_NAMES[before.training]} ended.`);
      return parts.join(' ');
    });
  };

  const label = `Age one increment to ${newAge} (gain ${cps(gain)}${needsChoice ? '; a primary trait goes down' : ''})`;
  return (
    <section className="mls-advance-group" aria-labelledby={id}>
      <h4 id={id}>Age</h4>
      <p className="how">
        Now {formatAge(sheet.race, sheet.ageIncrements)}.
        {sheet.training ? ` Training of ${PRIMARY_TRAIT_NAMES[sheet.training]} ends with the next increment.` : ''}
      </p>
      <StepButtons
        options={[
          {
            label,
            blocked: needsChoice ? undefined : plain.blocked,
            why: {
              question: priceQuestion(`Age one increment to ${newAge}`, { amount: -gain, format: cps }),
              // The CPs do not depend on the trait that goes down, so a due reduction is explained with the first.
              explain: () =>
                explainPrice(editor, { type: 'age', ...(needsChoice ? { reduce: choices[0]!.trait } : {}) }),
            },
            apply: () => (needsChoice ? setAsking(true) : record()),
          },
        ]}
      />
      {asking && (
        <ReductionDialog
          age={newAge}
          reason={`base age + ${reached} increments`}
          choices={choices}
          onConfirm={(trait) => record(trait)}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
});
