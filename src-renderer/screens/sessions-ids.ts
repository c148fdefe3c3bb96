import { IsoDate, type Session } from '../../shared/model';
import { randomTail } from '../base/random-tail';
import { slugOf } from '../base/slug';

/**
 * A new session's id: its day, its name as a slug (shortened) and a random tail, "2026-11-21-the-barrow-k3x9q2",
 * so two machines that add a session of one name on one day never make the same id and their versions of the
 * campaign merge session by session. Always a valid Identifier: it starts with the date, and slugOf leaves room for
 * the tail within 64 characters. Campaigns keep the ids they have (once the date and name alone, with "-2", "-3").
 */
export function sessionIdFor(name: string, date: string, existing: readonly Session[]): string {
  const base = slugOf(`${date.slice(0, 10)} ${name}`);
  const taken = new Set(existing.map((s) => s.id));
  let id: string;
  do id = `${base}-${randomTail()}`;
  while (taken.has(id));
  return id;
}

/** What is wrong with a new or renamed session, as a sentence, or undefined when nothing is. */
export function problemWithSession(name: string, date: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Type a name for the session first.';
  if (trimmed.length > 120) return `Shorten the name to at most 120 characters (it has ${trimmed.length}).`;
  if (!IsoDate.safeParse(date).success) return 'Choose the date the session was played (year, month and day).';
  return undefined;
}
