import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURES = join(import.meta.dirname, '../../fixtures');
/** The reference characters of every game: `test/fixtures/<game>/reference*\/characters/*.json`. */
export const referenceCharacters = readdirSync(FIXTURES).flatMap((game) =>
  readdirSync(join(FIXTURES, game))
    .filter((folder) => folder.startsWith('reference'))
    .flatMap((folder) =>
      readdirSync(join(FIXTURES, game, folder, 'characters')).map((name) => ({
        game,
        name: `${game}/${folder}/${name}`,
        file: JSON.parse(readFileSync(join(FIXTURES, game, folder, 'characters', name), 'utf8')) as {
          creation: unknown;
          events: Record<string, unknown>[];
        },
      })),
    ),
);

/** HURSAGMU's coins carry a refine, which the guard leaves to the schema. */
export const holdsCoins = (event: Record<string, unknown>) =>
  'amount' in event && (event.type === 'pay' || event.type === 'earn');
