import path from 'node:path';
import type { Revision } from '../../shared/api';
import { CAMPAIGN_FILE, CHARACTERS_FOLDER, MAX_FILE_BYTES } from '../../shared/model';
import { readInside } from './contained';
import { revisionOf } from './revision';

/** Where a campaign keeps its files; the file format (shared/model) names them. */
export { CAMPAIGN_FILE, CHARACTERS_FOLDER };

/** The bytes of one file now on disk, their revision, and when the file was last changed. */
export interface DiskFile {
  bytes: Buffer;
  revision: Revision;
  mtimeMs: number;
}

/** The relative path of a character's file, e.g. "characters/aria.json". */
export function characterFileOf(id: string): string {
  return `${CHARACTERS_FOLDER}/${id}.json`;
}

/** Absolute path of a file given relative to the campaign folder with forward slashes. */
export function absolutePath(folder: string, relFile: string): string {
  return path.join(folder, ...relFile.split('/'));
}

/**
 * Reads a campaign file, or returns undefined when it does not exist. Never
 * follows a link (LinkRefused) and never reads a file too large to be one the
 * app wrote (FileTooLarge).
 */
export async function readDiskFile(
  folder: string,
  relFile: string,
  options: { folderChecked?: boolean } = {},
): Promise<DiskFile | undefined> {
  const read = await readInside(folder, relFile, MAX_FILE_BYTES, options);
  return read && { bytes: read.bytes, revision: revisionOf(read.bytes), mtimeMs: read.mtimeMs };
}
