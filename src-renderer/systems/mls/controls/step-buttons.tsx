import { memo, useCallback, useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { keepFocusAfter } from '../../../components/keep-focus';
import type { StepOption } from './creation-step';
import './controls.css';

/**
 * The "one step down, one step up" pair of buttons beside a value. Each
 * button says what it does and what it costs; a step the rules refuse is
 * disabled and the finding's message is shown beside it.
 */
export function StepButtons({ down, up }: { down?: StepOption | undefined; up?: StepOption | undefined }) {
  return (
    <div className="mls-step-buttons">
      {down && <StepButton option={down} />}
      {up && <StepButton option={up} />}
    </div>
  );
}

/*
 * Every purchase re-prices the whole page, but most buttons come out with the
 * same label and the same refusal. The option's `apply` is a new function
 * each time, so it is kept in a ref (brought up to date as soon as the page
 * is committed, before any click can reach it) and called through one stable
 * handler: the button itself then re-renders only when what it shows changes.
 */
function StepButton({ option }: { option: StepOption }) {
  const apply = useRef(option.apply);
  useLayoutEffect(() => {
    apply.current = option.apply;
  });
  const onClick = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    keepFocusAfter(event.currentTarget);
    apply.current();
  }, []);
  return <StepButtonView label={option.label} blocked={option.blocked} alsoDescribedBy={option.alsoDescribedBy} onClick={onClick} />;
}

/*
 * The reason's paragraph stays in the page, empty (and not displayed) while
 * the step is allowed: one purchase can refuse or allow dozens of steps at
 * once, and changing a paragraph's text costs the browser less than creating
 * and removing dozens of elements.
 */
const StepButtonView = memo(function StepButtonView(props: { label: string; blocked: string | undefined; alsoDescribedBy: string | undefined; onClick: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const { label, blocked, alsoDescribedBy, onClick } = props;
  const reasonId = useId();
  return (
    <div className="mls-step-button">
      <button type="button" disabled={blocked !== undefined} aria-describedby={blocked ? (alsoDescribedBy ? `${reasonId} ${alsoDescribedBy}` : reasonId) : undefined} onClick={onClick}>
        {label}
      </button>
      <p id={reasonId} className="mls-step-blocked">
        {blocked ?? ''}
      </p>
    </div>
  );
});
