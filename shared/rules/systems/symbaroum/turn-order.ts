import { rollDice } from '../../core/dice';

/*
 * The order of a fight's turns (001_747545f513491440.txt, "Turn Order"): "The character with the highest Quick can
 * choose to either act first or to wait. [...] If two persons have the same Quick value, then compare Vigilant. If
 * they still share the same value, roll 1D20: the highest outcome goes first." Two 1D20s that are equal too: the
 * book is silent; the project's reading is `SYMBAROUM_READINGS.turnOrderReroll`.
 */

/** One character taking part, with the two values the order compares. */
export interface SymbaroumCombatant {
  id: string;
  name: string;
  quick: number;
  vigilant: number;
}

/**
 * Each character's 1D20s rolled to break a tie, by id, in the order rolled: a later roll counts only between those
 * the earlier ones left equal.
 */
export type TieRolls = Readonly<Record<string, readonly number[]>>;

/** One place in the order: the character, its tie rolls, and why it follows the one before on the same Quick. */
export interface SymbaroumTurn {
  combatant: SymbaroumCombatant;
  rolls: readonly number[];
  tie?: string;
}

/** The order, and who must roll 1D20 (again) to settle it, with the number of that roll (1 for the first). */
export interface SymbaroumOrder {
  turns: SymbaroumTurn[];
  toRoll: { combatant: SymbaroumCombatant; roll: number }[];
}

/** Runs of consecutive turns with the same key, in order. */
function runs<T>(items: readonly T[], key: (item: T) => string | number): T[][] {
  const out: T[][] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && key(last[0]!) === key(item)) last.push(item);
    else out.push([item]);
  }
  return out;
}

/** A run of turns the 1D20s have not told apart after `rolled` rounds (one turn when settled). */
interface Settled {
  turns: SymbaroumTurn[];
  rolled: number;
}

/**
 * Characters of the same Quick and Vigilant told apart by their 1D20s, round by round: a round counts once every one
 * still equal has rolled it, the highest first; those equal again go on to the next round.
 */
function settle(turns: SymbaroumTurn[], round: number): Settled[] {
  if (turns.length === 1 || !turns.every((t) => t.rolls.length > round)) return [{ turns, rolled: round }];
  const byRoll = [...turns].sort((a, b) => b.rolls[round]! - a.rolls[round]!);
  return runs(byRoll, (t) => t.rolls[round]!).flatMap((run) => settle(run, round + 1));
}

/** Why `next` follows `before`, which has the same Quick, in words; `rolled` is how many 1D20s left them equal. */
function tieWords(before: SymbaroumTurn, next: SymbaroumTurn, rolled: number | undefined): string {
  const a = before.combatant;
  const b = next.combatant;
  if (a.vigilant !== b.vigilant)
    return `same Quick ${b.quick}: ${a.name} first, Vigilant ${a.vigilant} against ${b.vigilant}`;
  const same = `same Quick ${b.quick} and Vigilant ${b.vigilant}`;
  if (rolled === undefined) {
    const decided = before.rolls.findIndex((roll, i) => roll !== next.rolls[i]);
    const again = decided > 0 ? ' again' : '';
    return `${same}: ${a.name} first, 1D20${again} ${before.rolls[decided]} against ${next.rolls[decided]}`;
  }
  if (rolled === 0) return `${same}: ${a.name} and ${b.name} roll 1D20, the highest goes first`;
  return `${same}, and 1D20 ${next.rolls[rolled - 1]} each: ${a.name} and ${b.name} roll 1D20 again, the highest goes first`;
}

/**
 * The turn order by the book: the highest Quick first; on the same Quick the higher Vigilant; on the same Vigilant
 * the higher 1D20 (and, the project's reading, those whose 1D20s are equal too roll again). Characters still equal
 * keep the order given (the party's) and are named in `toRoll`, each with the number of the roll it lacks.
 */
export function symbaroumTurnOrder(combatants: readonly SymbaroumCombatant[], rolls: TieRolls = {}): SymbaroumOrder {
  const byValues = combatants
    .map((combatant): SymbaroumTurn => ({ combatant, rolls: rolls[combatant.id] ?? [] }))
    .sort((a, b) => b.combatant.quick - a.combatant.quick || b.combatant.vigilant - a.combatant.vigilant);
  const settled = runs(byValues, (t) => `${t.combatant.quick} ${t.combatant.vigilant}`).flatMap((run) =>
    settle(run, 0),
  );
  const turns: SymbaroumTurn[] = [];
  const toRoll: SymbaroumOrder['toRoll'] = [];
  for (const { turns: group, rolled } of settled) {
    group.forEach((turn, i) => {
      const before = i > 0 ? group[i - 1] : turns[turns.length - 1];
      const tie =
        before && before.combatant.quick === turn.combatant.quick
          ? tieWords(before, turn, i > 0 ? rolled : undefined)
          : undefined;
      turns.push(tie === undefined ? turn : { ...turn, tie });
      if (group.length > 1 && turn.rolls.length <= rolled) toRoll.push({ combatant: turn.combatant, roll: rolled + 1 });
    });
  }
  return { turns, toRoll };
}

/** Enough rounds of 1D20 for any party: the chance that this many leave two still equal is nil. */
const MOST_ROUNDS = 50;

/**
 * Every 1D20 the book's tie-break asks for, rolled by the app: each character still equal rolls, and those equal
 * again roll again, until the order is settled. `seed` gives a fresh seed for each die.
 */
export function rollSymbaroumTies(
  combatants: readonly SymbaroumCombatant[],
  rolls: TieRolls,
  seed: () => number,
): TieRolls {
  const next: Record<string, readonly number[]> = { ...rolls };
  for (let round = 0; round < MOST_ROUNDS; round++) {
    const { toRoll } = symbaroumTurnOrder(combatants, next);
    if (toRoll.length === 0) break;
    for (const { combatant } of toRoll)
      next[combatant.id] = [...(next[combatant.id] ?? []), rollDice('1d20', seed()).total];
  }
  return next;
}

/** Why a typed 1D20 cannot stand, as a sentence saying what to do, or undefined when it is a face of the die. */
export function symbaroumTieRollProblem(name: string, roll: number): string | undefined {
  if (Number.isInteger(roll) && roll >= 1 && roll <= 20) return undefined;
  return `${name}’s 1D20 shows a whole number from 1 to 20, not ${roll}: type the die as it landed.`;
}
