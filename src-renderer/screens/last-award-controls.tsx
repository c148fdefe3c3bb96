import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { PartyAward } from '../../shared/model';
import { calendarDate } from '../base/format';
import { CalendarDate } from '../components/calendar-date';
import { ConfirmDialog } from '../components/confirm-dialog';
import { describeEntry } from '../components/history-describer';
import type { PointsVocabulary } from '../contract/game-screens';
import type { HistoryDescriber } from '../contract/history-describer';
import type { CampaignStore } from '../state/campaign-store';
import { awardName, type AwardOutcome } from '../state/party-awards';

/**
 * What undoing an award takes back, before it is done: "Ragna loses 5 XP, Bjorn loses 5 XP; the 2 XP carried to the
 * next award is dropped". What the award took from the one before it (`carriedIn`) goes back to being carried.
 */
export function takenBackText(award: PartyAward, nameOf: (id: string) => string, points: (n: number) => string): string {
  const losses = Object.entries(award.shares).map(([id, share]) => `${nameOf(id)} loses ${points(share)}`);
  const carried = award.remainder > 0 ? `; the ${points(award.remainder)} carried to the next award ${award.remainder === 1 ? 'is' : 'are'} dropped` : '';
  const back = award.carriedIn > 0 ? `; the ${points(award.carriedIn)} it took from the award before ${award.carriedIn === 1 ? 'is' : 'are'} carried to the next award again` : '';
  return `${losses.join(', ')}${carried}${back}.`;
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
  const [asking, setAsking] = useState<'award' | 'with-entries'>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AwardOutcome>();
  const newest = campaign.campaign.awards?.at(-1);
  const newestHere = newest !== undefined && (atSession === undefined || newest.session === atSession);
  const toRedo = campaign.awardToRedo;
  const redoHere = toRedo !== undefined && (atSession === undefined || toRedo.session === atSession);
  const nameOf = (id: string) => campaign.characters.get(id)?.name ?? id;
  const paused = busy || campaign.editsPaused;

  const run = async (work: () => Promise<AwardOutcome>) => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    setOutcome(result);
    onChange?.();
  };
  const undo = (withDependents: boolean) => run(() => campaign.undoLastAward({ withDependents }));
  const dependents = !outcome?.ok ? outcome?.dependents : undefined;

  return (
    <>
      {(newestHere || redoHere) && (
        <div className="party-award-undo">
          {newestHere && (
            <button type="button" disabled={paused} onClick={() => setAsking('award')}>
              Undo the last award
            </button>
          )}
          {redoHere && (
            <button type="button" disabled={paused} onClick={() => void run(() => campaign.redoAward())}>
              Redo {awardName(toRedo)}
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
          <ul aria-label="Entries paid for by the award">
            {dependents.map((d) => (
              <li key={`${d.character}/${d.event.id}`}>
                {d.name}: {describeEntry(describer, d.event, d.before)} (<CalendarDate iso={d.event.date} />)
              </li>
            ))}
          </ul>
          <button type="button" className="danger-quiet" disabled={paused} onClick={() => setAsking('with-entries')}>
            Undo {dependents.length === 1 ? 'that entry' : `those ${dependents.length} entries`} and the award
          </button>
        </div>
      )}
      {asking === 'award' && newest && (
        <ConfirmDialog
          title={`Undo ${awardName(newest)}?`}
          confirmLabel="Undo the award"
          danger
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            void undo(false);
          }}
        >
          <p>{takenBackText(newest, nameOf, points.format)}</p>
          <p>Redo makes the same award again, with the same shares.</p>
        </ConfirmDialog>
      )}
      {asking === 'with-entries' && newest && dependents && (
        <ConfirmDialog
          title="Undo the award and what it paid for?"
          confirmLabel="Undo them all"
          danger
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            void undo(true);
          }}
        >
          <p>{takenBackText(newest, nameOf, points.format)}</p>
          <p>
            With the award go {dependents.length === 1 ? 'the entry' : `the ${dependents.length} entries`} listed, which spent its points; entries that did not spend them stay.
            Redo makes the award of {calendarDate(newest.date)} again, without {dependents.length === 1 ? 'that entry' : 'those entries'}.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
});
