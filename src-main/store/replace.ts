import fsSync, { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { asideNameFor, entryExists, errorCode, renameInFolder, renameWithRetry } from './atomic-write';
import { existsIn, inFolder, readAllOf, withFileIn } from './in-folder';

/**
 * Where a test can step in between the moves of a replace, to play another
 * program writing the file at exactly that moment.
 */
export type ReplaceStep = 'before-move-aside' | 'moved-aside' | 'before-put-in-place';

export interface ReplaceOptions {
  at?: (step: ReplaceStep) => Promise<void>;
}

/** A version that left the file's name during a replace, still on disk at `aside` until it is backed up. */
export interface SetAside {
  aside: string;
  bytes: Buffer;
}

export type ReplaceResult =
  /** The new bytes are in place; `replaced` holds the version they replaced, exactly as it was. */
  | { ok: true; replaced?: SetAside }
  /**
   * Another program changed the file first: nothing of its was replaced.
   * `setAside`, when present, is a version that must now go to the backups
   * (it left the file's name and another version took its place). With
   * `tempGone` the new version's temp file was not there any more (opening the
   * campaign tidies leftover temp files away): nothing was replaced either.
   */
  | { ok: false; setAside?: SetAside; tempGone?: true };

/** Errors of file systems that cannot make hard links (FAT, exFAT, some network shares). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK', 'EINVAL']);

/**
 * Puts the flushed temp file `temp` at `target`, but only if `target` still
 * holds exactly `expected` (or, when `expected` is undefined, does not exist),
 * so that bytes the app has not seen are never replaced, whoever wrote them
 * and whether or not they took the campaign's lock.
 *
 * There is no compare-and-swap rename, so the file's current version is first
 * renamed aside (which captures it whatever it is), compared with what was
 * expected, and only then is the new version linked in place, which fails if
 * anything took the name meanwhile. Every version that ever held the name is
 * therefore still at the name, or handed back in the result to be backed up.
 * For the moment between the two moves the name is empty; a save killed there
 * leaves the previous version aside, and opening the campaign puts it back
 * (see tidyCampaignFolder in folder-tidy.ts).
 *
 * `temp` must be in the target's folder. Every move is made from inside that
 * folder (see in-folder.ts), so a link swapped into the path meanwhile leads
 * nothing out of the campaign.
 */
export async function replaceIfUnchanged(
  target: string,
  temp: string,
  expected: Buffer | undefined,
  options: ReplaceOptions = {},
): Promise<ReplaceResult> {
  const at = options.at ?? (async () => undefined);
  if (expected === undefined) {
    await at('before-put-in-place');
    const placed = await placeTemp(temp, target);
    return placed === 'placed' ? { ok: true } : placed === 'temp-gone' ? { ok: false, tempGone: true } : { ok: false };
  }
  await at('before-move-aside');
  const aside = asideNameFor(target);
  let opened: number | undefined;
  try {
    opened = await moveAsideAndOpen(target, aside);
  } catch (error) {
    // Gone: deleted by another program, or moved aside by another writer this very moment.
    if (errorCode(error) === 'ENOENT') return { ok: false };
    throw error;
  }
  await at('moved-aside');
  const bytes = await readExpecting(aside, expected.length, opened);
  if (!bytes.equals(expected)) {
    // Another program replaced the file just before: give its version its name back.
    if (await placeIfAbsent(aside, target)) return { ok: false };
    return { ok: false, setAside: { aside, bytes } };
  }
  await at('before-put-in-place');
  const placed = await placeTemp(temp, target);
  if (placed === 'placed') return { ok: true, replaced: { aside, bytes } };
  // Nothing new took the name: the version moved aside gets it back.
  if (placed === 'temp-gone' && (await placeIfAbsent(aside, target))) return { ok: false, tempGone: true };
  return { ok: false, setAside: { aside, bytes }, ...(placed === 'temp-gone' ? { tempGone: true as const } : {}) };
}

/** Opening flags that refuse a link as the file itself, where the system offers it (not on Windows). */
const READ_NO_FOLLOW = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * Renames `target` to `aside` (two names of one folder) from inside the folder, and opens the version moved aside
 * there in the same step. Resolves to its descriptor, or undefined when it could be moved but not opened (it is
 * then read on its own).
 */
async function moveAsideAndOpen(target: string, aside: string): Promise<number | undefined> {
  const dir = path.dirname(target);
  let opened: number | undefined;
  await renameWithRetry(
    async () => {
      opened = inFolder(dir, () => {
        fsSync.renameSync(path.basename(target), path.basename(aside));
        try {
          return fsSync.openSync(path.basename(aside), READ_NO_FOLLOW);
        } catch {
          return undefined; // The move happened: it must not be tried again.
        }
      });
    },
    target,
    aside,
  );
  return opened;
}

/**
 * The bytes of `file`, in one read when it is no longer than `size` bytes (what it is expected to hold): through
 * `opened` (closed here) when given, else opened from inside its folder.
 */
async function readExpecting(file: string, size: number, opened?: number): Promise<Buffer> {
  const read = async (fd: number) => {
    const start = await readAllOf(fd, size);
    // Longer than expected: not what was read, but kept whole all the same.
    return start.length <= size ? start : readAllOf(fd);
  };
  if (opened === undefined) return withFileIn(path.dirname(file), path.basename(file), read);
  try {
    return await read(opened);
  } finally {
    fsSync.close(opened, () => undefined);
  }
}

/** placeIfAbsent for a save's temp file, which may have been tidied away meanwhile (ENOENT). */
async function placeTemp(temp: string, target: string): Promise<'placed' | 'taken' | 'temp-gone'> {
  try {
    return (await placeIfAbsent(temp, target)) ? 'placed' : 'taken';
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'temp-gone';
    throw error;
  }
}

/**
 * Gives the file at `from` the name `to` only if nothing holds that name,
 * and removes the name `from`. Resolves to false (leaving `from` as it was)
 * when `to` exists. A hard link is the atomic "create if absent" for a
 * whole file; where the file system has none, a check then a rename stands in.
 */
export async function placeIfAbsent(from: string, to: string): Promise<boolean> {
  const dir = path.dirname(from);
  if (path.dirname(to) !== dir) return placeIfAbsentByPath(from, to);
  // Two names of one folder, handled from inside it (see in-folder.ts), the link and the removal in one step.
  const [fromName, toName] = [path.basename(from), path.basename(to)];
  const linked = inFolder(dir, () => linkThenUnlink(fromName, toName));
  if (linked !== 'no-hard-links') return linked === 'placed';
  if (existsIn(dir, toName)) return false;
  await renameWithRetry(renameInFolder, from, to);
  return true;
}

/** In the working folder: links `from` to `to` and removes `from`, or says why not. */
function linkThenUnlink(from: string, to: string): 'placed' | 'taken' | 'no-hard-links' {
  try {
    fsSync.linkSync(from, to);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return 'taken';
    if (NO_HARD_LINKS.has(code ?? '')) return 'no-hard-links';
    throw error;
  }
  try {
    fsSync.unlinkSync(from);
  } catch (error) {
    // Already gone is what was wanted.
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  return 'placed';
}

/** placeIfAbsent for names in two folders, which no campaign write uses: by path. */
async function placeIfAbsentByPath(from: string, to: string): Promise<boolean> {
  try {
    await fs.link(from, to);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return false;
    if (!NO_HARD_LINKS.has(code ?? '')) throw error;
    if (await entryExists(to)) return false;
    await renameWithRetry((a, b) => fs.rename(a, b), from, to);
    return true;
  }
  await fs.unlink(from).catch((error: unknown) => {
    if (errorCode(error) !== 'ENOENT') throw error;
  });
  return true;
}
