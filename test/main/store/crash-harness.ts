import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { stableStringify } from '../../../shared/model';
import { asideOriginalName, isTempFileName } from '../../../src-main/store/atomic-write';
import { CAMPAIGN_LOCK_NAME } from '../../../src-main/store/folder-lock';
import { createCampaignService } from '../../../src-main/store/service';
import { CRASH_CHARACTER_ID, CRASH_VERSIONS, crashVersion, whichCrashVersion } from './crash-versions';
import { makeCampaign } from './store-fixtures';

export interface CrashRunOptions {
  /** How many times a writer is killed mid-save. */
  kills: number;
  /** Writers killed side by side, each in its own campaign folder (default 2). */
  concurrency?: number;
  /** Longest wait between the writer saying it is ready and the kill (default 30 ms). */
  maxDelayMs?: number;
}

export interface CrashRunResult {
  kills: number;
  /**
   * Character files that were not exactly one of the versions written (must
   * be 0). A save killed between moving the old version aside and putting the
   * new one in place leaves the name empty and the old version aside, whole;
   * that is counted in `killedBetweenMoves`, not here.
   */
  tornFiles: number;
  /** Kills after which the version on disk was older than the last save the writer had been told succeeded (must be 0). */
  acknowledgedLost: number;
  /** Kills that landed between the two moves of a replace (the next opening puts the old version back). */
  killedBetweenMoves: number;
  /** Kills that left the campaign's lock held; the next writer took it over. */
  killedHoldingLock: number;
  /** Backups that were not exactly one of the versions written (must be 0). */
  tornBackups: number;
  /** How many different versions were found on disk after kills: shows the kills landed among saves. */
  versionsSeen: number;
  /** Temp files and set-aside files still present after the campaign was opened again (must be 0). */
  tempFilesAfterReopen: number;
  /** What went wrong, one line each: torn files, writers that failed on their own. */
  failures: string[];
}

const CHILD_SOURCE = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

/**
 * Kills a writer process (the real store, bundled with esbuild) at random
 * moments while it saves a character again and again, and checks after every
 * kill that the file on disk, and every backup, is exactly one of the
 * versions written: never empty, truncated or mixed.
 */
export async function runCrashTrials(options: CrashRunOptions): Promise<CrashRunResult> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crash-'));
  try {
    const child = path.join(workDir, 'crash-child.cjs');
    await build({
      entryPoints: [CHILD_SOURCE],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      outfile: child,
      logLevel: 'silent',
    });
    const result: CrashRunResult = {
      kills: 0,
      tornFiles: 0,
      acknowledgedLost: 0,
      killedBetweenMoves: 0,
      killedHoldingLock: 0,
      tornBackups: 0,
      versionsSeen: 0,
      tempFilesAfterReopen: 0,
      failures: [],
    };
    const seen = new Set<number>();
    const lanes = Math.max(1, Math.min(options.concurrency ?? 2, options.kills));
    let remaining = options.kills;
    const folders: string[] = [];

    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const folder = path.join(workDir, `lane-${lane}`, 'Campaign');
        folders.push(folder);
        await fs.mkdir(path.join(folder, 'characters'), { recursive: true });
        await fs.writeFile(path.join(folder, 'campaign.json'), stableStringify(makeCampaign()));
        await fs.writeFile(
          path.join(folder, 'characters', `${CRASH_CHARACTER_ID}.json`),
          stableStringify(crashVersion(0)),
        );
        const recentFile = path.join(workDir, `lane-${lane}`, 'recent.json');
        while (remaining > 0) {
          remaining -= 1;
          const killed = await killOneWriter(child, folder, recentFile, options.maxDelayMs ?? 30);
          if (killed.failure) result.failures.push(killed.failure);
          else result.kills += 1;
          if (await fs.stat(path.join(folder, CAMPAIGN_LOCK_NAME)).catch(() => undefined))
            result.killedHoldingLock += 1;
          const check = await checkFolder(folder);
          result.tornFiles += check.tornFile ? 1 : 0;
          result.tornBackups += check.tornBackups.length;
          if (check.betweenMoves) result.killedBetweenMoves += 1;
          if (check.version !== undefined) {
            seen.add(check.version);
            const acked = killed.acknowledged;
            if (acked !== undefined && check.version !== acked && check.version !== (acked + 1) % CRASH_VERSIONS) {
              result.acknowledgedLost += 1;
              result.failures.push(
                `The writer was told version ${acked} was saved, but after the kill the file holds version ${check.version}.`,
              );
            }
          }
          if (check.tornFile) result.failures.push(check.tornFile);
          result.failures.push(...check.tornBackups);
        }
      }),
    );

    for (const folder of folders) {
      const service = createCampaignService({ recentFile: path.join(workDir, 'reopen-recent.json'), watch: false });
      const reopened = await service.openFolder(folder);
      await service.dispose();
      if (!reopened.ok) result.failures.push(`Reopening ${folder} failed: ${reopened.error.message}`);
      const left = (await fs.readdir(folder, { recursive: true })).filter(
        (file) => isTempFileName(path.basename(file)) || asideOriginalName(path.basename(file)),
      );
      result.tempFilesAfterReopen += left.length;
      const check = await checkFolder(folder);
      if (check.version === undefined)
        result.failures.push(
          `After reopening ${folder}, characters/${CRASH_CHARACTER_ID}.json is not a whole version.`,
        );
    }
    result.versionsSeen = seen.size;
    return result;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Starts a writer, waits for it to be saving (and for none, one or two of its saves to be acknowledged), kills it
 * after a random delay.
 * Resolves to the last version the writer was told was saved (or found when
 * it started) and a failure description, if any.
 */
