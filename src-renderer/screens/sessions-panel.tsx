import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { Session } from '../../shared/model';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { CampaignStore } from '../state/campaign-store';
import { describedBy, NameLength } from '../components/name-limit';
import { useProgressiveCount } from '../components/use-progressive-count';
import { startingAttendance } from '../state/session-attendance';
import { problemWithSession, sessionIdFor } from './sessions-ids';
import { SessionRow } from './sessions-row';

/**
 * The campaign's play sessions, which ledger entries may name: add one
 * (name and date), rename it, or remove it. Each change writes the campaign
 * file and can be undone.
 */
export const SessionsPanel = observer(function SessionsPanel({ campaign }: { campaign: CampaignStore }) {
  const ids = { heading: useId(), name: useId(), nameLength: useId(), date: useId(), problem: useId() };
  const [name, setName] = useState('');
  const [date, setDate] = useState(campaign.today());
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState<Session>();
  const sessions = [...campaign.campaign.sessions].sort(
    (a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name),
  );
  const drawn = useProgressiveCount(sessions.length);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = problemWithSession(name, date);
    setProblem(found);
    if (found) return;
    const trimmed = name.trim();
    // Made once, so a redo of the step adds the session with the same id entries may name meanwhile.
    const id = sessionIdFor(trimmed, date, campaign.campaign.sessions);
    // A new session starts with who was at the one before it, each with its player, for the game master to change.
    void campaign.updateCampaign(`add session ${trimmed}`, (current) => {
      const present = startingAttendance(current.sessions, date, new Set(campaign.characters.keys()));
      return {
        ...current,
        sessions: [...current.sessions, { id, name: trimmed, date, ...(present ? { present } : {}) }],
      };
    });
    setName('');
  };

  return (
    <section className="card sessions-panel" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Sessions</h2>
      <form className="inline-form no-print" onSubmit={add} noValidate>
        <label htmlFor={ids.name}>Session name</label>
        <input
          id={ids.name}
          type="text"
          value={name}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : describedBy(ids.nameLength, name)}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(undefined);
          }}
        />
        <label htmlFor={ids.date}>Session date</label>
        <input id={ids.date} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <button type="submit" disabled={campaign.editsPaused}>
          Add session
        </button>
        {problem ? (
          <p id={ids.problem} className="field-problem" role="alert">
            {problem}
          </p>
        ) : (
          <NameLength id={ids.nameLength} name={name} />
        )}
      </form>
      {sessions.length === 0 ? (
        <p className="empty-state">
          No sessions yet. Add one to record who was there and what happened, and to let awards and raises say when they
          happened.
        </p>
      ) : (
        <ul className="character-list" aria-labelledby={ids.heading}>
          {sessions.slice(0, drawn).map((session) => (
            <SessionRow key={session.id} campaign={campaign} session={session} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the session ${removing.name}?`}
          confirmLabel="Remove session"
          danger
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => {
            const gone = removing;
            setRemoving(undefined);
            void campaign.updateCampaign(`remove session ${gone.name}`, (current) => ({
              ...current,
              sessions: current.sessions.filter((s) => s.id !== gone.id),
            }));
          }}
        >
          <p>
            Ledger entries that name this session keep its id, <code>{removing.id}</code>, and show that instead of its
            name. You can bring the session back with Undo.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
});
