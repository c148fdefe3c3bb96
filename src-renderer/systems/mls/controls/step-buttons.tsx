import { useId } from 'react';
import type { StepOption } from './creation-step';
import './controls.css';

/**
 * The "one step down, one step up" pair of buttons beside a value. Each
 * button says what it does and what it costs; a step the rules refuse is
 * disabled and the finding's message is shown beside it.
 */
export function StepButtons({ down, up }: { down?: StepOption | undefined; up?: StepOption | undefined }) {
  return (
    <div className="step-buttons">
      {down && <StepButton option={down} />}
      {up && <StepButton option={up} />}
    </div>
  );
}

function StepButton({ option }: { option: StepOption }) {
  const reasonId = useId();
  return (
    <div className="step-button">
      <button type="button" disabled={option.blocked !== undefined} aria-describedby={option.blocked ? reasonId : undefined} onClick={option.apply}>
        {option.label}
      </button>
      {option.blocked && (
        <p id={reasonId} className="step-blocked">
          {option.blocked}
        </p>
      )}
    </div>
  );
}
