import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ConflictCopy } from '../../shared/api';
import { CalendarDate } from '../components/calendar-date';
import { CampaignSessions } from '../components/campaign-sessions';
import { KeepVersionDialog } from '../components/keep-version-dialog';
import { LedgerComparison } from '../components/ledger-comparison';
import { genericDescriber } from '../components/history-describer';
import type { HistoryDescriber } from '../contract/history-describer';
import { mergeCharacters, type LedgerMerge } from '../../shared/model';
import { useHeadingFocus } from '../components/use-heading-focus';
import type { AppStore } from '../state/app-store';
import type { CampaignStore } from '../state/campaign-store';
import type { AnyCharacterEditorStore } from '../state/character-editor';
import { toolOf, type CharacterChoices, type KeptVersion } from '../state/conflict-copies-store';
import { FieldChoices } from '../components/campaign-comparison';
import { findSystemScreens, type SystemScreens } from '../systems';
import { useCurrentVersion } from './other-version/use-current-version';
import { useOtherVersion } from './other-version/use-other-version';

/** A field of a character in words: the name as it is, the non-player mark, the creation choices as a whole. */
function characterValue(key: string, value: unknown): string {
  if (key === 'npc') return value === true ? 'a non-player character' : "a player's character";
  if (key === 'creation') return 'its creation choices (shown on its sheet)';
  return typeof value === 'string' ? `“${value}”` : String(value);
}

/** The refs of the three Keep buttons, to give focus back to one. */
interface KeepButtons {
  keepCopyButton: RefObject<HTMLButtonElement | null>;
  keepOriginalButton: RefObject<HTMLButtonElement | null>;
  keepBothButton: RefObject<HTMLButtonElement | null>;
}

/** The other version's toolbar: keep this version, the current one or both merged, open the current one, or go back. */
const OtherVersionToolbar = observer(function OtherVersionToolbar({
  campaign,
  copy,
  ready,
  stillThere,
  merge,
  refusedId,
  buttons,
  onAsk,
}: {
  campaign: CampaignStore;
  copy: ConflictCopy;
  ready: boolean;
  stillThere: boolean;
  merge: LedgerMerge | undefined;
  refusedId: string;
  buttons: KeepButtons;
  onAsk: (which: KeptVersion) => void;
}) {
  const copies = campaign.conflictCopies;
  const original = copy.characterId === undefined ? undefined : campaign.characters.get(copy.characterId);
  const busy = copies.busy;
  return (
    <div className="toolbar no-print" role="toolbar" aria-label="Other version">
      <button
        ref={buttons.keepCopyButton}
        type="button"
        disabled={busy || !stillThere || !ready}
        onClick={() => onAsk('copy')}
      >
        Keep this version
      </button>
      <button
        ref={buttons.keepOriginalButton}
        type="button"
        disabled={busy || !stillThere}
        onClick={() => onAsk('original')}
      >
        Keep the current version
      </button>
      {copy.characterId !== undefined && (
        <button
          ref={buttons.keepBothButton}
          type="button"
          disabled={busy || !stillThere || !merge?.ok}
          aria-describedby={merge && !merge.ok ? refusedId : undefined}
          onClick={() => onAsk('both')}
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
  );
});

/** The two ledgers side by side as a merge would keep them, and the choices of the fields they set differently. */
function MergeComparison({
  merge,
  subject,
  chosen,
  onChoose,
  describer,
  collisionsId,
}: {
  merge: LedgerMerge;
  subject: string;
  chosen: CharacterChoices;
  onChoose(key: string, value: unknown): void;
  describer: HistoryDescriber;
  collisionsId: string;
}) {
  // Only the fields the versions set differently wait for a choice; entries that collide cannot be chosen here.
  const fieldsOnly = !merge.ok && merge.collisions.every((c) => merge.choices.some((f) => f.key === c.what));
  return (
    <>
      {!merge.ok && merge.choices.length > 0 && (
        <div className="no-print">
          <FieldChoices
            title={`Choose what to keep where the two versions of ${subject} differ`}
            fields={merge.choices}
            chosen={chosen}
            onChoose={onChoose}
            describe={characterValue}
          />
          {fieldsOnly && <p className="hint">Keep both, merged, is possible once a value is chosen for each.</p>}
        </div>
      )}
      <div className="no-print">
        <LedgerComparison
          entries={merge.entries}
          collisions={merge.ok ? [] : merge.collisions}
          describer={describer}
          subject={subject}
          collisionsId={collisionsId}
        />
      </div>
    </>
  );
}

/** The other version as the game's printable sheet, or why it cannot be shown. */
const OtherVersionSheet = observer(function OtherVersionSheet({
  store,
  campaign,
  editor,
  screens,
  subject,
}: {
  store: AppStore;
  campaign: CampaignStore;
  editor: AnyCharacterEditorStore;
  screens: SystemScreens | undefined;
  subject: string;
}) {
  if (!screens) {
    return (
      <p className="empty-state">
        This version of the app has no character sheet for {editor.system.name}, so the other version cannot be shown
        here. You can still keep either version.
      </p>
    );
  }
  return (
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
  );
});

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
  const [chosen, setChosen] = useState<CharacterChoices>({});
  const [refocus, setRefocus] = useState<KeptVersion>();
  const keepCopyButton = useRef<HTMLButtonElement>(null);
  const keepOriginalButton = useRef<HTMLButtonElement>(null);
  const keepBothButton = useRef<HTMLButtonElement>(null);
  const current = useCurrentVersion(campaign, copy);
  const refusedId = useId();
  const subject = copies.subjectOf(copy);
  const stillThere = copies.list.some((c) => c.file === copy.file);
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
        <OtherVersionToolbar
          campaign={campaign}
          copy={copy}
          ready={load.state === 'ready'}
          stillThere={stillThere}
          merge={merge}
          refusedId={refusedId}
          buttons={{ keepCopyButton, keepOriginalButton, keepBothButton }}
          onAsk={setAsking}
        />
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
      {merge && (
        <MergeComparison
          merge={merge}
          subject={subject}
          chosen={chosen}
          onChoose={(key, value) => setChosen({ ...chosen, [key]: { value } })}
          describer={screens?.history ?? genericDescriber}
          collisionsId={refusedId}
        />
      )}
      {editor && (
        <OtherVersionSheet store={store} campaign={campaign} editor={editor} screens={screens} subject={subject} />
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
