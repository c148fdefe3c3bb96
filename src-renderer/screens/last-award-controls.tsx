import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { PartyAging, PartyAward } from '../../shared/model';
import { CalendarDate } from '../components/calendar-date';
import { ConfirmDialog } from '../components/confirm-dialog';
import { describeEntry } from '../components/history-describer';
import type { PointsVocabulary } from '../contract/game-screens';
import type { HistoryDescriber } from '../contract/history-describer';
import type { CampaignStore } from '../state/campaign-store';
import { agingName, agingToRedo, redoAging, undoLastAgingStep } from '../state/party-agings';
import { awardName, type AwardOutcome } from '../state/party-awards';

/**
 * What undoing an award takes back, before it is done: "Ragna loses 5 XP, Bjorn loses 5 XP; the 2 XP carried to the
 * next award is dropped". What the award took from the one before it (`carriedIn`) goes back to being carried.
 */
export function takenBackText(
  award: PartyAward,
  nameOf: (id: string) => string,
  points: (n: number) => string,
): string {
  // A share taken back on its own page is gone already.
  const held = Object.entries(award.shares).filter(([id]) => !award.takenBack?.some((t) => t.character === id));
  const losses = held.map(([id, share]) => `${nameOf(id)} loses ${points(share)}`);
  const carried =
    award.remainder > 0
      ? `; the ${points(award.remainder)} carried to the next award ${award.remainder === 1 ? 'is' : 'are'} dropped`
      : '';
  const back =
    award.carriedIn > 0
      ? `; the ${points(award.carriedIn)} it took from the award before ${award.carriedIn === 1 ? 'is' : 'are'} carried to the next award again`
      : '';
  return `${losses.join(', ')}${carried}${back}.`;
}

/** "Aldric and Mira go back one increment of age, and lose what it gave." */
export function agingTakenBackText(aging: PartyAging, nameOf: (id: string) => string): string {
  const members = aging.members.filter((id) => !aging.takenBack?.some((t) => t.character === id)).map(nameOf);
  const whose = members.length <= 1 ? (members[0] ?? '') : `${members.slice(0, -1).join(', ')} and ${members.at(-1)}`;
  return `${whose} ${members.length === 1 ? 'goes' : 'go'} back one increment of age, and ${members.length === 1 ? 'loses' : 'lose'} the points it gave and any change of trait it brought.`;
}

/**
 * "Undo the last award", which first says what it takes back and waits for Cancel or confirm, and, once an award is
 * taken back, "Redo the award of 28 Nov 2026", which makes it again with the same shares (the undo of that step of
 * the campaign's history). An award whose points a later entry spent names those entries and offers to take them
 * back with it. On a session's page (`atSession`) only that session's newest award is offered.
 */
export const LastAwardControls = observer(function LastAwardControls({
  campaign,
  describer,
  points,
  atSession,
  onChange,
}: {
  campaign: CampaignStore;
  describer: HistoryDescriber<unknown>;
  points: PointsVocabulary;
  atSession?: string | undefined;
  /** Called when an award is taken back or made again, so the panel can clear what it said before. */
  onChange?: () => void;
}) {
  const nameOf = (id: string) => campaign.characters.get(id)?.name ?? id;
  const newest = campaign.campaign.awards?.at(-1);
  return (
    <LastRecordControls
      kind="award"
      paused={campaign.editsPaused}
      newest={
        newest && {
          session: newest.session,
          name: awardName(newest),
          losses: takenBackText(newest, nameOf, points.format),
        }
      }
      toRedo={campaign.awardToRedo && { session: campaign.awardToRedo.session, name: awardName(campaign.awardToRedo) }}
      again="Redo makes the same award again, with the same shares."
      undo={(withDependents) => campaign.undoLastAward({ withDependents })}
      redo={() => campaign.redoAward()}
      describer={describer}
      atSession={atSession}
      onChange={onChange}
    />
  );
});

