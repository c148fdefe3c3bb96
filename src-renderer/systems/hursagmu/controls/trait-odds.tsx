import { flatOdds, opposedOdds, BOOK_LADDER, REVISED_LADDER } from '../../../../shared/rules/systems/hursagmu';
import { percent } from './format';

/** A rung of the chapter's challenge ladder a trait's odds are shown against. */
export interface Challenge {
  difficulty: string;
  level: number;
}

/** The challenge ladder of the campaign's chapter: the book's 0 to 20 or the revised 6 to 21. */
export function challengeLadder(revised: boolean): readonly Challenge[] {
  return revised ? REVISED_LADDER : BOOK_LADDER;
}

/** The usual challenge to show odds against: Moderate in either chapter. */
export function typicalChallenge(revised: boolean): Challenge {
  return challengeLadder(revised).find((c) => c.difficulty === 'Moderate')!;
}

/**
 * The chances of 2d6 + `value` against one challenge: the book's challenge is rolled like a trait
 * (2d6 + level), the revised chapter's is a flat number ("Challenge Levels").
 */
export function TraitOdds({ value, challenge, revised, named = true }: { value: number; challenge: Challenge; revised: boolean; named?: boolean }) {
  const o = revised ? flatOdds(value, challenge.level) : opposedOdds(value, challenge.level);
  return (
    <span className="hursagmu-odds" title="Higher wins; a tie goes to the defender in a fight.">
      2d6 + {value}
      {named ? ` against ${challengeName(challenge, revised)}` : ''}: higher {percent(o.higher)}, tie {percent(o.tie)}
    </span>
  );
}

/** "Moderate (2d6 + 5)" in the book, "Moderate (12)" in the revised chapter. */
export function challengeName(challenge: Challenge, revised: boolean): string {
  return `${challenge.difficulty} (${revised ? challenge.level : `2d6 + ${challenge.level}`})`;
}
