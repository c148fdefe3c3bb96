import { carriedFromIds } from '../../model/award-agreement';
import type { PartyAward } from '../../model/schemas';
import { evaluate } from './ledger';
import type { AnyRuleSystem, AwardDivision, CharacterInput } from './system';

/*
 * An award made to several characters at once, at a session: the campaign keeps the award, and each character's
 * ledger keeps its share as an entry of the game's own that names the award (`award` in the envelope). How the
 * award is shared is the game's rule: the whole award to each character present, or the award divided among them,
 * rounded down, with what is left carried to the next award (Heimr, "Experience points": "10XP divided among four
 * characters, means 2XP per character with 2 remaining ... carried over to the next time characters gain XP").
 */

/** The shares of an award among the characters present, and what is left for the next one. */
export function divideAward(
  division: AwardDivision,
  points: number,
  present: readonly string[],
  carriedIn: number,
): { shares: Record<string, number>; remainder: number } {
  if (present.length === 0) throw new Error('An award needs at least one character present.');
  if (new Set(present).size !== present.length) throw new Error('A character is named twice among those present.');
  if (division.kind === 'each') return { shares: Object.fromEntries(present.map((id) => [id, points])), remainder: 0 };
  const total = points + (division.carryRemainder ? carriedIn : 0);
  const share = Math.floor(total / present.length);
  const left = total - share * present.length;
  return {
    shares: Object.fromEntries(present.map((id) => [id, share])),
    remainder: division.carryRemainder ? left : 0,
  };
}

/**
 * What is left over for the next award: every award's remainder that no later award shared out yet, and the ids of
 * the awards it comes from. An award names the awards whose remainders it shared out (`carriedFrom`); one made before
 * that was written, that carried something in, shared out the remainder of the award before it. On one machine this
 * is the last award's remainder; after two versions of the campaign were merged, two awards made apart may each have
 * left one, and the next award carries both, so no point is lost.
 */
export function remaindersToCarry(
  awards: readonly Pick<PartyAward, 'id' | 'remainder' | 'carriedIn' | 'carriedFrom'>[],
): {
  points: number;
  from: string[];
} {
  const shared = new Set<string>();
  awards.forEach((award, i) => {
    const named = carriedFromIds(award);
    if (named.length > 0) for (const id of named) shared.add(id);
    else if (award.carriedIn > 0 && i > 0) shared.add(awards[i - 1]!.id);
  });
  const left = awards.filter((a) => a.remainder > 0 && !shared.has(a.id));
  return { points: left.reduce((sum, a) => sum + a.remainder, 0), from: left.map((a) => a.id) };
}

/** What the awards so far left over for the next one (see remaindersToCarry), or 0 when there is none. */
export function carriedToNext(
  awards: readonly Pick<PartyAward, 'id' | 'remainder' | 'carriedIn' | 'carriedFrom'>[],
): number {
  return remaindersToCarry(awards).points;
}

/** A ledger entry that was accepted with the award's share and would be refused without it. */
export interface DependentEntry {
  index: number;
  id: string;
  type: string;
}

/**
 * The character's ledger without its share of award `awardId`, and the later entries that stand only because of
 * that share (a purchase made with the points it gave): undoing the award must name them rather than break them.
 */
export function withoutShare(
  system: AnyRuleSystem,
  character: CharacterInput,
  awardId: string,
  rawSettings: unknown,
): { character: CharacterInput; dependents: DependentEntry[]; found: boolean } {
  return withoutEntry(system, character, (e) => e.award === awardId, rawSettings);
}

/**
 * The character's ledger without its step of the party's aging `agingId` (the `age` entry naming it), and the later
 * entries that stand only because of it (a purchase paid with the points the increment gave).
 */
export function withoutAgingStep(
  system: AnyRuleSystem,
  character: CharacterInput,
  agingId: string,
  rawSettings: unknown,
): { character: CharacterInput; dependents: DependentEntry[]; found: boolean } {
  return withoutEntry(system, character, (e) => e.aging === agingId, rawSettings);
}

/**
 * The character's ledger without its first entry that `matches`, and the later entries accepted with it that would
 * be refused without it: the fold with and without the entry, step by step.
 */
export function withoutEntry(
  system: AnyRuleSystem,
  character: CharacterInput,
  matches: (event: CharacterInput['events'][number]) => boolean,
  rawSettings: unknown,
): { character: CharacterInput; dependents: DependentEntry[]; found: boolean } {
  const at = character.events.findIndex(matches);
  if (at < 0) return { character, dependents: [], found: false };
  const events = character.events.filter((_, i) => i !== at);
  const without: CharacterInput = { ...character, events };
  const before = evaluate(system, character, rawSettings).steps;
  const after = evaluate(system, without, rawSettings).steps;
  const dependents: DependentEntry[] = [];
  after.forEach((step, j) => {
    const was = before[j < at ? j : j + 1];
    if (was?.accepted && !step.accepted) dependents.push({ index: j < at ? j : j + 1, id: step.id, type: step.type });
  });
  return { character: without, dependents, found: true };
}

/**
 * The points the character's share of award `awardId` gave, as the fold counts them: what the character had left to
 * spend after the share's entry, less what it had before it (an award's entry spends nothing). For the games whose
 * share entries name their points this is those points; for a game that works a share out from the entry itself (the
 * Nutshell MLS adventure: a fixed award, or the roll) it is what the rules made of it. Undefined when the ledger holds
 * no accepted entry of that award.
 */
export function awardSharePoints(
  system: AnyRuleSystem,
  character: CharacterInput,
  awardId: string,
  rawSettings: unknown,
): number | undefined {
  const at = character.events.findIndex((e) => e.award === awardId);
  if (at < 0) return undefined;
  const evaluation = evaluate(system, character, rawSettings, { keepSheets: true });
  const [before, after] = [evaluation.sheets?.[at], evaluation.sheets?.[at + 1]];
  if (!evaluation.steps[at]?.accepted || before === undefined || after === undefined) return undefined;
  return system.pointsLeft(after) - system.pointsLeft(before);
}
