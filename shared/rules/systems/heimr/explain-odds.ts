import { oddsEnding, oddsPercent, type OddsExplanation } from '../../core/explain';
import { HEIMR_BOOK as B } from './book';
import { challengePool } from './challenge';
import { signed } from './explain-words';
import { HEIMR_READINGS as R } from './readings';

/*
 * The chance to meet a challenge requirement, explained, as the page shows it: the ability charts of the sheet and
 * the Advance page's table of chances now and after one more point (src-renderer/systems/heimr/controls/odds.tsx,
 * `chanceText` and `ChanceChart`). The count is worked out from the dice by the book's rule, one case at a time,
 * and ends with the chance as the page rounds it (`percent` in src-renderer/base/format.ts; the chart's labels above
 * the bars are the same figures without the % sign).
 */

const D6 = 6;
const D10 = 10;

/** n choose k, exactly (k from 0 to n; 0 outside). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** `base` to the power `n`, exactly for the counts here (at most 6 × 10^15 outcomes). */
const pow = (base: number, n: number) => base ** n;

/** How the dice of a consistency are read, in the book's words with the inputs. */
export function poolWords(c: number): string {
  if (c === 0) return 'Consistency 0: 1d6 alone';
  const n = Math.abs(c);
  return c > 0
    ? `Consistency ${signed(c)}: 1d6 and ${n}d10, the highest die, +1 for every 10 after the first`
    : `Consistency ${c}: 1d6 and ${n}d10, the lowest die, −1 for every 1 after the first`;
}

/** The rolls of a positive consistency `n` whose roll before the potential is `k` or more, and how they are counted. */
function highestAtLeast(n: number, k: number): { ways: number; how: string } {
  const all = D6 * pow(D10, n);
  if (k <= 1) return { ways: all, how: 'every roll does' };
  if (k <= D10) {
    const low = k - 1;
    const misses = Math.min(low, D6) * pow(low, n);
    return {
      ways: all - misses,
      how: `every roll but those with all dice under ${k} (${Math.min(low, D6)} × ${low}^${n} = ${misses.toLocaleString('en-US')})`,
    };
  }
  const tens = k - (D10 - 1);
  let ways = 0;
  for (let t = tens; t <= n; t++) ways += D6 * choose(n, t) * pow(D10 - 1, n - t);
  return {
    ways,
    how:
      tens > n
        ? `no roll does: it takes ${tens} 10s of ${n}d10`
        : `the rolls with ${tens} or more 10s among the ${n}d10`,
  };
}

/** The rolls of a negative consistency `n` whose roll before the potential is `k` or more, and how they are counted. */
function lowestAtLeast(n: number, k: number): { ways: number; how: string } {
  if (k >= 2) {
    const ways = Math.max(0, D6 + 1 - k) * pow(Math.max(0, D10 + 1 - k), n);
    return {
      ways,
      how:
        k > D6
          ? `no roll does: the d6 never shows ${k}`
          : `the rolls with every die ${k} or more (${D6 + 1 - k} × ${D10 + 1 - k}^${n})`,
    };
  }
  // The lowest die is 1, less one for every 1 after the first: 2 - (the number of 1s) must be k or more.
  const most = 2 - k;
  let ways = 0;
  for (let j = 0; j <= Math.min(most, n + 1); j++)
    ways += (D6 - 1) * choose(n, j) * pow(D10 - 1, n - j) + choose(n, j - 1) * pow(D10 - 1, n - j + 1);
  return { ways, how: `the rolls with at most ${most} dice showing 1` };
}

/** The rolls of consistency `c` whose roll before the potential is `k` or more, out of all, and how. */
export function rollsAtLeast(c: number, k: number): { ways: number; of: number; how: string } {
  const n = Math.abs(c);
  const of = D6 * pow(D10, n);
  if (c === 0) {
    const ways = Math.min(D6, Math.max(0, D6 + 1 - k));
    let how = `the faces ${Math.max(1, k)} to 6 of the d6`;
    if (ways === 0) how = 'no face of the d6 does';
    else if (ways === D6) how = 'every face of the d6 does';
    else if (ways === 1) how = 'only the face 6 of the d6';
    return { ways, of, how };
  }
  return { ...(c > 0 ? highestAtLeast(n, k) : lowestAtLeast(n, k)), of };
}

