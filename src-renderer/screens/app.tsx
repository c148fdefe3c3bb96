import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { StatusLine } from '../components/status-line';
import { useStickyBar } from '../components/sticky-bars';
import { ThemeSwitch } from '../components/theme-switch';
import { useHeadingFocus } from '../components/use-heading-focus';
import { useUndoShortcuts } from '../components/use-undo-shortcuts';
import type { AppStore } from '../state/app-store';
import { CampaignScreen } from './campaign-screen';
import { CharacterScreen } from './character-screen';
import { HomeScreen } from './home-screen';
import { OtherVersionScreen } from './other-version-screen';
import { CampaignVersionScreen } from './other-version/campaign-version-screen';
import { SessionScreen } from './session/session-screen';

/**
 * The app's one window: home, a campaign, a character, a session, or another version of a character, with the status line
 * below. Which one follows the navigation's place (the address); while the campaign it names is still
 * opening, a short note stands in.
 */
export const App = observer(function App({ store }: { store: AppStore }) {
  useUndoShortcuts(store);
  const footer = useStickyBar<HTMLElement>('bottom');
  const campaign = store.campaign;
  const place = store.navigation.place;
  const title = campaign ? `${campaign.campaign.name} – Ledger of Heroes` : 'Ledger of Heroes';
  useEffect(() => {
    document.title = title;
  }, [title]);
  // On the start screen, a campaign still open is closing (its edits are being written): it shows until then.
  const wanted = place.screen === 'home' ? campaign?.key : place.campaign;
  let screen;
  if (wanted !== undefined && campaign?.key !== wanted) screen = <OpeningScreen />;
  else if (!campaign) screen = <HomeScreen store={store} />;
  else if (campaign.openCharacterId)
    screen = <CharacterScreen store={store} campaign={campaign} characterId={campaign.openCharacterId} />;
  else if (campaign.openSessionId) screen = <SessionScreen campaign={campaign} sessionId={campaign.openSessionId} />;
  else if (campaign.conflictCopies.viewing)
    screen =
      campaign.conflictCopies.viewing.characterId === undefined ? (
        <CampaignVersionScreen campaign={campaign} copy={campaign.conflictCopies.viewing} />
      ) : (
        <OtherVersionScreen store={store} campaign={campaign} copy={campaign.conflictCopies.viewing} />
      );
  else screen = <CampaignScreen store={store} campaign={campaign} />;
  return (
    <div className="app">
      <header className="app-bar no-print">
        <ThemeSwitch theme={store.theme} />
      </header>
      {screen}
      <footer className="app-footer no-print" ref={footer}>
        <StatusLine status={store.status} quietWhenSaved={campaign?.openCharacterId !== undefined} />
      </footer>
      <LeaveUnsaved store={store} />
    </div>
  );
});

/** Asks before the app leaves a form whose typed input needs an explicit save, saying what would be lost. */
const LeaveUnsaved = observer(function LeaveUnsaved({ store }: { store: AppStore }) {
  const leaving = store.navigation.leaving;
  if (!leaving) return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay to save"
      danger
      onConfirm={() => store.navigation.leaveAnyway()}
      onCancel={() => store.navigation.stay()}
    >
      <p>
        Not saved yet: {leaving.unsaved.join('; ')}. Leaving now loses {leaving.unsaved.length === 1 ? 'it' : 'them'};
        stay to save {leaving.unsaved.length === 1 ? 'it' : 'them'} first.
      </p>
    </ConfirmDialog>
  );
});

/** Stands in while the campaign the address names opens, e.g. after a reload. */
function OpeningScreen() {
  const heading = useHeadingFocus();
  return (
    <main className="screen" aria-busy="true">
      <h1 ref={heading} tabIndex={-1}>
        Opening the campaign…
      </h1>
    </main>
  );
}
