import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { CalendarDate } from '../components/calendar-date';
import type { CampaignStore } from '../state/campaign-store';
import { partyAwardsOf, previewAward } from '../state/party-awards';

/**
 * Awards to the party, for a game that makes them (HURSAGMU's experience): the points, who was present, the
 * session and what it was for; the shares as the game divides them, shown before the award is made; the awards
 * made so far, and undo of the newest one. Each share goes to its character's ledger, naming the award.
 */
export const PartyAwardPanel = observer(function PartyAwardPanel({ campaign }: { campaign: CampaignStore }) {
  const ids = { heading: useId(), points: useId(), session: useId(), note: useId(), date: useId(), present: useId(), preview: useId() };
  const rules = partyAwardsOf(campaign.campaign);
  const characters = campaign.sortedCharacters;
  const [points, setPoints] = useState('');
  const [absent, setAbsent] = useState<ReadonlySet<string>>(new Set());
  const [session, setSession] = useState('');
  const [note, setNote] = useState('');
  const [date, setDate] = useState(campaign.today());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  if (!rules) return null;

  const present = characters.filter((c) => !absent.has(c.id)).map((c) => c.id);
  const amount = Number(points);
  const preview = previewAward(campaign.campaign, amount, present);
  const awards = campaign.campaign.awards ?? [];
  const name = rules.awards.name.toLowerCase();
  const nameOf = (id: string) => campaign.characters.get(id)?.name ?? id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await campaign.makeAward({ points: amount, present, date, ...(session ? { session } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
    setBusy(false);
    setOutcome(result);
    if (result.ok) {
      setPoints('');
      setNote('');
    }
  };
  const undo = async () => {
    setBusy(true);
    const result = await campaign.undoLastAward();
    setBusy(false);
    setOutcome(result);
  };

  return (
    <section className="card party-award-panel no-print" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Award {name} to the party</h2>
      {characters.length === 0 ? (
        <p className="empty-state">Add characters first: an award goes to the characters present.</p>
      ) : (
        <form className="party-award-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={ids.preview}>
          <label htmlFor={ids.points}>Points</label>
          <input id={ids.points} type="number" inputMode="numeric" min={1} step={1} value={points} onChange={(e) => setPoints(e.target.value)} />
          <fieldset>
            <legend id={ids.present}>Present</legend>
            {characters.map((c) => (
              <label key={c.id}>
                <input
                  type="checkbox"
                  checked={!absent.has(c.id)}
                  onChange={(e) => {
                    const next = new Set(absent);
                    if (e.target.checked) next.delete(c.id);
                    else next.add(c.id);
                    setAbsent(next);
                  }}
                />
                {c.name}
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.date}>Date</label>
          <input id={ids.date} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          <label htmlFor={ids.session}>Session</label>
          <select id={ids.session} value={session} onChange={(e) => setSession(e.target.value)}>
            <option value="">No session</option>
            {campaign.campaign.sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.note}>For</label>
          <input id={ids.note} type="text" value={note} maxLength={2000} placeholder="slaying Humbaba" onChange={(e) => setNote(e.target.value)} />
          <p id={ids.preview} className="party-award-preview" aria-live="polite">
            {preview
              ? `${Object.entries(preview.shares)
                  .map(([id, share]) => `${nameOf(id)} ${share}`)
                  .join(
                    ', ',
                  )}${preview.carriedIn > 0 ? ` (with ${preview.carriedIn} carried from the last award)` : ''}${preview.remainder > 0 ? `; ${preview.remainder} carried to the next award` : ''}.`
              : present.length === 0
                ? 'Tick at least one character present.'
                : 'Type the points to award.'}
          </p>
          <button type="submit" disabled={busy || campaign.editsPaused || !preview}>
            {busy ? 'Awarding…' : 'Award'}
          </button>
        </form>
      )}
      {outcome && (
        <p className={outcome.ok ? 'party-award-done' : 'field-problem'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      {awards.length > 0 && (
        <>
          <h3>Awards made</h3>
          <ul className="party-award-list">
            {awards.map((a) => (
              <li key={a.id}>
                <CalendarDate iso={a.date} />: {a.points}
                {a.note ? ` for ${a.note}` : ''} —{' '}
                {Object.entries(a.shares)
                  .map(([id, share]) => `${nameOf(id)} ${share}`)
                  .join(', ')}
              </li>
            ))}
          </ul>
          <button type="button" disabled={busy || campaign.editsPaused} onClick={() => void undo()}>
            Undo the last award
          </button>
        </>
      )}
    </section>
  );
});
