import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { CharacterSummary } from '../../shared/api';
import type { Session } from '../../shared/model';
import { CalendarDate } from '../components/calendar-date';
import type { CampaignStore } from '../state/campaign-store';
import { partyAwardsOf, previewAward, type AwardOutcome } from '../state/party-awards';
import { CHARACTER_POINTS } from '../components/budget-bar';
import { genericDescriber } from '../components/history-describer';
import { LastAgingControls, LastAwardControls } from './last-award-controls';
import { agingToRedo } from '../state/party-agings';
import { findSystemScreens } from '../systems';
import { sessionOn } from '../state/session-attendance';

/**
 * Awards to the party, for a game that makes them (HURSAGMU's experience): the points, who was present, the
 * session and what it was for; the shares as the game divides them, shown before the award is made; the awards
 * made so far, and undo of the newest one. Each share goes to its character's ledger, naming the award.
 * On a session's page (`atSession`) the award is made at that session, on its date, to those it lists as
 * present (all the characters while it lists none), and only that session's awards are listed. On the campaign's page
 * it proposes the session played today, when there is one, and ticks whoever the chosen session lists as present.
 */
export const PartyAwardPanel = observer(function PartyAwardPanel({
  campaign,
  atSession,
}: {
  campaign: CampaignStore;
  atSession?: Session;
}) {
  return partyAwardsOf(campaign.campaign) ? (
    <AwardPanel campaign={campaign} atSession={atSession} />
  ) : (
    <PartyRecordsPanel campaign={campaign} atSession={atSession} />
  );
});

/**
 * When an award is made and to whom: the session (chosen here, or the one played today), the date (typed here, or
 * the session's, or today's), and who is ticked present (whoever the session lists, or everyone, until changed).
 */
function useAwardCircumstances(campaign: CampaignStore, atSession: Session | undefined) {
  // Who is ticked, once the game master has changed it for the session chosen and who it lists (`basis`); until then,
  // and again once the session or its attendance changes, whoever the session lists (or everyone).
  const [ticked, setTicked] = useState<{ basis: string; present: ReadonlySet<string> }>();
  // The session chosen here; until one is, the session played today, if there is one.
  const [chosenSession, setSession] = useState<string>();
  // The date typed here; until one is, the chosen session's, or today's without one.
  const [chosenDate, setDate] = useState<string>();
  const characters = campaign.sortedCharacters;
  const sessions = campaign.campaign.sessions;
  const session = atSession?.id ?? chosenSession ?? sessionOn(sessions, campaign.today())?.id ?? '';
  const attendance = atSession ?? sessions.find((s) => s.id === session);
  const listed = (attendance?.present ?? []).map((p) => p.character).filter((id) => campaign.characters.has(id));
  const basis = `${session}|${listed.join(',')}`;
  const presentSet =
    ticked?.basis === basis ? ticked.present : new Set(listed.length > 0 ? listed : characters.map((c) => c.id));
  const present = characters.filter((c) => presentSet.has(c.id)).map((c) => c.id);
  const date = atSession?.date ?? chosenDate ?? attendance?.date.slice(0, 10) ?? campaign.today();
  /** Ticks who is present, for this session and who it lists. */
  const tick = (next: ReadonlySet<string>) => setTicked({ basis, present: next });
  return { session, setSession, date, setDate, presentSet, present, tick };
}

