import { listSystems, type SystemListing } from '../../shared/rules/registry';
import { heimrScreens } from './heimr';
import { hursagmuScreens } from './hursagmu';
import { mlsScreens } from './mls';
import { symbaroumScreens } from './symbaroum';
import type { SystemScreens } from '../contract/game-screens';

export type { SystemScreens } from '../contract/game-screens';

/**
 * Each game's screens live in src-renderer/systems/<id>/ and are listed
 * here. A game without an entry opens a page that says its builder is not
 * available yet.
 */
const systemScreens: readonly SystemScreens[] = [mlsScreens, hursagmuScreens, heimrScreens, symbaroumScreens];

/** The screens for a game, or undefined when this version of the app has none. */
export function findSystemScreens(systemId: string): SystemScreens | undefined {
  return systemScreens.find((screens) => screens.id === systemId);
}

/**
 * The games a new campaign can use: those this version can build characters
 * for. A game whose rules exist without screens yet is left out here (the
 * command-line checker still validates its campaigns).
 */
export function buildableSystems(): SystemListing[] {
  return listSystems().filter((system) => findSystemScreens(system.id) !== undefined);
}
