import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { CharacterSummary } from '../../shared/api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ConflictBanner } from '../components/conflict-banner';
import { ConflictCopiesPanel } from '../components/conflict-copies-panel';
import { HistoryButtons } from '../components/history-buttons';
import { useHeadingFocus } from '../components/use-heading-focus';
import { ProblemsPanel } from '../components/problems-panel';
import type { AppStore } from '../state/app-store';
import type { CampaignStore } from '../state/campaign-store';
import { AddCharacterForm } from './add-character-form';
import { CampaignPrintView } from './campaign-print/campaign-print-view';
import { CampaignSettingsPanel } from './campaign-settings-panel';
import { CharacterRow } from './character-row';
import { useProgressiveCount } from '../components/use-progressive-count';
import { ExportCharacterDialog } from './export-character-dialog';
import { ImportCharacters } from './import-characters';
import { findSystemScreens } from '../systems';
import { PartyAwardPanel } from './party-award-panel';
import { partyMembersOf } from './party-members';
import { PartyView } from './party-view';
import { SessionsPanel } from './sessions-panel';
import { StatesProgress } from './states-progress';

/**
 * An open campaign: its characters, its sessions, its settings, its problems, the other versions sync tools
 * left, how changes made elsewhere reach the app (when it has to look for them), and the edit history.
 */
export const CampaignScreen = observer(function CampaignScreen({
  store,
  campaign,
}: {
  store: AppStore;
  campaign: CampaignStore;
}) {
  const listHeading = useId();
  const heading = useHeadingFocus();
  const charactersHeading = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<CharacterSummary>();
  const [exporting, setExporting] = useState<CharacterSummary>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const closeSettings = () => {
    setSettingsOpen(false);
    settingsButton.current?.focus();
  };
  const printButton = useRef<HTMLButtonElement>(null);
  const closePrint = () => {
    store.showCampaignPrint(false);
    printButton.current?.focus();
  };
  // Leaving the campaign (for a character, or another campaign) closes its print view.
  useEffect(() => () => store.showCampaignPrint(false), [store, campaign]);
  // While the list shows, each character's state is read in the background.
  useEffect(() => campaign.states.follow(), [campaign]);
  const characters = campaign.sortedCharacters;
  const drawn = useProgressiveCount(characters.length);
  const PartyActions = findSystemScreens(campaign.campaign.system)?.PartyActions;

  return (
    <main className="screen campaign-screen">
      <header className="screen-header">
        <div className="screen-title">
          <h1 ref={heading} tabIndex={-1}>
            {campaign.campaign.name}
          </h1>
          <p className="subtitle">
            {campaign.systemName} · <span className="path">{campaign.path}</span>
          </p>
        </div>
        <div className="toolbar no-print" role="toolbar" aria-label="Campaign">
          <HistoryButtons
            history={campaign.history}
            paused={campaign.editsPaused}
            onUndo={() => void campaign.undo()}
            onRedo={() => void campaign.redo()}
          />
          <button
            ref={settingsButton}
            type="button"
            aria-expanded={settingsOpen}
            aria-controls={settingsOpen ? 'campaign-settings' : undefined}
            onClick={() => (settingsOpen ? closeSettings() : setSettingsOpen(true))}
          >
            Campaign settings
          </button>
          <button
            ref={printButton}
            type="button"
            aria-expanded={store.campaignPrintOpen}
            onClick={() => (store.campaignPrintOpen ? closePrint() : store.showCampaignPrint(true))}
          >
            Print
          </button>
          <button type="button" onClick={() => void store.closeCampaign()}>
            Close campaign
          </button>
        </div>
      </header>
      <ConflictBanner campaign={campaign} />
      {campaign.watching.mode === 'polling' && campaign.watching.message && (
        <div className="banner banner-info no-print" role="status">
          <p>{campaign.watching.message}</p>
        </div>
      )}
      <ConflictCopiesPanel copies={campaign.conflictCopies} onEmptied={() => charactersHeading.current?.focus()} />
      <ProblemsPanel problems={campaign.problems} />
      {settingsOpen && <CampaignSettingsPanel campaign={campaign} onClose={closeSettings} />}
      {store.campaignPrintOpen && <CampaignPrintView store={store} campaign={campaign} onClose={closePrint} />}
      <section className="card" aria-labelledby={listHeading}>
        <h2 id={listHeading} ref={charactersHeading} tabIndex={-1}>
          Characters
        </h2>
        <div className="no-print">
          <AddCharacterForm campaign={campaign} />
          <ImportCharacters campaign={campaign} />
        </div>
        <StatesProgress campaign={campaign} />
        {characters.length === 0 ? (
          <p className="empty-state">
            No characters yet. Type a name in “Character name” and press Enter or “Add character”.
          </p>
        ) : (
          <ul className="character-list" aria-labelledby={listHeading}>
            {characters.slice(0, drawn).map((character) => (
              <CharacterRow
                key={character.id}
                campaign={campaign}
                character={character}
                onDelete={setDeleting}
                onExport={setExporting}
              />
            ))}
          </ul>
        )}
      </section>
      {characters.length > 0 && <PartyView campaign={campaign} />}
      <PartyAwardPanel campaign={campaign} />
      {PartyActions && characters.length > 0 && <PartyActions party={partyMembersOf(campaign)} />}
      <SessionsPanel campaign={campaign} />
      {exporting && (
        <ExportCharacterDialog campaign={campaign} character={exporting} onClose={() => setExporting(undefined)} />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete"
          danger
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            setDeleting(undefined);
            void campaign.deleteCharacter(deleting.id);
          }}
        >
          <p>
            The file <code>{deleting.file}</code> will be moved to this campaign's <code>.backups</code> folder. You can
            bring the character back with Undo.
          </p>
        </ConfirmDialog>
      )}
    </main>
  );
});
