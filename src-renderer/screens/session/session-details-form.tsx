import { observer } from 'mobx-react-lite';
import { useId, type FocusEvent } from 'react';
import { describedBy, NameLength } from '../../components/name-limit';
import type { CampaignStore } from '../../state/campaign-store';
import { NOTES_LIMIT, type SessionDraft } from '../../state/session-draft';

const WORDS = {
  saved: 'All changes saved',
  pending: 'Saving…',
  saving: 'Saving…',
  invalid: 'Not saved yet',
  error: 'Not saved',
} as const;

/**
 * What the game master records of a session: its title, date and notes, and who was there, each character
 * with the name of its player. Written as it is typed, about half a second after the last keystroke, and at once
 * when the page is left or the focus leaves the form; each write is a step in the campaign's undo history.
 */
export const SessionDetailsForm = observer(function SessionDetailsForm({
  campaign,
  draft,
}: {
  campaign: CampaignStore;
  draft: SessionDraft;
}) {
  const ids = {
    heading: useId(),
    name: useId(),
    nameLength: useId(),
    date: useId(),
    notes: useId(),
    notesLength: useId(),
    problem: useId(),
  };
  const fields = draft.fields;
  const session = draft.session;
  const characters = campaign.sortedCharacters;
  const listed = new Set(characters.map((c) => c.id));
  // Characters the session names that are no longer in the campaign stay in the file as they are.
  const gone = (session?.present ?? []).filter((p) => !listed.has(p.character));
  const problem = draft.problem;
  const state = draft.state;
  const status =
    state === 'error'
      ? 'Not saved: the campaign file could not be written (see the message above). What you typed is kept on this page; press "Try saving again".'
      : WORDS[state];

  // Leaving the form (for the award below, or the toolbar) writes what was typed, so the award sees who was there.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) void draft.flush();
  };

  return (
    <section className="card session-details" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>About this session</h2>
      {draft.restored && (
        <p className="banner" role="status">
          Brought back what you typed here last time, which had not been saved when the page was left, reloaded or
          closed.
        </p>
      )}
      <form className="session-form" onSubmit={(e) => e.preventDefault()} onBlur={onBlur} noValidate>
        <label htmlFor={ids.name}>Title</label>
        <input
          id={ids.name}
          type="text"
          value={fields.name}
          autoComplete="off"
          aria-invalid={fields.name.trim().length === 0 ? true : undefined}
          aria-describedby={describedBy(ids.nameLength, fields.name)}
          onChange={(e) => draft.edit({ name: e.target.value })}
        />
        <NameLength id={ids.nameLength} name={fields.name} />
        <label htmlFor={ids.date}>Date</label>
        <input id={ids.date} type="date" value={fields.date} onChange={(e) => draft.edit({ date: e.target.value })} />
        <label htmlFor={ids.notes}>Notes</label>
        <textarea
          id={ids.notes}
          rows={6}
          value={fields.notes}
          placeholder="What happened: where the party went, whom they met, what they found."
          aria-describedby={ids.notesLength}
          onChange={(e) => draft.edit({ notes: e.target.value })}
        />
        <p id={ids.notesLength} className="hint session-notes-length">
          {fields.notes.length > NOTES_LIMIT
            ? `${fields.notes.length} characters: at most 20,000 can be kept.`
            : 'Up to 20,000 characters.'}
        </p>
        <fieldset className="session-present">
          <legend>Who was there</legend>
          {characters.length === 0 && <p className="empty-state">The campaign has no characters yet.</p>}
          {characters.map((c) => {
            const here = fields.present.has(c.id);
            return (
              <div key={c.id} className="session-attendee">
                <label>
                  <input type="checkbox" checked={here} onChange={(e) => draft.tick(c.id, e.target.checked)} />
                  {c.name}
                </label>
                <input
                  type="text"
                  aria-label={`Player of ${c.name}`}
                  placeholder="Player"
                  autoComplete="off"
                  disabled={!here}
                  value={fields.present.get(c.id) ?? ''}
                  onChange={(e) => draft.edit({ present: new Map(fields.present).set(c.id, e.target.value) })}
                />
              </div>
            );
          })}
          {gone.length > 0 && (
            <p className="hint">
              Also listed, no longer in the campaign:{' '}
              {gone.map((p) => (p.player ? `${p.character} (${p.player})` : p.character)).join(', ')}.
            </p>
          )}
        </fieldset>
        {problem && (
          <p id={ids.problem} className="field-problem" role="alert">
            {problem}
          </p>
        )}
        <div className={`session-form-buttons save-indicator save-${state}`}>
          <p role="status" aria-live="polite">
            {status}
          </p>
          {state === 'error' && (
            <button type="button" disabled={campaign.editsPaused} onClick={() => void draft.flush()}>
              Try saving again
            </button>
          )}
        </div>
      </form>
    </section>
  );
});
