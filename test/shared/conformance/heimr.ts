import type { GameFixtures } from './every-game';
import { creationArb, proposalArb } from '../rules/heimr-arbitraries';

/** What the conformance suite needs of Heimr, beside its rule system (see GameFixtures). */
export const HEIMR_FIXTURES: GameFixtures = {
  creation: creationArb,
  proposal: proposalArb,
  references: ['reference', 'reference-armoury'],
  // Training of 20 XP leaves 10 of the default 30; potential 1 costs 5, potential 2 costs 10: 5 over ("Training").
  overspend: {
    creation: {
      attributes: { strength: 1, dexterity: 1, stamina: 1, intelligence: 0, sociability: 0, empathy: -1 },
      training: { survival: { consistency: 1, potential: 0 }, perception: { consistency: 0, potential: 2 } },
    },
    steps: [
      { type: 'train', ability: 'survival', aspect: 'potential' },
      { type: 'train', ability: 'survival', aspect: 'potential' },
    ],
    over: 5,
  },
};
