import { PERSONALITY_PAIRS, PRIMARY_TRAITS } from './tables';

/*
 * The pieces the fast shape checks (event-guard.ts, creation-guard.ts,
 * settings-guard.ts) are built from. Each answers exactly what the matching
 * zod schema in schemas.ts accepts without changing the value; the property
 * tests hold them to that. They are written as plain loops over character
 * codes and keys because a long ledger runs them thousands of times.
 */

/** A JSON-like object as the checks see it. */
export type Raw = Record<string, unknown>;

/** A non-array object, as zod's object schemas require. */
export function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An integer zod's `.int()` accepts: a safe integer. */
export function isInt(v: unknown): v is number {
  return Number.isSafeInteger(v);
}

/** A safe integer from `min` to `max`. */
export function isIntIn(v: unknown, min: number, max: number): v is number {
  return Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
}

/** True when every own enumerable key of `o` is one of `allowed`: zod's strict objects refuse any other key. */
export function onlyKeys(o: Raw, allowed: ReadonlySet<string>): boolean {
  for (const k in o) if (!allowed.has(k)) return false;
  return true;
}

const isLowerOrDigit = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/** An identifier as model/schemas.ts defines it: /^[a-z0-9][a-z0-9-]{0,63}$/. */
export function isId(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const n = v.length;
  if (n < 1 || n > 64 || !isLowerOrDigit(v.charCodeAt(0))) return false;
  for (let i = 1; i < n; i++) {
    const c = v.charCodeAt(i);
    if (c !== 45 && !isLowerOrDigit(c)) return false;
  }
  return true;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** A date as model/schemas.ts defines it; a plain YYYY-MM-DD is checked without the regular expression. */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  if (v.length === 10) {
    return (
      isDigit(v.charCodeAt(0)) &&
      isDigit(v.charCodeAt(1)) &&
      isDigit(v.charCodeAt(2)) &&
      isDigit(v.charCodeAt(3)) &&
      v.charCodeAt(4) === 45 &&
      isDigit(v.charCodeAt(5)) &&
      isDigit(v.charCodeAt(6)) &&
      v.charCodeAt(7) === 45 &&
      isDigit(v.charCodeAt(8)) &&
      isDigit(v.charCodeAt(9))
    );
  }
  return ISO_DATE.test(v);
}

/** A string of 1 to `max` characters with no white space to trim: what `z.string().trim().min(1).max(max)` keeps unchanged. */
export function isTrimmed(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length >= 1 && v.length <= max && v.trim() === v;
}

/** core/dice.ts's dice expression, /^(\d{1,3})d(\d{1,3})$/, read character by character. */
function isDiceExpression(v: string): boolean {
  const d = v.indexOf('d');
  if (d < 1 || d > 3 || v.length - d - 1 < 1 || v.length - d - 1 > 3) return false;
  for (let i = 0; i < v.length; i++) if (i !== d && !isDigit(v.charCodeAt(i))) return false;
  return true;
}

const diceKeys = new Set(['dice', 'total', 'rolls', 'source', 'seed']);

/** A stored roll as core/dice.ts's DiceRecord defines it. */
export function isDice(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, diceKeys)) return false;
  if (typeof v.dice !== 'string' || !isDiceExpression(v.dice) || !isInt(v.total)) return false;
  if (v.source !== 'generated' && v.source !== 'entered') return false;
  const rolls = v.rolls;
  if (rolls !== undefined) {
    if (!Array.isArray(rolls)) return false;
    for (let i = 0; i < rolls.length; i++) if (!isInt(rolls[i])) return false;
  }
  return v.seed === undefined || isIntIn(v.seed, 0, 0xffffffff);
}

const primaries = new Set<unknown>(PRIMARY_TRAITS);
/** One of the eight primary traits. */
export function isPrimaryTrait(v: unknown): boolean {
  return primaries.has(v);
}

const personalityTraits = new Set<unknown>(PERSONALITY_PAIRS.flat());
/** One of the thirty personality traits. */
export function isPersonalityTrait(v: unknown): boolean {
  return personalityTraits.has(v);
}

/** A secondary trait's kind. */
export function isSecondaryKind(v: unknown): boolean {
  return v === 'trained' || v === 'natural' || v === 'inherent';
}

const singleKeys = new Set(['kind', 'trait']);
const averageKeys = new Set(['kind', 'traits']);

/** A base formula as schemas.ts's BaseFormula defines it. */
export function isBase(v: unknown): boolean {
  if (!isObject(v)) return false;
  if (v.kind === 'primary' || v.kind === 'reverse') return onlyKeys(v, singleKeys) && primaries.has(v.trait);
  if (v.kind === 'average') {
    const traits = v.traits;
    if (!onlyKeys(v, averageKeys) || !Array.isArray(traits) || traits.length < 2) return false;
    for (let i = 0; i < traits.length; i++) if (!primaries.has(traits[i])) return false;
    return true;
  }
  return false;
}

/** Undefined or a boolean: an optional flag. */
export function isOptionalBool(v: unknown): boolean {
  return v === undefined || typeof v === 'boolean';
}
