import type { FileProblem } from '../../shared/model';

/**
 * Thrown when a path inside a campaign folder passes through a symbolic link
 * (or a Windows junction). The app never follows one: a link could lead its
 * reads, writes, backups and deletions out of the folder the user chose.
 */
export class LinkRefused extends Error {
  readonly problem: FileProblem;

  constructor(
    /** The linked entry, relative to the campaign folder with forward slashes, e.g. "characters" or "characters/aria.json". */
    readonly entry: string,
  ) {
    super(linkMessage(entry));
    this.problem = { code: 'link', file: entry, message: this.message };
  }
}

/** The sentence for a linked entry; it names the entry, never where the link points or what it holds. */
export function linkMessage(entry: string): string {
  const what =
    entry === 'characters'
      ? "The campaign's characters folder"
      : entry === '.backups' || entry.startsWith('.backups/')
        ? `The backups folder ${entry}`
        : entry;
  return `${what} is a link to somewhere else, not part of the campaign folder itself. The app does not read, write or delete through links, so it leaves it alone; replace the link with the real ${entry.endsWith('.json') ? 'file' : 'folder'} to use it here.`;
}
