/** Identifier allows 64 characters; the slug leaves room for "-" and a 6-character suffix. */
const MAX_SLUG_LENGTH = 64 - 1 - 6;

/**
 * Lowercase letters, digits and single dashes taken from a display name ("Åsa the Bold" → "asa-the-bold"):
 * the start of every id the app makes from a name (characters, sessions, a game's own traits and items).
 * "character" for a name with no Latin letter or digit.
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'character';
}
