import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CampaignListing } from '../../shared/api';
import { loadFile } from '../../shared/model';
import { isWithin } from './static-files';

/** Prefix of the listing keys that name a folder directly under the root. */
export const ROOT_KEY_PREFIX = 'root:';

/**
 * Lists every folder directly under `root` that holds a campaign.json, keyed
 * `root:<folder name>`. A campaign whose file cannot be read is still listed
 * (named after its folder) so that opening it shows what is wrong.
 */
export async function listRootCampaigns(root: string): Promise<CampaignListing[]> {
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch {
    return [];
  }
  const listings: CampaignListing[] = [];
  for (const name of entries.sort((a, b) => a.localeCompare(b))) {
    if (name.startsWith('.')) continue;
    const folder = path.join(root, name);
    const text = await readFile(path.join(folder, 'campaign.json'), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const loaded = loadFile('campaign', text, { file: 'campaign.json', today: '1970-01-01' });
    listings.push({
      key: ROOT_KEY_PREFIX + name,
      name: loaded.ok ? loaded.value.name : name,
      system: loaded.ok ? loaded.value.system : '',
      path: folder,
    });
  }
  return listings;
}

/** Why a `root:<name>` key could not be resolved. */
export type RootResolveFailure = 'bad-name' | 'missing' | 'outside';

/**
 * Resolves the folder name of a `root:<name>` key to a real path inside the
 * root. Names that could climb out (`..`, separators) are refused outright,
 * and so is a symlink whose target lies outside the root.
 */
export async function resolveRootFolder(
  root: string,
  name: string,
): Promise<{ ok: true; folder: string } | { ok: false; why: RootResolveFailure }> {
  if (name === '' || name === '.' || name.includes('..') || /[/\\\0]/.test(name)) return { ok: false, why: 'bad-name' };
  const candidate = path.join(root, name);
  if (path.dirname(candidate) !== root) return { ok: false, why: 'bad-name' };
  let real: string;
  try {
    real = await realpath(candidate);
    if (!(await stat(real)).isDirectory()) return { ok: false, why: 'missing' };
  } catch {
    return { ok: false, why: 'missing' };
  }
  if (real === root || !isWithin(root, real)) return { ok: false, why: 'outside' };
  return { ok: true, folder: real };
}

/** True when `folder` (after following symlinks) lies strictly inside `root`. */
export async function isInsideRoot(root: string, folder: string): Promise<boolean> {
  try {
    const real = await realpath(folder);
    return real !== root && isWithin(root, real);
  } catch {
    return false;
  }
}
