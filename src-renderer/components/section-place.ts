import { createContext } from 'react';

/**
 * Where the player is inside a section of the character page, e.g. the builder's step. The page keeps it
 * in the address, so a reload returns to the same step; a section shown outside the page (in a test, say)
 * has no provider and keeps its step to itself.
 */
export interface SectionPlace {
  /** The step the address names, if any; the section's first step when absent or unknown. */
  step: string | undefined;
  /** Shows another step (the address follows). */
  showStep(step: string): void;
}

export const SectionPlaceContext = createContext<SectionPlace | undefined>(undefined);
