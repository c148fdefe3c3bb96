import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { CampaignSessions } from '../../components/campaign-sessions';
import { PageSizeChoice } from '../../components/print/page-size-choice';
import { GameMasterPage } from '../../components/print/game-master-page';
import { PartySummary, type PartyMember } from '../../components/print/party-summary';
import { SheetsTogether } from '../../components/print/print-parts';
import type { AppStore } from '../../state/app-store';
import type { CampaignStore } from '../../state/campaign-store';
import type { AnyCharacterEditorStore } from '../../state/character-editor';
import type { PrintOptions } from '../../contract/game-screens';
import { findSystemScreens, type SystemScreens } from '../../systems';
import { PartySheets, type PartySheet } from './party-sheets';

/** The party summary's rows: each player's character, and each sheet that could not be read. */
function partyMembers(sheets: readonly PartySheet[]): PartyMember[] {
  return sheets.flatMap<PartyMember>((s) =>
    s.state === 'ready'
      ? s.editor.file.npc
        ? []
        : [{ id: s.id, name: s.name, editor: s.editor }]
      : [{ id: s.id, name: s.name, problem: 'Not printed: the sheet could not be read.' }],
  );
}

/** What the campaign's print holds: the page size, a party summary, and the non-player characters together. */
const PrintChoices = observer(function PrintChoices({ store, hasNpcs }: { store: AppStore; hasNpcs: boolean }) {
  const options = store.printOptions;
  return (
    <>
      <PageSizeChoice value={options.pageSize} onChange={(pageSize) => store.setPrintOptions({ pageSize })} />
      <label className="print-check">
        <input
          type="checkbox"
          checked={options.includePartySummary}
          onChange={(e) => store.setPrintOptions({ includePartySummary: e.target.checked })}
        />
        Include a party summary
      </label>
      {hasNpcs && (
        <label className="print-check">
          <input
            type="checkbox"
            checked={options.npcsTogether}
            onChange={(e) => store.setPrintOptions({ npcsTogether: e.target.checked })}
          />
          Non-player characters together on a game master's page
        </label>
      )}
    </>
  );
});

/** The print view's buttons: Print…, Save as PDF… and Close print view. */
const PrintActions = observer(function PrintActions({
  store,
  ready,
  onClose,
}: {
  store: AppStore;
  ready: boolean;
  onClose(): void;
}) {
  return (
    <div className="print-actions">
      <button type="button" onClick={() => void store.print({ target: 'system' })} disabled={!ready || store.printing}>
        Print…
      </button>
      <button
        type="button"
        className="primary"
        onClick={() => void store.print({ target: 'pdf' })}
        disabled={!ready || store.printing}
      >
        Save as PDF…
      </button>
      <button type="button" onClick={onClose}>
        Close print view
      </button>
    </div>
  );
});

/** The preview, exactly what prints: the party summary (when chosen), the game master's page, then every sheet. */
const CampaignPrintPreview = observer(function CampaignPrintPreview({
  campaign,
  sheets,
  npcs,
  together,
  gameScreens,
  options,
  includePartySummary,
}: {
  campaign: CampaignStore;
  sheets: readonly PartySheet[];
  npcs: readonly AnyCharacterEditorStore[];
  together: boolean;
  gameScreens: SystemScreens | undefined;
  options: PrintOptions;
  includePartySummary: boolean;
}) {
  return (
    <div className="print-area" role="region" aria-label="Print preview">
      {includePartySummary && (
        <PartySummary
          campaignName={campaign.campaign.name}
          gameName={campaign.systemName}
          members={partyMembers(sheets)}
          columns={(gameScreens?.partySummary ?? []).filter((c) => !c.screenOnly)}
          points={gameScreens?.points}
          options={options}
        />
      )}
      {together && (
        <GameMasterPage
          campaignName={campaign.campaign.name}
          gameName={campaign.systemName}
          characters={npcs}
          points={gameScreens?.points}
          options={options}
        />
      )}
      <CampaignSessions.Provider value={campaign.campaign.sessions}>
        <SheetsTogether.Provider value={true}>
          {sheets.map((s) => {
            const screens = s.state === 'ready' ? findSystemScreens(s.editor.system.id) : undefined;
            if (s.state !== 'ready' || !screens || (together && s.editor.file.npc)) return null;
            return <screens.PrintSheet key={s.id} editor={s.editor} options={options} />;
          })}
        </SheetsTogether.Provider>
      </CampaignSessions.Provider>
    </div>
  );
});

