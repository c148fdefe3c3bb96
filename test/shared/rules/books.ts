import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BookSource } from '../../../shared/rules/core';
import * as heimrBook from '../../../shared/rules/systems/heimr/book';
import * as hursagmuBook from '../../../shared/rules/systems/hursagmu/book';
import * as mlsBook from '../../../shared/rules/systems/mls/book';
import * as symbaroumBook from '../../../shared/rules/systems/symbaroum/book';
import { sourcesIn } from './book-sources';

/**
 * Every game's table of the book's words (shared/rules/systems/<game>/book.ts), imported by name so that a test of the
 * quotes runs whenever a table changes (mutation testing finds a test by the modules it imports).
 */
export const BOOKS: Readonly<Record<string, readonly BookSource[]>> = {
  heimr: sourcesIn(heimrBook),
  hursagmu: sourcesIn(hursagmuBook),
  mls: sourcesIn(mlsBook),
  symbaroum: sourcesIn(symbaroumBook),
};

/** The games whose folder holds a book.ts, found on disk: BOOKS must name each. */
const systems = resolve(import.meta.dirname, '../../../shared/rules/systems');
export const gamesWithBook = readdirSync(systems).filter((game) => existsSync(join(systems, game, 'book.ts')));

/** A game's table of the book's words, every source in it. */
export function bookOf(game: string): readonly BookSource[] {
  const book = BOOKS[game];
  if (book === undefined) throw new Error(`No table of the book's words for "${game}" in test/shared/rules/books.ts.`);
  return book;
}
