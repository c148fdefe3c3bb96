import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { AppStore } from '../state/app-store';
import { useHeadingFocus } from '../components/use-heading-focus';
import { NewCampaignForm } from './new-campaign-form';

/** The first screen: start a campaign or open one. */
export const HomeScreen = observer(function HomeScreen({ store }: { store: AppStore }) {
  const listHeading = useId();
  const heading = useHeadingFocus();
  const host = store.host;
  return (
    <main className="screen home-screen">
      <header className="home-header">
        <h1 ref={heading} tabIndex={-1}>
          Ledger of Heroes
        </h1>
        <p className="tagline">
          Build characters and keep campaigns for tabletop role-playing games, on your own computer.
        </p>
      </header>
      <div className="home-columns">
        <NewCampaignForm store={store} />
        <section className="card" aria-labelledby={listHeading}>
          <div className="card-heading">
            <h2 id={listHeading}>{host?.kind === 'electron' ? 'Recent campaigns' : 'Campaigns'}</h2>
            {host?.canChooseFolders && (
              <button type="button" onClick={() => void store.chooseCampaignFolder()}>
                Open campaign folder…
              </button>
            )}
          </div>
          {host?.kind === 'browser' && host.root && (
            <p className="hint">
              Campaigns live in the folder <code>{host.root}</code>.
            </p>
          )}
          <CampaignList store={store} />
        </section>
      </div>
    </main>
  );
});

const CampaignList = observer(function CampaignList({ store }: { store: AppStore }) {
  if (store.listingError) {
    return (
      <p className="field-problem" role="alert">
        {store.listingError}
      </p>
    );
  }
  if (store.listings.length === 0) {
    return (
      <p className="empty-state">
        No campaigns yet. Create one with the form
        {store.host?.canChooseFolders ? ', or open a campaign folder you already have' : ''}.
      </p>
    );
  }
  return (
    <ul className="campaign-list">
      {store.listings.map((listing) => (
        <li key={listing.key}>
          <button type="button" className="campaign-entry" onClick={() => void store.openCampaign(listing.key)}>
            <span className="campaign-entry-name">{listing.name}</span>
            <span className="campaign-entry-game">{store.systemName(listing.system)}</span>
            <span className="campaign-entry-path">
              {listing.path}
              {listing.lastOpened && <> · last opened {listing.lastOpened.slice(0, 10)}</>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
});
