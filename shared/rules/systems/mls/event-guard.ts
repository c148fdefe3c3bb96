import type { MlsEvent } from './schemas';
import { PERSONALITY_PAIRS, PRIMARY_TRAITS } from './tables';

/*
 * A fast, exact yes/no check that an event is well formed, for the common
 * case of a file that is fine: folding a long ledger then skips building
 * zod's detailed result. Anything it does not accept goes through the zod
 * schema in schemas.ts, which stays the definition and explains what is
 * wrong; a property test keeps the two in agreement.
 */

type Raw = Record<string, unknown>;

const IDENTIFIER = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const DICE = /^(\d{1,3})d(\d{1,3})$/;
const primaries = new Set<unknown>(PRIMARY_TRAITS);
const personalityTraits = new Set<unknown>(PERSONALITY_PAIRS.flat());
const kinds = new Set<unknown>(['trained', 'natural', 'inherent']);

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isId = (v: unknown) => typeof v === 'string' && IDENTIFIER.test(v);
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const isBool = (v: unknown) => typeof v === 'boolean';
const isTrimmed = (v: unknown, max: number) => typeof v === 'string' && v.length >= 1 && v.length <= max && v.trim() === v;

function onlyKeys(o: Raw, allowed: ReadonlySet<string>): boolean {
  for (const k in o) if (!allowed.has(k)) return false;
  return true;
}

const diceKeys = new Set(['dice', 'total', 'rolls', 'source', 'seed']);
function isDice(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, diceKeys)) return false;
  if (typeof v.dice !== 'string' || !DICE.test(v.dice) || !isInt(v.total)) return false;
  if (v.source !== 'generated' && v.source !== 'entered') return false;
  if (v.rolls !== undefined && (!Array.isArray(v.rolls) || !v.rolls.every(isInt))) return false;
  return optional(v.seed, (s) => isInt(s) && (s as number) >= 0 && (s as number) <= 0xffffffff);
}

const singleKeys = new Set(['kind', 'trait']);
const averageKeys = new Set(['kind', 'traits']);
function isBase(v: unknown): boolean {
  if (!isObject(v)) return false;
  if (v.kind === 'primary' || v.kind === 'reverse') return onlyKeys(v, singleKeys) && primaries.has(v.trait);
  if (v.kind === 'average') {
    return onlyKeys(v, averageKeys) && Array.isArray(v.traits) && v.traits.length >= 2 && v.traits.every((t) => primaries.has(t));
  }
  return false;
}

const definitionKeys = new Set(['id', 'name', 'kind', 'base', 'priest']);
function isDefinition(v: unknown): boolean {
  return isObject(v) && onlyKeys(v, definitionKeys) && isId(v.id) && isTrimmed(v.name, 80) && kinds.has(v.kind) && isBase(v.base) && optional(v.priest, isBool);
}

const ENVELOPE = ['id', 'type', 'date', 'session', 'note'];
const payloads: Record<string, { keys: ReadonlySet<string>; check: (e: Raw) => boolean }> = {};
function define(type: MlsEvent['type'], fields: string[], check: (e: Raw) => boolean): void {
  payloads[type] = { keys: new Set([...ENVELOPE, ...fields]), check };
}
define('age', ['reduce'], (e) => optional(e.reduce, (t) => primaries.has(t)));
define('award', ['adventure', 'role', 'completed', 'roll'], (e) =>
  (e.adventure === 'minor' || e.adventure === 'average' || e.adventure === 'major') &&
  (e.role === 'minor' || e.role === 'major') &&
  optional(e.completed, isBool) &&
  optional(e.roll, isDice),
);
define('acquire', ['trait', 'untrained'], (e) => isDefinition(e.trait) && optional(e.untrained, isBool));
define('raise', ['trait'], (e) => isId(e.trait));
define('lower', ['trait'], (e) => isId(e.trait));
define('raise-personality', ['trait'], (e) => personalityTraits.has(e.trait));
define('train', ['trait'], (e) => primaries.has(e.trait));
define('convert', ['into', 'points', 'roll'], (e) =>
  (e.into === 'money' || e.into === 'favour') && isInt(e.points) && e.points >= 1 && e.points <= 1000 && optional(e.roll, isDice),
);
define('check', ['trait', 'roll'], (e) => isId(e.trait) && isDice(e.roll));
define('check-personality', ['trait', 'roll'], (e) => personalityTraits.has(e.trait) && isDice(e.roll));
define('override', ['code', 'path', 'reason'], (e) =>
  typeof e.code === 'string' && e.code.length >= 1 && e.code.length <= 120 && typeof e.path === 'string' && e.path.length <= 200 && isTrimmed(e.reason, 2000),
);

/** True when `raw` is certainly a well-formed MLS event; false means "ask the schema". */
export function isWellFormedEvent(raw: unknown): raw is MlsEvent {
  if (!isObject(raw) || typeof raw.type !== 'string') return false;
  const payload = payloads[raw.type];
  if (!payload || !onlyKeys(raw, payload.keys)) return false;
  if (!isId(raw.id) || typeof raw.date !== 'string' || !ISO_DATE.test(raw.date)) return false;
  if (!optional(raw.session, isId) || !optional(raw.note, (n) => typeof n === 'string' && n.length <= 2000)) return false;
  return payload.check(raw);
}
