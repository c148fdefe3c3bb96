import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { stableStringify } from '../../../shared/model';
import { isTempFileName } from '../../../src-main/store/atomic-write';
import { createCampaignService } from '../../../src-main/store/service';
import { CRASH_CHARACTER_ID, crashVersion, whichCrashVersion } from './crash-versions';
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
  /** Character files that were not exactly one of the versions written (must be 0). */
  tornFiles: number;
  /** Backups that were not exactly one of the versions written (must be 0). */
  tornBackups: number;
  /** How many different versions were found on disk after kills: shows the kills landed among saves. */
  versionsSeen: number;
  /** Temp files still present after the campaign was opened again (must be 0). */
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
    const child = path.join(workDir, 'crash-child.mjs');
    await build({ entryPoints: [CHILD_SOURCE], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: child, logLevel: 'silent' });
    const result: CrashRunResult = { kills: 0, tornFiles: 0, tornBackups: 0, versionsSeen: 0, tempFilesAfterReopen: 0, failures: [] };
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
        await fs.writeFile(path.join(folder, 'characters', `${CRASH_CHARACTER_ID}.json`), stableStringify(crashVersion(0)));
        const recentFile = path.join(workDir, `lane-${lane}`, 'recent.json');
        while (remaining > 0) {
          remaining -= 1;
          const failure = await killOneWriter(child, folder, recentFile, options.maxDelayMs ?? 30);
          if (failure) result.failures.push(failure);
          else result.kills += 1;
          const check = await checkFolder(folder);
          result.tornFiles += check.tornFile ? 1 : 0;
          result.tornBackups += check.tornBackups.length;
          if (check.version !== undefined) seen.add(check.version);
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
      const left = (await fs.readdir(folder, { recursive: true })).filter((file) => isTempFileName(path.basename(file)));
      result.tempFilesAfterReopen += left.length;
    }
    result.versionsSeen = seen.size;
    return result;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** Starts a writer, waits for it to be saving, kills it after a random delay. Returns a failure description, if any. */
async function killOneWriter(child: string, folder: string, recentFile: string, maxDelayMs: number): Promise<string | undefined> {
  const writer = spawn(process.execPath, [child, folder, recentFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => writer.once('exit', (code) => resolve(code)));
  let stderr = '';
  writer.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<boolean>((resolve) => {
    let stdout = '';
    writer.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('ready\n')) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  if (!(await ready)) {
    await exited;
    return `The writer stopped before it was ready: ${stderr.trim() || 'no message'}`;
  }
  await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelayMs));
  const stillRunning = writer.exitCode === null;
  writer.kill('SIGKILL');
  await exited;
  return stillRunning ? undefined : `The writer stopped by itself before the kill: ${stderr.trim() || 'no message'}`;
}

async function checkFolder(folder: string): Promise<{ version?: number; tornFile?: string; tornBackups: string[] }> {
  const file = path.join(folder, 'characters', `${CRASH_CHARACTER_ID}.json`);
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const version = whichCrashVersion(text);
  const tornFile = version === undefined ? `characters/${CRASH_CHARACTER_ID}.json was torn: ${text.length} bytes, not a version written` : undefined;
  const tornBackups: string[] = [];
  const backups = path.join(folder, '.backups', 'characters', CRASH_CHARACTER_ID);
  const names = await fs.readdir(backups).catch(() => [] as string[]);
  for (const name of names.filter((n) => !isTempFileName(n))) {
    const backup = await fs.readFile(path.join(backups, name), 'utf8').catch(() => '');
    if (whichCrashVersion(backup) === undefined) tornBackups.push(`Backup ${name} was torn: ${backup.length} bytes`);
  }
  return version === undefined ? { tornFile, tornBackups } : { version, tornBackups };
}
