import { createHash } from 'node:crypto';
import type { Revision } from '../../shared/api';

/**
 * A file's revision: the first 16 hex digits of the SHA-256 of its bytes.
 * Equal bytes give equal revisions on every machine, so a revision read by
 * one window (or one player over a synced folder) can be compared with the
 * file on disk at any later time.
 */
export function revisionOf(bytes: string | Uint8Array): Revision {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}
