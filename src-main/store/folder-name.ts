/** Names Windows reserves for devices, in any case and with any extension. */
const RESERVED_ON_WINDOWS = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** Long enough for any campaign title, short enough to stay clear of path length limits. */
const MAX_FOLDER_NAME = 100;

/**
 * A folder name made from a campaign's name that is valid on Windows, macOS
 * and Linux alike, so a campaign folder can move between them through a
 * shared drive or git: characters those systems forbid become spaces, runs
 * of dots shrink to one (so no name can climb out of its parent), leading
 * dots and spaces go (a leading dot would hide the folder), trailing ones
 * too, device names such as "CON" get an underscore, and a name with
 * nothing left becomes `fallback`.
 */
export function safeFolderName(campaignName: string, fallback = 'Campaign'): string {
  let name = campaignName
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .trim()
    .replace(/^[.\s]+/, '');
  if ([...name].length > MAX_FOLDER_NAME) name = [...name].slice(0, MAX_FOLDER_NAME).join('');
  name = name.replace(/[.\s]+$/, '');
  if (name === '') return fallback;
  return RESERVED_ON_WINDOWS.test(name) ? `${name}_` : name;
}
