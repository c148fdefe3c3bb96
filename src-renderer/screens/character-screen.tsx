import { observer } from 'mobx-react-lite';
import { ConflictBanner } from '../components/conflict-banner';
import { useHeadingFocus } from '../components/use-heading-focus';
import type { CampaignStore } from '../state/campaign-store';
import { findSystemScreens } from '../systems';

/** One character's page: the game's builder when this version has one. */
export const CharacterScreen = observer(function CharacterScreen({ campaign, characterId }: { campaign: CampaignStore; characterId: string }) {
  const character = campaign.characters.get(characterId);
  const heading = useHeadingFocus();
  const back = (
    <button type="button" className="no-print" onClick={() => campaign.closeCharacter()}>
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
          {back}
        </header>
        <p>This character's file is no longer in the campaign. It may have been deleted or moved outside the app.</p>
      </main>
    );
  }
  const screens = findSystemScreens(character.system);
  return (
    <main className="screen character-screen">
      <header className="screen-header">
        <div className="screen-title">
          <h1 ref={heading} tabIndex={-1}>
            {character.name}
          </h1>
          <p className="subtitle">{campaign.systemName}</p>
        </div>
        {back}
      </header>
      <ConflictBanner campaign={campaign} />
      {screens ? (
        <screens.CharacterPage campaign={campaign} character={character} />
      ) : (
        <p className="empty-state">The character builder for this game is not available yet.</p>
      )}
    </main>
  );
});
