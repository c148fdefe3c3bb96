import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StatusLine } from '../components/status-line';
import { useUndoShortcuts } from '../components/use-undo-shortcuts';
import type { AppStore } from '../state/app-store';
import { CampaignScreen } from './campaign-screen';
import { CharacterScreen } from './character-screen';
import { HomeScreen } from './home-screen';
import { OtherVersionScreen } from './other-version-screen';

/** The app's one window: home, a campaign, a character, or another version of one, with the status line below. */
export const App = observer(function App({ store }: { store: AppStore }) {
  useUndoShortcuts(store);
  const campaign = store.campaign;
  const title = campaign ? `${campaign.campaign.name} – Ledger of Heroes` : 'Ledger of Heroes';
  useEffect(() => {
    document.title = title;
  }, [title]);
  let screen;
  if (!campaign) screen = <HomeScreen store={store} />;
  else if (campaign.openCharacterId) screen = <CharacterScreen store={store} campaign={campaign} characterId={campaign.openCharacterId} />;
  else if (campaign.conflictCopies.viewing) screen = <OtherVersionScreen store={store} campaign={campaign} copy={campaign.conflictCopies.viewing} />;
  else screen = <CampaignScreen store={store} campaign={campaign} />;
  return (
    <div className="app">
      {screen}
      <footer className="app-footer no-print">
        <StatusLine status={store.status} quietWhenSaved={campaign?.openCharacterId !== undefined} />
      </footer>
    </div>
  );
});
