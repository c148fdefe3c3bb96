import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Session } from '../../shared/model';
import type { CampaignStore } from '../state/campaign-store';
import { CalendarDate } from '../components/calendar-date';
import { describedBy, NameLength, nameTooLong } from '../components/name-limit';
import { useLeaveGuard } from '../components/use-leave-guard';
import { problemWithSession } from './sessions-ids';

/**
 * One session in the list: its name and date; Open shows its page (notes, who was there, what was awarded and
 * recorded at it); Rename turns them into fields
 * (Enter saves, Escape cancels); Remove asks first. The id never changes,
 * so ledger entries that name the session keep pointing at it.
 */
export const SessionRow = observer(function SessionRow({
  campaign,
  session,
  onRemove,
}: {
  campaign: CampaignStore;
  session: Session;
  onRemove(session: Session): void;
}) {
  const [draft, setDraft] = useState<{ name: string; date: string }>();
  const [problem, setProblem] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const lengthId = useId();
  const problemId = useId();
  const renamed = draft !== undefined && (draft.name !== session.name || draft.date !== session.date);
  useLeaveGuard(campaign.places, renamed ? `the new name and date typed for the session ${session.name}` : undefined);

  useEffect(() => {
    if (draft !== undefined && !wasEditing.current) field.current?.select();
    if (draft === undefined && wasEditing.current) renameButton.current?.focus();
    wasEditing.current = draft !== undefined;
  }, [draft]);

  const cancel = () => {
    setDraft(undefined);
    setProblem(undefined);
  };

  const save = () => {
    if (!draft) return;
    const found = problemWithSession(draft.name, draft.date);
    setProblem(found);
    if (found) return;
    const name = draft.name.trim();
    setDraft(undefined);
    if (name === session.name && draft.date === session.date) return;
    const label =
      name === session.name ? `change the date of session ${name}` : `rename session ${session.name} to ${name}`;
    void campaign.updateCampaign(label, (current) => ({
      ...current,
      sessions: current.sessions.map((s) => (s.id === session.id ? { ...s, name, date: draft.date } : s)),
    }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  if (draft) {
    return (
      <li className="character-row">
        <span className="session-fields">
          <input
            ref={field}
            autoFocus
            type="text"
            aria-label={`New name for ${session.name}`}
            value={draft.name}
            autoComplete="off"
            aria-invalid={nameTooLong(draft.name) ? true : undefined}
            aria-describedby={problem ? problemId : describedBy(lengthId, draft.name)}
            onChange={(e) => {
              setDraft({ ...draft, name: e.target.value });
              setProblem(undefined);
            }}
            onKeyDown={onKeyDown}
          />
          <input
            type="date"
            aria-label={`Date of ${session.name}`}
            value={draft.date}
            onChange={(e) => setDraft({ ...draft, date: e.target.value })}
            onKeyDown={onKeyDown}
          />
          {problem ? (
            <span id={problemId} className="field-problem" role="alert">
              {problem}
            </span>
          ) : (
            <NameLength id={lengthId} name={draft.name} />
          )}
        </span>
        <span className="character-actions">
          <button type="button" className="primary" onClick={save}>
            Save session
          </button>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </span>
      </li>
    );
  }

  return (
    <li className="character-row">
      <span className="session-name">
        {session.name}{' '}
        <span className="hint">
          <CalendarDate iso={session.date} />
        </span>
      </span>
      <span className="character-actions no-print">
        <button
          type="button"
          className="primary"
          aria-label={`Open session ${session.name}`}
          onClick={() => campaign.openSession(session.id)}
        >
          Open
        </button>
        <button
          ref={renameButton}
          type="button"
          aria-label={`Rename session ${session.name}`}
          disabled={campaign.editsPaused}
          onClick={() => setDraft({ name: session.name, date: session.date })}
        >
          Rename
        </button>
        <button
          type="button"
          className="danger-quiet"
          aria-label={`Remove session ${session.name}`}
          disabled={campaign.editsPaused}
          onClick={() => onRemove(session)}
        >
          Remove
        </button>
      </span>
    </li>
  );
});
