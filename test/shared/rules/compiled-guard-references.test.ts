import type { z } from 'zod';
import { compileGuard } from '../../../shared/rules/core/compiled-guard';
import { AmendCreationEvent, FinishEvent, OverrideEvent } from '../../../shared/rules/core/core-events';
import { HeimrCreation, HeimrEvent } from '../../../shared/rules/systems/heimr/schemas';
import { HursagmuCreation, HursagmuEvent } from '../../../shared/rules/systems/hursagmu/schemas';
import { MlsCreation, MlsEvent } from '../../../shared/rules/systems/mls/schemas';
import { SymbaroumCreation, SymbaroumEvent } from '../../../shared/rules/systems/symbaroum/schemas';
import { holdsCoins, referenceCharacters } from './reference-files';

/*
 * The compiled guard on every game's reference characters, kept apart from compiled-guard.test.ts so that a change
 * to one game's schemas runs this file and not the property tests of the other games' schemas.
 */
describe('a guard compiled from a game’s schemas', () => {
  it('says yes to every creation and every event of the reference characters, but payments in coins', () => {
    const core = { finish: FinishEvent, 'amend-creation': AmendCreationEvent, override: OverrideEvent } as Record<
      string,
      z.ZodType
    >;
    const games = {
      mls: { creation: compileGuard(MlsCreation), event: MlsEvent },
      hursagmu: { creation: compileGuard(HursagmuCreation), event: HursagmuEvent },
      heimr: { creation: compileGuard(HeimrCreation), event: HeimrEvent },
      symbaroum: { creation: compileGuard(SymbaroumCreation), event: SymbaroumEvent },
    } as Record<string, { creation: (raw: unknown) => boolean; event: z.ZodType }>;
    let events = 0;
    for (const { game, name, file } of referenceCharacters) {
      expect([name, games[game]!.creation(file.creation)]).toEqual([name, true]);
      for (const event of file.events) {
        const schema = core[String(event.type)] ?? games[game]!.event;
        expect(schema.safeParse(event).success).toBe(true);
        expect([name, event.id, compileGuard(schema)(event)]).toEqual([name, event.id, !holdsCoins(event)]);
        events++;
      }
    }
    expect(referenceCharacters.length).toBeGreaterThanOrEqual(13);
    expect(events).toBeGreaterThan(40);
  });
});
