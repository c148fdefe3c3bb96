import { FORMAT_VERSION, stableStringify, type CharacterFile } from '../../../shared/model';

export const CRASH_CHARACTER_ID = 'hero';

/** How many distinct versions the writer cycles through. */
export const CRASH_VERSIONS = 40;

/**
 * Version `n` of the character the crash writer saves: n award events, each
 * with a long note, so a file is several kilobytes and a torn write would
 * show as truncated or mixed JSON.
 */
export function crashVersion(n: number): CharacterFile {
  return {
    formatVersion: FORMAT_VERSION,
    id: CRASH_CHARACTER_ID,
    name: `Hero, version ${n}`,
    system: 'mls',
    createdAt: '2026-11-01',
    creation: { notes: 'x'.repeat(2_000 + 37 * n) },
    events: Array.from({ length: n }, (_, i) => ({
      id: `award-${i + 1}`,
      type: 'award',
      date: '2026-11-02',
      amount: i + 1,
      note: `Session ${i + 1}: `.padEnd(120, '.'),
    })),
  };
}

/** The version number whose exact bytes `text` is, or undefined if it is none of them. */
export function whichCrashVersion(text: string): number | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const events = (parsed as { events?: unknown }).events;
  if (!Array.isArray(events) || events.length >= CRASH_VERSIONS) return undefined;
  return text === stableStringify(crashVersion(events.length)) ? events.length : undefined;
}
