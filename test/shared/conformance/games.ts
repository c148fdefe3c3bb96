import type fc from 'fast-check';
import type { AnyRuleSystem } from '../../../shared/rules/core';
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
}

export const GAME_FIXTURES: Readonly<Record<string, GameFixtures>> = {
  mls: { creation: mlsCreation, proposal: mlsProposal, references: ['reference'] },
  hursagmu: { creation: hursagmuCreation, proposal: hursagmuProposal, references: ['reference', 'reference-revised'] },
  heimr: { creation: heimrCreation, proposal: heimrProposal, references: ['reference'] },
  symbaroum: { creation: symbaroumCreation, proposal: symbaroumProposal, references: ['reference'] },
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
