import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import {
  PERSONALITY_PAIRS,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  oppositeOf,
  type MlsSheet,
  type PersonalityTrait,
  type PrimaryTrait,
} from '../../../../shared/rules/systems/mls';
import type { MlsEditor } from '../controls/creation-step';
import type { AdvanceDesk } from './advance-desk';
import { PurchaseButton, previewPurchase } from './purchase-button';
import { capitalise } from '../../../base/format';

interface Props {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}

/** Raising one personality trait a level (its opposite goes down): choose the trait, then buy. */
export const RaisePersonality = observer(function RaisePersonality({ editor, desk, sheet }: Props) {
  const id = useId();
  const selectId = useId();
  const [trait, setTrait] = useState<PersonalityTrait>(PERSONALITY_PAIRS[0][0]);
  const after = previewPurchase(sheet, { type: 'raise-personality', trait }, editor.settings).after;
  // The sheet keeps its personality record until a personality trait moves, so most purchases reuse these.
  // A select re-rendered resets every option's selection, so it is rebuilt only when it shows something new.
  const personality = sheet.personality;
  const personalitySelect = useMemo(
    () => (
      <select id={selectId} value={trait} onChange={(e) => setTrait(e.target.value as PersonalityTrait)}>
        {PERSONALITY_PAIRS.flat().map((t) => (
          <option key={t} value={t}>
            {capitalise(t)} ({personality[t]})
          </option>
        ))}
      </select>
    ),
    [selectId, trait, personality],
  );
  const to = after?.personality[trait];
  const oppositeTo = after?.personality[oppositeOf(trait)];
  const name = capitalise(trait);
  const opposite = capitalise(oppositeOf(trait));
  const action = to === undefined ? `Raise ${name}` : `Raise ${name} to ${to}`;
  return (
    <section className="mls-advance-group" aria-labelledby={id}>
      <h4 id={id}>Raise a personality trait</h4>
      <div className="mls-advance-row">
        <div className="mls-advance-field">
          <label htmlFor={selectId}>Personality trait to raise</label>
          {personalitySelect}
          <p className="how">
            {name} is {sheet.personality[trait]}; {opposite} is {sheet.personality[oppositeOf(trait)]} and goes down as{' '}
            {name} goes up.
          </p>
        </div>
        <PurchaseButton
          editor={editor}
          desk={desk}
          purchase={{ type: 'raise-personality', trait }}
          action={action}
          undoLabel={`raise ${name}${to === undefined ? '' : ` to ${to}`}`}
          done={to === undefined ? `Raised ${name}.` : `Raised ${name} to ${to}; ${opposite} is now ${oppositeTo}.`}
        />
      </div>
    </section>
  );
});

/** Training one primary trait up a level until the next age increment. */
export const TrainPrimary = observer(function TrainPrimary({ editor, desk, sheet }: Props) {
  const id = useId();
  const selectId = useId();
  const [trait, setTrait] = useState<PrimaryTrait>(PRIMARY_TRAITS[0]);
  const after = previewPurchase(sheet, { type: 'train', trait }, editor.settings).after;
  const primaries = sheet.primaries;
  const primarySelect = useMemo(
    () => (
      <select id={selectId} value={trait} onChange={(e) => setTrait(e.target.value as PrimaryTrait)}>
        {PRIMARY_TRAITS.map((t) => (
          <option key={t} value={t}>
            {PRIMARY_TRAIT_NAMES[t]} ({primaries[t].value})
          </option>
        ))}
      </select>
    ),
    [selectId, trait, primaries],
  );
  const name = PRIMARY_TRAIT_NAMES[trait];
  const to = after?.primaries[trait].value;
  const action = to === undefined ? `Train up ${name}` : `Train up ${name} to ${to}`;
  return (
    <section className="mls-advance-group" aria-labelledby={id}>
      <h4 id={id}>Train up a primary trait</h4>
      <p className="how">
        {sheet.training
          ? `${PRIMARY_TRAIT_NAMES[sheet.training]} is trained up until the next age increment.`
          : 'One primary trait may be trained up by one level until the next age increment.'}
      </p>
      <div className="mls-advance-row">
        <div className="mls-advance-field">
          <label htmlFor={selectId}>Primary trait to train</label>
          {primarySelect}
        </div>
        <PurchaseButton
          editor={editor}
          desk={desk}
          purchase={{ type: 'train', trait }}
          action={action}
          undoLabel={`train up ${name}`}
          done={to === undefined ? `Trained up ${name}.` : `Trained up ${name} to ${to} until the next age increment.`}
        />
      </div>
    </section>
  );
});
