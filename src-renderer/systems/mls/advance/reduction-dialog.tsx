import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { dialogKeyDown } from '../../../components/keep-focus';
import { PRIMARY_TRAIT_NAMES, type PrimaryTrait } from '../../../../shared/rules/systems/mls';
import { ModalLayer } from '../../../components/modal-layer';

export interface ReductionChoice {
  trait: PrimaryTrait;
  /** The value now and after the reduction, e.g. 3 and 2. */
  from: number;
  to: number;
}

export interface ReductionDialogProps {
  /** "40 years" */
  age: string;
  /** Why a trait goes down, e.g. "base age + 22 increments". */
  reason: string;
  choices: readonly ReductionChoice[];
  onConfirm(trait: PrimaryTrait): void;
  onCancel(): void;
}

const FOCUSABLE = 'select:not(:disabled), button:not(:disabled), input:not(:disabled)';

/**
 * Asks which primary trait age takes a level from, before the age increment
 * is recorded. Focus starts on the choice, Tab stays inside the dialog,
 * Escape cancels, and focus goes back where it was.
 */
export function ReductionDialog({ age, reason, choices, onConfirm, onCancel }: ReductionDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const selectId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const [trait, setTrait] = useState<PrimaryTrait | undefined>(choices[0]?.trait);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    select.current?.focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    dialogKeyDown(event.nativeEvent, dialog.current, FOCUSABLE, onCancel);

  const name = trait ? PRIMARY_TRAIT_NAMES[trait] : '';
  return (
    <ModalLayer>
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>Age reduction at {age}</h2>
        <p id={bodyId}>
          At {age} ({reason}) one primary trait other than Size goes down a level, and the secondary traits based on it
          follow. Choose which.
        </p>
        <div className="mls-advance-field">
          <label htmlFor={selectId}>Primary trait to reduce</label>
          <select ref={select} id={selectId} value={trait} onChange={(e) => setTrait(e.target.value as PrimaryTrait)}>
            {choices.map((c) => (
              <option key={c.trait} value={c.trait}>
                {PRIMARY_TRAIT_NAMES[c.trait]} ({c.from} → {c.to})
              </option>
            ))}
          </select>
        </div>
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="primary" disabled={!trait} onClick={() => trait && onConfirm(trait)}>
            Reduce {name} and age to {age}
          </button>
        </div>
      </div>
    </ModalLayer>
  );
}
