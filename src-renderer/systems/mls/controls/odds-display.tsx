import {
  CRITICAL_FROM,
  explainSkillOdds,
  FUMBLE_AT_MOST,
  SKILL_ROLL,
  skillOdds,
  SUCCESS_FROM,
  type SkillOutcome,
} from '../../../../shared/rules/systems/mls';
import { diceRoll, percent } from '../../../base/format';
import { WhyRule } from '../../../components/explain/why-button';

const EXPLANATION =
  `Rolling 3d6 and adding the trait's value: ${SUCCESS_FROM} or more succeeds, ${CRITICAL_FROM} or more (or three sixes) is a critical success, ` +
  `${FUMBLE_AT_MOST} or less (or three ones) is a fumble.`;

const OUTCOME_WORDS: Record<SkillOutcome, string> = {
  anySuccess: 'success',
  critical: 'a critical',
  fumble: 'a fumble',
};

/** "Why is Archery’s chance of success 62%?": the question of one outcome of a trait's roll, as the page shows it. */
export function skillQuestion(name: string, outcome: SkillOutcome, shown: string): string {
  return `Why is ${name}’s chance of ${OUTCOME_WORDS[outcome]} ${shown}?`;
}

/**
 * The "Why?" control beside one chance of a trait's roll of 3d6 + `value` (success, critical or fumble), `shown` as
 * the page writes it: the count of the dice explained, only when asked. `question` names a chance other than the
 * trait's own, such as the chance after a purchase.
 */
export function SkillWhy({
  name,
  value,
  outcome,
  shown,
  question,
}: {
  name: string;
  value: number;
  outcome: SkillOutcome;
  shown: string;
  question?: string;
}) {
  return (
    <WhyRule
      question={question ?? skillQuestion(name, outcome, shown)}
      explain={() => explainSkillOdds(value, 0, outcome)}
    />
  );
}

/**
 * The chances of `name`'s roll of 3d6 + `value`: any success, critical and fumble, and, when `next` is given, how
 * the next purchase would change the chance of success ("Raise to base +2: success 38% → 50%"), each with its "Why?".
 */
export function SkillOddsLine({
  name,
  value,
  next,
}: {
  name: string;
  value: number;
  next?: { label: string; value: number } | undefined;
}) {
  const now = skillOdds(value);
  const shown = { anySuccess: percent(now.anySuccess), critical: percent(now.critical), fumble: percent(now.fumble) };
  const after = next ? skillOdds(next.value) : undefined;
  const roll = (v: number) => diceRoll(SKILL_ROLL.count, SKILL_ROLL.sides, v);
  return (
    <p className="mls-skill-odds" title={EXPLANATION}>
      <span>
        On {roll(value)}: success {shown.anySuccess}
        <SkillWhy name={name} value={value} outcome="anySuccess" shown={shown.anySuccess} /> (critical {shown.critical}
        <SkillWhy name={name} value={value} outcome="critical" shown={shown.critical} />
        ), fumble {shown.fumble}
        <SkillWhy name={name} value={value} outcome="fumble" shown={shown.fumble} />.
      </span>
      {next && after && (
        <span className="mls-skill-odds-next">
          {' '}
          {next.label}: success {shown.anySuccess} → {percent(after.anySuccess)}
          <SkillWhy
            name={name}
            value={next.value}
            outcome="anySuccess"
            shown={percent(after.anySuccess)}
            question={`Why would ${name}’s chance of success be ${percent(after.anySuccess)} on ${roll(next.value)}?`}
          />
          .
        </span>
      )}
    </p>
  );
}

/** The sentence that explains how skill odds are worked out, for a step's introduction. */
export const SKILL_ODDS_EXPLANATION = EXPLANATION;
