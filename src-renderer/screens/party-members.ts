import type { Session } from '../../shared/model';
import type { CampaignStore } from '../state/campaign-store';
import type { AnyCharacterEditor } from '../contract/character-editor';
import type { PartyMembers } from '../contract/game-screens';
import { ageParty } from '../state/party-agings';
import { awardingOf, awardShares } from '../state/party-awards';

/**
 * The party as a game's party actions see it, on the campaign's page or a session's: every character, those the
 * session lists as present chosen (or, without a session that lists anyone, every player's character), and the
 * editors their pages use.
 */
export function partyMembersOf(campaign: CampaignStore, session?: Session): PartyMembers {
  const present =
    session?.present && session.present.length > 0 ? new Set(session.present.map((p) => p.character)) : undefined;
  const isNpc = (id: string) => {
    const state = campaign.states.stateOf(id);
    return state.kind === 'checked' && state.glance.npc;
  };
  return {
    characters: campaign.sortedCharacters.map((c) => ({
      id: c.id,
      name: c.name,
      chosen: present ? present.has(c.id) : !isNpc(c.id),
    })),
    editorOf: async (id) => {
      const load = await campaign.currentEditor(id);
      if (load.state === 'ready') return load.editor as AnyCharacterEditor;
      return load.state === 'failed' ? load.message : 'it is still loading';
    },
    ...(session ? { session: { id: session.id, date: session.date } } : {}),
    paused: campaign.editsPaused,
    // Made at the session, on its date, on a session's page; today otherwise.
    award: (request) =>
      awardShares(awardingOf(campaign), { ...request, date: session?.date ?? campaign.today(), session: session?.id }),
    age: (request) => ageParty(campaign, { ...request, date: session?.date ?? campaign.today(), session: session?.id }),
  };
}
