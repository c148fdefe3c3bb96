import { z } from 'zod';
import { CampaignFile, CharacterFile } from './schemas';

/**
 * JSON Schemas of the two file kinds, generated from the zod schemas so that
 * other tools (editors, CI of a campaign kept in git) can validate files
 * without this app. `npm run schema` writes them to docs/schema/.
 */
export function fileJsonSchemas(): Record<'campaign' | 'character', Record<string, unknown>> {
  const make = (schema: z.ZodType, id: string, title: string) => ({
    ...(z.toJSONSchema(schema, { target: 'draft-2020-12' }) as Record<string, unknown>),
    $id: `https://ledger-of-heroes.invalid/schema/${id}.schema.json`,
    title,
  });
  return {
    campaign: make(CampaignFile, 'campaign', 'Campaign file (campaign.json)'),
    character: make(CharacterFile, 'character', 'Character file (characters/<id>.json)'),
  };
}
