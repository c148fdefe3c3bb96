import type { MlsEvent } from './schemas';
import {
  isBase,
  isDice,
  isId,
  isIntIn,
  isIsoDate,
  isObject,
  isOptionalBool,
  isPersonalityTrait,
  isPrimaryTrait,
  isSecondaryKind,
  isTrimmed,
  onlyKeys,
  type Raw,
} from './guard-parts';

/*
 * A fast, exact yes/no check that an event is well formed, for the common
 * case of a file that is fine: folding a long ledger then skips building
 * zod's detailed result. Anything it does not accept goes through the zod
 * schema in schemas.ts, which stays the definition and explains what is
 * wrong; property tests keep the two in agreement. A type or key added to
 * a schema and not here is only slower: the check refuses it and the schema
 * reads it.
 */

const definitionKeys = new Set(['id', 'name', 'kind', 'base', 'priest', 'combat']);
function isDefinition(v: unknown): boolean {
  return (
    isObject(v) &&
    onlyKeys(v, definitionKeys) &&
    isId(v.id) &&
    isTrimmed(v.name, 80) &&
    isSecondaryKind(v.kind) &&
    isBase(v.base) &&
    isOptionalBool(v.priest) &&
    isOptionalBool(v.combat)
  );
}

const EVENT_TYPES = [
  'age',
  'award',
  'acquire',
  'raise',
  'lower',
  'raise-personality',
  'train',
  'convert',
  'check',
  'check-personality',
  'damage',
  'heal',
  'spend-fate',
  'buy-fate',
] as const satisfies readonly MlsEvent['type'][];

/** One bit per type of event, so the types a key may appear in are one number. */
const TYPE_BIT = new Map<unknown, number>(EVENT_TYPES.map((type, i) => [type, 1 << i]));
const bits = (...types: MlsEvent['type'][]) => types.reduce((mask, t) => mask | TYPE_BIT.get(t)!, 0);
const ANY_TYPE = bits(...EVENT_TYPES);
const AGE = bits('age');
const AWARD = bits('award');
const ACQUIRE = bits('acquire');
const CONVERT = bits('convert');
const WITH_AMOUNT = bits('damage', 'heal');
const SPEND_FATE = bits('spend-fate');
const WITH_ROLL = bits('award', 'convert', 'check', 'check-personality');
const WITH_TRAIT = bits('acquire', 'raise', 'lower', 'raise-personality', 'train', 'check', 'check-personality');

/**
 * The types of event (as bits) whose schema has the key `k`, 0 for none: the
 * envelope's keys and each type's own, as in schemas.ts. A switch on the key
 * is several times faster than a set lookup, and every event key goes through it.
 */
function typesWithKey(k: string): number {
  switch (k) {
    case 'id':
    case 'type':
    case 'date':
    case 'session':
    case 'note':
    case 'award':
      return ANY_TYPE;
    case 'reduce':
      return AGE;
    case 'adventure':
    case 'role':
    case 'completed':
      return AWARD;
    case 'roll':
      return WITH_ROLL;
    case 'trait':
      return WITH_TRAIT;
    case 'untrained':
      return ACQUIRE;
    case 'into':
    case 'points':
      return CONVERT;
    case 'amount':
      return WITH_AMOUNT;
    case 'use':
      return SPEND_FATE;
    default:
      return 0;
  }
}

/** The fields that follow from the event's type, checked once its envelope and keys are known to be right. */
function isPayload(e: Raw): boolean {
  switch (e.type as MlsEvent['type']) {
    case 'age':
      return e.reduce === undefined || isPrimaryTrait(e.reduce);
    case 'award':
      return (
        (e.adventure === 'minor' || e.adventure === 'average' || e.adventure === 'major') &&
        (e.role === 'minor' || e.role === 'major') &&
        isOptionalBool(e.completed) &&
        (e.roll === undefined || isDice(e.roll))
      );
    case 'acquire':
      return isDefinition(e.trait) && isOptionalBool(e.untrained);
    case 'raise':
    case 'lower':
      return isId(e.trait);
    case 'raise-personality':
      return isPersonalityTrait(e.trait);
    case 'train':
      return isPrimaryTrait(e.trait);
    case 'convert':
      return (e.into === 'money' || e.into === 'favour') && isIntIn(e.points, 1, 1000) && (e.roll === undefined || isDice(e.roll));
    case 'check':
      return isId(e.trait) && isDice(e.roll);
    case 'check-personality':
      return isPersonalityTrait(e.trait) && isDice(e.roll);
    case 'damage':
    case 'heal':
      return isIntIn(e.amount, 1, 10000);
    case 'spend-fate':
      return e.use === 'shock' || e.use === 'certain-death';
    case 'buy-fate':
      return true;
  }
}

/** True when `raw` is certainly a well-formed MLS event; false means "ask the schema". */
export function isWellFormedEvent(raw: unknown): raw is MlsEvent {
  if (!isObject(raw)) return false;
  const type = TYPE_BIT.get(raw.type);
  if (type === undefined) return false;
  for (const k in raw) if ((typesWithKey(k) & type) === 0) return false;
  if (!isId(raw.id) || !isIsoDate(raw.date)) return false;
  if (raw.session !== undefined && !isId(raw.session)) return false;
  if (raw.award !== undefined && !isId(raw.award)) return false;
  if (raw.note !== undefined && !(typeof raw.note === 'string' && raw.note.length <= 2000)) return false;
  return isPayload(raw);
}
