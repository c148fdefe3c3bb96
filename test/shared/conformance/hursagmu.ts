import type { GameFixtures } from './every-game';
import { fighter } from '../rules/hursagmu-helpers';
import { creationArb, proposalArb } from '../rules/hursagmu-arbitraries';

/** What the conformance suite needs of HURSAGMU, beside its rule system (see GameFixtures). */
export const HURSAGMU_FIXTURES: GameFixtures = {
  creation: creationArb,
  proposal: proposalArb,
  references: ['reference', 'reference-revised'],
  // Archery 6 to 12 costs 64 - 8 = 56 experience ("TRAITS" > Cost); with 10 awarded and none left from creation, 46 over.
  overspend: {
    creation: fighter((c) => (c.traits.archery = 6)),
    settings: { startingCharacterPoints: 27 },
    steps: [
      { type: 'award', points: 10 },
      { type: 'raise', trait: 'archery', to: 12 },
    ],
    over: 46,
  },
};
