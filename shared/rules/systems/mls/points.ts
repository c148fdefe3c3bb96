import { diceRecordProblem, formatDice, parseDice, type DiceRecord } from '../../core/dice';
import { error, warning, type Finding } from '../../core/findings';
import type { ReplacedRoll } from './schemas';
import type { PointsSheet } from './sheet';
import { POINT_BASE_MULTIPLIER, POINT_DIE_SIDES } from './tables';

/*
 * Total Hit Points and Total Magic Points (000_b1f49531b5bdabb6.txt, "Character Generation" > "Total Hit
 * Points (THP)", "Total Magic Points (TMP)"): a number of d6 from the primary traits, the roll or the dice x 3,
 * whichever is greater. The dice are rolled when the player asks (or, by a campaign setting, when the
 * character is added), never on their own; see docs/rules/mls.md, "Hit and magic points".
 */

/** Which points a roll is for, in the book's words. */
export const POINTS_NAMES = { hit: 'Total Hit Points', magic: 'Total Magic Points' } as const;

/**
 * The finding that asks for a roll: the current dice have none, or the one made was for other dice. It stands
 * until the dice are rolled, and is worded as a step to take, not a mistake to fix; the builder shows it as
 * still to do.
 */
export const ROLL_NEEDED = 'mls.points.roll-missing';

/**
 * The points from `dice` d6 and the roll kept for them. No roll, or a roll made for another number of dice
 * (Size, Body or Aura changed since), is something still to do: the points count as dice x 3 until the
 * dice are rolled, and the finding asks for the roll. A roll for these dice that cannot be right (a total
 * the dice cannot give, a generated roll changed by hand) is an error.
 */
export function pointsOf(
  kind: keyof typeof POINTS_NAMES,
  dice: number,
  roll: DiceRecord | null,
  replaced: readonly ReplacedRoll[],
  path: string,
  findings: Finding[],
): PointsSheet {
  const label = POINTS_NAMES[kind];
  const floor = Math.max(0, dice * POINT_BASE_MULTIPLIER);
  const before = replaced.filter((r) => r.points === kind).map((r) => ({ dice: r.roll.dice, total: r.roll.total }));
  const earlier = before.length > 0 ? { earlier: before } : {};
  if (dice <= 0) {
    if (roll) {
      // A roll kept for no dice would otherwise vanish from the sheet without a word.
      findings.push(
        warning(
          'mls.points.roll-without-dice',
          path,
          `${label} have a base of ${dice}, so there are no dice to roll and the total is 0; the roll of ${roll.total} on ${roll.dice} does not count. Remove the roll, or raise the traits the base comes from and roll again.`,
        ),
      );
    } else {
      findings.push(
        warning(
          'mls.points.no-dice',
          path,
          `${label} have a base of ${dice}, so there is nothing to roll and the total is 0; raise the traits it is based on if that is not intended.`,
        ),
      );
    }
    return { dice, roll: null, total: 0, ...earlier };
  }
  const spec = { count: dice, sides: POINT_DIE_SIDES };
  const needed = formatDice(spec);
  if (!roll) {
    findings.push(
      error(
        ROLL_NEEDED,
        path,
        `Roll ${needed} for ${label}, or enter the roll made at the table; until then they count as ${dice} × ${POINT_BASE_MULTIPLIER} = ${floor}.`,
      ),
    );
    return { dice, roll: null, total: floor, ...earlier };
  }
  const rolledFor = parseDice(roll.dice);
  if (!rolledFor || rolledFor.count !== dice || rolledFor.sides !== POINT_DIE_SIDES) {
    findings.push(
      error(
        ROLL_NEEDED,
        path,
        `${label} now need ${needed}: the roll of ${roll.total} was for ${roll.dice}, before the traits they come from changed. Roll ${needed}, or enter the roll made at the table.`,
      ),
    );
    return { dice, roll: null, total: floor, ...earlier };
  }
  const problem = diceRecordProblem(roll, spec);
  if (problem) findings.push(error('mls.points.roll-invalid', path, `${label}: ${problem}`));
  return { dice, roll: roll.total, total: Math.max(roll.total, floor), ...earlier };
}

/** Earlier rolls that do not hold together (a generated roll whose dice differ from its seed): changed by hand. */
export function checkReplacedRolls(replaced: readonly ReplacedRoll[], path: string, findings: Finding[]): void {
  replaced.forEach((r, i) => {
    const spec = parseDice(r.roll.dice);
    const problem = spec ? diceRecordProblem(r.roll, spec) : `"${r.roll.dice}" is not a dice expression.`;
    if (problem)
      findings.push(
        warning(
          'mls.points.replaced-roll-invalid',
          `${path}.${i}`,
          `An earlier ${POINTS_NAMES[r.points]} roll in the record of rolls does not hold together: ${problem}`,
        ),
      );
  });
}
