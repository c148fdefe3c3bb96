import type { AnyRuleSystem } from '../../../shared/rules/core';
import { getRuleSystem, listSystems } from '../../../shared/rules/registry';
import type { GameFixtures } from './every-game';
import { HEIMR_FIXTURES } from './heimr';
import { HURSAGMU_FIXTURES } from './hursagmu';
import { MLS_FIXTURES } from './mls';
import { SYMBAROUM_FIXTURES } from './symbaroum';

export type { GameFixtures } from './every-game';

/**
 * Every registered game's conformance fixtures (test/shared/conformance/<game>.ts), for the tests and benchmarks
 * that go over all games at once. The conformance suite itself runs one file per game (<game>.test.ts).
 */
export const GAME_FIXTURES: Readonly<Record<string, GameFixtures>> = {
  mls: MLS_FIXTURES,
  hursagmu: HURSAGMU_FIXTURES,
  heimr: HEIMR_FIXTURES,
  symbaroum: SYMBAROUM_FIXTURES,
};

/** Every game in the registry, as its rule system. */
export function checkedSystems(): AnyRuleSystem[] {
  return listSystems().map((s) => getRuleSystem(s.id)!);
}
