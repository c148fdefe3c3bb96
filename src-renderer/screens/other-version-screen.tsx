import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { ConflictCopy } from '../../shared/api';
import { CalendarDate } from '../components/calendar-date';
import { CampaignSessions } from '../components/campaign-sessions';
import { KeepVersionDialog } from '../components/keep-version-dialog';
import { LedgerComparison } from '../components/ledger-comparison';
import { genericDescriber } from '../components/history-describer';
import { mergeCharacters } from '../../shared/model';
import { useHeadingFocus } from '../components/use-heading-focus';
import type { AppStore } from '../state/app-store';
import type { CampaignStore } from '../state/campaign-store';
import { toolOf, type CharacterChoices, type KeptVersion } from '../state/conflict-copies-store';
import { FieldChoices } from '../components/campaign-comparison';
import { findSystemScreens } from '../systems';
import { useCurrentVersion } from './other-version/use-current-version';
import { useOtherVersion } from './other-version/use-other-version';

/** A field of a character in words: the name as it is, the non-player mark, the creation choices as a whole. */
function characterValue(key: string, value: unknown): string {
  if (key === 'npc') return value === true ? 'a non-player character' : "a player's character";
  if (key === 'creation') return 'its creation choices (shown on its sheet)';
  return typeof value === 'string' ? `“${value}”` : String(value);
}

/**
 * Another version of a character that a sync tool left beside its file,
 * shown read-only as the game's printable sheet, with the choices the
 * campaign screen offers: keep it, keep the current version, or open the
 * current version to compare.
 */
export const OtherVersionScreen = observer(function OtherVersionScreen({
  store,
  campaign,
  copy,
}: {
  store: AppStore;
  campaign: CampaignStore;
  copy: ConflictCopy;
}) {
  const copies = campaign.conflictCopies;
  const heading = useHeadingFocus();
  const load = useOtherVersion(copies, copy, campaign.campaign.settings, campaign.today);
  const [asking, setAsking] = useState<KeptVersion>();
  const [refocus, setRefocus] = useState<KeptVersion>();
  const [chosen, setChosen] = useState<CharacterChoices>({});
  const keepCopyButton = useRef<HTMLButtonElement>(null);
  const keepOriginalButton = useRef<HTMLButtonElement>(null);
  const keepBothButton = useRef<HTMLButtonElement>(null);
  const current = useCurrentVersion(campaign, copy);
  const refusedId = useId();
  const subject = copies.subjectOf(copy);
  const stillThere = copies.list.some((c) => c.file === copy.file);
  const original = copy.characterId === undefined ? undefined : campaign.characters.get(copy.characterId);
  const busy = copies.busy;

  useEffect(() => {
    // A Keep that did not happen leaves the view open; focus goes back to its button once it is enabled again.
    if (refocus === undefined || busy) return;
    (refocus === 'copy' ? keepCopyButton : refocus === 'both' ? keepBothButton : keepOriginalButton).current?.focus();
    setRefocus(undefined);
  }, [refocus, busy]);

  const keep = async (which: KeptVersion) => {
    setAsking(undefined);
    const revision = load.state === 'ready' ? load.revision : copy.revision;
    // The merge is made from the file on disk: the current version's last edits are written first.
    if (which === 'both') await current?.flush();
    // Kept: the view closes with the copy gone, and the campaign screen takes focus.
    if (!(await copies.keep(copy, which, revision, chosen))) setRefocus(which);
  };

  const editor = load.state === 'ready' ? load.editor : undefined;
  const screens = editor ? findSystemScreens(editor.file.system) : undefined;
  // The two ledgers side by side, as a merge would keep them, once both versions are read.
  const merge = editor && current ? mergeCharacters(current.file, editor.file, chosen) : undefined;
  // Only the fields the versions set differently wait for a choice; entries that collide cannot be chosen here.
  const fieldsOnly = merge && !merge.ok && merge.collisions.every((c) => merge.choices.some((f) => f.key === c.what));
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
            ref={keepCopyButton}
            type="button"
            disabled={busy || !stillThere || load.state !== 'ready'}
            onClick={() => setAsking('copy')}
          >
            Keep this version
          </button>
          <button
            ref={keepOriginalButton}
            type="button"
            disabled={busy || !stillThere}
            onClick={() => setAsking('original')}
          >
            Keep the current version
          </button>
          {copy.characterId !== undefined && (
            <button
              ref={keepBothButton}
              type="button"
              disabled={busy || !stillThere || !merge?.ok}
              aria-describedby={merge && !merge.ok ? refusedId : undefined}
              onClick={() => setAsking('both')}
            >
              Keep both, merged
            </button>
          )}
          {original && (
            <button
              type="button"
              onClick={() => {
                copies.close(false);
                campaign.openCharacter(original.id);
              }}
            >
              Open the current version
            </button>
          )}
          <button type="button" onClick={() => copies.close()}>
            Back to {campaign.campaign.name}
          </button>
        </div>
      </header>
      {!stillThere && (
        <p className="banner banner-warning">
          This version is no longer beside {subject}'s file: someone kept one of the two, or the sync tool removed it.
          Go back to the campaign to see what is there now.
        </p>
      )}
      <p className="other-version-note no-print">
        Nothing here can be changed. Keep this version to make it {subject}'s file (the current version then goes to the
        campaign's .backups folder), keep the current version (this one then goes there), or keep both with their
        ledgers merged entry by entry (both then go there).
      </p>
      {load.state === 'loading' && <p className="empty-state">Opening the other version of {subject}…</p>}
      {load.state === 'failed' && <p className="banner banner-warning">{load.message}</p>}
      {merge && !merge.ok && merge.choices.length > 0 && (
        <div className="no-print">
          <FieldChoices
            title={`Choose what to keep where the two versions of ${subject} differ`}
            fields={merge.choices}
            chosen={chosen}
            onChoose={(key, value) => setChosen({ ...chosen, [key]: { value } })}
            describe={characterValue}
          />
          {fieldsOnly && <p className="hint">Keep both, merged, is possible once a value is chosen for each.</p>}
        </div>
      )}
      {merge && (
        <div className="no-print">
          <LedgerComparison
            entries={merge.entries}
            collisions={merge.ok ? [] : merge.collisions}
            describer={screens?.history ?? genericDescriber}
            subject={subject}
            collisionsId={refusedId}
          />
        </div>
      )}
      {editor && !screens && (
        <p className="empty-state">
          This version of the app has no character sheet for {editor.system.name}, so the other version cannot be shown
          here. You can still keep either version.
        </p>
      )}
      {editor && screens && (
        <div className="other-version-sheet" role="region" aria-label={`The other version of ${subject}`}>
          <CampaignSessions.Provider value={campaign.campaign.sessions}>
            <screens.PrintSheet
              editor={editor}
              options={{
                pageSize: store.printOptions.pageSize,
                includeHistory: true,
                blank: false,
                date: campaign.today(),
              }}
            />
          </CampaignSessions.Provider>
        </div>
      )}
      {asking && (
        <KeepVersionDialog
          subject={subject}
          copy={copy}
          keep={asking}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => void keep(asking)}
        />
      )}
    </main>
  );
});
