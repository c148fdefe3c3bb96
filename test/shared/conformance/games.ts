import type fc from 'fast-check';
import { enteredRoll, type AnyRuleSystem } from '../../../shared/rules/core';
import { fighter } from '../rules/hursagmu-helpers';
import { soldier } from '../rules/mls-helpers';
import { getRuleSystem, listSystems } from '../../../shared/rules/registry';
import { creationArb as hursagmuCreation, proposalArb as hursagmuProposal } from '../rules/hursagmu-arbitraries';
import { creationArb as heimrCreation, proposalArb as heimrProposal } from '../rules/heimr-arbitraries';
import { creationArb as mlsCreation, proposalArb as mlsProposal } from '../rules/mls-arbitraries';
import { creationArb as symbaroumCreation, proposalArb as symbaroumProposal } from '../rules/symbaroum-arbitraries';

/**
 * What the conformance suite needs of each registered game, beside its rule system: random creations and
 * random proposed ledger steps (which may well be illegal), and the folders of its reference characters.
 * A game in the registry without an entry here fails the suite.
 */
export interface GameFixtures {
  /** Random creation objects, most of them readable. */
  creation: fc.Arbitrary<unknown>;
  /** One proposed ledger step of the game's own, without its envelope (`id`, `date`). */
  proposal: fc.Arbitrary<Record<string, unknown>>;
  /**
   * Folders under test/fixtures/<id>/ holding campaign.json, characters/*.json and expected/*.json: each
   * expected file names the character's standing and accepted errors, budget, legality and sheet values,
   * worked out by hand from the rulebook.
   */
  references: readonly string[];
  /**
   * A character and two or more ledger steps of which only the last costs more than is left, worked out by hand from the book: what
   * a game master's override of that refusal does is the core's, the same for every game.
   */
  overspend: {
    creation: unknown;
    settings?: Record<string, unknown>;
    steps: readonly [Record<string, unknown>, Record<string, unknown>, ...Record<string, unknown>[]];
    over: number;
  };
}

export const GAME_FIXTURES: Readonly<Record<string, GameFixtures>> = {
  mls: {
    creation: mlsCreation,
    proposal: mlsProposal,
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
  },
  hursagmu: {
    creation: hursagmuCreation,
    proposal: hursagmuProposal,
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
  },
  heimr: {
    creation: heimrCreation,
    proposal: heimrProposal,
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
  },
  symbaroum: {
    creation: symbaroumCreation,
    proposal: symbaroumProposal,
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
  },
};

/**
 * Games whose rules are built and held to this suite, but which the app does not offer yet: a game joins the
 * registries (shared/rules/registry.ts, src-renderer/systems/index.ts) only with its screens.
 */
export const RULES_NOT_OFFERED: readonly AnyRuleSystem[] = [];

/** Every rule system the suite checks: the registry's games, then those not offered yet. */
export function checkedSystems(): AnyRuleSystem[] {
  return [...listSystems().map((s) => getRuleSystem(s.id)!), ...RULES_NOT_OFFERED];
}
