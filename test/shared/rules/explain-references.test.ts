import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { explainCharacter, type CharacterInput } from '../../../shared/rules/core';
import { valueAt } from '../../../shared/rules/core/explain';
import { getRuleSystem } from '../../../shared/rules/registry';

/*
 * What an explanation points to is there: each campaign setting it says took part is a setting of the campaign (a
 * player follows it to "Compare with the defaults"), and each ledger entry it says moved the value is an entry of the
 * character's history (a player follows it to its row). Checked over every reference character of every game
 * (test/fixtures/<game>/reference). In Heimr and Symbaroum every number of the sheet is also written in its own
 * formula ("Pain Threshold = Strong 15 ÷ 2, rounded up → 8"); MLS writes a level of 0 as "base" and HURSAGMU a
 * chance as a percentage, so theirs are checked by their own tests.
 */
const fixtures = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures');
const GAMES = ['mls', 'hursagmu', 'heimr', 'symbaroum'] as const;
const NUMBERS_IN_FORMULA = new Set(['heimr', 'symbaroum']);

function referenceOf(game: string) {
  const folder = join(fixtures, game, 'reference');
  const campaign = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { settings?: unknown };
  const characters = readdirSync(join(folder, 'characters')).map((file) => ({
    file,
    input: JSON.parse(readFileSync(join(folder, 'characters', file), 'utf8')) as CharacterInput,
  }));
  return { settings: campaign.settings ?? {}, characters };
}

describe('every explanation names only the campaign’s settings and the character’s entries', () => {
  describe.each(GAMES)('the explanations of %s’s reference characters', (game) => {
    const system = getRuleSystem(game)!;
    const { settings: raw, characters } = referenceOf(game);
    const settings = system.parseSettings(raw).settings;

    it.each(characters.map((c) => [c.file, c.input] as const))(
      '%s: every setting and entry an explanation names is the campaign’s and the character’s',
      (_file, input) => {
        const ids = new Set((input.events as { id: string }[]).map((e) => e.id));
        const { explanations = [] } = explainCharacter(system, input, raw);
        expect(explanations.length).toBeGreaterThan(0);
        const astray: string[] = [];
        for (const e of explanations) {
          for (const path of e.settings)
            if (valueAt({ settings }, path.split('.')) === undefined) astray.push(`${e.path}: ${path}`);
          for (const id of e.entries) if (!ids.has(id)) astray.push(`${e.path}: entry ${id}`);
          if (
            NUMBERS_IN_FORMULA.has(game) &&
            typeof e.value === 'number' &&
            !e.formula.includes(String(Math.abs(e.value)))
          )
            astray.push(`${e.path}: ${e.value} not in “${e.formula}”`);
        }
        expect(astray).toEqual([]);
      },
    );
  });
});
