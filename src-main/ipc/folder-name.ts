/** Names Windows reserves for devices, in any case and with any extension. */
const RESERVED_ON_WINDOWS = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** Long enough for any campaign title, short enough to stay clear of path length limits. */
const MAX_FOLDER_NAME = 100;

/**
 * A folder name made from a campaign's name that is valid on Windows, macOS
 * and Linux alike, so a campaign folder can move between them through a
 * shared drive or git: characters those systems forbid become spaces,
 * leading and trailing dots and spaces go, device names such as "CON" get
 * an underscore, and a name with nothing left becomes `fallback`.
 */
export function safeFolderName(campaignName: string, fallback = 'Campaign'): string {
  const cleaned = campaignName
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_FOLDER_NAME)
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (cleaned === '') return fallback;
  return RESERVED_ON_WINDOWS.test(cleaned) ? `${cleaned}_` : cleaned;
}
