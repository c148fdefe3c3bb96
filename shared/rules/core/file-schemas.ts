import { z } from 'zod';
import { gameFileJsonSchemas } from '../../model/json-schema';
import { CoreEventSchema } from './core-events';
import type { AnyRuleSystem } from './system';

/**
 * The JSON Schemas of a game's campaign and character files: the envelope with the game's settings, creation and
 * ledger entries (its own and the core's) in place, at its current data version. `npm run schema` writes them to
 * docs/schema/<id>-campaign.schema.json and <id>-character.schema.json.
 */
export const gameFileSchemas = (system: AnyRuleSystem) =>
  gameFileJsonSchemas({
    id: system.id,
    name: system.name,
    dataVersion: system.dataVersion,
    settings: system.settingsSchema,
    creation: system.creationSchema,
    entry: z.union([system.eventSchema, CoreEventSchema]),
  });
