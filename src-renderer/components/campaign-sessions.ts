import { createContext } from 'react';
import type { Session } from '../../shared/model';
import { calendarDate } from '../base/format';

/**
 * The open campaign's play sessions (campaign.json), for whatever names a session by its id: the history, the
 * printed history. Given once where a character's page or print view is put together, so every game's print
 * sheet gets them without passing them along.
 */
export const CampaignSessions = createContext<readonly Session[]>([]);

/**
 * A ledger entry's session as a player knows it: its name and date, "The Barrow, 23 Nov 2026", never the id
 * the file keeps. A session since removed from the campaign is said to be so.
 */
export function sessionName(id: string, sessions: readonly Session[]): string {
  const session = sessions.find((s) => s.id === id);
  return session ? `${session.name}, ${calendarDate(session.date)}` : 'a session no longer in the campaign';
}

/**
 * Opens a session's page, where whatever names a session (the history) can link to it; undefined where there is
 * nowhere to go (a print view, another version of a character).
 */
export const SessionLink = createContext<((id: string) => void) | undefined>(undefined);
