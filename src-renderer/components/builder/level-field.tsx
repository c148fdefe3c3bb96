import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { figure } from '../../base/format';
import { WhyRule } from '../explain/why-button';
import type { PriceWhy } from '../step-buttons';
import { changeQuestion, type PricedChange } from './creation-option';
import './level-field.css';

/** What a value would do, as the game's rules price and check it. */
export interface LevelCheck {
  /** What taking it does to the budget, in the game's words: "costs 3 CPs", "gives back 4 character points", "no CPs". */
  price: string;
  /** The rules' sentence when the value may not be taken; undefined when it may. */
  blocked?: string | undefined;
  /** The price's "Why?", for a value that may be taken and whose price the rules explain. */
  why?: PriceWhy | undefined;
}

/**
 * A value's check from what the rules say of the change to the creation choices it makes, priced, refused and
 * explained as the builder's button for the same change is (`creationOption`): `action` words the change as the
 * field takes it ("Set Archery to 7"), and the price's "Why?" asks with it ("Why does Set Archery to 7 cost 6
 * CPs?").
 */
export function levelCheckOf(change: PricedChange, action: string): LevelCheck {
  const { price, priced, blocked, explain } = change;
  return {
    price: priced ? price : 'not allowed',
    blocked,
    ...(priced && blocked === undefined && explain
      ? { why: { question: changeQuestion(action, price), explain } }
      : {}),
  };
}

export interface LevelFieldProps {
  /** The field's name: the trait it sets, e.g. "Strength", "Cautious", "Sword, level above base". */
  label: string;
  /** Keep the label for screen readers only, where a row header beside the field already names the trait. */
  labelHidden?: boolean;
  /** The value as the character has it now. */
  value: number;
  /** The lowest and highest values the rules allow here, for the arrow keys' bounds and assistive technology. */
  min: number;
  max?: number | undefined;
  /** Prices and checks a whole number the player typed or stepped to; called for any whole number, inside the bounds or not. */
  check(n: number): LevelCheck;
  /** Takes the value: one change to the character, one undo step. Called only for a value `check` allows. */
  commit(n: number): void;
  /** What follows from a value, shown with its price, e.g. "Reckless 4" for Cautious 16. */
  consequence?: ((n: number) => string) | undefined;
}

type Refusal = { n: number | undefined; message: string };

/**
 * A trait level or value that can be typed or stepped, for every game's builder: a number field whose arrow
 * keys step one level, and which takes a typed value on Enter or on leaving the field. Each value is one change
 * to the character (one undo step), priced and checked by the game's rules before it is taken; while a value is
 * typed, its price shows beside the field with its "Why?" where the rules explain it, and a value the rules
 * refuse is not taken, with their sentence shown (and announced) beside the field. Escape puts back the value the
 * character has.
 */
