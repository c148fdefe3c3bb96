import type { PartyMembers } from '../../../contract/game-screens';
import { MlsPartyAdventure } from './party-adventure';
import { MlsPartyAging } from './party-aging';

/** What the game master does for the whole MLS party at once: an adventure's award, and an increment of age. */
export function MlsPartyActions({ party }: { party: PartyMembers }) {
  return (
    <>
      <MlsPartyAdventure party={party} />
      <MlsPartyAging party={party} />
    </>
  );
}
