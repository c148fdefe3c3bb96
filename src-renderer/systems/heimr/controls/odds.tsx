import {
  chanceChart,
  chanceToMeet,
  explainChanceToMeet,
  MOST_CONSISTENCY,
  type AbilitySheet,
  type ChancePoint,
} from '../../../../shared/rules/systems/heimr';
import { figure, percent, signed } from '../../../base/format';
import { OddsChart } from '../../../components/odds-chart';
import { WhyRule } from '../../../components/explain/why-button';

/**
 * The chances of an ability's dice challenge, exactly as the rules package counts them ("Dice challenges"):
 * 1d6 + |C| d10 kept high or low, plus the potential, against a challenge requirement (CR). A physical ability
 * must reach the fatigue before the potential is added ("Fatigue"); the sheet uses the base fatigue, a rested
 * character's.
 */

/** The fatigue an ability's roll must reach: the base fatigue for a physical ability, none for a mental one. */
export function fatigueFor(ability: Pick<AbilitySheet, 'physical'>, baseFatigue: number): number | null {
  return ability.physical ? baseFatigue : null;
}

/** True when the rules can count a challenge with this consistency. */
export function countable(c: number): boolean {
  return Math.abs(c) <= MOST_CONSISTENCY;
}

/** The chance to meet `cr` with consistency `c` and potential `p`, as a percentage, or "—" beyond what is counted. */
export function chanceText(c: number, p: number, cr: number, fatigue: number | null): string {
  return countable(c) ? percent(chanceToMeet(c, p, cr, fatigue)) : '—';
}

/** "consistency +3, potential +1": the two numbers a player rolls an ability with, in the book's words. */
export function rollText(c: number, p: number): string {
  return `consistency ${signed(c)}, potential ${signed(p)}`;
}

/**
 * How one more point of consistency, or of potential, moves the chance at one CR: the book's advice
 * ("think of consistency as reducing risk, and potential as creating opportunity") in numbers.
 */
export function shiftText(c: number, p: number, cr: number, fatigue: number | null): string {
  return `CR ${figure(cr)}: ${chanceText(c, p, cr, fatigue)} now; ${chanceText(c + 1, p, cr, fatigue)} with one more consistency, ${chanceText(c, p + 1, cr, fatigue)} with one more potential`;
}

/** "Why is Archery’s chance against CR 6 79%?": the question of one chance to meet a CR. */
export function chanceQuestion(name: string, cr: number, chance: string): string {
  return `Why is ${name}’s chance against CR ${figure(cr)} ${chance}?`;
}

/**
 * The "Why?" control beside one chance to meet a CR (`chanceText` with the same inputs): the dice challenge
 * explained with the ability's consistency, potential and fatigue, only when asked. Nothing beyond what is counted.
 * `after` names a change the chance would follow ("with one more consistency").
 */
export function ChanceWhy({
  name,
  c,
  p,
  cr,
  fatigue,
  after,
}: {
  name: string;
  c: number;
  p: number;
  cr: number;
  fatigue: number | null;
  after?: string;
}) {
  if (!countable(c)) return null;
  const chance = chanceText(c, p, cr, fatigue);
  return (
    <WhyRule
      question={
        after === undefined
          ? chanceQuestion(name, cr, chance)
          : `Why would ${name}’s chance against CR ${figure(cr)} be ${chance} ${after}?`
      }
      explain={() => explainChanceToMeet(c, p, cr, fatigue, name)}
    />
  );
}

/**
 * A small bar chart of the chance to meet each CR across the ability's useful range, readable in print; a
 * screen reader reads the same numbers from the table that goes with it. Its "Why?" explains the middle bar.
 */
export function ChanceChart({ name, c, p, fatigue }: { name: string; c: number; p: number; fatigue: number | null }) {
  if (!countable(c)) return <p className="how">A consistency beyond ±{MOST_CONSISTENCY} is not counted.</p>;
  const points: ChancePoint[] = chanceChart(c, p, fatigue);
  const middle = Math.floor((points.length - 1) / 2);
  const cr = points[middle]!.cr;
  const caption = `Chance for ${name} (${rollText(c, p)}${fatigue === null ? '' : `, fatigue ${figure(fatigue)}`}) to meet each challenge requirement`;
  return (
    <OddsChart
      points={points.map((point) => ({ label: String(point.cr), chance: point.chance }))}
      caption={caption}
      axis="CR"
      note={`CR ${figure(points[0]!.cr)} to ${figure(points[points.length - 1]!.cr)}, chance in % above each bar`}
      why={{
        index: middle,
        question: chanceQuestion(name, cr, percent(points[middle]!.chance)),
        explain: () => explainChanceToMeet(c, p, cr, fatigue, name),
      }}
    />
  );
}
