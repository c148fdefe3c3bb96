import { z } from 'zod';
import { CampaignFile, CharacterFile } from './schemas';

const make = (schema: z.ZodType, id: string, title: string): Record<string, unknown> => ({
  ...(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>),
  $id: `https://ledger-of-heroes.invalid/schema/${id}.schema.json`,
  title,
});

/**
 * JSON Schemas of the two file kinds, generated from the zod schemas so that
 * other tools (editors, CI of a campaign kept in git) can validate files
 * without this app. `npm run schema` writes them to docs/schema/.
 */
export function fileJsonSchemas(): Record<'campaign' | 'character', Record<string, unknown>> {
  return {
    campaign: make(CampaignFile, 'campaign', 'Campaign file (campaign.json)'),
    character: make(CharacterFile, 'character', 'Character file (characters/<id>.json)'),
  };
}

/** What one game stores in the files, as its rule system reads it. */
export interface GameShapes {
  id: string;
  name: string;
  dataVersion: number;
  settings: z.ZodType;
  creation: z.ZodType;
  /** Every ledger entry the game reads: its own and the core's. */
  entry: z.ZodType;
}

/**
 * The same two file kinds for one game, with its settings, creation and ledger entries in place of the envelope's
 * open objects, as the game reads them at its current data version (`docs/schema/<id>-campaign.schema.json`,
 * `<id>-character.schema.json`).
 */
export function gameFileJsonSchemas(game: GameShapes): Record<'campaign' | 'character', Record<string, unknown>> {
  const system = z.literal(game.id);
  const campaign = CampaignFile.extend({ system, settings: game.settings });
  const character = CharacterFile.extend({
    system,
    dataVersion: z.literal(game.dataVersion).optional(),
    creation: game.creation,
    events: z.array(game.entry),
  });
  return {
    campaign: make(campaign, `${game.id}-campaign`, `${game.name} campaign file (campaign.json)`),
    character: make(
      character,
      `${game.id}-character`,
      `${game.name} character file (characters/<id>.json), data version ${game.dataVersion}`,
    ),
  };
}
