import { FORMAT_VERSION, type CharacterFile } from '../../shared/model';

/** Identifier allows 64 characters; the slug leaves room for "-" and the suffix. */
const SUFFIX_LENGTH = 6;
const MAX_SLUG_LENGTH = 64 - 1 - SUFFIX_LENGTH;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Lowercase letters, digits and single dashes taken from a display name ("Åsa the Bold" → "asa-the-bold"). */
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

/** A short random suffix so two characters with the same name get different files. */
export function randomSuffix(): string {
  const bytes = new Uint8Array(SUFFIX_LENGTH);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A character id: the name's slug plus a random suffix, always a valid `Identifier`. */
export function characterIdFor(name: string, suffix: string = randomSuffix()): string {
  return `${slugOf(name)}-${suffix}`;
}

/** Today's local date as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A brand-new character file with nothing chosen yet. */
export function newCharacterFile(input: { name: string; system: string; today: string; suffix?: string }): CharacterFile {
  const name = input.name.trim();
  return {
    formatVersion: FORMAT_VERSION,
    id: characterIdFor(name, input.suffix),
    name,
    system: input.system,
    createdAt: input.today,
    creation: {},
    events: [],
  };
}

/** Checks a name typed by the user; returns a sentence saying what to fix, or undefined when fine. */
export function problemWithName(name: string, what: 'campaign' | 'character'): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return `Type a name for the ${what} first.`;
  if (trimmed.length > 120) return `Shorten the name to at most 120 characters (it has ${trimmed.length}).`;
  return undefined;
}
