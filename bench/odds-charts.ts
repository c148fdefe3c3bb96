/**
 * Heimr: every odds chart of a sheet with 20 abilities, worked out from nothing (no chart or distribution kept
 * from before), as the sheet does when it opens (`rules.heimrOddsCharts20*`, target one frame, 16 ms). The
 * abilities spread over the consistencies and potentials a campaign reaches: -4 to +9 after training and
 * situational penalties, half of them physical, so their charts also hold the fatigue.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chanceChart, forgetChallengeOdds } from '../shared/rules/systems/heimr';

const ABILITIES = Array.from({ length: 20 }, (_, i) => ({
  consistency: (i % 14) - 4,
  potential: (i % 7) - 1,
  fatigue: i % 2 === 0 ? 1 + (i % 5) : null,
}));

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The milliseconds for all 20 charts from nothing, median and worst of many turns. */
export function runOddsCharts(): Record<string, number> {
  const turns: number[] = [];
  for (let run = 0; run < 200; run++) {
    forgetChallengeOdds();
    const start = performance.now();
    for (const a of ABILITIES) chanceChart(a.consistency, a.potential, a.fatigue);
    turns.push(performance.now() - start);
  }
  // The first turns run before the engine has compiled the code; a sheet opened in a running app does not.
  const warm = turns.slice(20);
  return {
    heimrOddsCharts20MedianMs: Number(median(warm).toFixed(3)),
    heimrOddsCharts20MaxMs: Number(Math.max(...warm).toFixed(3)),
    heimrOddsCharts20FirstMs: Number(turns[0]!.toFixed(3)),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) console.log(runOddsCharts());
