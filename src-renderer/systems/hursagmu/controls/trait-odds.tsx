import {
  explainChallengeOdds,
  flatOdds,
  opposedOdds,
  BOOK_LADDER,
  REVISED_LADDER,
  TRAIT_ROLL,
  type ContestOutcome,
} from '../../../../shared/rules/systems/hursagmu';
import { diceRoll, percent, figure } from '../../../base/format';
import { WhyRule } from '../../../components/explain/why-button';

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

/** The chances of 2d6 + `value` against a challenge, as the chapter rolls it. */
const oddsAgainst = (value: number, challenge: Challenge, revised: boolean) =>
  revised ? flatOdds(value, challenge.level) : opposedOdds(value, challenge.level);

/**
 * "Why is Fighting’s chance of rolling higher than Moderate (2d6 + 5) 44%?", or "... of a tie with ...": the question
 * of one chance of a trait against a challenge.
 */
export function challengeQuestion(
  name: string,
  value: number,
  challenge: Challenge,
  revised: boolean,
  outcome: ContestOutcome,
): string {
  const o = oddsAgainst(value, challenge, revised);
  const what = outcome === 'tie' ? 'a tie with' : 'rolling higher than';
  return `Why is ${name}’s chance of ${what} ${challengeName(challenge, revised)} ${percent(o[outcome])}?`;
}

/** The "Why?" beside one chance of a trait against a challenge, the roll explained only when asked. */
export function ChallengeWhy({
  name,
  value,
  challenge,
  revised,
  outcome,
}: {
  name: string;
  value: number;
  challenge: Challenge;
  revised: boolean;
  outcome: ContestOutcome;
}) {
  return (
    <WhyRule
      question={challengeQuestion(name, value, challenge, revised, outcome)}
      explain={() => explainChallengeOdds(value, challenge.level, revised, outcome)}
    />
  );
}

/**
 * The chances of `name`'s 2d6 + `value` against one challenge, each with its "Why?": the book's challenge is rolled
 * like a trait (2d6 + level), the revised chapter's is a flat number ("Challenge Levels").
 */
export function TraitOdds({
  name,
  value,
  challenge,
  revised,
  named = true,
}: {
  name: string;
  value: number;
  challenge: Challenge;
  revised: boolean;
  named?: boolean;
}) {
  const o = oddsAgainst(value, challenge, revised);
  const why = { name, value, challenge, revised };
  return (
    <span className="hursagmu-odds" title="Higher wins; a tie goes to the defender in a fight.">
      {diceRoll(TRAIT_ROLL.count, TRAIT_ROLL.sides, value)}
      {named ? ` against ${challengeName(challenge, revised)}` : ''}: higher {percent(o.higher)}
      <ChallengeWhy {...why} outcome="higher" />, tie {percent(o.tie)}
      <ChallengeWhy {...why} outcome="tie" />
    </span>
  );
}

/** "Moderate (2d6 + 5)" in the book, "Moderate (12)" in the revised chapter. */
export function challengeName(challenge: Challenge, revised: boolean): string {
  return `${challenge.difficulty} (${revised ? figure(challenge.level) : diceRoll(TRAIT_ROLL.count, TRAIT_ROLL.sides, challenge.level)})`;
}
