import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { CHARACTER_POINTS } from '../../components/budget-bar';
import { figure } from '../../base/format';
import { EntryCells, ledgerRows } from '../../components/history-view';
import type { CampaignStore } from '../../state/campaign-store';
import type { SessionLedgers } from '../../state/session-ledgers';
import { findSystemScreens } from '../../systems';

/**
 * Everything the characters recorded at a session, across the campaign: each character's entries that name the
 * session (awards, purchases, rolls, the game master's overrides), in the game's words, with what each cost and
 * changed, and a button to the character's history. The files are read again whenever one changes on disk.
 */
export const SessionEntries = observer(function SessionEntries({
  campaign,
  sessionId,
}: {
  campaign: CampaignStore;
  sessionId: string;
}) {
  const headingId = useId();
  const [found, setFound] = useState<{ key: string; ledgers: SessionLedgers }>();
  const [reading, setReading] = useState<{ read: number; total: number }>();
  // Read again whenever a character's file or the campaign's settings change.
  const key = `${sessionId}|${campaign.campaignRevision}|${campaign.sortedCharacters.map((c) => `${c.id}:${c.revision}`).join(',')}`;

  useEffect(() => {
    let stale = false;
    const total = campaign.sortedCharacters.length;
    setReading({ read: 0, total });
    void campaign
      .sessionLedgers(sessionId, (read) => {
        if (!stale) setReading({ read, total });
      })
      .then((ledgers) => {
        if (stale) return;
        setFound({ key, ledgers });
        setReading(undefined);
      });
    return () => {
      stale = true;
    };
    // `key` names everything the list is read from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const screens = findSystemScreens(campaign.campaign.system);
  const points = screens?.points ?? CHARACTER_POINTS;
  const ledgers = found?.ledgers;
  const rows = (ledgers?.ledgers ?? []).flatMap((ledger) => {
    const all = ledgerRows(
      ledger.file.events,
      ledger.evaluation,
      (sheet) => ledger.system.pointsLeft(sheet),
      screens?.history,
    );
    return ledger.entries.map((i) => ({ character: ledger.id, name: ledger.name, row: all[i]! }));
  });

  return (
    <section className="card session-entries" aria-labelledby={headingId} aria-busy={reading !== undefined}>
      <h2 id={headingId}>Recorded at this session</h2>
      <div role="status">
        {reading && reading.total > 0 && (
          <p>
            <progress value={reading.read} max={Math.max(1, reading.total)} /> Reading {figure(reading.read)} of{' '}
            {figure(reading.total)} characters…
          </p>
        )}
      </div>
      {ledgers && rows.length === 0 && (
        <p className="empty-state">
          Nothing recorded at this session yet. Awards made here, and entries a character's page records with this
          session chosen, are listed here.
        </p>
      )}
      {rows.length > 0 && (
        <table className="history-table">
          <caption className="visually-hidden">
            Ledger entries recorded at this session, by character, oldest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Character</th>
              <th scope="col">What happened</th>
              <th scope="col">{points.short}</th>
              <th scope="col">What changed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ character, name, row }) => (
              <tr key={`${character}/${row.id}`} className={row.accepted ? undefined : 'history-rejected'}>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Open ${name}'s history`}
                    onClick={() => campaign.openCharacter(character, 'history')}
                  >
                    {name}
                  </button>
                </td>
                <EntryCells row={row} points={points} />
                <td>{row.changes.length > 0 ? row.changes.join('; ') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {ledgers && ledgers.unread.length > 0 && (
        <p className="banner banner-warning">
          Not read, so not listed: {ledgers.unread.map((u) => `${u.name} (${u.message})`).join('; ')}
        </p>
      )}
    </section>
  );
});