/** "Undo the last aging" and "Redo the aging of 28 Nov 2026", as for awards (`LastAwardControls`). */
export const LastAgingControls = observer(function LastAgingControls({
  campaign,
  describer,
  atSession,
}: {
  campaign: CampaignStore;
  describer: HistoryDescriber<unknown>;
  atSession?: string | undefined;
}) {
  const nameOf = (id: string) => campaign.characters.get(id)?.name ?? id;
  const newest = campaign.campaign.agings?.at(-1);
  const toRedo = agingToRedo(campaign);
  return (
    <LastRecordControls
      kind="aging"
      paused={campaign.editsPaused}
      newest={
        newest && { session: newest.session, name: agingName(newest), losses: agingTakenBackText(newest, nameOf) }
      }
      toRedo={toRedo && { session: toRedo.session, name: agingName(toRedo) }}
      again="Redo ages them again, with the same choices of trait."
      undo={(withDependents) => undoLastAgingStep(campaign, { withDependents })}
      redo={() => redoAging(campaign)}
      describer={describer}
      atSession={atSession}
    />
  );
});

/** The newest record as the controls name it: its session, "the award of 28 Nov 2026", and who loses what. */
interface RecordShown {
  session: string | undefined;
  name: string;
  losses?: string;
}

/** Undo of the newest award or aging, with the entries it paid for, and Redo of the one just taken back. */
const LastRecordControls = observer(function LastRecordControls({
  kind,
  paused: editsPaused,
  newest,
  toRedo,
  again,
  undo: undoRecord,
  redo,
  describer,
  atSession,
  onChange,
}: {
  kind: 'award' | 'aging';
  paused: boolean;
  newest: RecordShown | undefined;
  toRedo: RecordShown | undefined;
  /** What Redo does, said in the dialog. */
  again: string;
  undo(withDependents: boolean): Promise<AwardOutcome>;
  redo(): Promise<AwardOutcome>;
  describer: HistoryDescriber<unknown>;
  atSession?: string | undefined;
  onChange?: (() => void) | undefined;
}) {
  const [asking, setAsking] = useState<'record' | 'with-entries'>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AwardOutcome>();
  const newestHere = newest !== undefined && (atSession === undefined || newest.session === atSession);
  const redoHere = toRedo !== undefined && (atSession === undefined || toRedo.session === atSession);
  const paused = busy || editsPaused;

  const run = async (work: () => Promise<AwardOutcome>) => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    setOutcome(result);
    onChange?.();
  };
  const undo = (withDependents: boolean) => run(() => undoRecord(withDependents));
  const dependents = !outcome?.ok ? outcome?.dependents : undefined;

  return (
    <>
      {(newestHere || redoHere) && (
        <div className="party-award-undo">
          {newestHere && (
            <button type="button" disabled={paused} onClick={() => setAsking('record')}>
              Undo the last {kind}
            </button>
          )}
          {redoHere && (
            <button type="button" disabled={paused} onClick={() => void run(redo)}>
              Redo {toRedo.name}
            </button>
          )}
        </div>
      )}
      {outcome && (
        <p className={outcome.ok ? 'party-award-done' : 'field-problem'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      {dependents && (
        <div className="party-award-dependents">
          <ul aria-label={`Entries paid for by the ${kind}`}>
            {dependents.map((d) => (
              <li key={`${d.character}/${d.event.id}`}>
                {d.name}: {describeEntry(describer, d.event, d.before)} (<CalendarDate iso={d.event.date} />)
              </li>
            ))}
          </ul>
          <button type="button" className="danger-quiet" disabled={paused} onClick={() => setAsking('with-entries')}>
            Undo {dependents.length === 1 ? 'that entry' : `those ${dependents.length} entries`} and the {kind}
          </button>
        </div>
      )}
      {asking === 'record' && newest && (
        <ConfirmDialog
          title={`Undo ${newest.name}?`}
          confirmLabel={`Undo the ${kind}`}
          danger
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            void undo(false);
          }}
        >
          <p>{newest.losses}</p>
          <p>{again}</p>
        </ConfirmDialog>
      )}
      {asking === 'with-entries' && newest && dependents && (
        <ConfirmDialog
          title={`Undo the ${kind} and what it paid for?`}
          confirmLabel="Undo them all"
          danger
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            void undo(true);
          }}
        >
          <p>{newest.losses}</p>
          <p>
            With the {kind} go {dependents.length === 1 ? 'the entry' : `the ${dependents.length} entries`} listed,
            which spent its points; entries that did not spend them stay. Redo makes {newest.name} again, without{' '}
            {dependents.length === 1 ? 'that entry' : 'those entries'}.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
});
