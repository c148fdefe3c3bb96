import { odds, sumCounts, type Odds } from '../../core/probability';
import { BOOK_LADDER, REVISED_LADDER, TRAIT_ROLL } from './tables';

/** Exact chances that the actor's total comes out higher, equal or lower than the other side's. */
export interface ContestOdds {
  higher: Odds;
  tie: Odds;
  lower: Odds;
}

const ways = sumCounts(TRAIT_ROLL.count, TRAIT_ROLL.sides);
const OF = TRAIT_ROLL.sides ** TRAIT_ROLL.count;

/*
 * Every sheet shows the same few contests (each rank of attacker against the character's Defense, each attack
 * trait against a fixed object), and folding a ledger derives the sheet again after every event, so each
 * contest is counted once and its odds kept. The odds objects are never changed, so sheets may share them.
 */
const opposedKept = new Map<string, ContestOdds>();
const flatKept = new Map<string, ContestOdds>();

/**
 * 2d6 + `trait` against 2d6 + `opposing` ("The Trait Roll"): both sides roll, the higher wins. In
 * fighting a tie goes to the defender, so an attacker's chance to hit is `higher`.
 */
export function opposedOdds(trait: number, opposing: number): ContestOdds {
  const key = `${trait}:${opposing}`;
  let kept = opposedKept.get(key);
  if (kept === undefined) opposedKept.set(key, (kept = countOpposed(trait, opposing)));
  return kept;
}

function countOpposed(trait: number, opposing: number): ContestOdds {
  let higher = 0;
  let tie = 0;
  let lower = 0;
  for (let a = 0; a < ways.length; a++) {
    if (!ways[a]) continue;
    for (let b = 0; b < ways.length; b++) {
      const w = ways[a]! * ways[b]!;
      if (!w) continue;
      const diff = a + trait - (b + opposing);
      if (diff > 0) higher += w;
      else if (diff === 0) tie += w;
      else lower += w;
    }
  }
  const of = OF * OF;
  return { higher: odds(higher, of), tie: odds(tie, of), lower: odds(lower, of) };
}

/** 2d6 + `trait` against a flat number, as the revised chapter's challenge levels and surprise defense read. */
export function flatOdds(trait: number, target: number): ContestOdds {
  const key = `${trait}:${target}`;
  let kept = flatKept.get(key);
  if (kept === undefined) flatKept.set(key, (kept = countFlat(trait, target)));
  return kept;
}

function countFlat(trait: number, target: number): ContestOdds {
  let higher = 0;
  let tie = 0;
  let lower = 0;
  for (let a = 0; a < ways.length; a++) {
    const w = ways[a]!;
    if (!w) continue;
    if (a + trait > target) higher += w;
    else if (a + trait === target) tie += w;
    else lower += w;
  }
  return { higher: odds(higher, OF), tie: odds(tie, OF), lower: odds(lower, OF) };
}

/** One rung of a challenge ladder with the odds of a trait against it. */
export interface LadderRung extends ContestOdds {
  difficulty: string;
  level: number;
}

/**
 * The odds of a trait against every challenge level of the chosen chapter: the book's 0 to 20 levels are
 * rolled like a trait (2d6 + level); the revised chapter's 6 to 21 are flat numbers.
 */
export function ladderOdds(trait: number, revised: boolean): LadderRung[] {
  if (revised)
    return REVISED_LADDER.map((r) => ({ difficulty: r.difficulty, level: r.level, ...flatOdds(trait, r.level) }));
  return BOOK_LADDER.map((r) => ({ difficulty: r.difficulty, level: r.level, ...opposedOdds(trait, r.level) }));
}
