import { runCrashTrials } from './crash-harness';

/** A few dozen kills keep every change honest; `npm run bench` makes 1,000 (`store.kills` in bench/results.json). */
const kills = Number(process.env.CRASH_KILLS ?? 24);

describe('a writer killed in the middle of saving', () => {
  it(
    `leaves the old or the new version, never a torn file and never an acknowledged save lost, over ${kills} kills`,
    { timeout: 180_000 },
    async () => {
      const result = await runCrashTrials({ kills });
      expect(result.failures).toEqual([]);
      expect(result.kills).toBe(kills);
      expect(result.tornFiles).toBe(0);
      expect(result.acknowledgedLost).toBe(0);
      expect(result.tornBackups).toBe(0);
      // The kills must land among saves, not before the first one, and many while the writer held the campaign's lock.
      expect(result.versionsSeen).toBeGreaterThan(5);
      expect(result.killedHoldingLock).toBeGreaterThan(kills / 4);
      expect(result.tempFilesAfterReopen).toBe(0);
    },
  );
});
