import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BudgetBar, lineExplainer, otherBudgets } from '../components/budget-bar';
import { CampaignSessions, SessionLink } from '../components/campaign-sessions';
import { ConflictBanner } from '../components/conflict-banner';
import { REVIEW_STEP } from '../components/builder/builder-plan';
import { HistoryView } from '../components/history-view';
import { PlayNotice } from '../components/play-notice';
import { SaveIndicator } from '../components/save-indicator';
import { SectionPlaceContext, type SectionPlace } from '../components/section-place';
import { SectionTabs } from '../components/section-tabs';
import { useStickyBar } from '../components/sticky-bars';
import { useHeadingFocus } from '../components/use-heading-focus';
import type { AppStore } from '../state/app-store';
import type { CampaignStore } from '../state/campaign-store';
import type { AnyCharacterEditorStore } from '../state/character-editor';
import { findSystemScreens } from '../systems';
import type { SystemScreens } from '../contract/game-screens';
import type { Session } from '../../shared/model';
import { EditorUndoButtons } from './character/editor-toolbar';
import { PartyUndoQuestion } from './character/party-undo-question';
import { PrintSection } from './character/print-section';
import { NonPlayerControl } from './character/npc-control';
import { RenameControl } from './character/rename-control';
import { useCharacterEditor } from './character/use-character-editor';
import { ExplainProvider } from '../components/explain/explain-provider';

/** One character's page: name, game, saving, undo, the points budget, and the game's sections plus History and Print. */
export const CharacterScreen = observer(function CharacterScreen({
  store,
  campaign,
  characterId,
}: {
  store: AppStore;
  campaign: CampaignStore;
  characterId: string;
}) {
  const character = campaign.characters.get(characterId);
  const heading = useHeadingFocus();
  const load = useCharacterEditor(campaign, characterId, character?.system);
  const [leaving, setLeaving] = useState(false);

  const back = async () => {
    const editor = load.state === 'ready' ? load.editor : undefined;
    setLeaving(true);
    await editor?.flush();
    setLeaving(false);
    // A failed write keeps the page open: the indicator says why and offers to try again.
    if (editor?.saveState === 'error') return;
    campaign.closeCharacter();
  };
  const backButton = (
    <button type="button" className="no-print" disabled={leaving} onClick={() => void back()}>
      Back to {campaign.campaign.name}
    </button>
  );

  if (!character) {
    return (
      <main className="screen character-screen">
        <header className="screen-header">
          <h1 ref={heading} tabIndex={-1}>
            Character not found
          </h1>
          {backButton}
        </header>
        <p>This character's file is no longer in the campaign. It may have been deleted or moved outside the app.</p>
      </main>
    );
  }

  const editor = load.state === 'ready' ? load.editor : undefined;
  const name = editor?.file.name ?? character.name;
  return (
    <main className="screen character-screen">
      <header className="screen-header no-print">
        <div className="screen-title">
          <h1 ref={heading} tabIndex={-1}>
            {name}
          </h1>
          <p className="subtitle">
            {campaign.systemName}
            {editor?.file.npc ? ' · non-player character' : ''}
          </p>
        </div>
        <div className="toolbar" role="toolbar" aria-label="Character">
          {editor && <RenameControl editor={editor} guards={campaign.places} />}
          {editor && <NonPlayerControl editor={editor} />}
          {editor && <EditorUndoButtons editor={editor} paused={campaign.editsPaused} />}
          {editor && <PartyUndoQuestion editor={editor} campaign={campaign} />}
          {backButton}
        </div>
        {editor && <SaveIndicator editor={editor} />}
      </header>
      <ConflictBanner campaign={campaign} />
      {load.state === 'loading' && <p className="empty-state">Opening {character.name}…</p>}
      {load.state === 'failed' && <p className="banner banner-warning">{load.message}</p>}
      {editor && (
        <CharacterPage
          store={store}
          editor={editor}
          screens={findSystemScreens(character.system)}
          today={campaign.today()}
        />
      )}
    </main>
  );
});

const HISTORY = 'history';
const PRINT = 'print';

/**
 * The loaded character: budget bar, tabs, and (while printing or on the Print tab) the print area. The
 * section shown and the builder's step are part of the address; the page opens at the game's first
 * section for the character when the address names none (or one it does not have).
 */
