import type { GameFixtures } from './every-game';
import { creationArb, proposalArb } from '../rules/symbaroum-arbitraries';

/** What the conformance suite needs of Symbaroum, beside its rule system (see GameFixtures). */
export const SYMBAROUM_FIXTURES: GameFixtures = {
  creation: creationArb,
  proposal: proposalArb,
  references: ['reference', 'reference-first-aid'],
  // Of 50 experience Medicus at novice uses 10; adept 20 leaves 20, master 30 is 10 over ("Improving Your Character").
  overspend: {
    creation: {
      attributes: {
        accurate: 10,
        cunning: 12,
        discreet: 8,
        persuasive: 9,
        quick: 10,
        resolute: 13,
        strong: 11,
        vigilant: 5,
      },
      abilities: { medicus: 'novice' },
      armor: null,
      shield: 'none',
    },
    steps: [
      { type: 'learn', ability: 'medicus' },
      { type: 'learn', ability: 'medicus' },
    ],
    over: 10,
  },
};
