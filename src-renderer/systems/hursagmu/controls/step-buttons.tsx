import { useId } from 'react';
import { keepFocusAfter } from '../../../components/keep-focus';
import type { StepOption } from './creation-change';
import './controls.css';

/**
 * Buttons for changes priced before they are pressed. A change the rules refuse is disabled and the finding's
 * message is shown beside it, tied to the button by aria-describedby.
 */
export function StepButtons({ options }: { options: readonly (StepOption | undefined)[] }) {
  return (
    <div className="hursagmu-step-buttons">
      {/* Keyed by place, not label: the button keeps its element, and so the focus, as its label and price change. */}
      {options.map((option, i) => option && <StepButton key={i} option={option} />)}
    </div>
  );
}

/** One priced button, disabled with its reason when refused. */
export function StepButton({ option, className }: { option: StepOption; className?: string }) {
  const reasonId = useId();
  return (
    <div className="hursagmu-step-button">
      <button
        type="button"
        className={className}
        disabled={option.blocked !== undefined}
        aria-describedby={option.blocked ? reasonId : undefined}
        onClick={(event) => {
          keepFocusAfter(event.currentTarget);
          option.apply();
        }}
      >
        {option.label}
      </button>
      {option.blocked && (
        <p id={reasonId} className="hursagmu-step-blocked">
          {option.blocked}
        </p>
      )}
    </div>
  );
}
