import { safeFileName } from '../../shared/file-name';

/**
 * A folder name made from a campaign's name that is valid on Windows, macOS
 * and Linux alike, so a campaign folder can move between them through a
 * shared drive or git: the rules of `safeFileName` (forbidden characters
 * become spaces, no climbing out of the parent, no hidden folder, device
 * names such as "CON" get an underscore, at most 100 characters), and a
 * name with nothing left becomes `fallback`.
 */
export function safeFolderName(campaignName: string, fallback = 'Campaign'): string {
  return safeFileName(campaignName, fallback);
}
