/**
 * For every registered game: folding and validating a 200-event character read for the first time, against
 * `JSON.parse` of the same file, measured in turns, in three rounds in a row (`rules.foldVsParseRatios.<game>`); the
 * figure is the highest of the three (`rules.foldVsParseRatio.<game>`, target at most 1.5), so that it holds on a
 * busy machine and not only in a lucky round. The character is a random walk of the game's own proposed steps (the conformance suite's fixtures),
 * keeping those the rules accept, so every game is measured on a ledger a player could have made.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { attempt, evaluate, type AnyRuleSystem, type CharacterInput } from '../shared/rules/core';
import { checkedSystems, GAME_FIXTURES } from '../test/shared/conformance/games';

const EVENTS = 200;

/** A character of `system` with `count` accepted events, made from the game's random proposals with a fixed seed. */
export function acceptedLedger(system: AnyRuleSystem, count: number, seed: number): CharacterInput {
  const fixtures = GAME_FIXTURES[system.id];
  if (!fixtures) throw new Error(`The game "${system.id}" has no conformance fixtures to build a ledger from.`);
  const settings = system.defaultSettings();
  for (let attemptSeed = seed; attemptSeed < seed + 100; attemptSeed++) {
    const [creation] = fc.sample(fixtures.creation, { seed: attemptSeed, numRuns: 1 });
    const parsed = system.parseCreation(creation);
    if (parsed.creation === undefined) continue;
    let sheet = system.create(parsed.creation, settings).sheet;
    const events: Record<string, unknown>[] = [];
    const proposals = fc.sample(fixtures.proposal, { seed: attemptSeed, numRuns: count * 40 });
    for (const p of proposals) {
      if (events.length === count) break;
      const event = { id: `e${events.length}`, date: '2026-01-01', ...p };
      const tried = attempt(system, sheet, event, settings, `events.${events.length}`);
      if (!tried.accepted) continue;
      sheet = tried.sheet;
      events.push(event);
    }
    if (events.length === count) return { creation: creation as Record<string, unknown>, events };
  }
  throw new Error(`Could not build a ${count}-event ${system.id} character from its proposals.`);
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const ROUNDS = 3;

/** One round for one game: the median of each turn's own ratio, with the two medians it comes from. */
function oneRound(system: AnyRuleSystem, text: string): { ratio: number; fold: number; parse: number } {
  const parses: number[] = [];
  const folds: number[] = [];
  for (let run = 0; run < 120; run++) {
    // In turns, so that the machine's noise falls on both alike; each fold gets objects never read before.
    const copies = Array.from({ length: 20 }, () => JSON.parse(text) as CharacterInput);
    let start = performance.now();
    for (let i = 0; i < 20; i++) JSON.parse(text);
    parses.push((performance.now() - start) / 20);
    start = performance.now();
    for (const copy of copies) evaluate(system, copy, {});
    folds.push((performance.now() - start) / 20);
  }
  // The median of each turn's own ratio: a turn's fold and parse run back to back, so a busy moment of the
  // machine falls on both and cancels out, where a ratio of two medians would mix moments.
  return { ratio: median(folds.map((f, i) => f / parses[i]!)), fold: median(folds), parse: median(parses) };
}

/** The ratio for each game in each round, the highest of them, and the medians of the last round. */
export function runFoldVsParse(): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  // Every game with rules, offered by the app or not yet.
  for (const system of checkedSystems()) {
    const id = system.id;
    const text = JSON.stringify(acceptedLedger(system, EVENTS, 7));
    // Warm-up, so both are measured in code the engine has compiled.
    for (let i = 0; i < 300; i++) evaluate(system, JSON.parse(text) as CharacterInput, {});
    const rounds = Array.from({ length: ROUNDS }, () => oneRound(system, text));
    const ratios = rounds.map((r) => Number(r.ratio.toFixed(2)));
    out[`foldVsParseRatio.${id}`] = Math.max(...ratios);
    out[`foldVsParseRatios.${id}`] = ratios.join(', ');
    out[`foldMedianMs.${id}`] = Number(rounds.at(-1)!.fold.toFixed(4));
    out[`parseMedianMs.${id}`] = Number(rounds.at(-1)!.parse.toFixed(4));
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) console.log(runFoldVsParse());
