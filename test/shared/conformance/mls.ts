import type { GameFixtures } from './every-game';
import { enteredRoll } from '../../../shared/rules/core';
import { soldier } from '../rules/mls-helpers';
import { creationArb, proposalArb } from '../rules/mls-arbitraries';

/** What the conformance suite needs of MLS, beside its rule system (see GameFixtures). */
export const MLS_FIXTURES: GameFixtures = {
  creation: creationArb,
  proposal: proposalArb,
  references: ['reference'],
  // A soldier has 58 CPs left after creation; converting 10 into money leaves 48, and 50 more is 2 over.
  overspend: {
    creation: soldier(),
    steps: [
      { type: 'convert', into: 'money', points: 10, roll: enteredRoll('10d20', 100) },
      { type: 'convert', into: 'money', points: 50, roll: enteredRoll('50d20', 500) },
    ],
    over: 2,
  },
};