/**
 * The campaign's print view: the page size, whether a party summary comes first, Print… and Save as PDF…,
 * and below them the preview, which is exactly what prints: the summary (when chosen) and every character's
 * sheet, each starting on a new page. The sheets are the games' own print sheets over read-only editors.
 */
export const CampaignPrintView = observer(function CampaignPrintView({
  store,
  campaign,
  onClose,
}: {
  store: AppStore;
  campaign: CampaignStore;
  onClose(): void;
}) {
  const ids = { heading: useId(), progress: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const [party, setParty] = useState<PartySheets>();
  useEffect(() => {
    const sheets = new PartySheets(campaign);
    setParty(sheets);
    return () => sheets.dispose();
  }, [campaign]);
  useEffect(() => heading.current?.focus(), []);

  const options = store.printOptions;
  const browser = store.host?.kind === 'browser';
  const sheets =
    party?.sheets ?? campaign.sortedCharacters.map((c) => ({ id: c.id, name: c.name, state: 'loading' as const }));
  const loaded = party?.loaded ?? 0;
  const done = loaded === sheets.length;
  const gameScreens = findSystemScreens(campaign.campaign.system);
  const ready = done && sheets.length > 0 && gameScreens !== undefined;
  // The campaign's print has no history and no pencil sheets: those are a single character's choices.
  const sheetOptions = { pageSize: options.pageSize, includeHistory: false, blank: false, date: campaign.today() };
  // The summary says in a few words what the view's note above the preview says in full.
  // Non-player characters go on the game master's page when chosen; the party summary is the players' characters.
  const npcs = sheets.flatMap((s) => (s.state === 'ready' && s.editor.file.npc ? [s.editor] : []));
  const together = options.npcsTogether && npcs.length > 0;
  const printable = sheets.filter((s) => s.state === 'ready').length;
  // The characters printed on sheets of their own.
  const sheetCount = together ? printable - npcs.length : printable;

  return (
    <section className="card campaign-print" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} ref={heading} tabIndex={-1}>
        Print the campaign
      </h2>
      <PrintChoices store={store} hasNpcs={npcs.length > 0} />
      <PrintActions store={store} ready={ready} onClose={onClose} />
      {!gameScreens ? (
        <p className="empty-state">This game has no printable sheet in this version of the app.</p>
      ) : sheets.length === 0 ? (
        <p className="empty-state">There are no characters to print yet. Add one under “Characters”.</p>
      ) : !done ? (
        <div className="campaign-print-progress" role="status">
          <label htmlFor={ids.progress}>
            Reading the characters’ files: {loaded} of {sheets.length}
          </label>
          <progress id={ids.progress} max={sheets.length} value={loaded} />
        </div>
      ) : (
        <p className="hint">
          {sheetCount === 1 ? 'One sheet' : `${sheetCount} sheets`}, each on pages of its own
          {options.includePartySummary ? ', after a one-page party summary' : ''}
          {together
            ? `; ${npcs.length === 1 ? 'one non-player character' : `${npcs.length} non-player characters`} on the game master's page`
            : ''}
          . The preview below is what prints.
        </p>
      )}
      {browser && (
        <p className="hint">
          In the browser both open its print dialog; choose “Save as PDF” there as the printer to get a file.
        </p>
      )}
      {sheets.some((s) => s.state === 'failed') && (
        <div className="banner banner-warning">
          <ul className="campaign-print-problems">
            {sheets.map((s) => (s.state === 'failed' ? <li key={s.id}>{s.message}</li> : null))}
          </ul>
        </div>
      )}
      {ready && (
        <CampaignPrintPreview
          campaign={campaign}
          sheets={sheets}
          npcs={npcs}
          together={together}
          gameScreens={gameScreens}
          options={sheetOptions}
          includePartySummary={options.includePartySummary}
        />
      )}
    </section>
  );
});
