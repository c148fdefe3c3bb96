import { IsoDate, type Session } from '../../shared/model';
import { slugOf } from '../base/slug';

/**
 * A session's id: its date and name as a slug ("2026-11-21-the-barrow"),
 * which is always a valid Identifier since it starts with the date, with
 * "-2", "-3" ... when the campaign already has that id.
 */
export function sessionIdFor(name: string, date: string, existing: readonly Session[]): string {
  const base = slugOf(`${date} ${name}`);
  const taken = new Set(existing.map((s) => s.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const id = `${base.slice(0, 64 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/** What is wrong with a new or renamed session, as a sentence, or undefined when nothing is. */
export function problemWithSession(name: string, date: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Type a name for the session first.';
  if (trimmed.length > 120) return `Shorten the name to at most 120 characters (it has ${trimmed.length}).`;
  if (!IsoDate.safeParse(date).success) return 'Choose the date the session was played (year, month and day).';
  return undefined;
}
