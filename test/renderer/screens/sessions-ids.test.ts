import { Identifier, type Session } from '../../../shared/model';
import * as tails from '../../../src-renderer/base/random-tail';
import { problemWithSession, sessionIdFor } from '../../../src-renderer/screens/sessions-ids';

const TAIL = /[a-z0-9]{6}/.source;

describe('session ids', () => {
  it('are the day, the name and a random tail', () => {
    expect(sessionIdFor('The Barrow', '2026-11-21', [])).toMatch(new RegExp(`^2026-11-21-the-barrow-${TAIL}$`));
    // A date with a time names only its day; a name without Latin letters leaves the day and the tail.
    expect(sessionIdFor('Åsa’s feast', '2026-11-21T19:30:00Z', [])).toMatch(
      new RegExp(`^2026-11-21-asa-s-feast-${TAIL}$`),
    );
    expect(sessionIdFor('夜', '2026-11-21', [])).toMatch(new RegExp(`^2026-11-21-${TAIL}$`));
  });

  it('differ when two machines add a session of the same name on the same day', () => {
    const ids = new Set(Array.from({ length: 50 }, () => sessionIdFor('Session 3', '2026-11-21', [])));
    expect(ids.size).toBe(50);
  });

  it('stay valid identifiers of at most 64 characters for the longest names', () => {
    const name = 'The long night beneath the barrow of the seven kings, where the wights walk'.repeat(2).slice(0, 120);
    const id = sessionIdFor(name, '2026-11-21', []);
    expect(id.length).toBeLessThanOrEqual(64);
    expect(Identifier.safeParse(id).success).toBe(true);
    expect(id).toMatch(new RegExp(`^2026-11-21-the-long-night-.*[a-z0-9]-${TAIL}$`));
  });

  it('never take an id the campaign already has', () => {
    const taken: Session = { id: '2026-11-21-the-barrow-aaaaaa', name: 'The Barrow', date: '2026-11-21' };
    const tail = vi.spyOn(tails, 'randomTail').mockReturnValueOnce('aaaaaa').mockReturnValueOnce('bbbbbb');
    try {
      expect(sessionIdFor('The Barrow', '2026-11-21', [taken])).toBe('2026-11-21-the-barrow-bbbbbb');
    } finally {
      tail.mockRestore();
    }
  });

  it('say what is wrong with a session before it is added', () => {
    expect(problemWithSession('  ', '2026-11-21')).toBe('Type a name for the session first.');
    expect(problemWithSession('The Barrow', '21/11/2026')).toBe(
      'Choose the date the session was played (year, month and day).',
    );
    expect(problemWithSession('The Barrow', '2026-11-21')).toBeUndefined();
  });
});
