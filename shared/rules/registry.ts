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

const listings: SystemListing[] = [{ id: 'mls', name: 'The Nutshell MLS', defaultSettings: {} }];

export function listSystems(): readonly SystemListing[] {
  return listings;
}

export function findSystem(id: string): SystemListing | undefined {
  return listings.find((s) => s.id === id);
}
