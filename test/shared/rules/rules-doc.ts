import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * A game's rules page (docs/rules/<game>.md) as its tests read it: the rows of a table, and the words in its cells.
 */

const repo = resolve(import.meta.dirname, '../../..');

/** The page's text. */
export const rulesDoc = (game: string): string => readFileSync(join(repo, 'docs/rules', `${game}.md`), 'utf8');

/** The rows of the markdown table that follows `heading` on a game's page: each row's cells, trimmed. */
export function tableAfter(game: string, heading: string): string[][] {
  const doc = rulesDoc(game);
  const from = doc.indexOf(`\n${heading}\n`);
  if (from < 0) throw new Error(`docs/rules/${game}.md has no "${heading}"`);
  const lines = doc.slice(from).split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** A number as a word of its own in a text: "2" in "2 points", not in "-2" or "12". */
export const namesNumber = (text: string, n: number): boolean => new RegExp(`(^|[^\\d-])${n}(?!\\d)`).test(text);

/** The setting keys a row's first cell names in backticks. */
export const keysIn = (cell: string): string[] => [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1]!);
