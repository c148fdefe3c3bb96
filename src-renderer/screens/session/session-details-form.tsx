import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { Session, SessionAttendee } from '../../../shared/model';
import { describedBy, NameLength } from '../../components/name-limit';
import type { CampaignStore } from '../../state/campaign-store';
import { problemWithSession } from '../sessions-ids';

/** The session as the form edits it: the title, the date, the notes, and each character present with its player. */
interface Draft {
  name: string;
  date: string;
  notes: string;
  /** Character id → the player's name, for each character ticked present. */
  present: Map<string, string>;
}

const NOTES_LIMIT = 20_000;
const PLAYER_LIMIT = 120;

function draftOf(session: Session): Draft {
  return { name: session.name, date: session.date, notes: session.notes ?? '', present: new Map((session.present ?? []).map((p) => [p.character, p.player ?? ''])) };
}

function sameDraft(a: Draft, b: Draft): boolean {
  return a.name === b.name && a.date === b.date && a.notes === b.notes && a.present.size === b.present.size && [...a.present].every(([id, player]) => b.present.get(id) === player);
}

/**
 * What the game master records of a session: its title, date and notes, and who was there, each character
 * with the name of its player. Nothing is written until "Save session", which is one undo step in the
 * campaign's history; until the game master types, the form follows the file (a change made on another
 * machine shows at once), and once they have, what they typed stays until they save or discard it.
 */
export const SessionDetailsForm = observer(function SessionDetailsForm({ campaign, session }: { campaign: CampaignStore; session: Session }) {
  const ids = { heading: useId(), name: useId(), nameLength: useId(), date: useId(), notes: useId(), notesLength: useId(), problem: useId() };
  const [edited, setEdited] = useState<Draft>();
  const [problem, setProblem] = useState<string>();
  const saved = draftOf(session);
  const draft = edited ?? saved;
  const changed = edited !== undefined && !sameDraft(edited, saved);
  const characters = campaign.sortedCharacters;
  const listed = new Set(characters.map((c) => c.id));
  // Characters the session names that are no longer in the campaign stay in the file as they are.
  const gone = (session.present ?? []).filter((p) => !listed.has(p.character));

  const edit = (next: Partial<Draft>) => {
    setEdited({ ...draft, ...next });
    setProblem(undefined);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found =
      problemWithSession(draft.name, draft.date) ??
      (draft.notes.length > NOTES_LIMIT ? `Shorten the notes to at most 20,000 characters (they have ${draft.notes.length}).` : undefined) ??
      [...draft.present]
        .map(([id, player]) =>
          player.trim().length > PLAYER_LIMIT ? `Shorten the name of ${campaign.characters.get(id)?.name ?? id}'s player to at most 120 characters.` : undefined,
        )
        .find(Boolean);
    setProblem(found);
    if (found) return;
    const name = draft.name.trim();
    const present: SessionAttendee[] = [...characters.filter((c) => draft.present.has(c.id)).map((c) => attendee(c.id, draft.present.get(c.id)!)), ...gone];
    const notes = draft.notes.trim().length > 0 ? draft.notes : undefined;
    setEdited(undefined);
    void campaign.updateCampaign(`details of session ${name}`, (current) => ({
      ...current,
      sessions: current.sessions.map((s) => {
        if (s.id !== session.id) return s;
        const { notes: _notes, present: _present, ...rest } = s;
        return { ...rest, name, date: draft.date, ...(notes === undefined ? {} : { notes }), ...(present.length === 0 ? {} : { present }) };
      }),
    }));
  };

  return (
    <section className="card session-details" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>About this session</h2>
      <form className="session-form" onSubmit={save} noValidate>
        <label htmlFor={ids.name}>Title</label>
        <input
          id={ids.name}
          type="text"
          value={draft.name}
          autoComplete="off"
          aria-describedby={describedBy(ids.nameLength, draft.name)}
          onChange={(e) => edit({ name: e.target.value })}
        />
        <NameLength id={ids.nameLength} name={draft.name} />
        <label htmlFor={ids.date}>Date</label>
        <input id={ids.date} type="date" value={draft.date} onChange={(e) => edit({ date: e.target.value })} />
        <label htmlFor={ids.notes}>Notes</label>
        <textarea
          id={ids.notes}
          rows={6}
          value={draft.notes}
          placeholder="What happened: where the party went, whom they met, what they found."
          aria-describedby={ids.notesLength}
          onChange={(e) => edit({ notes: e.target.value })}
        />
        <p id={ids.notesLength} className="hint session-notes-length">
          {draft.notes.length > NOTES_LIMIT ? `${draft.notes.length} characters: at most 20,000 can be kept.` : 'Up to 20,000 characters.'}
        </p>
        <fieldset className="session-present">
          <legend>Who was there</legend>
          {characters.length === 0 && <p className="empty-state">The campaign has no characters yet.</p>}
          {characters.map((c) => {
            const here = draft.present.has(c.id);
            return (
              <div key={c.id} className="session-attendee">
                <label>
                  <input
                    type="checkbox"
                    checked={here}
                    onChange={(e) => {
                      const present = new Map(draft.present);
                      if (e.target.checked) present.set(c.id, '');
                      else present.delete(c.id);
                      edit({ present });
                    }}
                  />
                  {c.name}
                </label>
                <input
                  type="text"
                  aria-label={`Player of ${c.name}`}
                  placeholder="Player"
                  autoComplete="off"
                  disabled={!here}
                  value={draft.present.get(c.id) ?? ''}
                  onChange={(e) => edit({ present: new Map(draft.present).set(c.id, e.target.value) })}
                />
              </div>
            );
          })}
          {gone.length > 0 && (
            <p className="hint">Also listed, no longer in the campaign: {gone.map((p) => (p.player ? `${p.character} (${p.player})` : p.character)).join(', ')}.</p>
          )}
        </fieldset>
        {problem && (
          <p id={ids.problem} className="field-problem" role="alert">
            {problem}
          </p>
        )}
        <div className="session-form-buttons">
          <button type="submit" className="primary" disabled={!changed || campaign.editsPaused}>
            Save session
          </button>
          <button
            type="button"
            disabled={!changed}
            onClick={() => {
              setEdited(undefined);
              setProblem(undefined);
            }}
          >
            Discard changes
          </button>
          {changed && <span className="hint">Not saved yet.</span>}
        </div>
      </form>
    </section>
  );
});

function attendee(character: string, player: string): SessionAttendee {
  const name = player.trim();
  return name.length > 0 ? { character, player: name } : { character };
}
