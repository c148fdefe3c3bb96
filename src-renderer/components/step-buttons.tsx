import { memo, useCallback, useId, useLayoutEffect, useReducer, useRef, type MouseEvent } from 'react';
import type { ExplainedRule } from './explain/explanation-dialog';
import { WhyRule } from './explain/why-button';
import { keepFocusAfter } from './keep-focus';
import './step-buttons.css';

/** One button's worth of choice: what it says, why it cannot be taken (if so), and what it does. */
export interface StepOption {
  /** The button's text with its price, e.g. "Raise Strength to 3 (costs 2 CPs)". */
  label: string;
  /** Why the step is not allowed, after its own words; the button is disabled and this is shown beside it. */
  blocked?: string | undefined;
  /** The id of a note elsewhere on the page that completes `blocked` (read with it as the button's description). */
  alsoDescribedBy?: string | undefined;
  /** The id of a note elsewhere on the page that tells the reason for several buttons at once; none is shown beside this one. */
  toldAt?: string | undefined;
  /** The price's "Why?" control, shown after the button on a character's page. */
  why?: PriceWhy | undefined;
  apply(): void;
}

/** A price's "Why?": the question, naming the step and the price its button shows, and its explanation. */
export interface PriceWhy {
  /** "Why does Raise Soldier to base +5 cost 12 CPs?" */
  question: string;
  /** The rules' explanation of the price, worked out only when the player opens it. */
  explain(): ExplainedRule | undefined;
}

/**
 * The question a price's "Why?" control asks, with the price in the words its button uses: "Why does Raise Soldier
 * to base +2 cost 6 CPs?", or for a gain (a negative price) "Why does Age one increment to 18 years 3 months give 2
 * CPs?".
 */
export function priceQuestion(step: string, price: { amount: number; format(n: number): string }): string {
  return price.amount < 0
    ? `Why does ${step} give ${price.format(-price.amount)}?`
    : `Why does ${step} cost ${price.format(price.amount)}?`;
}

/**
 * Priced buttons side by side, e.g. "one step down, one step up" beside a value. Each button says what it
 * does and what it costs; a step the rules refuse is disabled and the reason is shown beside it, tied to the
 * button by aria-describedby. A missing option leaves its place empty.
 */
export function StepButtons({ options }: { options: readonly (StepOption | undefined)[] }) {
  return (
    <div className="step-buttons">
      {/* Keyed by place, not label: the button keeps its element, and so the focus, as its label and price change. */}
      {options.map((option, i) => option && <StepButton key={i} option={option} />)}
    </div>
  );
}

/**
 * One priced button, disabled with its reason when refused, and the price's "Why?" control after it.
 *
 * Every purchase re-prices the whole page, but most buttons come out with the
 * same label and the same refusal. The option's `apply` (and its explanation)
 * is a new function each time, so it is kept in a ref (brought up to date as
 * soon as the page is committed, before any click can reach it) and called
 * through one stable handler: the button itself then re-renders only when
 * what it shows changes.
 */
export function StepButton({ option }: { option: StepOption }) {
  const latest = useRef(option);
  useLayoutEffect(() => {
    latest.current = option;
  });
  const onClick = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    keepFocusAfter(event.currentTarget);
    latest.current.apply();
  }, []);
  const explain = useCallback(() => latest.current.why?.explain(), []);
  return (
    <StepButtonView
      label={option.label}
      blocked={option.blocked}
      alsoDescribedBy={option.alsoDescribedBy}
      toldAt={option.toldAt}
      question={option.why?.question}
      explain={explain}
      onClick={onClick}
    />
  );
}

/*
 * The reason's paragraph stays in the page, empty (and taking no room) while
 * the step is allowed: one purchase can refuse or allow dozens of steps at
 * once, and changing a paragraph's text costs the browser less than creating
 * and removing dozens of elements.
 *
 * A step refused by the click on its own button (the last point spent, the
 * highest value reached) leaves the focus where it is: the focused button is
 * marked aria-disabled rather than disabled, which would drop the focus and
 * send the keyboard user elsewhere on the page, and a further Enter does
 * nothing. It is disabled once the focus moves on. While the button has focus
 * its reason is a live region, so the refusal is read out as it appears.
 */
const StepButtonView = memo(function StepButtonView(props: {
  label: string;
  blocked: string | undefined;
  alsoDescribedBy: string | undefined;
  toldAt: string | undefined;
  question: string | undefined;
  explain: () => ExplainedRule | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { label, blocked, alsoDescribedBy, toldAt, question, explain, onClick } = props;
  const reasonId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const reason = useRef<HTMLParagraphElement>(null);
  const [focusMoved, focusLeft] = useReducer((n: number) => n + 1, 0);
  const refused = blocked !== undefined;
  const describedBy = toldAt ?? (alsoDescribedBy ? `${reasonId} ${alsoDescribedBy}` : reasonId);
  // Whether the button has focus is read from the page as the step is refused (or the focus leaves a refused one),
  // not kept as state: most focus moves change nothing here, and none re-renders the button.
  useLayoutEffect(() => {
    const element = button.current!;
    const keepsFocus = refused && element.ownerDocument.activeElement === element;
    element.disabled = refused && !keepsFocus;
    if (keepsFocus) element.setAttribute('aria-disabled', 'true');
    else element.removeAttribute('aria-disabled');
  }, [refused, focusMoved]);
  const onFocus = useCallback(() => reason.current?.setAttribute('aria-live', 'polite'), []);
  const onBlur = useCallback(() => {
    reason.current?.removeAttribute('aria-live');
    // A refused button that kept the focus is disabled once the focus has gone (the page has moved it by then). The
    // window losing focus leaves the button the page's focused element, and so still aria-disabled.
    if (button.current?.getAttribute('aria-disabled') === 'true') focusLeft();
  }, []);
  return (
    <div className="step-button">
      {/* The button and its "Why?" on one line; the wrapper is always there, so the button keeps its element. */}
      <span className="step-button-line">
        <button
          ref={button}
          type="button"
          aria-describedby={refused ? describedBy : undefined}
          onClick={refused ? undefined : onClick}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {label}
        </button>
        {question !== undefined && <WhyRule question={question} explain={explain} />}
      </span>
      <p ref={reason} id={reasonId} className="step-blocked">
        {toldAt === undefined ? (blocked ?? '') : ''}
      </p>
    </div>
  );
});
