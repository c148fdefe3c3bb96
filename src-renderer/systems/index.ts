import type { HistoryDescriber } from '../components/history-describer';
import { hursagmuScreens } from './hursagmu';
import { hursagmuHistoryDescriber } from './hursagmu/history-describer';
import { mlsScreens } from './mls';
import { mlsHistoryDescriber } from './mls/history-describer';
import type { SystemScreens } from './types';

export type { SystemScreens } from './types';

/**
 * Each game's screens live in src-renderer/systems/<id>/ and are listed
 * here. A game without an entry opens a page that says its builder is not
 * available yet.
 */
const systemScreens: readonly SystemScreens[] = [mlsScreens, hursagmuScreens];

/** The screens for a game, or undefined when this version of the app has none. */
export function findSystemScreens(systemId: string): SystemScreens | undefined {
  return systemScreens.find((screens) => screens.id === systemId);
}

const describers: Record<string, HistoryDescriber<any>> = { mls: mlsHistoryDescriber, hursagmu: hursagmuHistoryDescriber };

/** How the history view puts a game's ledger into words, or undefined for the generic wording. */
export function findHistoryDescriber(systemId: string): HistoryDescriber<any> | undefined {
  return describers[systemId];
}
