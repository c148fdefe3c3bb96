import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiResult, Revision } from '../shared/api';
import type { CharacterFile } from '../shared/model';
import { writeCampaignFileAfter, type Written } from '../src-main/store/campaign-writes';
import { characterFileOf } from '../src-main/store/disk-file';
import { FolderLocks } from '../src-main/store/folder-lock';
import { OpenCampaign } from '../src-main/store/open-campaign';
import { makeCharacter, writeCampaignFolder } from '../test/main/store/store-fixtures';

const SAVE_RUNS = 101;

type When = 'before' | 'under';
type Lock = 'locked' | 'unlocked';

/**
 * Decision 0003 measured: one character saved SAVE_RUNS times in four lanes, in turns in the same run (so all meet
 * the same moments of a busy machine): holding the campaign's lock across processes or ordered only inside the
 * process, each with its temp file written while the lock is awaited (what the store does) or only once it is
 * held. Gives the benchmark's ratio (`store.saveLockedVsUnlockedRatio`) both ways, and what writing the temp file
 * first saves, as ratios of medians.
 */
export async function runTempBeforeLockBench(): Promise<Record<string, number>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'temp-before-lock-'));
  try {
    const lanes = await Promise.all(
      (['before', 'under'] as const).flatMap((when) =>
        (['locked', 'unlocked'] as const).map((lock) => openLane(root, when, lock)),
      ),
    );
    for (let run = 0; run < SAVE_RUNS; run++) {
      // Each run starts with another lane, so no lane always goes first.
      for (let n = 0; n < lanes.length; n++) {
        const lane = lanes[(run + n) % lanes.length]!;
        const started = performance.now();
        const saved = await lane.save(makeCharacter('hero-0', 31 + run), lane.revision);
        lane.times.push(performance.now() - started);
        if (!saved.ok) throw new Error(saved.error.message);
        lane.revision = saved.value.revision;
      }
    }
    const medianOf = (when: When, lock: Lock) =>
      median(lanes.find((lane) => lane.when === when && lane.lock === lock)!.times);
    return {
      saveLockedVsUnlockedRatio: round(medianOf('before', 'locked') / medianOf('before', 'unlocked')),
      saveLockedVsUnlockedRatioTempUnderLock: round(medianOf('under', 'locked') / medianOf('under', 'unlocked')),
      lockedTempUnderLockVsBefore: round(medianOf('under', 'locked') / medianOf('before', 'locked')),
      unlockedTempUnderLockVsBefore: round(medianOf('under', 'unlocked') / medianOf('before', 'unlocked')),
    };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

/** One lane: its own copy of a small campaign, opened as the store opens it, and how it saves. */
async function openLane(root: string, when: When, lock: Lock) {
  const folder = path.join(root, `Save ${when} ${lock}`);
  await writeCampaignFolder(folder, [makeCharacter('hero-0', 30), makeCharacter('hero-1', 30)]);
  const opened = new OpenCampaign(folder, {
    locks: new FolderLocks({ crossProcess: lock === 'locked' }),
    emit: () => undefined,
    now: () => new Date(),
    today: () => new Date().toISOString().slice(0, 10),
    watch: undefined,
  });
  opened.opened(new Map(), 'mls');
  const loaded = await opened.readCharacter('hero-0');
  if (!loaded.ok) throw new Error(loaded.error.message);
  const save = (character: CharacterFile, baseRevision: Revision) =>
    when === 'before'
      ? opened.writeCharacter({ character, baseRevision }, undefined)
      : saveUnderLock(opened, character, baseRevision);
  return { when, lock, save, revision: loaded.value.revision, times: [] as number[] };
}

/** The same save with nothing done before the lock is held: read, temp file, decision and replace, all holding it. */
function saveUnderLock(
  opened: OpenCampaign,
  character: CharacterFile,
  baseRevision: Revision,
): Promise<ApiResult<Written>> {
  const relFile = characterFileOf(character.id);
  return opened.locked(async () => {
    const now = new Date();
    const write = {
      relFile,
      kind: 'character' as const,
      data: character,
      baseRevision,
      folder: opened.folder,
      now,
      today: now.toISOString().slice(0, 10),
      own: opened.ownVersionOf(relFile),
      onDisk: (current: Parameters<OpenCampaign['keepOwnVersion']>[1]) => opened.keepOwnVersion(relFile, current, now),
    };
    const result = (await writeCampaignFileAfter(write, Promise.resolve(true)))!;
    if (result.ok) opened.wrote(relFile, result.value, undefined);
    return result;
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function round(ratio: number): number {
  return Math.round(ratio * 100) / 100;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await runTempBeforeLockBench(), null, 2));
}
