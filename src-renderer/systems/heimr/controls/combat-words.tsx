import type { BookSource } from '../../../../shared/rules/core';
import {
  HEIMR_BOOK,
  HIGHEST_ATTACK_SCORE,
  LOWEST_ATTACK_SCORE,
  TYPICAL_ATTACK_SCORE,
} from '../../../../shared/rules/systems/heimr';
import { useId, useState, type ReactNode } from 'react';
import { figure, signed } from '../../../base/format';

/*
 * What the sheet's combat reference and the printed sheet say alike: the book's sentences with their sections, a
 * dodge's penalty in words, and the attack score the player types.
 */

/** One sentence of the book, word for word from book.ts, with the section it comes from. */
export function BookLine({ source, className = 'heimr-book' }: { source: BookSource; className?: string }) {
  return (
    <p className={className}>
      “{source.quote}” <cite>({source.section})</cite>
    </p>
  );
}

/** A dodge's consistency penalty as the table shows it: "none" for the first, "−2" for the second. */
export function penaltyText(penalty: number): string {
  return penalty === 0 ? 'none' : signed(-penalty);
}

/** "First", "Second": a dodge's place since the character's last turn, as a row heading. */
export function dodgeName(use: number): string {
  return ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'][use - 1] ?? `Number ${figure(use)}`;
}

/** The attack score typed, or why it cannot be used and the one the chances are shown against meanwhile. */
export function readAttackScore(text: string): { attack: number; problem?: string } {
  const typed = Number(text);
  if (text.trim() !== '' && Number.isInteger(typed) && typed >= LOWEST_ATTACK_SCORE && typed <= HIGHEST_ATTACK_SCORE)
    return { attack: typed };
  return {
    attack: TYPICAL_ATTACK_SCORE,
    problem: `An attack score is a whole number from ${signed(LOWEST_ATTACK_SCORE)} to ${figure(HIGHEST_ATTACK_SCORE)}; type one to see the chances against it. Until then they are against ${figure(TYPICAL_ATTACK_SCORE)}.`,
  };
}

/** The book's sentences on blocking and parrying, whose chances come from the shield or weapon in hand. */
export const BLOCK_AND_PARRY = [HEIMR_BOOK.block, HEIMR_BOOK.parry, HEIMR_BOOK.oneParry] as const;

/**
 * The number field of the attack score (or defence or CR) a table of chances is shown against, named `label`, with
 * the reason beside it while what is typed cannot be used: the score the chances are against, and the field.
 */
export function useAttackScoreField(label: string): { attack: number; field: ReactNode } {
  const ids = { field: useId(), problem: useId() };
  const [text, setText] = useState(String(TYPICAL_ATTACK_SCORE));
  const { attack, problem } = readAttackScore(text);
  const field = (
    <>
      <p className="heimr-attack-row">
        <label htmlFor={ids.field}>{label}</label>
        <input
          id={ids.field}
          type="number"
          min={LOWEST_ATTACK_SCORE}
          max={HIGHEST_ATTACK_SCORE}
          step={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? undefined : ids.problem}
          className="heimr-attack-field"
        />
      </p>
      {problem !== undefined && (
        <p id={ids.problem} className="field-problem">
          {problem}
        </p>
      )}
    </>
  );
  return { attack, field };
}
