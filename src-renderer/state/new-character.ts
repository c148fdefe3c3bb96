import { FORMAT_VERSION, type CharacterFile } from '../../shared/model';
import { getRuleSystem } from '../../shared/rules/registry';
import { slugOf } from '../base/slug';

/** The random part of a character id; `slugOf` leaves room for it and its dash. */
const SUFFIX_LENGTH = 6;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

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

/**
 * A brand-new character file. `creation` defaults to an empty object, which
 * the character page turns into the game's starting character when opened;
 * the campaign passes `startingCreation(...)` so the file is complete at once.
 */
export function newCharacterFile(input: {
  name: string;
  system: string;
  today: string;
  suffix?: string;
  creation?: Record<string, unknown>;
}): CharacterFile {
  const name = input.name.trim();
  return {
    formatVersion: FORMAT_VERSION,
    id: characterIdFor(name, input.suffix),
    name,
    system: input.system,
    createdAt: input.today,
    creation: input.creation ?? {},
    events: [],
  };
}

/**
 * The game's starting character for a campaign's settings (any roll it needs
 * made from `seed`), or an empty object for a game this version does not know.
 */
export function startingCreation(systemId: string, campaignSettings: unknown, seed: number): Record<string, unknown> {
  const system = getRuleSystem(systemId);
  if (!system) return {};
  return system.newCharacter(system.parseSettings(campaignSettings).settings, seed) as Record<string, unknown>;
}

/** True for the empty creation object of files made before the builder existed. */
export function isBlankCreation(creation: unknown): boolean {
  return (
    typeof creation === 'object' && creation !== null && !Array.isArray(creation) && Object.keys(creation).length === 0
  );
}

/** A random 32-bit seed for the dice a new character rolls. */
export function randomSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]!;
}

/** Checks a name typed by the user; returns a sentence saying what to fix, or undefined when fine. */
export function problemWithName(name: string, what: 'campaign' | 'character'): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return `Type a name for the ${what} first.`;
  if (trimmed.length > 120) return `Shorten the name to at most 120 characters (it has ${trimmed.length}).`;
  return undefined;
}
