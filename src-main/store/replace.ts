import { promises as fs } from 'node:fs';
import { asideNameFor, errorCode, renameWithRetry, entryExists } from './atomic-write';

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
 * (see recoverSetAside in campaign-folder.ts).
 */
export async function replaceIfUnchanged(target: string, temp: string, expected: Buffer | undefined, options: ReplaceOptions = {}): Promise<ReplaceResult> {
  const at = options.at ?? (async () => undefined);
  if (expected === undefined) {
    await at('before-put-in-place');
    const placed = await placeTemp(temp, target);
    return placed === 'placed' ? { ok: true } : placed === 'temp-gone' ? { ok: false, tempGone: true } : { ok: false };
  }
  await at('before-move-aside');
  const aside = asideNameFor(target);
  try {
    await renameWithRetry((from, to) => fs.rename(from, to), target, aside);
  } catch (error) {
    // Gone: deleted by another program, or moved aside by another writer this very moment.
    if (errorCode(error) === 'ENOENT') return { ok: false };
    throw error;
  }
  await at('moved-aside');
  const bytes = await readExpecting(aside, expected.length);
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

/** The bytes of `file`, in one read when it is no longer than `size` bytes (what it is expected to hold). */
async function readExpecting(file: string, size: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(size + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead <= size) return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  // Longer than expected: not what was read, but kept whole all the same.
  return fs.readFile(file);
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
    // Already gone is what was wanted.
    if (errorCode(error) !== 'ENOENT') throw error;
  });
  return true;
}