const CharacterPage = observer(function CharacterPage({
  store,
  editor,
  screens,
  today,
}: {
  store: AppStore;
  editor: AnyCharacterEditorStore;
  screens: SystemScreens | undefined;
  today: string;
}) {
  const navigation = store.navigation;
  const place = navigation.place.screen === 'character' ? navigation.place : undefined;
  // Where the page opens is decided once; choosing an occupation must not move the player to the sheet.
  const [opening] = useState(() => screens?.initialSection(editor) ?? HISTORY);
  const tabs = [
    ...(screens?.sections ?? []).map(({ id, label }) => ({ id, label })),
    { id: HISTORY, label: 'History' },
    { id: PRINT, label: 'Print' },
  ];
  const selected = tabs.some((tab) => tab.id === place?.section) ? place!.section! : opening;
  const setSelected = (section: string) => navigation.showSection(section);
  const step = place?.step;
  const sectionPlace = useMemo<SectionPlace>(
    () => ({ step, showStep: (next) => navigation.showStep(next) }),
    [navigation, step],
  );
  const budgetBar = useStickyBar<HTMLDivElement>('top');
  // The "Why?" controls of the sheet, prices and chances word the ledger and the settings in the game's words; an
  // entry that moved a value leads to its row in the History (the section's step names the entry).
  const explainWords = useMemo(() => ({ describer: screens?.history, settingRows: screens?.settingRows }), [screens]);
  const explainLines = useMemo(() => lineExplainer(editor), [editor]);
  const showEntry = useCallback(
    (id: string) => {
      navigation.showSection(HISTORY);
      navigation.showStep(id);
    },
    [navigation],
  );

  useEffect(() => {
    // The address names the section shown, so a reload returns to it even after the character changed.
    if (place !== undefined && place.section !== selected) navigation.showSection(selected);
  }, [navigation, place, selected]);

  let content: ReactNode;
  if (selected === HISTORY)
    content = <HistoryView editor={editor} describer={screens?.history} points={screens?.points} />;
  else if (selected === PRINT) content = <PrintSection store={store} canPrint={screens !== undefined} />;
  else {
    const section = screens?.sections.find((s) => s.id === selected);
    const build = screens?.sections.find((s) => s.kind === 'build');
    const openReview = () => {
      if (!build) return;
      navigation.showSection(build.id);
      navigation.showStep(REVIEW_STEP);
    };
    content = section ? (
      <>
        {section.kind === 'play' && build && <PlayNotice editor={editor} openReview={openReview} />}
        <section.Component editor={editor} sessions={store.campaign?.campaign.sessions} showSection={setSelected} />
      </>
    ) : null;
  }
  const showPrintArea = screens !== undefined && (selected === PRINT || store.printing);
  const campaign = store.campaign;
  const openSession = campaign ? (id: string) => campaign.openSession(id) : undefined;
  return (
    <CampaignSessions.Provider value={store.campaign?.campaign.sessions ?? NO_SESSIONS}>
      {editor.notice && (
        <div className="banner banner-info no-print" role="status">
          <p>{editor.notice}</p>
          <button type="button" onClick={() => editor.dismissNotice()}>
            Dismiss
          </button>
        </div>
      )}
      <ExplainProvider editor={editor} words={explainWords} showEntry={showEntry}>
        <div className="budget-sticky no-print" ref={budgetBar}>
          <BudgetBar
            budget={editor.budget}
            findings={editor.findings}
            points={screens?.pointsIn?.(selected) ?? screens?.points}
            others={otherBudgets(editor.system.currencies, editor.evaluation.budgets)}
            currency={editor.system.currencies[0]?.id}
            explainLine={explainLines}
          />
        </div>
      </ExplainProvider>
      {!screens && (
        <p className="empty-state no-print">
          The character builder for this game is not available yet; its history and file are still here.
        </p>
      )}
      <div className="no-print">
        <SectionTabs tabs={tabs} selected={selected} onSelect={setSelected} label="Character sections">
          <SectionPlaceContext.Provider value={sectionPlace}>
            <ExplainProvider editor={editor} words={explainWords} showEntry={showEntry}>
              <SessionLink.Provider value={openSession}>{content}</SessionLink.Provider>
            </ExplainProvider>
          </SectionPlaceContext.Provider>
        </SectionTabs>
      </div>
      {showPrintArea && screens && (
        <div
          className={`print-area${selected === PRINT ? '' : ' print-area-offscreen'}`}
          aria-label="Print preview"
          role="region"
        >
          <screens.PrintSheet editor={editor} options={{ ...store.printOptions, date: today }} />
        </div>
      )}
    </CampaignSessions.Provider>
  );
});

const NO_SESSIONS: readonly Session[] = [];