/** What the roll before the potential must reach, in words: the CR less the potential, and the fatigue. */
function neededWords(p: number, cr: number, fatigue: number | null): { k: number; words: string } {
  const fromCr = cr - p;
  const crWords = `CR ${cr} − potential ${signed(p)} = ${fromCr} or more before the potential`;
  if (fatigue === null || fatigue <= fromCr) {
    const also = fatigue === null ? '' : `; fatigue ${fatigue} (a physical ability) asks no more`;
    return { k: Math.ceil(fromCr), words: `${crWords}${also}` };
  }
  return {
    k: Math.ceil(fatigue),
    words: `${crWords}, and fatigue ${fatigue} (a physical ability) asks ${fatigue} or more before the potential`,
  };
}

/**
 * The chance to meet a challenge requirement explained ("Dice challenges", "Challenge requirements", "Fatigue"), as
 * `chanceToMeet(c, p, cr, fatigue)` counts it: "Consistency +3: 1d6 and 3d10, the highest die, +1 for every 10 after
 * the first; CR 6 − potential +2 = 4 or more before the potential: every roll but those with all dice under 4
 * (3 × 3^3 = 81), 5,919 of the 6,000 rolls → 99%". A consistency beyond what is counted is refused with the
 * sentence `challengePool` gives.
 */
export function explainChanceToMeet(
  c: number,
  p: number,
  cr: number,
  fatigue: number | null = null,
  name?: string,
): OddsExplanation {
  challengePool(c, p);
  const { k, words } = neededWords(p, cr, fatigue);
  const { ways, of, how } = rollsAtLeast(c, k);
  const who = name === undefined ? '' : `${name}: `;
  const sources = [B.diceRoll, c === 0 ? B.zeroConsistency : B.keptDie];
  if (c > 0) sources.push(B.extraTens);
  if (c < 0) sources.push(B.extraOnes);
  sources.push(B.addPotential, B.meetCr);
  if (fatigue !== null) sources.push(B.fatigue, B.meetFatigue);
  const explained: OddsExplanation = {
    formula: `${who}${poolWords(c)}; ${words}: ${how}, ${oddsEnding(ways, of, 'rolls')}`,
    settings: fatigue === null ? [] : ['settings.fatigueAttribute'],
    sources,
    chance: ways / of,
  };
  if (fatigue !== null) explained.reading = R.fatigueRoll;
  return explained;
}

/** "one re-roll", "2 re-rolls". */
const rerollWords = (n: number) => (n === 1 ? 'one re-roll' : `${n} re-rolls`);

/**
 * The chance to meet a CR with `rerolls` re-rolls of a failed roll explained ("Challenge requirements"): one roll
 * counted as `explainChanceToMeet` counts it, then every roll failing, (failures / rolls)^(n+1), taken from 1:
 * "…; with one re-roll (one willpower): every one of 2 rolls fails 81 of 6,000 times, 1 − (81/6,000)^2 → 99.9%".
 */
export function explainChanceWithRerolls(
  c: number,
  p: number,
  cr: number,
  fatigue: number | null,
  rerolls: number,
  name?: string,
): OddsExplanation {
  const once = explainChanceToMeet(c, p, cr, fatigue, name);
  const { k } = neededWords(p, cr, fatigue);
  const { ways, of } = rollsAtLeast(c, k);
  const fails = of - ways;
  const tries = rerolls + 1;
  const chance = 1 - (fails / of) ** tries;
  const n = (x: number) => x.toLocaleString('en-US');
  return {
    formula: `${once.formula}; with ${rerollWords(rerolls)} (${rerolls} willpower, one for each roll): every one of ${tries} rolls fails ${n(fails)} of ${n(of)} times, so 1 − (${n(fails)}/${n(of)})^${tries} → ${oddsPercent(chance)}`,
    settings: once.settings,
    sources: [...once.sources, B.reroll],
    reading: once.reading === undefined ? R.reroll : `${once.reading} ${R.reroll}`,
    chance,
  };
}
