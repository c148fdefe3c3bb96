import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { createCampaignService } from '../../../src-main/store/service';
import { makeCharacter, writeCampaignFolder } from './store-fixtures';

/*
 * Another program that, over and over, replaces a folder of a campaign by a symbolic link to a folder outside it,
 * and then puts the real folder back, as fast as it can, while the app saves. It runs as a process of its own, so
 * its moves fall between any two steps of the app's, not only between two turns of the app's JavaScript.
 */
const SWAPPER = String.raw`
const fs = require('node:fs');
const path = require('node:path');
const [folder, relDir, outside, stopFile] = process.argv.slice(1);
const target = path.join(folder, relDir);
const real = target + '.real';
const link = target + '.link';
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
fs.symlinkSync(outside, link);
let swaps = 0;
let strays = 0;
// Whatever has the name now (the link, or a folder the app made meanwhile) leaves it, inside the campaign, and the
// real folder gets its name back.
function putBack() {
  for (;;) {
    const now = fs.lstatSync(target, { throwIfNoEntry: false });
    if (now?.isSymbolicLink()) fs.renameSync(target, link);
    else if (now) fs.renameSync(target, path.join(folder, 'stray-' + strays++));
    try {
      fs.renameSync(real, target);
      return;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST', 'ENOTDIR', 'EISDIR'].includes(error.code)) throw error;
    }
  }
}
process.stdout.write('ready\n');
while (!fs.existsSync(stopFile)) {
  try {
    fs.renameSync(target, real);
  } catch {
    pause(1);
    continue;
  }
  try {
    fs.renameSync(link, target);
    swaps += 1;
  } catch {
    // The app made the folder again in the moment it was missing.
  }
  pause(Math.random() * 2);
  putBack();
  pause(Math.random() * 2);
}
fs.unlinkSync(link);
process.stdout.write(JSON.stringify({ swaps, strays }) + '\n');
`;

export interface LinkSwapper {
  /** Stops swapping, with the real folder back in place; resolves to how many times the link took the folder's place. */
  stop(): Promise<{ swaps: number; strays: number }>;
}

/** Starts swapping `<folder>/<relDir>` (which must exist) for a link to `outside`; resolves once the swapping runs. */
export async function startLinkSwapper(folder: string, relDir: string, outside: string): Promise<LinkSwapper> {
  const stopFile = path.join(path.dirname(folder), `.stop-swapping-${path.basename(relDir)}`);
  const child = spawn(process.execPath, ['-e', SWAPPER, folder, relDir, outside, stopFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let errors = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const started = () => (out.includes('ready\n') ? resolve() : undefined);
    child.stdout.on('data', started);
    void exited.then(() => reject(new Error(`the link swapper stopped before it started: ${errors}`)));
  });
  return {
    async stop() {
      await fs.writeFile(stopFile, '');
      const code = await exited;
      await fs.rm(stopFile, { force: true });
      if (code !== 0) throw new Error(`the link swapper failed: ${errors}`);
      return JSON.parse(out.split('\n').filter(Boolean).at(-1)!) as { swaps: number; strays: number };
    },
  };
}

/** The characters saved side by side while a folder is swapped. */
export const SWAP_IDS = ['aria', 'bron', 'cass', 'dara'];

/** Every entry under `dir` (files and folders), relative, sorted, with the bytes of each file. */
export async function snapshot(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const described = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const rel = path.relative(dir, full);
      return entry.isFile() ? `${rel}: ${await fs.readFile(full, 'utf8')}` : `${rel}/`;
    }),
  );
  return described.sort();
}

/**
 * Saves each of SWAP_IDS over and over, side by side (keeping its own version over any other), until `until`
 * says to stop; resolves to how many saves were tried and how many succeeded.
 */
export async function saveUntil(
  service: CampaignService,
  handle: string,
  until: (tried: number) => boolean,
): Promise<{ tried: number; saved: number }> {
  let tried = 0;
  let saved = 0;
  await Promise.all(
    SWAP_IDS.map(async (id) => {
      for (let awards = 2; !until(tried); awards++) {
        tried += 1;
        const result = await service.writeCharacter({ handle, character: makeCharacter(id, awards), overwrite: true });
        if (result.ok) saved += 1;
      }
    }),
  );
  return { tried, saved };
}

/**
 * For the bench: `saves` saves of a fresh campaign while `relDir` is swapped for a link to an outside folder and
 * back. `outsideChanged` counts the entries of the outside folder that are not as they were (must be 0).
 */
export async function swapTrial(
  relDir: string,
  saves: number,
): Promise<{ tried: number; saved: number; swaps: number; outsideChanged: number }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'link-swap-'));
  const folder = path.join(root, 'Border Watch');
  const outside = path.join(root, 'outside');
  const service = createCampaignService({ recentFile: path.join(root, 'recent.json'), watch: false });
  try {
    await writeCampaignFolder(
      folder,
      SWAP_IDS.map((id) => makeCharacter(id, 1)),
    );
    await fs.mkdir(path.join(folder, relDir), { recursive: true });
    await fs.mkdir(outside);
    await fs.writeFile(path.join(outside, 'someone-elses.json'), 'not the app’s');
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    const before = new Set(await snapshot(outside));
    const swapper = await startLinkSwapper(folder, relDir, outside);
    let counts: { tried: number; saved: number };
    let swaps = 0;
    try {
      counts = await saveUntil(service, opened.value.handle, (tried) => tried >= saves);
    } finally {
      swaps = (await swapper.stop()).swaps;
    }
    const after = new Set(await snapshot(outside));
    const outsideChanged =
      [...after].filter((entry) => !before.has(entry)).length + [...before].filter((entry) => !after.has(entry)).length;
    return { ...counts, swaps, outsideChanged };
  } finally {
    await service.dispose();
    await fs.rm(root, { recursive: true, force: true });
  }
}
