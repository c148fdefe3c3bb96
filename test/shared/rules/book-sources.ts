import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BookSource } from '../../../shared/rules/core';

/**
 * A check of one quote of the book's words against the seed it names. The seeds sit beside the repository
 * (../shared/seeds), as in CI. The games' tables of quotes are in books.ts.
 */
const repo = resolve(import.meta.dirname, '../../..');
const seeds = join(repo, '../shared/seeds');
const isSource = (v: unknown): v is BookSource =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as BookSource).seed === 'string' &&
  typeof (v as BookSource).section === 'string' &&
  typeof (v as BookSource).quote === 'string';

/** Every BookSource a module exports, in tables of any depth. */
export function sourcesIn(value: unknown): BookSource[] {
  if (isSource(value)) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(sourcesIn);
}

/** Text as compared: typographic quotes and dashes as plain ones, every run of whitespace as one space. */
export function plain(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—−]/g, '-').replace(/\s+/g, ' ').trim();
}

const seedCache = new Map<string, string>();
/** A seed's text, read once. */
export function seedText(name: string): string {
  let text = seedCache.get(name);
  if (text === undefined) seedCache.set(name, (text = readFileSync(join(seeds, name), 'utf8')));
  return text;
}

/**
 * Where the section begins in the seed, as an offset into its plain text: the heading stands on a line of its own,
 * or at the start or end of one (the seeds run some headings into the paragraph before).
 */
function headingOffsets(lines: readonly string[], heading: string): number[] {
  const offsets: number[] = [];
  const h = plain(heading);
  let at = 0;
  for (const l of lines) {
    if (l.startsWith(h) || l.endsWith(h)) offsets.push(at + (l.endsWith(h) ? l.length - h.length : 0));
    at += l.length + 1;
  }
  return offsets;
}

/** A seed's lines as compared, headings' "#" marks and empty lines left out. */
const plainLines = (text: string) =>
  text
    .split('\n')
    .map((l) => plain(l.replace(/^#+\s*/, '')))
    .filter((l) => l !== '');

/** What is wrong with a source, or nothing: the seed, the heading, and the quote after the heading. */
export function sourceProblem(source: BookSource): string | undefined {
  if (!existsSync(join(seeds, source.seed))) return `no seed file "${source.seed}"`;
  const seedLines = plainLines(seedText(source.seed));
  const lines = seedLines.join(' ');
  const quote = plain(source.quote);
  if (quote.length === 0 || quote.length > 300) return `the quote is empty or longer than a sentence: "${quote}"`;
  // An empty heading would be found on every line.
  const headings = plain(source.section) === '' ? [] : headingOffsets(seedLines, source.section);
  if (headings.length === 0) return `no heading "${source.section}" in ${source.seed}`;
  const found = lines.indexOf(quote);
  if (found < 0) return `"${source.quote}" is not in ${source.seed} word for word`;
  if (!headings.some((h) => lines.indexOf(quote, h) >= 0))
    return `"${source.quote}" does not come after the heading "${source.section}"`;
  return undefined;
}

/**
 * The words of the project's own summary (of an ability, an attribute) that the book's text shares: each word of at
 * least `stem` letters whose first `stem` letters the text holds, case aside.
 */
export function wordsShared(summary: string, text: string, stem = 4): string[] {
  const lower = text.toLowerCase();
  return summary
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= stem && lower.includes(w.slice(0, stem)));
}
