import type { Session, SessionAttendee } from '../../shared/model';

/*
 * Who plays whom, as the campaign's sessions remember it: each character's player is the name typed for it at the
 * latest session that names one, and a new session starts with the attendance of the session before it, so a game
 * master does not type the same names every evening.
 */

/** The sessions in the order they were played: by date, then as the campaign lists them. */
function byDate(sessions: readonly Session[]): Session[] {
  return sessions
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.date.slice(0, 10).localeCompare(b.s.date.slice(0, 10)) || a.i - b.i)
    .map(({ s }) => s);
}

/** Sessions played on or before `date`, or every session when none was (a session entered before the first one played). */
function playedBy(sessions: readonly Session[], date: string | undefined): Session[] {
  const ordered = byDate(sessions);
  if (date === undefined) return ordered;
  const before = ordered.filter((s) => s.date.slice(0, 10) <= date.slice(0, 10));
  return before.length > 0 ? before : ordered;
}

/**
 * Each character's player: the name given at the latest session that names one (played on or before `date`, when
 * given), leaving out the session `except` (the one being edited).
 */
export function rememberedPlayers(
  sessions: readonly Session[],
  options: { date?: string; except?: string } = {},
): Map<string, string> {
  const players = new Map<string, string>();
  for (const session of playedBy(
    sessions.filter((s) => s.id !== options.except),
    options.date,
  )) {
    for (const p of session.present ?? []) if (p.player) players.set(p.character, p.player);
  }
  return players;
}

/**
 * Who a new session on `date` starts with: those present at the latest session before it that lists anyone, each with
 * its player (remembered from an earlier session where that one named none), among the characters still in the
 * campaign; undefined when no session lists anyone.
 */
export function startingAttendance(
  sessions: readonly Session[],
  date: string,
  characters: ReadonlySet<string>,
): SessionAttendee[] | undefined {
  const last = playedBy(sessions, date)
    .filter((s) => (s.present ?? []).some((p) => characters.has(p.character)))
    .at(-1);
  if (!last) return undefined;
  const players = rememberedPlayers(sessions, { date });
  return last
    .present!.filter((p) => characters.has(p.character))
    .map((p) => {
      const player = p.player ?? players.get(p.character);
      return player ? { character: p.character, player } : { character: p.character };
    });
}

/** The session played today, if any (the last one listed, when there are several). */
export function sessionOn(sessions: readonly Session[], date: string): Session | undefined {
  return sessions.filter((s) => s.date.slice(0, 10) === date).at(-1);
}