export function LevelField({
  label,
  labelHidden = false,
  value,
  min,
  max,
  check,
  commit,
  consequence,
}: LevelFieldProps) {
  const ids = { field: useId(), note: useId() };
  const [draft, setDraft] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  // A refusal speaks of the value the character had then; once anything else sets the value (a roll, a step button, undo), it no longer holds.
  const [valueSeen, setValueSeen] = useState(value);
  if (valueSeen !== value) {
    setValueSeen(value);
    if (refusal) setRefusal(undefined);
  }
  const text = draft ?? String(value);
  const typed = wholeNumber(text);
  const range = max === undefined ? `${figure(min)} or more` : `from ${figure(min)} to ${figure(max)}`;
  const named = (n: number) => `${label} ${figure(n)}${consequence ? ` (${consequence(n)})` : ''}`;

  /** Takes `n` when the rules allow it; otherwise keeps the character as it is and says why. */
  const take = (n: number | undefined): boolean => {
    if (n === undefined) {
      setRefusal({ n, message: `Type a whole number for ${label}, ${range}.` });
      return false;
    }
    if (n !== value) {
      const { blocked } = check(n);
      if (blocked !== undefined) {
        setRefusal({ n, message: blocked });
        return false;
      }
      commit(n);
    }
    setDraft(undefined);
    setRefusal(undefined);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      take(typed);
    } else if (event.key === 'Escape') {
      if (draft === undefined && refusal === undefined) return;
      event.preventDefault();
      setDraft(undefined);
      setRefusal(undefined);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      // One level per press, each taken at once; a refused step leaves the field on the value the character has.
      event.preventDefault();
      const from = typed ?? value;
      if (take(from + (event.key === 'ArrowUp' ? 1 : -1))) return;
      setDraft(undefined);
    }
  };

  /*
   * The field and the "Why?" of its typed value are one place: moving between the two is not leaving, and neither is
   * opening the explanation (its dialog holds the focus until it closes, then gives it back to the field or its
   * "Why?"), so the typed value is still there to take. The dialog is drawn elsewhere in the page but belongs to the
   * "Why?", so its focus events come through the field's own, and are not the field's.
   */
  const box = useRef<HTMLSpanElement>(null);
  // True from the press on the "Why?" until the focus comes back from its explanation.
  const explaining = useRef(false);
  const onFocus = (event: FocusEvent) => {
    if (within(box, event.target)) explaining.current = false;
  };
  const onBlur = (event: FocusEvent) => {
    if (!within(box, event.target) || within(box, event.relatedTarget) || explaining.current) return;
    // Leaving the field takes what was typed; a refused value gives way to the character's own, and the reason stays.
    if (draft !== undefined && !take(typed)) setDraft(undefined);
  };
  const onExplain = (event: MouseEvent) => {
    if (within(box, event.target)) explaining.current = true;
  };
  // A press on the "Why?" leaves the focus where it is: where a click does not move the focus to the button (as in
  // Safari), the field would otherwise be left, and its value taken, before the click opens the explanation.
  const keepFocus = (event: MouseEvent) => {
    if (within(box, event.target)) event.preventDefault();
  };

  const pending = draft !== undefined && typed !== undefined && typed !== value ? typed : undefined;
  const preview = pending === undefined ? undefined : check(pending);
  const note = refusal
    ? `${refusal.n === undefined || refusal.n === value ? '' : `${named(refusal.n)} is not allowed, so ${label} stays at ${figure(value)}: `}${refusal.message}`
    : preview
      ? `${named(pending!)}: ${preview.blocked === undefined ? `${preview.price}; press Enter to take it` : preview.blocked}`
      : undefined;
  const why = !refusal && preview?.blocked === undefined ? preview?.why : undefined;

  return (
    <span ref={box} className="level-field" onFocus={onFocus} onBlur={onBlur}>
      <label htmlFor={ids.field} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={ids.field}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={text}
        aria-invalid={refusal || preview?.blocked !== undefined ? true : undefined}
        aria-describedby={note ? ids.note : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefusal(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      {note && (
        <span className="level-field-line">
          {/* A refusal the player's key press caused is announced; the price of a value being typed is read on request. */}
          <span
            id={ids.note}
            className={refusal ? 'level-field-note level-field-refusal' : 'level-field-note'}
            role={refusal ? 'alert' : undefined}
          >
            {note}
          </span>
          {why && (
            <span className="level-field-why" onMouseDown={keepFocus} onClick={onExplain}>
              <WhyRule question={why.question} explain={why.explain} />
            </span>
          )}
        </span>
      )}
    </span>
  );
}

/** Whether `node` is the element `box` holds or inside it. */
function within(box: RefObject<HTMLElement | null>, node: EventTarget | null): boolean {
  return node instanceof Node && box.current?.contains(node) === true;
}

/** The whole number typed, or undefined for anything else (empty, a fraction, letters). */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-\u2212]?\d{1,9}$/.test(trimmed)) return undefined;
  return Number(trimmed.replace('\u2212', '-'));
}