async function killOneWriter(
  child: string,
  folder: string,
  recentFile: string,
  maxDelayMs: number,
): Promise<{ acknowledged?: number; failure?: string }> {
  const writer = spawn(process.execPath, [child, folder, recentFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  // 'close' comes after the last output is read, so no acknowledgement is missed.
  const closed = new Promise<void>((resolve) => writer.once('close', () => resolve()));
  let stderr = '';
  let stdout = '';
  writer.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const saved = () => (stdout.match(/^saved \d+$/gm) ?? []).length;
  /** Resolves once the writer has acknowledged `n` saves, or has stopped. */
  const savesAcknowledged = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (saved() >= n || writer.exitCode !== null) resolve();
        else setTimeout(check, 1);
      };
      check();
    });
  const ready = new Promise<boolean>((resolve) => {
    writer.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/^ready \d+$/m.test(stdout)) resolve(true);
    });
    void closed.then(() => resolve(false));
  });
  if (!(await ready)) {
    await closed;
    return { failure: `The writer stopped before it was ready: ${stderr.trim() || 'no message'}` };
  }
  // Two kills in three come after the writer's first or second acknowledged save, whatever the machine's pace, so
  // the kills land among saves of many versions on a busy machine too; the third may come before any save.
  await savesAcknowledged(Math.floor(Math.random() * 3));
  await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelayMs));
  const stillRunning = writer.exitCode === null;
  writer.kill('SIGKILL');
  await closed;
  const lines = stdout.split('\n').filter((line) => /^(ready|saved) \d+$/.test(line));
  const acknowledged = lines.length > 0 ? Number(lines.at(-1)!.split(' ')[1]) : undefined;
  return stillRunning
    ? { acknowledged }
    : { acknowledged, failure: `The writer stopped by itself before the kill: ${stderr.trim() || 'no message'}` };
}

/**
 * The version the folder holds after a kill: the character file, or, when a
 * save was killed between its two moves, the whole old version set aside.
 */
async function checkFolder(
  folder: string,
): Promise<{ version?: number; betweenMoves?: boolean; tornFile?: string; tornBackups: string[] }> {
  const characters = path.join(folder, 'characters');
  const file = path.join(characters, `${CRASH_CHARACTER_ID}.json`);
  const tornBackups: string[] = [];
  const backups = path.join(folder, '.backups', 'characters', CRASH_CHARACTER_ID);
  const names = await fs.readdir(backups).catch(() => [] as string[]);
  for (const name of names.filter((n) => !isTempFileName(n))) {
    const backup = await fs.readFile(path.join(backups, name), 'utf8').catch(() => '');
    if (whichCrashVersion(backup) === undefined) tornBackups.push(`Backup ${name} was torn: ${backup.length} bytes`);
  }
  const text = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) {
    const asides = (await fs.readdir(characters)).filter(
      (name) => asideOriginalName(name) === `${CRASH_CHARACTER_ID}.json`,
    );
    const versions = await Promise.all(
      asides.map(async (name) => whichCrashVersion(await fs.readFile(path.join(characters, name), 'utf8'))),
    );
    const version = versions.length === 1 ? versions[0] : undefined;
    if (version === undefined) {
      return {
        tornFile: `characters/${CRASH_CHARACTER_ID}.json was missing with ${asides.length} whole versions set aside`,
        tornBackups,
      };
    }
    return { version, betweenMoves: true, tornBackups };
  }
  const version = whichCrashVersion(text);
  if (version === undefined)
    return {
      tornFile: `characters/${CRASH_CHARACTER_ID}.json was torn: ${text.length} bytes, not a version written`,
      tornBackups,
    };
  return { version, tornBackups };
}
