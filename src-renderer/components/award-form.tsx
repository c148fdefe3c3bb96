import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { PricedButton, wholeNumber } from './priced-button';

/**
 * Experience the game master awards to one character, for every game: the points, what they were for, and a
 * button that says what it awards. `perform` records the entry through the game's ledger desk and returns
 * whether it was recorded; `points` words an amount in the game's currency ("5 XP", "5 experience points").
 */
export const AwardForm = observer(function AwardForm({
  perform,
  points,
  master,
  hint,
  className,
  gridClassName,
}: {
  perform(undoLabel: string, payload: { type: 'award'; points: number; note?: string }, done: () => string): unknown;
  points(n: number): string;
  /** Who awards, in the game's words mid-sentence: "the game master", "the Game Master". */
  master: string;
  hint?: ReactNode;
  className: string;
  gridClassName: string;
}) {
  const ids = { heading: useId(), points: useId(), note: useId() };
  const [pointsText, setPointsText] = useState('');
  const [note, setNote] = useState('');
  const amount = wholeNumber(pointsText, 1, 100000);
  const award = () => {
    const why = note.trim();
    const recorded = perform(
      `award ${points(amount!)}`,
      { type: 'award', points: amount!, ...(why ? { note: why } : {}) },
      () => `Awarded ${points(amount!)}${why ? ` for ${why}` : ''}.`,
    );
    if (recorded) {
      setPointsText('');
      setNote('');
    }
  };
  return (
    <section className={className} aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Award experience</h4>
      {hint}
      <div className={gridClassName}>
        <label htmlFor={ids.points}>Experience points to award</label>
        <input
          id={ids.points}
          type="number"
          min={1}
          step={1}
          value={pointsText}
          onChange={(e) => setPointsText(e.target.value)}
        />
        <label htmlFor={ids.note}>What for (optional)</label>
        <input id={ids.note} type="text" value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <PricedButton
        label={amount === undefined ? 'Award experience' : `Award ${points(amount)}`}
        blocked={
          amount === undefined ? `Enter the experience points ${master} awards, a whole number from 1 up.` : undefined
        }
        onClick={award}
      />
    </section>
  );
});
