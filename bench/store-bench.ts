import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCampaignService } from '../src-main/store/service';
import { runCrashTrials } from '../test/main/store/crash-harness';
import { swapTrial } from '../test/main/store/link-swapper';
import { startTwoServers } from '../test/main/store/multi-process-harness';
import { makeCharacter, writeCampaignFolder } from '../test/main/store/store-fixtures';

const CHARACTERS = 500;
const OPEN_RUNS = 5;
const SAVE_RUNS = 41;

/**
 * Campaign store figures: opening a campaign of 500 characters, saving one
 * character (checked write, backup, atomic replace) with the campaign's lock
 * across processes and without it (the same save, only ordered inside this
 * process), measured in turns in the same run, and a run of writers killed
 * mid-save, whose torn file count must be 0, and saves while another program
 * swaps a folder of the campaign for a link, which must change nothing outside it.
 */
export async function runStoreBench(opts: {
  kills: number;
  multiProcessRounds: number;
  linkSwapSaves?: number;
}): Promise<Record<string, number | string>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'store-bench-'));
  try {
    const folder = path.join(root, 'Big Campaign');
    // Each character carries a realistic ledger of some thirty events.
    await writeCampaignFolder(
      folder,
      Array.from({ length: CHARACTERS }, (_, n) => makeCharacter(`hero-${n}`, 30)),
    );
    const service = createCampaignService({ recentFile: path.join(root, 'recent.json'), watch: false });

    const openTimes: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run++) {
      const started = performance.now();
      const opened = await service.openFolder(folder);
      openTimes.push(performance.now() - started);
      if (!opened.ok) throw new Error(opened.error.message);
      if (opened.value.characters.length !== CHARACTERS)
        throw new Error(`Opened ${opened.value.characters.length} characters, expected ${CHARACTERS}.`);
    }

    const saveTimes = await compareSaves(root);
    await service.dispose();

    const crash = await runCrashTrials({ kills: opts.kills });
    const servers = await startTwoServers();
    const sameBase = await servers.sameBaseRounds(opts.multiProcessRounds);
    const outside = await servers.outsideWriterRounds(opts.multiProcessRounds);
    await servers.stop();
    const swapped = [
      await swapTrial('characters', opts.linkSwapSaves ?? 1_500),
      await swapTrial('.backups', opts.linkSwapSaves ?? 1_500),
    ];
    return {
      openCampaign500Ms: round(median(openTimes)),
      saveCharacterMs: round(median(saveTimes.locked)),
      saveUnlockedMs: round(median(saveTimes.unlocked)),
      saveLockedVsUnlockedRatio: round(median(saveTimes.locked) / median(saveTimes.unlocked)),
      kills: crash.kills,
      killedHoldingLock: crash.killedHoldingLock,
      killedBetweenMoves: crash.killedBetweenMoves,
      tornFiles: crash.tornFiles + crash.tornBackups,
      acknowledgedLost: crash.acknowledgedLost,
      crashVersionsSeen: crash.versionsSeen,
      tempFilesAfterReopen: crash.tempFilesAfterReopen,
      crashFailures: crash.failures.length === 0 ? 'none' : crash.failures.slice(0, 3).join(' | '),
      multiProcessRounds: opts.multiProcessRounds,
      multiProcessLost: sameBase.lost.length + outside.lost.length,
      multiProcessUnexpected: sameBase.unexpected.length,
      multiProcessOutsideSaved: outside.saved,
      multiProcessFailures:
        [...sameBase.lost, ...sameBase.unexpected, ...outside.lost].slice(0, 3).join(' | ') || 'none',
      // Saves while another program swaps characters/, then .backups/, for a link to an outside folder and back.
      linkSwapSaves: swapped.reduce((sum, trial) => sum + trial.tried, 0),
      linkSwapSaved: swapped.reduce((sum, trial) => sum + trial.saved, 0),
      linkSwaps: swapped.reduce((sum, trial) => sum + trial.swaps, 0),
      linkSwapOutsideChanged: swapped.reduce((sum, trial) => sum + trial.outsideChanged, 0),
    };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

/**
 * Saves one character SAVE_RUNS times through a service that takes the
 * campaign's lock on disk and through one that does not, in turns (so both
 * meet the same moments of a busy machine), each in its own copy of a small campaign.
 */
async function compareSaves(root: string): Promise<{ locked: number[]; unlocked: number[] }> {
  const lanes = await Promise.all(
    (['locked', 'unlocked'] as const).map(async (kind) => {
      const folder = path.join(root, `Save ${kind}`);
      await writeCampaignFolder(folder, [makeCharacter('hero-0', 30), makeCharacter('hero-1', 30)]);
      const service = createCampaignService({
        recentFile: path.join(root, `recent-${kind}.json`),
        watch: false,
        crossProcessLock: kind === 'locked',
      });
      const opened = await service.openFolder(folder);
      if (!opened.ok) throw new Error(opened.error.message);
      const loaded = await service.readCharacter({ handle: opened.value.handle, id: 'hero-0' });
      if (!loaded.ok) throw new Error(loaded.error.message);
      return { kind, service, handle: opened.value.handle, revision: loaded.value.revision, times: [] as number[] };
    }),
  );
  for (let run = 0; run < SAVE_RUNS; run++) {
    for (const lane of run % 2 ? [...lanes].reverse() : lanes) {
      const started = performance.now();
      const saved = await lane.service.writeCharacter({
        handle: lane.handle,
        character: makeCharacter('hero-0', 31 + run),
        baseRevision: lane.revision,
      });
      lane.times.push(performance.now() - started);
      if (!saved.ok) throw new Error(saved.error.message);
      lane.revision = saved.value.revision;
    }
  }
  await Promise.all(lanes.map((lane) => lane.service.dispose()));
  return { locked: lanes[0]!.times, unlocked: lanes[1]!.times };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const kills = Number(process.env.CRASH_KILLS ?? 200);
  console.log(
    JSON.stringify(
      await runStoreBench({ kills, multiProcessRounds: Number(process.env.MULTI_PROCESS_ROUNDS ?? 50) }),
      null,
      2,
    ),
  );
}
