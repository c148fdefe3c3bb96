import {
  flatOdds,
  opposedOdds,
  BOOK_LADDER,
  REVISED_LADDER,
  TRAIT_ROLL,
} from '../../../../shared/rules/systems/hursagmu';
import { diceRoll, percent, figure } from '../../../base/format';

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
export function TraitOdds({
  value,
  challenge,
  revised,
  named = true,
}: {
  value: number;
  challenge: Challenge;
  revised: boolean;
  named?: boolean;
}) {
  const o = revised ? flatOdds(value, challenge.level) : opposedOdds(value, challenge.level);
  return (
    <span className="hursagmu-odds" title="Higher wins; a tie goes to the defender in a fight.">
      {diceRoll(TRAIT_ROLL.count, TRAIT_ROLL.sides, value)}
      {named ? ` against ${challengeName(challenge, revised)}` : ''}: higher {percent(o.higher)}, tie {percent(o.tie)}
    </span>
  );
}

/** "Moderate (2d6 + 5)" in the book, "Moderate (12)" in the revised chapter. */
export function challengeName(challenge: Challenge, revised: boolean): string {
  return `${challenge.difficulty} (${revised ? figure(challenge.level) : diceRoll(TRAIT_ROLL.count, TRAIT_ROLL.sides, challenge.level)})`;
}
