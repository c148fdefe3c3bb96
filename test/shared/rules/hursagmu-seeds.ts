import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The HURSAGMU rulebooks as text, and readers for their tables and sentences, so a test compares a number the
 * book prints with what the code does, never the code with its own copy of the book. The seeds sit beside the
 * repository (../shared/seeds), as in CI.
 */
const seeds = join(resolve(import.meta.dirname, '../../..'), '../shared/seeds');

/** 003_ec97e9f49afae471.txt: the HURSAGMU rulebook. */
export const book = readFileSync(join(seeds, '003_ec97e9f49afae471.txt'), 'utf8');
/** 004_103a540a1ecd82a2.txt: the revised Encounters chapter. */
export const revised = readFileSync(join(seeds, '004_103a540a1ecd82a2.txt'), 'utf8');

const lines = (text: string) => text.split('\n').map((l) => l.trim());

/** The single line that starts with `start`; a test fails loudly if the book has none or several. */
function lineIndex(text: string, start: string): number {
  const all = lines(text);
  const found = all.flatMap((l, i) => (l.startsWith(start) ? [i] : []));
  if (found.length !== 1) throw new Error(`Expected one line starting "${start}" in the seed, found ${found.length}.`);
  return found[0]!;
}

/**
 * The body rows of the book's table whose header line starts with `header` (e.g. "| gear | weight |"): each row
 * as its trimmed cells, the separator line skipped.
 */
export function pipeTable(text: string, header: string): string[][] {
  const all = lines(text);
  const cellsOf = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  const isRule = (line: string | undefined) =>
    line !== undefined && line.startsWith('|') && cellsOf(line).every((c) => /^-+$/.test(c));
  const rows: string[][] = [];
  const start = lineIndex(text, header);
  for (let i = start + 1; i < all.length && all[i]!.startsWith('|'); i++) {
    if (isRule(all[i])) continue;
    // Two tables printed one under the other: the next one's header is the line above its rule.
    if (i > start + 1 && isRule(all[i + 1])) break;
    rows.push(cellsOf(all[i]!));
  }
  return rows;
}

/**
 * The rows of one of the revised chapter's tables, printed without rules ("sense range increment" and then
 * "smell 1"): each row's label and number, up to the next empty line; a trailing "*" (a footnote) is dropped.
 */
export function plainTable(text: string, header: string): [string, number][] {
  const all = lines(text);
  const rows: [string, number][] = [];
  for (let i = lineIndex(text, header) + 1; i < all.length && all[i] !== ''; i++) {
    const m = /^(.+?)\s+(-?\d+)(\s*\*)?$/.exec(all[i]!);
    if (!m) throw new Error(`Cannot read the row "${all[i]}" of the table "${header}".`);
    rows.push([m[1]!, Number(m[2])]);
  }
  return rows;
}

/** The groups `pattern` captures in the book's running text (line breaks read as spaces); fails if it is not there. */
export function sentence(text: string, pattern: RegExp): string[] {
  const m = pattern.exec(text.replace(/\s+/g, ' '));
  if (!m) throw new Error(`The seed has no sentence matching ${pattern}.`);
  return m.slice(1);
}

const WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
};

/** A number as the book writes it, in figures or in words ("ten pounds", "twenty points"). */
export function bookNumber(word: string): number {
  const n = /^-?\d+$/.test(word) ? Number(word) : WORDS[word.toLowerCase()];
  if (n === undefined) throw new Error(`"${word}" is not a number the book writes.`);
  return n;
}

/** The line printed just above a table's header (the list's heading: "Food" above "| quality | cost |"). */
export function tableHeading(text: string, header: string): string {
  return lines(text)[lineIndex(text, header) - 1]!;
}

/**
 * A section of the text: from the line that is exactly `heading` up to the next heading, a short line of its own
 * (at most three words, no closing punctuation) after an empty line, as "Perception" and "Movement" in the
 * revised chapter. Fails if no line, or more than one, is the heading.
 */
export function section(text: string, heading: string): string {
  const all = lines(text);
  const found = all.flatMap((l, i) => (l === heading ? [i] : []));
  if (found.length !== 1) throw new Error(`Expected one heading "${heading}" in the seed, found ${found.length}.`);
  const isHeading = (i: number) =>
    all[i - 1] === '' && /^[A-Z][A-Za-z ]*$/.test(all[i]!) && all[i]!.split(' ').length <= 3;
  let end = found[0]! + 1;
  while (end < all.length && !isHeading(end)) end++;
  return all.slice(found[0]!, end).join('\n');
}
