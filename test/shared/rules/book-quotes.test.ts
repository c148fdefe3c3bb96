import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_BOOK_TITLES } from '../../../shared/rules/core';
import { sourceProblem } from './book-sources';
import { BOOKS, bookOf, gamesWithBook } from './books';

/**
 * Every quote a game gives in its explanations comes from its table of the book's words
 * (shared/rules/systems/<game>/book.ts). Here each is checked against the seed it names, so a quote cannot drift
 * from the book: word for word, whitespace, typographic quotes and dashes aside, after the heading it names.
 */
describe('the book’s words', () => {
  it('finds a table of quotes for Symbaroum at least', () => {
    expect(gamesWithBook).toContain('symbaroum');
  });

  it('has every game’s table among those it checks', () => {
    expect(Object.keys(BOOKS).sort()).toEqual([...gamesWithBook].sort());
  });

  it('tells a quote copied from the book from one changed by a word, and a heading from a missing one', () => {
    const seedName = '001_747545f513491440.txt';
    // The book's sentence under "Toughness", with plain quotes and a line break, is found; one word changed is not.
    const copied = "The character's Toughness is equal to his or\nher value in the Strong Attribute.";
    expect(sourceProblem({ seed: seedName, section: 'Toughness', quote: copied })).toBeUndefined();
    const changed = 'The character’s Toughness is equal to his or her score in the Strong Attribute.';
    expect(sourceProblem({ seed: seedName, section: 'Toughness', quote: changed })).toMatch(/word for word/);
    expect(sourceProblem({ seed: seedName, section: 'Toughness Rules', quote: copied })).toMatch(/no heading/);
    expect(sourceProblem({ seed: seedName, section: '', quote: copied })).toMatch(/no heading/);
    expect(sourceProblem({ seed: seedName, section: ' ', quote: copied })).toMatch(/no heading/);
    expect(sourceProblem({ seed: seedName, section: 'Toughness', quote: ' ' })).toMatch(/empty/);
    // The Toughness sentence comes before the heading "Healing Wounds", so it is not of that section.
    expect(sourceProblem({ seed: seedName, section: 'Healing Wounds', quote: copied })).toMatch(/does not come after/);
  });

  describe.each(gamesWithBook)('%s', (game) => {
    it('quotes every rule word for word from the seed and section it names', () => {
      const sources = bookOf(game);
      expect(sources.length).toBeGreaterThan(0);
      const problems = sources.flatMap((s) => {
        const problem = sourceProblem(s);
        return problem ? [`${s.section}: ${problem}`] : [];
      });
      expect(problems).toEqual([]);
    });
  });

  it('names each seed by the book the seeds’ README says it holds', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../../shared/seeds/README.md'), 'utf8');
    // "| 001_….txt | Symbaroum core rules (d20 roll-under) | …": the game column without its note in brackets.
    const rows = [...readme.matchAll(/^\| (\d{3}_[0-9a-f]+\.txt) \| ([^|(]+?)\s*(?:\([^|]*\))?\s*\|/gm)];
    expect(rows.length).toBe(5);
    expect(Object.fromEntries(rows.map(([, file, title]) => [file, title]))).toEqual(SEED_BOOK_TITLES);
  });
});
