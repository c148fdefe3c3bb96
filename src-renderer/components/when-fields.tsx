import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Session } from '../../shared/model';
import { calendarDate } from '../base/format';
import './ledger-desk.css';

/** Where a page keeps the date and session its ledger entries are recorded with. */
export interface EntryWhen {
  date: string;
  session: string;
  setDate(date: string): void;
  setSession(session: string): void;
}

/**
 * The date and optional session every entry recorded from an advancement
 * page carries. The session choice appears once the campaign has sessions.
 */
export const WhenFields = observer(function WhenFields({
  when,
  sessions,
  fieldClassName,
}: {
  when: EntryWhen;
  sessions: readonly Session[];
  /** The game's class for each field, for its styles. */
  fieldClassName?: string | undefined;
}) {
  const dateId = useId();
  const sessionId = useId();
  const field = fieldClassName ? `when-field ${fieldClassName}` : 'when-field';
  return (
    <div className="when-fields">
      <div className={field}>
        <label htmlFor={dateId}>Date of these entries</label>
        <input id={dateId} type="date" value={when.date} onChange={(e) => when.setDate(e.target.value)} />
      </div>
      {sessions.length > 0 && (
        <div className={field}>
          <label htmlFor={sessionId}>Session (optional)</label>
          <select id={sessionId} value={when.session} onChange={(e) => when.setSession(e.target.value)}>
            <option value="">No session</option>
            {sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({calendarDate(s.date)})
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
});
