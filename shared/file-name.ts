/** Names Windows reserves for devices, in any case and with any extension ("NUL.txt" is NUL too). */
const RESERVED_ON_WINDOWS = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** Long enough for any campaign or character title, short enough to stay clear of path length limits. */
const MAX_NAME = 100;

/**
 * One file or folder name made from a title a person typed, valid on Windows,
 * macOS and Linux alike, so a campaign folder or a saved sheet can move between
 * them through a shared drive or git: characters those systems forbid become
 * spaces, runs of dots shrink to one (so no name can climb out of its parent),
 * leading dots and spaces go (a leading dot would hide the file), trailing ones
 * too, device names such as "CON" or "COM1.backup" get an underscore after
 * the device's name ("CON_", "COM1_.backup"), and a name with nothing left
 * becomes `fallback`.
 */
export function safeFileName(title: string, fallback: string): string {
  let name = title
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what Windows forbids in a name
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .trim()
    .replace(/^[.\s]+/, '');
  if ([...name].length > MAX_NAME) name = [...name].slice(0, MAX_NAME).join('');
  name = name.replace(/[.\s]+$/, '');
  if (name === '') return fallback;
  return RESERVED_ON_WINDOWS.test(name) ? name.replace(/^(con|prn|aux|nul|com[0-9]|lpt[0-9])/i, '$1_') : name;
}

/** What a PDF is called when nothing names it. */
export const UNNAMED_PDF = 'Character Sheet';

/**
 * The name a printed PDF is offered under: its titles joined by a dash, the
 * most particular first (a character's name, then its campaign's), e.g.
 * "Mira Thorne – Friday Night.pdf"; safe on every system, ending in .pdf.
 */
export function pdfFileName(titles: readonly (string | undefined)[]): string {
  const named = titles
    .map((title) => safeFileName((title ?? '').replace(/\.pdf$/i, ''), ''))
    .filter((title) => title !== '');
  return `${safeFileName(named.join(' – '), UNNAMED_PDF)}.pdf`;
}
