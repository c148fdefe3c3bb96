import { z } from 'zod';

/**
 * Dice. Every roll a rule needs is made once, from a seed, and stored with its
 * result; loading a file never rolls again. A player may instead enter a
 * result rolled at the table with real dice.
 */

/** A dice expression such as "3d6" or "1d20". */
export interface DiceSpec {
  count: number;
  sides: number;
}

const DICE_PATTERN = /^(\d{1,3})d(\d{1,3})$/;

/** Parses "NdS"; returns undefined for anything else. */
export function parseDice(text: string): DiceSpec | undefined {
  const m = DICE_PATTERN.exec(text);
  if (!m) return undefined;
  const count = Number(m[1]);
  const sides = Number(m[2]);
  return sides >= 1 ? { count, sides } : undefined;
}

/** Formats a spec as "NdS". */
export function formatDice(spec: DiceSpec): string {
  return `${spec.count}d${spec.sides}`;
}

/** A stored roll: which dice, each die (when known), the total, and whether it was generated from a seed or entered by hand. */
export const DiceRecord = z.strictObject({
  dice: z.string().regex(DICE_PATTERN, 'must be a dice expression such as 3d6'),
  total: z.number().int(),
  rolls: z.array(z.number().int()).optional(),
  source: z.enum(['generated', 'entered']),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});
export type DiceRecord = z.infer<typeof DiceRecord>;

/** Mulberry32: a small, fast, seedable generator; the same seed always gives the same rolls. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rolls dice from a seed and records the result, seed included. */
export function rollDice(spec: DiceSpec | string, seed: number): DiceRecord {
  const s = typeof spec === 'string' ? parseDice(spec) : spec;
  if (!s) throw new Error(`"${String(spec)}" is not a dice expression such as 3d6.`);
  const rng = createRng(seed);
  const rolls: number[] = [];
  for (let i = 0; i < s.count; i++) rolls.push(1 + Math.floor(rng() * s.sides));
  return { dice: formatDice(s), total: rolls.reduce((a, b) => a + b, 0), rolls, source: 'generated', seed: seed >>> 0 };
}

/** Records a result rolled at the table; individual dice are optional. */
export function enteredRoll(spec: DiceSpec | string, total: number, rolls?: number[]): DiceRecord {
  const s = typeof spec === 'string' ? parseDice(spec) : spec;
  if (!s) throw new Error(`"${String(spec)}" is not a dice expression such as 3d6.`);
  return rolls
    ? { dice: formatDice(s), total, rolls, source: 'entered' }
    : { dice: formatDice(s), total, source: 'entered' };
}

/** "NdS" of each spec the rules have asked for (a handful: the dice are set by the games' tables), by count, then sides. */
const names = new Map<number, Map<number, string>>();

/** `formatDice(spec)`, made once per spec, so that checking a long ledger's rolls builds no string. */
function nameOf(spec: DiceSpec): string {
  let bySides = names.get(spec.count);
  if (bySides === undefined) names.set(spec.count, (bySides = new Map()));
  let name = bySides.get(spec.sides);
  if (name === undefined) bySides.set(spec.sides, (name = formatDice(spec)));
  return name;
}

/**
 * Why a stored roll cannot stand for the dice a rule needs, as a sentence, or
 * undefined when it is consistent. A generated roll whose dice differ from
 * what its seed gives is reported too: the file was edited by hand.
 * Folding a long ledger checks every stored roll, so a consistent one is
 * checked without building any new string or array.
 */
export function diceRecordProblem(record: DiceRecord, expected: DiceSpec): string | undefined {
  if (record.dice !== nameOf(expected))
    return `The roll is for ${record.dice} but this needs ${formatDice(expected)}; roll ${formatDice(expected)} again.`;
  const min = expected.count;
  const max = expected.count * expected.sides;
  if (record.total < min || record.total > max) {
    return `A roll of ${formatDice(expected)} must total between ${min} and ${max}, not ${record.total}; enter the result again.`;
  }
  const rolls = record.rolls;
  if (rolls) {
    let fits = rolls.length === expected.count;
    let sum = 0;
    for (let i = 0; i < rolls.length && fits; i++) {
      const r = rolls[i]!;
      fits = !(r < 1 || r > expected.sides);
      sum += r;
    }
    if (!fits) return `The individual dice do not fit ${formatDice(expected)}; enter the result again.`;
    if (sum !== record.total) {
      return `The dice (${rolls.join(', ')}) do not add up to the total ${record.total}; enter the result again.`;
    }
  }
  if (record.source === 'generated') {
    if (record.seed === undefined || !rolls)
      return `A generated roll must keep its seed and dice; roll ${formatDice(expected)} again.`;
    if (!matchesSeed(rolls, record.seed, expected.sides)) {
      return `The stored ${formatDice(expected)} roll does not match its seed, so it was changed by hand; roll again or record it as entered at the table.`;
    }
  }
  return undefined;
}

/** True when `rolls` are the dice rollDice gives from `seed`: createRng's Mulberry32 steps, run here without a closure. */
function matchesSeed(rolls: readonly number[], seed: number, sides: number): boolean {
  let a = seed >>> 0;
  for (let i = 0; i < rolls.length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const next = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    if (rolls[i] !== 1 + Math.floor(next * sides)) return false;
  }
  return true;
}
