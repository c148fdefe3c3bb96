import { PAIR_IDS, RaceId, type MlsCreation } from './schemas';
import { isBase, isDice, isId, isIntIn, isObject, isOptionalBool, isSecondaryKind, isTrimmed, onlyKeys, type Raw } from './guard-parts';
import { PRIMARY_TRAITS } from './tables';

/*
 * A fast, exact yes/no check that a creation object is well formed, the
 * counterpart of event-guard.ts: a character file that is fine is read
 * without building zod's detailed result. Anything it does not accept goes
 * through MlsCreation in schemas.ts, which stays the definition and says what
 * is wrong; a property test keeps the two in agreement.
 */

/** schemas.ts: `Level`, a secondary, negative or primary level. */
const isLevel = (v: unknown) => isIntIn(v, -10, 20);

const secondaryKeys = new Set(['id', 'name', 'kind', 'base', 'level', 'occupation', 'priest', 'combat']);
function isSecondaryChoice(v: unknown): boolean {
  return (
    isObject(v) &&
    onlyKeys(v, secondaryKeys) &&
    isId(v.id) &&
    isTrimmed(v.name, 80) &&
    isSecondaryKind(v.kind) &&
    isBase(v.base) &&
    isLevel(v.level) &&
    isOptionalBool(v.occupation) &&
    isOptionalBool(v.priest) &&
    isOptionalBool(v.combat)
  );
}

const negativeKeys = new Set(['id', 'name', 'base', 'level']);
function isNegativeChoice(v: unknown): boolean {
  return isObject(v) && onlyKeys(v, negativeKeys) && isId(v.id) && isTrimmed(v.name, 80) && isBase(v.base) && isLevel(v.level);
}

function isEvery(v: unknown, check: (item: unknown) => boolean): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!check(v[i])) return false;
  return true;
}

const rollKeys = new Set(['trait', 'dice']);
const choiceKeys = new Set(['value', 'roll']);
function isPersonalityChoice(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, choiceKeys) || !isIntIn(v.value, 0, 20)) return false;
  const roll = v.roll;
  return roll === undefined || (isObject(roll) && onlyKeys(roll, rollKeys) && (roll.trait === 'first' || roll.trait === 'second') && isDice(roll.dice));
}

/** True when `record` has exactly the keys `ids` (all of them, no other) and each value passes `check`. */
function isFullRecord(record: unknown, ids: readonly string[], allowed: ReadonlySet<string>, check: (v: unknown) => boolean): boolean {
  if (!isObject(record) || !onlyKeys(record, allowed)) return false;
  for (const id of ids) if (!check(record[id])) return false;
  return true;
}
const races = new Set<unknown>(RaceId.options);
const primaryKeys = new Set<string>(PRIMARY_TRAITS);
const pairKeys = new Set<string>(PAIR_IDS);

const creationKeys = new Set([
  'race',
  'ageIncrements',
  'primaries',
  'secondaries',
  'negatives',
  'personality',
  'hitPointsRoll',
  'usesMagic',
  'magicPointsRoll',
  'replacedRolls',
  'extraFatePoints',
]);

const replacedKeys = new Set(['points', 'roll']);
function isReplacedRoll(v: unknown): boolean {
  return isObject(v) && onlyKeys(v, replacedKeys) && (v.points === 'hit' || v.points === 'magic') && isDice(v.roll);
}

/** True when `raw` is certainly a well-formed MLS creation object; false means "ask the schema". */
export function isWellFormedCreation(raw: unknown): raw is MlsCreation {
  if (!isObject(raw) || !onlyKeys(raw, creationKeys)) return false;
  const c: Raw = raw;
  return (
    races.has(c.race) &&
    isIntIn(c.ageIncrements, 0, 1000) &&
    isFullRecord(c.primaries, PRIMARY_TRAITS, primaryKeys, isLevel) &&
    isEvery(c.secondaries, isSecondaryChoice) &&
    isEvery(c.negatives, isNegativeChoice) &&
    isFullRecord(c.personality, PAIR_IDS, pairKeys, isPersonalityChoice) &&
    (c.hitPointsRoll === null || isDice(c.hitPointsRoll)) &&
    typeof c.usesMagic === 'boolean' &&
    (c.magicPointsRoll === null || isDice(c.magicPointsRoll)) &&
    (c.replacedRolls === undefined || (isEvery(c.replacedRolls, isReplacedRoll) && (c.replacedRolls as unknown[]).length <= 1000)) &&
    isIntIn(c.extraFatePoints, 0, 100)
  );
}
