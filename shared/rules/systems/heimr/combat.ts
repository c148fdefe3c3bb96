import type { BookSource } from '../../core/explain';
import type { Odds } from '../../core/probability';
import { HEIMR_EFFECT_ROWS, HEIMR_INJURY_EFFECT_ROWS } from './book';
import { chanceToMeet, MOST_CONSISTENCY } from './challenge';
import type { AbilitySheet, HeimrSheet } from './sheet';
import {
  DEFENCE_PENALTY_STEP,
  DODGE_ABILITY,
  DODGES_SHOWN,
  EFFECTS,
  INJURY_EFFECTS,
  REACTION_EFFECTS,
  type EffectId,
} from './tables';

/*
 * The combat reference of the sheet (002_660a93111b0de833.txt, "Defence", "Defending against multiple attacks",
 * "Targeting a body part", "Injury Effects", "Effects"): a dodge's chance against an attack score, with the
 * penalty of each earlier dodge since the character's last turn, and the book's tables and effects as it words them.
 */

/**
 * The consistency penalty of a dodge (or a block) after `earlier` uses of the same defence since the character's
 * last turn: two for each ("Defending against multiple attacks": a fourth dodge after three is at six, 2x3=6).
 */
export function defencePenalty(earlier: number): number {
  if (!Number.isInteger(earlier) || earlier < 0)
    throw new Error(`The earlier uses of a defence are a whole number, 0 or more, not ${earlier}.`);
  return DEFENCE_PENALTY_STEP * earlier;
}

/** The ability a dodge rolls ("Dodging is done by rolling an agility check"): the campaign's Agility, if it has one. */
export function dodgeAbility(sheet: Pick<HeimrSheet, 'abilities'>): AbilitySheet | undefined {
  return sheet.abilities.find((a) => a.id === DODGE_ABILITY);
}

/** One row of the dodge table: the dodge's place since the last turn, its penalty, the roll and its chance. */
export interface DodgeRow {
  /** 1 for the first dodge since the character's last turn. */
  use: number;
  /** The dodges made before it since that turn. */
  earlier: number;
  penalty: number;
  /** The consistency rolled: the ability's less the penalty. */
  consistency: number;
  potential: number;
  /** The chance the dodge meets the attack score, or null for a consistency beyond what is counted. */
  chance: Odds | null;
}

/**
 * The chance a dodge with consistency `c` and potential `p`, after `earlier` dodges since the last turn, meets
 * `attack` ("If the defence score is equal to or higher then the attack score the attack misses"): the dice
 * challenge's chance to meet a requirement, at the consistency less the penalty; `fatigue`, for a physical roll,
 * is what the dice must reach before the potential. Null beyond the consistency the odds count.
 */
export function dodgeChance(
  c: number,
  p: number,
  attack: number,
  earlier: number,
  fatigue: number | null = null,
): Odds | null {
  const consistency = c - defencePenalty(earlier);
  if (Math.abs(consistency) > MOST_CONSISTENCY) return null;
  return chanceToMeet(consistency, p, attack, fatigue);
}

/** The first dodge since the last turn to the `uses`th, each with its penalty and its chance against `attack`. */
export function dodgeTable(
  c: number,
  p: number,
  attack: number,
  fatigue: number | null = null,
  uses: number = DODGES_SHOWN,
): DodgeRow[] {
  return Array.from({ length: uses }, (_, earlier) => ({
    use: earlier + 1,
    earlier,
    penalty: defencePenalty(earlier),
    consistency: c - defencePenalty(earlier),
    potential: p,
    chance: dodgeChance(c, p, attack, earlier, fatigue),
  }));
}

/** One effect of the book's list: its name and its text, split from the line the book prints. */
export interface EffectLine {
  id: EffectId;
  name: string;
  text: string;
  /** "Resist" and "Miss", used in response to effects. */
  reaction: boolean;
  source: BookSource;
}

/** A line of the book that begins with `head` and a space, split into the two: "Drain You lose one willpower.". */
function splitAfter(head: string, source: BookSource): string {
  if (!source.quote.startsWith(`${head} `))
    throw new Error(`The book's line "${source.quote}" does not begin with "${head}".`);
  return source.quote.slice(head.length + 1);
}

const effectName = (id: EffectId) => id.charAt(0).toUpperCase() + id.slice(1);

/** Every effect of "Effects", in the book's order, each with the book's own line. */
export function heimrEffects(): EffectLine[] {
  const line = (id: EffectId, reaction: boolean): EffectLine => {
    const name = effectName(id);
    const source = HEIMR_EFFECT_ROWS[id];
    return { id, name, text: splitAfter(name, source), reaction, source };
  };
  return [...EFFECTS.map((id) => line(id, false)), ...REACTION_EFFECTS.map((id) => line(id, true))];
}

/** The table of "Injury Effects": each body part with the effect an injuring hit there gives, and the book's row. */
export function heimrInjuryEffects(): { part: string; effect: string; source: BookSource }[] {
  return INJURY_EFFECTS.map((row, i) => {
    const source = HEIMR_INJURY_EFFECT_ROWS[i]!;
    if (splitAfter(row.part, source) !== row.effect)
      throw new Error(`The book's row "${source.quote}" is not ${row.part}: ${row.effect}.`);
    return { ...row, source };
  });
}
