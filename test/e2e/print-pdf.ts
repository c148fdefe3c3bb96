import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Millimetres in a PDF point (1/72 inch). */
const MM_PER_POINT = 25.4 / 72;

/** One printed page: its size and how far its text stays from each edge, in millimetres. */
export interface PrintedPage {
  width: number;
  height: number;
  /** The page's text, words in reading order: top to bottom by the top of each word, then left to right. */
  text: string;
  /** The page's lines of text, top to bottom: words whose boxes overlap in height, left to right. */
  lines: string[];
  /** Distance from the paper's edge to the nearest word; undefined on a page without text. */
  margins: { left: number; right: number; top: number; bottom: number } | undefined;
}

/**
 * Prints the page as the host would (print media, the page's own CSS page size) to `file` and measures it with
 * poppler's `pdftotext -bbox`: every word's box on every page.
 */
export async function printAndMeasure(page: Page, file: string): Promise<PrintedPage[]> {
  await page.emulateMedia({ media: 'print' });
  try {
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
  return measure(execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }));
}

/** The pages of pdftotext's -bbox output (XHTML: a <page> per page, a <word> with its box per word). */
export function measure(bbox: string): PrintedPage[] {
  const pages: PrintedPage[] = [];
  for (const [, attributes, body] of bbox.matchAll(/<page ([^>]*)>([\s\S]*?)<\/page>/g)) {
    const width = number(attributes!, 'width');
    const height = number(attributes!, 'height');
    const words = [...body!.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map(([, box, text]) => ({
      xMin: number(box!, 'xMin'),
      yMin: number(box!, 'yMin'),
      xMax: number(box!, 'xMax'),
      yMax: number(box!, 'yMax'),
      text: unescape(text!),
    }));
    words.sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin);
    pages.push({
      width: width * MM_PER_POINT,
      height: height * MM_PER_POINT,
      text: words.map((w) => w.text).join(' '),
      lines: linesOf(words),
      margins:
        words.length === 0
          ? undefined
          : {
              left: Math.min(...words.map((w) => w.xMin)) * MM_PER_POINT,
              top: Math.min(...words.map((w) => w.yMin)) * MM_PER_POINT,
              right: (width - Math.max(...words.map((w) => w.xMax))) * MM_PER_POINT,
              bottom: (height - Math.max(...words.map((w) => w.yMax))) * MM_PER_POINT,
            },
    });
  }
  return pages;
}

/** The smallest distance from any word to any edge over all pages, in millimetres, rounded to 0.1 mm. */
export function narrowestMargin(pages: readonly PrintedPage[]): number {
  const all = pages.flatMap((p) =>
    p.margins ? [p.margins.left, p.margins.right, p.margins.top, p.margins.bottom] : [],
  );
  return Math.round(Math.min(...all) * 10) / 10;
}

/** Each edge's narrowest margin over all pages, in millimetres, rounded to 0.1 mm. */
export function marginsOf(pages: readonly PrintedPage[]): { left: number; right: number; top: number; bottom: number } {
  const edge = (side: 'left' | 'right' | 'top' | 'bottom') =>
    Math.round(Math.min(...pages.flatMap((p) => (p.margins ? [p.margins[side]] : []))) * 10) / 10;
  return { left: edge('left'), right: edge('right'), top: edge('top'), bottom: edge('bottom') };
}

/** Words in lines: a word belongs to the line above when its box starts before that line's words end. */
function linesOf(words: readonly { xMin: number; yMin: number; yMax: number; text: string }[]): string[] {
  const lines: { yMax: number; words: { xMin: number; text: string }[] }[] = [];
  for (const word of words) {
    const line = lines.at(-1);
    if (line && word.yMin < line.yMax - 1) {
      line.words.push(word);
      line.yMax = Math.max(line.yMax, word.yMax);
    } else lines.push({ yMax: word.yMax, words: [word] });
  }
  return lines.map((line) =>
    line.words
      .sort((a, b) => a.xMin - b.xMin)
      .map((w) => w.text)
      .join(' '),
  );
}

function number(attributes: string, name: string): number {
  const match = new RegExp(`${name}="([0-9.]+)"`).exec(attributes);
  if (!match) throw new Error(`pdftotext gave a box without ${name}: ${attributes}`);
  return Number(match[1]);
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
