/**
 * Limits on the shape of JSON the app accepts: from a campaign file, from a
 * page in browser mode, and from the app's own window over IPC. Zod checks
 * what the fields mean; this checks first that the data is safe to walk at
 * all, so that no recursive code (zod, the stable stringifier, JSON.stringify)
 * ever meets input deep enough to overflow the stack, and no field name can
 * reach the prototype of the objects the data is copied into.
 */

/**
 * Deepest nesting of objects and arrays accepted, the outermost counting as 1.
 * The deepest file among the reference characters and format fixtures in
 * test/fixtures is 7 levels (mls/reference/characters/elowen.json), the
 * deepest campaign file 2. 64 leaves any game ample room for its creation
 * choices and ledger events while staying thousands of levels below where
 * recursive code runs out of stack.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Largest campaign file (campaign.json or a character) the store reads, in
 * bytes. A ledger grows by about 120 bytes an event (the average over the
 * reference characters in test/fixtures), so 16 MB holds over 100,000 events,
 * more than decades of weekly play; the limit keeps a stray multi-gigabyte
 * file from being read into memory whole.
 */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/**
 * A size as a person reads it, in megabytes rounded up to a tenth, so that a file just over the limit never
 * reads as the limit itself: "20 MB", "16.1 MB".
 */
export function megabytes(bytes: number): string {
  return `${Math.ceil((bytes / MEGABYTE) * 10) / 10} MB`;
}

/**
 * Why a file cannot be opened, as the clause every message about a too large file starts with, wherever the
 * file comes from (a campaign folder, an import, a save, a request in browser mode): "characters/aria.json is
 * 20 MB; the app opens files up to 16 MB". The caller adds what happened and what to do.
 */
export function tooLargeToOpen(file: string, bytes: number, verb: 'is' | 'would be' = 'is'): string {
  return `${file} ${verb} ${megabytes(bytes)}; the app opens files up to ${megabytes(MAX_FILE_BYTES)}`;
}

/**
 * The bytes a file's text takes as UTF-8, when that is more than MAX_FILE_BYTES; undefined for a text within
 * the limit. A U+FFFD counts as one byte: it mostly stands for a byte that was no text at all, so a file of such
 * bytes is not taken for three times its size.
 */
export function bytesOverFileLimit(text: string): number | undefined {
  // No UTF-16 unit takes more than three bytes, so a text this short is within the limit without counting.
  if (text.length * 3 <= MAX_FILE_BYTES) return undefined;
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A surrogate is half of a four-byte character.
    bytes += unit < 0x80 || unit === 0xfffd ? 1 : unit < 0x800 || (unit >= 0xd800 && unit <= 0xdfff) ? 2 : 3;
  }
  return bytes > MAX_FILE_BYTES ? bytes : undefined;
}

/**
 * Most values (objects, arrays and scalars, counted as JSON would write them
 * out) accepted in one piece of data. Every value but the last in a JSON text
 * takes at least two bytes (`0,`), so no file within MAX_FILE_BYTES
 * holds more. Data that never was JSON text (an IPC argument arrives by
 * structured clone) can share one object between many places, and forty
 * levels of `[x, x]` would expand into a trillion values on saving; this
 * stops it.
 */
export const MAX_JSON_VALUES = MAX_FILE_BYTES / 2;

/**
 * Field names refused wherever they appear. JSON.parse and structured clone
 * keep `__proto__` as an ordinary field, but copying it into an object sets
 * that object's prototype instead, so the field vanishes on saving or changes
 * how the object behaves; `constructor` and `prototype` lead from any object
 * to the functions every object shares. No game uses any of them as a field.
 */
export const REFUSED_JSON_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

export type JsonShapeCheck =
  | { ok: true }
  | {
      ok: false;
      /** Dotted path of the offending field, e.g. "creation.traits.__proto__"; empty when it is about the whole. */
      path: string;
      /** A sentence naming the field, saying what is wrong and what to do. */
      message: string;
      /** What is wrong as a clause, to follow "because" or a file name: 'field "creation.x" is nested ...'. */
      reason: string;
    };

/** One object or array being walked, with where it sits. */
interface Frame {
  value: Record<string, unknown> | unknown[];
  /** Field names of an object; undefined for an array, whose indices are walked instead. */
  keys: string[] | undefined;
  size: number;
  next: number;
  depth: number;
  /** Name or index of this value in the one holding it (unused for the outermost). */
  name: string;
}

/**
 * Checks that `value` nests at most MAX_JSON_DEPTH deep, holds at most
 * MAX_JSON_VALUES values and has no field named in REFUSED_JSON_KEYS. Walks
 * with an explicit stack, never recursion, and stops at the first problem, so
 * a million-deep array is refused at once.
 */
export function checkJsonShape(value: unknown): JsonShapeCheck {
  if (!isContainer(value)) return { ok: true };
  const stack: Frame[] = [];
  const enter = (container: Record<string, unknown> | unknown[], name: string, depth: number): JsonShapeCheck => {
    const keys = Array.isArray(container) ? undefined : Object.keys(container);
    const frame: Frame = {
      value: container,
      keys,
      size: keys ? keys.length : (container as unknown[]).length,
      next: 0,
      depth,
      name,
    };
    stack.push(frame);
    const refused = keys?.find((key) => REFUSED_JSON_KEYS.includes(key));
    return refused === undefined ? { ok: true } : refusedKey(pathOf(stack, refused), refused);
  };
  let values = 1;
  const first = enter(value, '', 1);
  if (!first.ok) return first;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.size) {
      stack.pop();
      continue;
    }
    const index = frame.next++;
    const name = frame.keys ? frame.keys[index]! : String(index);
    const child = frame.keys ? (frame.value as Record<string, unknown>)[name] : (frame.value as unknown[])[index];
    values += 1;
    if (values > MAX_JSON_VALUES) return tooManyValues();
    if (!isContainer(child)) continue;
    if (frame.depth + 1 > MAX_JSON_DEPTH) return tooDeep(pathOf(stack, name));
    const entered = enter(child, name, frame.depth + 1);
    if (!entered.ok) return entered;
  }
  return { ok: true };
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return value !== null && typeof value === 'object';
}

/** The dotted path to `last` inside the innermost frame; the outermost frame has no name. */
function pathOf(stack: Frame[], last: string): string {
  return [...stack.slice(1).map((frame) => frame.name), last].join('.');
}

function refusedKey(path: string, key: string): JsonShapeCheck {
  const reason = `field "${path}" is named "${key}", a name never accepted for a field because copying it can change how the app's own objects behave`;
  return { ok: false, path, reason, message: `${capitalise(reason)}. Remove or rename that field.` };
}

function tooDeep(path: string): JsonShapeCheck {
  const reason = `field "${path}" is nested more than ${MAX_JSON_DEPTH} levels deep, far deeper than any character or campaign`;
  return { ok: false, path, reason, message: `${capitalise(reason)}. Remove the extra levels of nesting.` };
}

function tooManyValues(): JsonShapeCheck {
  const reason = `the data holds more than ${MAX_JSON_VALUES.toLocaleString('en')} values, more than any campaign file can`;
  return { ok: false, path: '', reason, message: `${capitalise(reason)}. Split it into smaller parts.` };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
