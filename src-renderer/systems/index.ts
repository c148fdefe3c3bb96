import type { ComponentType } from 'react';
import type { CharacterSummary } from '../../shared/api';
import type { CampaignStore } from '../state/campaign-store';

/** What a game's character page receives. */
export interface CharacterPageProps {
  campaign: CampaignStore;
  character: CharacterSummary;
}

/** The renderer half of a rule system: its character builder and sheet. */
export interface SystemScreens {
  /** Id of the rule system in shared/rules/registry.ts. */
  id: string;
  CharacterPage: ComponentType<CharacterPageProps>;
}

/**
 * Each game's screens live in src-renderer/systems/<id>/ and are listed
 * here. A game without an entry opens a page that says its builder is not
 * available yet.
 */
const systemScreens: readonly SystemScreens[] = [];

/** The screens for a game, or undefined when this version of the app has none. */
export function findSystemScreens(systemId: string): SystemScreens | undefined {
  return systemScreens.find((screens) => screens.id === systemId);
}
