import type { AnyRuleSystem } from './core/system';
import { mls } from './systems/mls/system';
import { hursagmu } from './systems/hursagmu/system';
import { heimr } from './systems/heimr/system';
import { symbaroum } from './systems/symbaroum/system';

/**
 * The list of games the app and the command-line checker offer.
 * Each entry is a rule system from shared/rules/systems/<id>.
 */
export interface SystemListing {
  id: string;
  name: string;
  /** Campaign settings a new campaign starts with (the system's documented defaults). */
  defaultSettings: Record<string, unknown>;
}

const systems: readonly AnyRuleSystem[] = [mls, hursagmu, heimr, symbaroum];

const listings: readonly SystemListing[] = systems.map((s) => ({
  id: s.id,
  name: s.name,
  defaultSettings: s.defaultSettings() as Record<string, unknown>,
}));

/** Every game, for menus and the checker. */
export function listSystems(): readonly SystemListing[] {
  return listings;
}

/** A game's listing by id, or undefined when the app does not know it. */
export function findSystem(id: string): SystemListing | undefined {
  return listings.find((s) => s.id === id);
}

/** A game's rules by id, or undefined when the app does not know it. */
export function getRuleSystem(id: string): AnyRuleSystem | undefined {
  return systems.find((s) => s.id === id);
}
