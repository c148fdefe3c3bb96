import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkedSystems, GAME_FIXTURES } from './games';

/**
 * Every game in the registry is held to what every game does (every-game.ts): it has its fixtures here and a
 * file of its own, test/shared/conformance/<game>.test.ts, that runs the suite with them.
 */
describe('the game registry', () => {
  it('gives every registered game the fixtures this suite needs, and names no game it lacks', () => {
    const ids = checkedSystems().map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(GAME_FIXTURES).sort()).toEqual([...ids].sort());
  });

  it.each(checkedSystems().map((s) => s.id))('runs the suite for %s in a file of its own', (id) => {
    const file = join(import.meta.dirname, `${id}.test.ts`);
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`everyGameDoes(${id}, `);
    expect(text).toContain(`from '../../../shared/rules/systems/${id}'`);
    // No other game's rules: a change to one game runs only its own suite.
    const others = checkedSystems().filter((s) => s.id !== id);
    for (const other of others) expect([id, text.includes(`/systems/${other.id}'`)]).toEqual([id, false]);
  });
});
