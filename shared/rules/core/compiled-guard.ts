import type { z } from 'zod';

/*
 * A fast yes/no check compiled once from a zod 4 schema, for files that are
 * fine: a reader skips zod when the check says yes and uses the raw value as
 * it is. The check is sound: it says yes only for a value the schema accepts
 * and gives back unchanged (deep-equal, with the same keys), so using the raw
 * value is the same as using what zod gives. "No" means only "ask the schema".
 *
 * It is built from closures, never `new Function`, because the renderer's
 * Content-Security-Policy forbids eval. It reads each definition as zod
 * 4.6's core parses it (node_modules/zod/v4/core/schemas.js and checks.js).
 *
 * Understood: string (length, regex, starts/ends with, includes, lower/upper
 * case, and overwrites such as trim, which must leave the string as it is),
 * number (int and the other number formats, min/max), boolean, null,
 * undefined, literal, enum, any, unknown, object (strict, stripping or with a
 * catchall), array (length), record, union, discriminated union, optional,
 * nullable, default and prefault (the key must be there), catch, pipe
 * without a transform, nonoptional and lazy.
 * Asked of the schema, whatever the value: refine, superRefine and any other
 * custom check, transform, preprocess, codec, readonly, string formats such
 * as z.email(), tuple, intersection, bigint, date, map, set and any type or
 * check not listed above; a shape key that Object.prototype also has.
 *
 * What the check looks at is data as JSON.parse or structuredClone gives it:
 * it refuses objects whose prototype is neither Object.prototype nor null and
 * arrays whose prototype is not Array.prototype, but, like zod's objects, it
 * does not look at symbol keys or non-enumerable properties of an object, nor
 * at named properties of an array.
 */

type Schema = z.core.$ZodType;
type Guard = (raw: unknown) => boolean;
type Raw = Record<string, unknown>;

/** The parts of a check's definition read here; which are present depends on `check`. */
interface CheckDef {
  check: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: unknown;
  inclusive?: boolean;
  pattern?: RegExp;
  tx?: (value: unknown) => unknown;
  prefix?: string;
  suffix?: string;
  includes?: string;
  position?: number;
}