/** The award form of a game whose rules share an award among the party, with the records made and their undo. */
const AwardPanel = observer(function AwardPanel({
  campaign,
  atSession,
}: {
  campaign: CampaignStore;
  atSession?: Session | undefined;
}) {
  const ids = {
    heading: useId(),
    points: useId(),
    session: useId(),
    note: useId(),
    date: useId(),
    present: useId(),
    preview: useId(),
  };
  const rules = partyAwardsOf(campaign.campaign);
  const characters = campaign.sortedCharacters;
  const [points, setPoints] = useState('');
  const { session, setSession, date, setDate, presentSet, present, tick } = useAwardCircumstances(campaign, atSession);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AwardOutcome>();
  if (!rules) return null;
  const screens = findSystemScreens(campaign.campaign.system);
  const amount = Number(points);
  const preview = previewAward(campaign.campaign, amount, present);
  const name = rules.awards.name.toLowerCase();
  const nameOf = (id: string) => campaign.characters.get(id)?.name ?? id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await campaign.makeAward({
      points: amount,
      present,
      date,
      ...(session ? { session } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setBusy(false);
    setOutcome(result);
    if (result.ok) {
      setPoints('');
      setNote('');
    }
  };

  return (
    <section className="card party-award-panel no-print" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>
        Award {name} {atSession ? 'at this session' : 'to the party'}
      </h2>
      {characters.length === 0 ? (
        <p className="empty-state">Add characters first: an award goes to the characters present.</p>
      ) : (
        <form className="party-award-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={ids.preview}>
          <label htmlFor={ids.points}>Points</label>
          <input
            id={ids.points}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={points}
            onChange={(e) => setPoints(e.target.value)}
          />
          <PresentChoice legendId={ids.present} characters={characters} present={presentSet} onChange={tick} />
          {!atSession && (
            <DateAndSession
              ids={ids}
              date={date}
              session={session}
              sessions={campaign.campaign.sessions}
              onDate={setDate}
              onSession={setSession}
            />
          )}
          <label htmlFor={ids.note}>For</label>
          <input
            id={ids.note}
            type="text"
            value={note}
            maxLength={2000}
            placeholder={screens?.awardExample ?? 'clearing the ruin'}
            onChange={(e) => setNote(e.target.value)}
          />
          <p id={ids.preview} className="party-award-preview" aria-live="polite">
            {previewInWords(preview, present.length, nameOf)}
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
      <PartyRecords campaign={campaign} atSession={atSession} onChange={() => setOutcome(undefined)} />
    </section>
  );
});

/** The shares an award would give, in words, or what is missing before it can be made. */
function previewInWords(
  preview: ReturnType<typeof previewAward>,
  presentCount: number,
  nameOf: (id: string) => string,
): string {
  return preview
    ? `${Object.entries(preview.shares)
        .map(([id, share]) => `${nameOf(id)} ${share}`)
        .join(
          ', ',
        )}${preview.carriedIn > 0 ? ` (with ${preview.carriedIn} carried from ${preview.carriedFrom.length > 1 ? `${preview.carriedFrom.length} earlier awards` : 'the last award'})` : ''}${preview.remainder > 0 ? `; ${preview.remainder} carried to the next award` : ''}.`
    : presentCount === 0
      ? 'Tick at least one character present.'
      : 'Type the points to award.';
}

/** The characters present at an award, one box each. */
function PresentChoice({
  legendId,
  characters,
  present,
  onChange,
}: {
  legendId: string;
  characters: readonly CharacterSummary[];
  present: ReadonlySet<string>;
  onChange(next: ReadonlySet<string>): void;
}) {
  return (
    <fieldset>
      <legend id={legendId}>Present</legend>
      {characters.map((c) => (
        <label key={c.id}>
          <input
            type="checkbox"
            checked={present.has(c.id)}
            onChange={(e) => {
              const next = new Set(present);
              if (e.target.checked) next.add(c.id);
              else next.delete(c.id);
              onChange(next);
            }}
          />
          {c.name}
        </label>
      ))}
    </fieldset>
  );
}

/** The date of an award made from the campaign's page, and the session it was made at. */
function DateAndSession({
  ids,
  date,
  session,
  sessions,
  onDate,
  onSession,
}: {
  ids: { date: string; session: string };
  date: string;
  session: string;
  sessions: readonly Session[];
  onDate(date: string): void;
  onSession(session: string): void;
}) {
  return (
    <>
      <label htmlFor={ids.date}>Date</label>
      <input id={ids.date} type="date" value={date} onChange={(e) => onDate(e.target.value)} />
      <label htmlFor={ids.session}>Session</label>
      <select id={ids.session} value={session} onChange={(e) => onSession(e.target.value)}>
        <option value="">No session</option>
        {sessions.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * For a game whose awards are its own party forms (the Nutshell MLS adventure award and aging): the awards and agings
 * the party was given, with "Undo the last award" and "Undo the last aging" and their Redo, just above those forms
 * on the campaign's page and on a session's. Shown while the game has party forms, or something to list or redo.
 */
const PartyRecordsPanel = observer(function PartyRecordsPanel({
  campaign,
  atSession,
}: {
  campaign: CampaignStore;
  atSession?: Session | undefined;
}) {
  const heading = useId();
  const here = (r: { session?: string | undefined }) => atSession === undefined || r.session === atSession.id;
  const records = [...(campaign.campaign.awards ?? []), ...(campaign.campaign.agings ?? [])].filter(here);
  const redo = [campaign.awardToRedo, agingToRedo(campaign)].filter((r) => r !== undefined && here(r));
  const screens = findSystemScreens(campaign.campaign.system);
  // Kept while the game has party forms, so an undo under way keeps its outcome when the last record goes.
  if (!screens?.PartyActions && records.length === 0 && redo.length === 0) return null;
  return (
    <section className="card party-award-panel no-print" aria-labelledby={heading}>
      <h2 id={heading}>{atSession ? 'Awards and agings at this session' : 'Awards and agings of the party'}</h2>
      {records.length === 0 && (
        <p className="empty-state">
          No award or aging yet: the party's forms below make them, and they can be undone here.
        </p>
      )}
      <PartyRecords campaign={campaign} atSession={atSession} />
    </section>
  );
});

/** The awards and agings made, with Undo and Redo of the last of each. */
const PartyRecords = observer(function PartyRecords({
  campaign,
  atSession,
  onChange,
}: {
  campaign: CampaignStore;
  atSession?: Session | undefined;
  /** Called when an award is taken back or made again. */
  onChange?: () => void;
}) {
  const screens = findSystemScreens(campaign.campaign.system);
  const describer = screens?.history ?? genericDescriber;
  return (
    <>
      <PartyRecordLists campaign={campaign} atSession={atSession} />
      <LastAwardControls
        campaign={campaign}
        describer={describer}
        points={screens?.pointsIn?.('advance') ?? screens?.points ?? CHARACTER_POINTS}
        atSession={atSession?.id}
        onChange={onChange}
      />
      <LastAgingControls campaign={campaign} describer={describer} atSession={atSession?.id} />
    </>
  );
});

/**
 * The awards made (each with its shares, and the shares taken back on their own pages: "Ragna's share of 5 was taken
 * back on 29 Nov 2026") and the party's agings, of the campaign or of one session.
 */
const PartyRecordLists = observer(function PartyRecordLists({
  campaign,
  atSession,
}: {
  campaign: CampaignStore;
  atSession?: Session | undefined;
}) {
  const here = (r: { session?: string | undefined }) => atSession === undefined || r.session === atSession.id;
  const awards = (campaign.campaign.awards ?? []).filter(here);
  const agings = (campaign.campaign.agings ?? []).filter(here);
  const nameOf = (id: string) => campaign.characters.get(id)?.name ?? id;
  return (
    <>
      {awards.length > 0 && (
        <>
          <h3>{atSession ? 'Awards made at this session' : 'Awards made'}</h3>
          <ul className="party-award-list" aria-label={atSession ? 'Awards made at this session' : 'Awards made'}>
            {awards.map((a) => (
              <li key={a.id}>
                <CalendarDate iso={a.date} />: {a.points}
                {a.note ? ` for ${a.note}` : ''} —{' '}
                {Object.entries(a.shares)
                  .map(([id, share]) => `${nameOf(id)} ${share}`)
                  .join(', ')}
                {(a.takenBack ?? []).map((t) => (
                  <span key={t.character}>
                    ; {nameOf(t.character)}'s share of {t.points} was taken back on <CalendarDate iso={t.date} />
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
      {agings.length > 0 && (
        <>
          <h3>{atSession ? 'Agings at this session' : 'Agings of the party'}</h3>
          <ul className="party-award-list" aria-label={atSession ? 'Agings at this session' : 'Agings of the party'}>
            {agings.map((a) => (
              <li key={a.id}>
                <CalendarDate iso={a.date} />: {a.members.map(nameOf).join(', ')} aged one increment
                {(a.takenBack ?? []).map((t) => (
                  <span key={t.character}>
                    ; {nameOf(t.character)}'s increment was taken back on <CalendarDate iso={t.date} />
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
});
