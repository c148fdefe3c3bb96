import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import type { ConflictCopy, Revision } from '../../../shared/api';
import { mergeCampaigns, type CampaignFile, type MergeChoices } from '../../../shared/model';
import { droppedRecords } from '../../base/campaign-records';
import { CalendarDate } from '../../components/calendar-date';
import { CampaignComparison } from '../../components/campaign-comparison';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { KeepVersionDialog } from '../../components/keep-version-dialog';
import { useHeadingFocus } from '../../components/use-heading-focus';
import type { CampaignStore } from '../../state/campaign-store';
import { toolOf, type KeptVersion } from '../../state/conflict-copies-store';

type CopyLoad =
  | { state: 'loading' }
  | { state: 'ready'; campaign: CampaignFile; revision: Revision }
  | { state: 'failed'; message: string };

/** Reads the campaign file's other version for as long as the view shows. */
function useCampaignCopy(campaign: CampaignStore, copy: ConflictCopy): CopyLoad {
  const [load, setLoad] = useState<{ file: string; load: CopyLoad }>();
  useEffect(() => {
    let cancelled = false;
    void campaign.conflictCopies.read(copy).then((result) => {
      if (cancelled) return;
      if (!result.ok) setLoad({ file: copy.file, load: { state: 'failed', message: result.error.message } });
      else if (result.value.kind !== 'campaign')
        setLoad({
          file: copy.file,
          load: { state: 'failed', message: `${copy.file} holds a character, not the campaign's settings.` },
        });
      else
        setLoad({
          file: copy.file,
          load: { state: 'ready', campaign: result.value.campaign, revision: result.value.revision },
        });
    });
    return () => {
      cancelled = true;
    };
  }, [campaign, copy]);
  return load?.file === copy.file ? load.load : { state: 'loading' };
}

/**
 * Another version of the campaign file (a sync tool's copy, or the other side of a git merge) beside the current
 * one: sessions, awards, agings and settings changes record by record, with which version has each, before
 * anything is chosen. Keep either version whole, or both merged: every record of each, and for each setting both
 * changed differently, the value the user picks.
 */
export const CampaignVersionScreen = observer(function CampaignVersionScreen({
  campaign,
  copy,
}: {
  campaign: CampaignStore;
  copy: ConflictCopy;
}) {
  const copies = campaign.conflictCopies;
  const heading = useHeadingFocus();
  const load = useCampaignCopy(campaign, copy);
  const [chosen, setChosen] = useState<MergeChoices>({});
  const [asking, setAsking] = useState<KeptVersion>();
  const refusedId = useId();
  const stillThere = copies.list.some((c) => c.file === copy.file);
  const busy = copies.busy;
  const subject = copies.subjectOf(copy);
  const merge = load.state === 'ready' ? mergeCampaigns(campaign.campaign, load.campaign, chosen) : undefined;
  // The fields to choose stay shown, with the values chosen, once every one has a value: until the versions are
  // kept, a choice can be looked at and changed.
  const asked = load.state === 'ready' ? mergeCampaigns(campaign.campaign, load.campaign, {}) : undefined;
  const fields = asked && !asked.ok ? asked.choices : [];
  const revision = load.state === 'ready' ? load.revision : copy.revision;
  const characterName = (id: string) => campaign.folder.listedName(id) ?? id;

  const keep = async (which: KeptVersion) => {
    setAsking(undefined);
    if (which === 'both') {
      const other = load.state === 'ready' ? load.campaign : undefined;
      if (merge?.ok && other) {
        await copies.keepCampaignMerged(
          copy,
          (current) => {
            const now = current === campaign.campaign ? merge : mergeCampaigns(current, other, chosen);
            return now.ok ? now.merged : undefined;
          },
          revision,
        );
      }
    } else await copies.keep(copy, which, revision);
  };

  const waiting =
    merge && !merge.ok
      ? merge.collisions.length > 0
        ? 'These versions cannot be merged; see why below.'
        : 'Choose a value for each setting listed below first.'
      : undefined;
  return (
    <main className="screen other-version-screen">
      <header className="screen-header">
        <div className="screen-title">
          <h1 ref={heading} tabIndex={-1}>
            Another version of {subject}
          </h1>
          <p className="subtitle">
            Left by {toolOf(copy)} on <CalendarDate iso={copy.date} /> · <span className="path">{copy.file}</span>
          </p>
        </div>
        <div className="toolbar no-print" role="toolbar" aria-label="Other version">
          <button
            type="button"
            disabled={busy || !stillThere || load.state !== 'ready'}
            onClick={() => setAsking('copy')}
          >
            Keep this version
          </button>
          <button type="button" disabled={busy || !stillThere} onClick={() => setAsking('original')}>
            Keep the current version
          </button>
          <button
            type="button"
            disabled={busy || !stillThere || !merge?.ok}
            aria-describedby={waiting ? refusedId : undefined}
            onClick={() => setAsking('both')}
          >
            Keep both, merged
          </button>
          <button type="button" onClick={() => copies.close()}>
            Back to {campaign.campaign.name}
          </button>
        </div>
      </header>
      {!stillThere && (
        <p className="banner banner-warning">
          This version is no longer beside the campaign file: someone kept one of the two, or the sync tool removed it.
          Go back to the campaign to see what is there now.
        </p>
      )}
      <p className="other-version-note no-print">
        Nothing here is changed until you choose. Keep this version to make it the campaign file (the current version
        then goes to the campaign's .backups folder), keep the current version (this one then goes there), or keep both
        merged: every session, award and settings change either version has, each once.
      </p>
      {waiting && (
        <p id={refusedId} className="hint">
          {waiting}
        </p>
      )}
      {load.state === 'loading' && <p className="empty-state">Opening the other version of {subject}…</p>}
      {load.state === 'failed' && <p className="banner banner-warning">{load.message}</p>}
      {merge && (
        <CampaignComparison
          compared={merge.compared}
          collisions={merge.ok ? [] : merge.collisions}
          fields={fields}
          chosen={chosen}
          onChoose={(key, value) => setChosen({ ...chosen, [key]: { value } })}
          notices={merge.notices}
          characterName={characterName}
        />
      )}
      {merge?.ok && Object.keys(chosen).length > 0 && (
        <p className="hint">Your choices are kept in the merged version as a settings change of its own.</p>
      )}
      {asking === 'both' ? (
        <ConfirmDialog
          title={`Keep both versions of ${subject}, merged?`}
          confirmLabel="Keep both, merged"
          onConfirm={() => void keep('both')}
          onCancel={() => setAsking(undefined)}
        >
          <p>
            Every session, award, aging and settings change either version has is kept, each once, with the settings you
            chose. Both earlier versions go to this campaign's <code>.backups</code> folder.
          </p>
        </ConfirmDialog>
      ) : (
        asking && (
          <KeepVersionDialog
            subject={subject}
            copy={copy}
            keep={asking}
            drops={merge ? droppedRecords(merge.compared, asking === 'copy' ? 'first' : 'second') : undefined}
            onCancel={() => setAsking(undefined)}
            onConfirm={() => void keep(asking)}
          />
        )
      )}
    </main>
  );
});