/** The parts of a schema's definition read here; which are present depends on `type`. */
interface Def {
  type: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  format?: string;
  shape?: Readonly<Record<string, Schema>>;
  catchall?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  mode?: string;
  partial?: boolean;
  options?: readonly Schema[];
  discriminator?: string;
  inclusive?: boolean;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  transform?: unknown;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const refuse: Guard = () => false;
const acceptAll: Guard = () => true;

/** Compiles `schema` once into a predicate that is true only for values the schema accepts and returns unchanged. */
export function compileGuard<T>(schema: z.ZodType<T>): (raw: unknown) => raw is T {
  return compile(schema, new Map()) as (raw: unknown) => raw is T;
}

/** The guard of one schema, made once per schema: a schema used in several places (an identifier) shares one closure. */
function compile(schema: Schema, made: Map<Schema, Guard>): Guard {
  const known = made.get(schema);
  if (known) return known;
  // A shape that reaches itself through a getter finds this forwarder while it is being compiled.
  const pending: { guard?: Guard } = {};
  made.set(schema, (raw) => pending.guard!(raw));
  const guard = build(schema, made);
  pending.guard = guard;
  made.set(schema, guard);
  return guard;
}

function build(schema: Schema, made: Map<Schema, Guard>): Guard {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const inner = () => compile(def.innerType!, made);
  if (def.type === 'string') return def.format === undefined ? stringGuard(checks) : refuse;
  if (def.type === 'number')
    return numberGuard(def.format === undefined ? checks : [{ check: 'number_format', format: def.format }, ...checks]);
  if (def.type === 'array') return arrayGuard(compile(def.element!, made), checks);
  // Every other type takes no check this file understands: a refine on an object or a union is asked of the schema.
  if (checks.length > 0) return refuse;
  switch (def.type) {
    case 'boolean':
      return (raw) => typeof raw === 'boolean';
    case 'null':
      return (raw) => raw === null;
    case 'undefined':
    case 'void':
      return (raw) => raw === undefined;
    case 'any':
    case 'unknown':
      return acceptAll;
    case 'literal':
    case 'enum':
      return valuesGuard(schema._zod.values);
    case 'object':
      return objectGuard(def, made);
    case 'record':
      return recordGuard(def, made);
    case 'union':
      return def.discriminator !== undefined ? discriminatedGuard(def, made) : unionGuard(def, made);
    case 'optional': {
      const g = inner();
      // An exact optional hands undefined to its inner schema; a plain one takes it, unless the inner schema has a default to put in its place.
      if (schema._zod.traits.has('$ZodExactOptional')) return g;
      if (def.innerType!._zod.optin === 'defaulted') return (raw) => raw !== undefined && g(raw);
      return (raw) => raw === undefined || g(raw);
    }
    case 'nullable': {
      const g = inner();
      return (raw) => raw === null || g(raw);
    }
    case 'default':
    case 'prefault':
    case 'nonoptional': {
      // A default or prefault puts its value in place of undefined; nonoptional refuses undefined.
      const g = inner();
      return (raw) => raw !== undefined && g(raw);
    }
    case 'catch':
      // What the inner schema accepts unchanged, catch gives back unchanged; whatever else it replaces.
      return inner();
    case 'pipe': {
      // A codec is a pipe with a transform between its two ends.
      if (def.transform !== undefined || schema._zod.traits.has('$ZodCodec')) return refuse;
      const first = compile(def.in!, made);
      const second = compile(def.out!, made);
      return (raw) => first(raw) && second(raw);
    }
    case 'lazy': {
      let g: Guard | undefined;
      return (raw) => (g ??= compile((schema as z.core.$ZodLazy)._zod.innerType, made))(raw);
    }
    default:
      return refuse;
  }
}

/** A string's length as zod's length checks count it: a surrogate pair is one character. */
function codePoints(s: string): number {
  let count = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    if ((s.charCodeAt(i) & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

function stringGuard(checks: readonly CheckDef[]): Guard {
  // Every min, max and exact length narrows one range of code points.
  let min = 0;
  let max = Infinity;
  const patterns: RegExp[] = [];
  const overwrites: ((value: unknown) => unknown)[] = [];
  const tests: ((s: string) => boolean)[] = [];
  for (const c of checks) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum!);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum!);
    else if (c.check === 'length_equals') [min, max] = [Math.max(min, c.length!), Math.min(max, c.length!)];
    else if (c.check === 'overwrite' && typeof c.tx === 'function') overwrites.push(c.tx);
    else if (c.check !== 'string_format') return refuse;
    else if (c.format === 'regex' || c.format === 'lowercase' || c.format === 'uppercase') patterns.push(c.pattern!);
    else if (c.format === 'starts_with') tests.push((s) => s.startsWith(c.prefix!));
    else if (c.format === 'ends_with') tests.push((s) => s.endsWith(c.suffix!));
    else if (c.format === 'includes') tests.push((s) => s.includes(c.includes!, c.position));
    else return refuse;
  }
  // Below this many code units a string may hold fewer than `min` code points, so they are counted.
  const countBelow = 2 * min - 1;
  const resets = patterns.map((p) => p.global || p.sticky);
  // The commonest strings, identifiers and dates, have one pattern and nothing else: checked without a loop.
  const only = patterns[0];
  if (
    only &&
    patterns.length === 1 &&
    !resets[0] &&
    overwrites.length === 0 &&
    tests.length === 0 &&
    min === 0 &&
    max === Infinity
  ) {
    return (raw) => typeof raw === 'string' && only.test(raw);
  }
  return (raw) => {
    if (typeof raw !== 'string') return false;
    const n = raw.length;
    if (n < min) return false;
    if (n > max || n < countBelow) {
      const points = codePoints(raw);
      if (points < min || points > max) return false;
    }
    // An overwrite (trim, toLowerCase…) that changes the string would hand back another value.
    for (let i = 0; i < overwrites.length; i++) if (overwrites[i]!(raw) !== raw) return false;
    for (let i = 0; i < tests.length; i++) if (!tests[i]!(raw)) return false;
    for (let i = 0; i < patterns.length; i++) {
      const p = patterns[i]!;
      // zod rewinds a global or sticky pattern before each test; so must this.
      if (resets[i]) p.lastIndex = 0;
      if (!p.test(raw)) return false;
    }
    return true;
  };
}

/** The ranges of zod's number formats (util.NUMBER_FORMAT_RANGES) and whether each wants an integer. */
const NUMBER_FORMATS: Readonly<Record<string, { int: boolean; min: number; max: number }>> = {
  safeint: { int: true, min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
  int32: { int: true, min: -2147483648, max: 2147483647 },
  uint32: { int: true, min: 0, max: 4294967295 },
  float32: { int: false, min: -3.4028234663852886e38, max: 3.4028234663852886e38 },
  float64: { int: false, min: -Number.MAX_VALUE, max: Number.MAX_VALUE },
};

function numberGuard(checks: readonly CheckDef[]): Guard {
  let int = false;
  let min = -Infinity;
  let minIncluded = true;
  let max = Infinity;
  let maxIncluded = true;
  for (const c of checks) {
    if (c.check === 'number_format') {
      const format = NUMBER_FORMATS[c.format ?? ''];
      if (!format) return refuse;
      int ||= format.int;
      [min, max] = [Math.max(min, format.min), Math.min(max, format.max)];
    } else if ((c.check === 'greater_than' || c.check === 'less_than') && typeof c.value === 'number') {
      const v = c.value;
      const inclusive = c.inclusive === true;
      // Keep the stricter bound; at the same value an exclusive bound is the stricter.
      if (c.check === 'greater_than' && (v > min || (v === min && !inclusive))) [min, minIncluded] = [v, inclusive];
      if (c.check === 'less_than' && (v < max || (v === max && !inclusive))) [max, maxIncluded] = [v, inclusive];
    } else {
      return refuse;
    }
  }
  return (raw) =>
    typeof raw === 'number' &&
    // zod 4 refuses NaN and ±Infinity, for which raw - raw is NaN.
    raw - raw === 0 &&
    (!int || Number.isSafeInteger(raw)) &&
    (minIncluded ? raw >= min : raw > min) &&
    (maxIncluded ? raw <= max : raw < max);
}

function valuesGuard(values: ReadonlySet<unknown> | undefined): Guard {
  if (!values) return refuse;
  const [single] = values;
  // === answers as Set.has does (0 and -0 alike), except for NaN.
  if (values.size === 1 && !Number.isNaN(single)) return (raw) => raw === single;
  const set = new Set(values);
  return (raw) => set.has(raw);
}

/** True for a plain object (fast-check makes some without a prototype): not an array, a Date, a Map or a class instance. */
function isPlain(raw: unknown): raw is Raw {
  if (typeof raw !== 'object' || raw === null) return false;
  const proto: unknown = Object.getPrototypeOf(raw);
  return proto === Object.prototype || proto === null;
}

function objectGuard(def: Def, made: Map<Schema, Guard>): Guard {
  const shape = def.shape!;
  const keys = Object.keys(shape);
  // zod skips a __proto__ key, and `key in input` finds toString and the like on every object.
  if (Object.getOwnPropertySymbols(shape).length > 0 || keys.some((k) => k in Object.prototype)) return refuse;
  const guards = keys.map((k) => compile(shape[k]!, made));
  // zod leaves out a missing key only for a schema optional both ways; a default fills it in, anything else is refused.
  const mayBeMissing = keys.map((k) => shape[k]!._zod.optin === 'optional' && shape[k]!._zod.optout === 'optional');
  // Each key's place in the shape, in an object without a prototype: no "__proto__" or "toString" is found there.
  const place: Record<string, number> = Object.create(null);
  keys.forEach((k, i) => (place[k] = i));
  const required = mayBeMissing.filter((may) => !may).length;
  // No catchall strips other keys, a `never` one (strictObject) refuses them: either way the value is not given back as it is.
  const catchall = def.catchall;
  const other = catchall === undefined || defOf(catchall).type === 'never' ? undefined : compile(catchall, made);
  // The value's keys are walked, not the shape's: only what is there is looked at, once, and a key the shape lacks is
  // found in the same walk; every key the shape requires must have been seen. (A walk shows enumerable keys, which is
  // what the check looks at: see the top of this file.)
  return (raw) => {
    if (!isPlain(raw)) return false;
    let seen = 0;
    for (const key in raw) {
      const i = place[key];
      if (i === undefined) {
        // A catchall leaves out a __proto__ key too.
        if (other === undefined || key === '__proto__' || !other(raw[key])) return false;
      } else {
        if (!guards[i]!(raw[key])) return false;
        if (!mayBeMissing[i]) seen++;
      }
    }
    return seen === required;
  };
}

function recordGuard(def: Def, made: Map<Schema, Guard>): Guard {
  const value = compile(def.valueType!, made);
  const keyGuard = compile(def.keyType!, made);
  const listed = def.keyType!._zod.values;
  if (listed && !def.partial) {
    // An enum of keys: zod reads every key it lists, present or not, and refuses any other unless loose.
    const keys = [...listed].map((k) => (typeof k === 'number' ? String(k) : k));
    if (!keys.every((k): k is string => typeof k === 'string' && !(k in Object.prototype) && keyGuard(k)))
      return refuse;
    const known = new Set(keys);
    return (raw) => {
      if (!isPlain(raw) || Object.getOwnPropertySymbols(raw).length > 0) return false;
      for (let i = 0; i < keys.length; i++) if (!(keys[i]! in raw) || !value(raw[keys[i]!])) return false;
      for (const key in raw) if (!known.has(key) && (def.mode !== 'loose' || key === '__proto__')) return false;
      return true;
    };
  }
  return (raw) => {
    // zod checks an enumerable symbol key against the key schema too: a string key schema refuses it.
    if (!isPlain(raw) || Object.getOwnPropertySymbols(raw).length > 0) return false;
    for (const key in raw) if (key === '__proto__' || !keyGuard(key) || !value(raw[key])) return false;
    return true;
  };
}

/** Kinds of value, one bit each, so that a union can tell which of its options cannot take a value. */
const STRING = 1;
const NUMBER = 2;
const BOOLEAN = 4;
const NULL = 8;
const UNDEFINED = 16;
const OBJECT = 32;
const ARRAY = 64;
const OTHER = 128;
const ANY_KIND = 255;

function kindOf(raw: unknown): number {
  switch (typeof raw) {
    case 'string':
      return STRING;
    case 'number':
      return NUMBER;
    case 'boolean':
      return BOOLEAN;
    case 'undefined':
      return UNDEFINED;
    case 'object':
      return raw === null ? NULL : Array.isArray(raw) ? ARRAY : OBJECT;
    default:
      return OTHER;
  }
}

/** The kinds of value `schema` might accept in any way, transforms included: outside them it certainly fails. */
function kindsAccepted(schema: Schema): number {
  const def = defOf(schema);
  const inner = () => kindsAccepted(def.innerType!);
  switch (def.type) {
    case 'string':
      return def.coerce ? ANY_KIND : STRING;
    case 'number':
      return def.coerce ? ANY_KIND : NUMBER;
    case 'boolean':
      return def.coerce ? ANY_KIND : BOOLEAN;
    case 'null':
      return NULL;
    case 'undefined':
    case 'void':
      return UNDEFINED;
    case 'never':
      return 0;
    case 'literal':
    case 'enum':
      return [...(schema._zod.values ?? [])].reduce<number>((kinds, v) => kinds | kindOf(v), 0);
    case 'object':
    case 'record':
      return OBJECT;
    case 'array':
      return ARRAY;
    case 'union':
      return def.discriminator !== undefined ? OBJECT : def.options!.reduce((kinds, o) => kinds | kindsAccepted(o), 0);
    case 'optional':
    case 'default':
    case 'prefault':
      return inner() | UNDEFINED;
    case 'nullable':
      return inner() | NULL;
    case 'nonoptional':
    case 'readonly':
      return inner();
    case 'pipe':
      return kindsAccepted(def.in!);
    default:
      return ANY_KIND;
  }
}

/**
 * A union gives the first option that accepts, so an option's answer counts only when every option before it
 * certainly fails; an exclusive union (z.xor) wants every other option to fail.
 */
function unionGuard(def: Def, made: Map<Schema, Guard>): Guard {
  const options = def.options!;
  const guards = options.map((o) => compile(o, made));
  const kinds = options.map(kindsAccepted);
  // A literal or enum option fails for anything outside its values.
  const values = options.map((o) =>
    defOf(o).type === 'literal' || defOf(o).type === 'enum' ? o._zod.values : undefined,
  );
  const exclusive = def.inclusive === false;
  const n = options.length;
  return (raw) => {
    const kind = kindOf(raw);
    let chosen = -1;
    for (let i = 0; i < n; i++) {
      if ((kinds[i]! & kind) === 0 || values[i]?.has(raw as never) === false) continue;
      if (!exclusive) return guards[i]!(raw);
      if (chosen >= 0) return false;
      chosen = i;
    }
    return chosen >= 0 && guards[chosen]!(raw);
  };
}

/** The option is picked by its discriminator value, as zod picks it, and only that option is checked. */
function discriminatedGuard(def: Def, made: Map<Schema, Guard>): Guard {
  const discriminator = def.discriminator!;
  // null marks a value two options claim (zod allows that only for undefined): zod then asks neither.
  const byValue = new Map<unknown, Guard | null>();
  for (const option of def.options!) {
    const values = option._zod.propValues?.[discriminator];
    if (!values || values.size === 0) return refuse;
    for (const v of values) byValue.set(v, byValue.has(v) ? null : compile(option, made));
  }
  return (raw) => {
    if (typeof raw !== 'object' || raw === null) return false;
    const option = byValue.get((raw as Raw)[discriminator]);
    return option ? option(raw) : false;
  };
}

function arrayGuard(element: Guard, checks: readonly CheckDef[]): Guard {
  let min = 0;
  let max = Infinity;
  for (const c of checks) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum!);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum!);
    else if (c.check === 'length_equals') [min, max] = [Math.max(min, c.length!), Math.min(max, c.length!)];
    else return refuse;
  }
  return (raw) => {
    if (!Array.isArray(raw) || Object.getPrototypeOf(raw) !== Array.prototype) return false;
    const n = raw.length;
    if (n < min || n > max) return false;
    for (let i = 0; i < n; i++) {
      const item: unknown = raw[i];
      if (!element(item)) return false;
      // zod fills a hole with undefined.
      if (item === undefined && !(i in raw)) return false;
    }
    return true;
  };
}
