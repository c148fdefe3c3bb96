import {
  CRITICAL_FROM,
  FUMBLE_AT_MOST,
  SKILL_ROLL,
  skillOdds,
  SUCCESS_FROM,
} from '../../../../shared/rules/systems/mls';
import { diceRoll, percent } from '../../../base/format';

const EXPLANATION =
  `Rolling 3d6 and adding the trait's value: ${SUCCESS_FROM} or more succeeds, ${CRITICAL_FROM} or more (or three sixes) is a critical success, ` +
  `${FUMBLE_AT_MOST} or less (or three ones) is a fumble.`;

/**
 * The chances of a roll of 3d6 + `value`: any success, critical and fumble,
 * and, when `next` is given, how the next purchase would change the chance
 * of success ("Raise to base +2: success 38% → 50%").
 */
export function SkillOddsLine({ value, next }: { value: number; next?: { label: string; value: number } | undefined }) {
  const now = skillOdds(value);
  const after = next ? skillOdds(next.value) : undefined;
  return (
    <p className="mls-skill-odds" title={EXPLANATION}>
      <span>
        On {diceRoll(SKILL_ROLL.count, SKILL_ROLL.sides, value)}: success {percent(now.anySuccess)} (critical{' '}
        {percent(now.critical)}), fumble {percent(now.fumble)}.
      </span>
      {next && after && (
        <span className="mls-skill-odds-next">
          {' '}
          {next.label}: success {percent(now.anySuccess)} → {percent(after.anySuccess)}.
        </span>
      )}
    </p>
  );
}

/** The sentence that explains how skill odds are worked out, for a step's introduction. */
export const SKILL_ODDS_EXPLANATION = EXPLANATION;
