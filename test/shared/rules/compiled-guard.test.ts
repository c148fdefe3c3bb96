import fc from 'fast-check';
import { z } from 'zod';
import { DisplayName, Identifier, IsoDate } from '../../../shared/model/schemas';
import { compileGuard } from '../../../shared/rules/core/compiled-guard';
import { AmendCreationEvent, FinishEvent, OverrideEvent } from '../../../shared/rules/core/core-events';
import { holdsCoins, referenceCharacters } from './reference-files';
import { DiceRecord, enteredRoll, rollDice } from '../../../shared/rules/core/dice';
import { ev, eventEnvelope } from '../../../shared/rules/core/reading';
import {
  Coins,
  HursagmuCreation,
  HursagmuEvent,
  HursagmuSettings,
} from '../../../shared/rules/systems/hursagmu/schemas';
import { METRICS } from '../../../shared/rules/systems/hursagmu/tables';
import { MlsCreation, MlsEvent, MlsSettings } from '../../../shared/rules/systems/mls/schemas';
import { PRIMARY_TRAITS, RACE_IDS, STARTING_CP_READINGS } from '../../../shared/rules/systems/mls/tables';
import * as hursagmuArb from './hursagmu-arbitraries';
import * as mlsArb from './mls-arbitraries';

/*
 * The compiled guard may say "well formed" only for a value its schema accepts and gives back unchanged: a
 * reader then uses the raw value instead of zod's. Each schema a game reads is held to that on valid values
 * and on values broken in one place; the guard must also say yes to nearly every valid value, or it is no
 * faster than zod.
 */

type Tree = Record<string, unknown> | unknown[];

/** True when `a` and `b` hold the same data: the same own keys (an undefined one included), and Object.is for every leaf. */
function sameData(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Reflect.ownKeys(a);
  if (keys.length !== Reflect.ownKeys(b).length) return false;
  return keys.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      sameData((a as Record<PropertyKey, unknown>)[k], (b as Record<PropertyKey, unknown>)[k]),
  );
}

/** What a guard's yes promises: the schema accepts `value` and gives it back unchanged. */
function expectUnchanged(schema: z.ZodType, value: unknown): void {
  const parsed = schema.safeParse(value);
  expect(parsed.success, JSON.stringify(value)).toBe(true);
  expect(parsed.data).toEqual(value);
  expect(sameData(parsed.data, value), JSON.stringify(value)).toBe(true);
}

/** Every object and array inside `root`, itself included. */
function containers(root: unknown): Tree[] {
  if (typeof root !== 'object' || root === null) return [];
  return [root as Tree, ...Object.values(root).flatMap(containers)];
}

/** Keys of other schemas with a plausible value, so that a value is given a key its schema does not have (or does). */
const BORROWED: [string, unknown][] = [
  ['session', 's1'],
  ['note', 'a note'],
  ['award', 'a1'],
  ['reduce', 'body'],
  ['roll', { dice: '1d8', total: 3, source: 'entered' }],
  ['trait', 'sword'],
  ['points', 1],
  ['amount', 3],
  ['use', 'shock'],
  ['into', 'money'],
  ['completed', false],
  ['untrained', true],
  ['occupation', true],
  ['priest', true],
  ['combat', true],
  ['limbs', 2],
  ['reason', 'why'],
  ['metric', 'health'],
  ['paid', true],
  ['quantity', 2],
  ['for', 'supplies'],
  ['seed', 5],
  ['rolls', [1]],
  ['sc', 1],
  ['name', 'Sword'],
  ['level', 1],
  ['warOnly', true],
];

/** A string or number close to `leaf`: padded, longer, cased, a fraction, negated, huge. */
function twisted(leaf: unknown, pick: number): unknown {
  if (typeof leaf === 'string') {
    const options = [
      ` ${leaf}`,
      `${leaf} `,
      `${leaf}\n`,
      leaf.toUpperCase(),
      leaf + 'x'.repeat(1 + (pick % 70)),
      '😀'.repeat(leaf.length),
      `${leaf}-`,
      '',
    ];
    return options[pick % options.length];
  }
  if (typeof leaf === 'number') {
    const options = [leaf + 0.5, -leaf, leaf * 1e6, -0, leaf + 1, leaf - 1, 2 ** 53, Number.NaN, Infinity];
    return options[pick % options.length];
  }
  return leaf;
}

/** Stands in for a key that JSON.parse turns into an own "__proto__" key. */
const PROTO_MARK = 'proto-mark-7f3a';

/** `value` copied, then broken (or not) in one place at any depth. */
function mutate(value: unknown, pick: number, how: string, replacement: unknown): unknown {
  if (how === 'none') return value;
  const copy = structuredClone(value);
  const all = containers(copy);
  if (all.length === 0) return how === 'twist' ? twisted(copy, pick) : replacement;
  const target = all[pick % all.length]! as Record<string, unknown>;
  const array = Array.isArray(target);
  const keys = Object.keys(target);
  // JSON gives arrays no named keys, so an empty array is given a first element instead.
  const key = keys[Math.floor(pick / all.length) % Math.max(1, keys.length)] ?? (array ? '0' : 'x');
  if (how === 'delete') {
    if (array) target.splice(Number(key), 1);
    else delete target[key];
  }
  if (how === 'set') target[key] = replacement;
  // JSON gives arrays no named keys, so an array grows by one element instead.
  if (how === 'add') {
    if (array) target.push(replacement);
    else target[`extra${pick % 3}`] = replacement;
  }
  if (how === 'borrow' && !array) {
    const [k, v] = BORROWED[pick % BORROWED.length]!;
    target[k] = v;
  }
  if (how === 'twist') target[key] = twisted(target[key], Math.floor(pick / 7));
  if (how === 'proto' && !array) {
    target[PROTO_MARK] = replacement ?? null;
    return JSON.parse(JSON.stringify(copy).replace(`"${PROTO_MARK}":`, '"__proto__":'));
  }
  return copy;
}

/** Each limit of the schemas and the value just past it, and values of every kind. */
const EDGES: unknown[] = [
  -11,
  -10,
  -1,
  0,
  1,
  2,
  20,
  21,
  64,
  65,
  100,
  101,
  1000,
  1001,
  10000,
  10001,
  100000,
  100001,
  0xffffffff,
  0x100000000,
  2 ** 53 - 1,
  2 ** 53,
  1e300,
  1.5,
  0.25,
  0.2,
  -0,
  Number.NaN,
  Infinity,
  -Infinity,
  null,
  undefined,
  true,
  false,
  '',
  ' ',
  ' x',
  'x ',
  'Sword',
  'sword',
  'Bad Id',
  'a'.repeat(64),
  'a'.repeat(65),
  '😀'.repeat(80),
  '😀'.repeat(81),
  'x'.repeat(2001),
  '2026-01-01',
  '2026-1-1',
  '3d6',
  '3d',
  [],
  {},
  [1],
  ['strength', 'body'],
  ...RACE_IDS,
  ...PRIMARY_TRAITS,
  ...METRICS,
  'trained',
  'primary',
  'average',
  'first',
  'entered',
  'generated',
  'weapon',
  'gear',
  'armor',
];
/** Arrays one past a schema's limit: 200 occupations, 1000 replaced rolls. */
const OVERSIZED: unknown[] = [
  Array.from({ length: 201 }, () => ({
    name: 'Soldier',
    kind: 'trained',
    base: { kind: 'primary', trait: 'strength' },
  })),
  Array.from({ length: 1001 }, () => ({ points: 'hit', roll: { dice: '2d6', total: 7, source: 'entered' } })),
];
const replacement = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(...EDGES),
  fc.string({ unit: 'binary', maxLength: 6 }),
  {
    weight: 1,
    arbitrary: fc.constantFrom(...OVERSIZED),
  },
);
const how = fc.constantFrom('none', 'delete', 'set', 'set', 'add', 'borrow', 'twist', 'twist', 'proto');

/** Values from `valid`, most broken in one place. */
const broken = (valid: fc.Arbitrary<unknown>) =>
  fc.tuple(valid, fc.nat(), how, replacement).map(([v, pick, h, r]) => mutate(v, pick, h, r));

/**
 * A test that `schema`'s guard says yes only to what the schema gives back unchanged, and says it often enough to
 * matter: to more than `minShare` of the values (a construct's few examples, most of them broken, are accepted about
 * one time in twenty, so their share is set lower than the games' schemas' to keep the count from a random run clear
 * of it).
 */
function holdsToSchema(
  name: string,
  schema: z.ZodType,
  values: fc.Arbitrary<unknown>,
  numRuns: number,
  minShare = 1 / 20,
) {
  it(`${name}: says yes only to what the schema gives back unchanged`, () => {
    const guard = compileGuard(schema);
    let yes = 0;
    fc.assert(
      fc.property(values, (value) => {
        if (!guard(value)) return;
        yes++;
        expectUnchanged(schema, value);
      }),
      { numRuns },
    );
    // Both answers are exercised: the broken values are refused, the others mostly accepted.
    expect(yes).toBeGreaterThan(numRuns * minShare);
    expect(yes).toBeLessThan(numRuns);
  });
}

const envelope = fc.record(
  {
    id: fc.constantFrom('e1', 'event-2', 'x'),
    date: fc.constantFrom('2026-01-01', '2026-05-01T10:00:00Z', '2026-05-01T10:00:00.5+02:00'),
    session: fc.constantFrom('s1', 'session-12'),
    note: fc.constantFrom('a note', '', 'Körper 😀'),
    award: fc.constant('a1'),
  },
  { requiredKeys: ['id', 'date'] },
);
const text = fc.oneof(fc.constantFrom('why', 'Strength to +1', ' padded', 'padded ', ''), fc.string({ maxLength: 30 }));
const coreEvent = fc.oneof(
  envelope.map((e) => ({ ...e, type: 'finish' })),
  fc
    .tuple(
      envelope,
      text,
      text,
      fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    )
    .map(([e, reason, change, before]) => ({ ...e, type: 'amend-creation', reason, change, before })),
  fc
    .tuple(envelope, fc.constantFrom('mls.x', 'ledger.y', ''), fc.constantFrom('events.0', ''), text)
    .map(([e, code, path, reason]) => ({ ...e, type: 'override', code, path, reason })),
);
const CoreEvent = z.discriminatedUnion('type', [FinishEvent, AmendCreationEvent, OverrideEvent]);

const dice = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom(4, 6, 8, 20), fc.nat())
    .map(([count, sides, seed]) => rollDice({ count, sides }, seed)),
  fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom(6, 20), fc.integer({ min: -3, max: 40 }))
    .map(([count, sides, total]) => enteredRoll({ count, sides }, total)),
);

const identifiers = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,70}$/);
const dates = fc.stringMatching(/^\d{4}-\d{2}-\d{2}(T[0-9:.]{1,8}(Z|[+-]\d{2}:\d{2})?)?$/);
const strings = fc.oneof(
  identifiers,
  dates,
  fc.string({ maxLength: 130 }),
  fc.string({ unit: 'binary', maxLength: 130 }),
  fc.constantFrom(...EDGES),
);
/** Strings, most of them of the shape `likely` gives. */
const stringsLike = (likely: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: likely }, { weight: 1, arbitrary: strings });

const traitTemplate = fc.record(
  {
    name: fc.constantFrom('Soldier', 'Smith', ' Smith'),
    kind: fc.constantFrom('trained', 'natural', 'inherent'),
    base: fc.constantFrom({ kind: 'primary', trait: 'strength' }, { kind: 'average', traits: ['mind', 'aura'] }),
    priest: fc.boolean(),
    combat: fc.boolean(),
  },
  { requiredKeys: ['name', 'kind', 'base'] },
);
const mlsSettingsInput = fc.record(
  {
    racialAverages: fc.dictionary(
      fc.constantFrom(...RACE_IDS),
      fc.dictionary(fc.constantFrom(...PRIMARY_TRAITS), fc.integer({ min: -10, max: 20 }), { maxKeys: 3 }),
      {
        maxKeys: 2,
      },
    ),
    occupations: fc.array(traitTemplate, { maxLength: 2 }),
    skills: fc.array(traitTemplate, { maxLength: 2 }),
    rollHitPointsForNewCharacters: fc.boolean(),
    startingCpPast22Increments: fc.constantFrom(...STARTING_CP_READINGS),
  },
  { requiredKeys: [] },
);
/** Settings as a campaign file may hold them, and as the app writes them: with every default filled in. */
const mlsSettings = fc.oneof(
  mlsSettingsInput,
  mlsSettingsInput.map((s) => MlsSettings.parse(s)),
  mlsSettingsInput.map((s) => MlsSettings.parse(s)),
);

const hursagmuSettingsInput = fc.record(
  {
    startingCharacterPoints: fc.integer({ min: 0, max: 200 }),
    maxStartingTraitLevel: fc.option(fc.integer({ min: 0, max: 20 })),
    addedTraits: fc.array(
      fc.record({ id: fc.constantFrom('riddles', 'lore'), name: fc.constantFrom('Riddles', 'Lore') }),
      { maxLength: 2 },
    ),
    droppedTraits: fc.array(fc.constantFrom('archery', 'sorcery'), { maxLength: 2 }),
    addedGifts: fc.array(
      fc.record({
        id: fc.constant('wings'),
        name: fc.constant('Wings'),
        cost: fc.integer({ min: 0, max: 50 }),
        perLimb: fc.boolean(),
      }),
      { maxLength: 1 },
    ),
    droppedGifts: fc.array(fc.constant('extra-limbs'), { maxLength: 1 }),
    revisedEncounters: fc.boolean(),
    startingCoins: fc.integer({ min: 0, max: 10000 }),
  },
  { requiredKeys: [] },
);
const hursagmuSettings = fc.oneof(
  hursagmuSettingsInput,
  hursagmuSettingsInput.map((s) => HursagmuSettings.parse(s)),
  hursagmuSettingsInput.map((s) => HursagmuSettings.parse(s)),
);

const referencesOf = (game: string) => referenceCharacters.filter((c) => c.game === game);
const mlsCreations = fc.oneof(mlsArb.creationArb, fc.constantFrom(...referencesOf('mls').map((c) => c.file.creation)));
const hursagmuCreations = fc.oneof(
  hursagmuArb.creationArb,
  fc.constantFrom(...referencesOf('hursagmu').map((c) => c.file.creation)),
);
const withEnvelope = (proposals: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(envelope, proposals).map(([e, p]) => ({ ...e, ...p }));

describe('a guard compiled from a schema', () => {
  holdsToSchema('Identifier', Identifier, broken(stringsLike(identifiers)), 2000);
  holdsToSchema('IsoDate', IsoDate, broken(stringsLike(dates)), 2000);
  holdsToSchema(
    'DisplayName',
    DisplayName,
    broken(stringsLike(fc.string({ unit: 'binary', minLength: 1, maxLength: 130 }))),
    2000,
  );
  holdsToSchema('DiceRecord', DiceRecord, broken(dice), 1500);
  holdsToSchema('the envelope', z.strictObject(eventEnvelope), broken(envelope), 1000);
  holdsToSchema(
    'an entry made with ev()',
    ev('note', { text: z.string().trim().max(20).optional(), count: z.number().int().min(1) }),
    broken(envelope.map((e) => ({ ...e, type: 'note', count: 2 }))),
    1000,
  );
  holdsToSchema('the core events', CoreEvent, broken(coreEvent), 2000);
  holdsToSchema('MlsSettings', MlsSettings, broken(mlsSettings), 1500);
  holdsToSchema('MlsCreation', MlsCreation, broken(mlsCreations), 3000);
  holdsToSchema('MlsEvent', MlsEvent, broken(withEnvelope(mlsArb.proposalArb)), 5000);
  holdsToSchema('HursagmuSettings', HursagmuSettings, broken(hursagmuSettings), 1500);
  holdsToSchema('HursagmuCreation', HursagmuCreation, broken(hursagmuCreations), 3000);
  holdsToSchema('HursagmuEvent', HursagmuEvent, broken(withEnvelope(hursagmuArb.proposalArb)), 5000);
});

/** Schemas built only to reach what the games' schemas do not use, each with a few values it accepts. */
const Tree: z.ZodType<{ name: string; children: unknown[] }> = z.lazy(() =>
  z.strictObject({ name: z.string().min(1), children: z.array(Tree).max(3) }),
);
const CONSTRUCTS: [string, z.ZodType, unknown[]][] = [
  [
    'a loose object',
    z.looseObject({ id: Identifier, n: z.number().optional() }),
    [{ id: 'a', n: 1, extra: 'x' }, { id: 'b' }],
  ],
  ['a stripping object', z.object({ id: Identifier }), [{ id: 'a' }]],
  [
    'optional, nullable, default and exact optional keys',
    z.strictObject({
      a: z.string().nullable().optional(),
      b: z.number().int().default(3),
      c: z.boolean().optional(),
      d: z.string().exactOptional(),
    }),
    [{ a: null, b: 1, c: true, d: 'x' }, { b: 0 }, { a: undefined, b: 2, c: undefined }],
  ],
  ['a prefault', z.strictObject({ s: z.strictObject({ x: z.number().default(1) }).prefault({}) }), [{ s: { x: 2 } }]],
  [
    'a union',
    z.union([z.literal('a'), z.number().int(), z.strictObject({ k: z.string() }), z.array(z.string()).max(2)]),
    ['a', 3, { k: 'x' }, ['x']],
  ],
  ['a union whose first option trims', z.union([z.string().trim(), z.number()]), ['x', 'x y', 2]],
  ['an exclusive union', z.xor([z.string().max(3), z.number()]), ['abc', 4]],
  ['a record of listed keys', z.record(z.enum(['a', 'b']), z.number()), [{ a: 1, b: 2 }]],
  ['a partial record', z.partialRecord(z.enum(['a', 'b']), z.number().optional()), [{ a: 1 }, {}]],
  ['a record with checked keys', z.record(z.string().min(2), z.array(z.number()).min(1)), [{ ab: [1] }, {}]],
  ['string checks', z.string().startsWith('ab').endsWith('yz').includes('m'), ['abmyz', 'ab m yz']],
  ['a lowercasing string', z.string().toLowerCase().length(3), ['abc', 'a😀']],
  ['a global pattern', z.string().regex(/^[a-z]+$/g), ['abc', 'z']],
  [
    'bounds',
    z.strictObject({
      open: z.number().gt(0).lt(10),
      int: z.int32(),
      unsigned: z.uint32(),
      half: z.number().positive().max(1.5),
    }),
    [{ open: 5, int: -3, unsigned: 7, half: 1.5 }],
  ],
  ['a catch', z.number().int().catch(0), [3]],
  ['a pipe', z.string().pipe(z.string().max(3)), ['abc']],
  ['a recursive tree', Tree, [{ name: 'root', children: [{ name: 'leaf', children: [] }] }]],
  ['a nonoptional', z.string().optional().nonoptional(), ['x']],
];

describe('a guard compiled from a construct the games do not use yet', () => {
  for (const [name, schema, valid] of CONSTRUCTS) {
    holdsToSchema(
      name,
      schema,
      broken(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...valid) },
          { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
        ),
      ),
      600,
      1 / 60,
    );
  }
});

/** The share of `values` the schema gives back unchanged that the guard says yes to. */
function acceptance(
  schema: z.ZodType,
  values: fc.Arbitrary<unknown>,
  numRuns: number,
): { valid: number; accepted: number } {
  const guard = compileGuard(schema);
  let valid = 0;
  let accepted = 0;
  fc.assert(
    fc.property(values, (value) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success || !sameData(parsed.data, value)) return;
      valid++;
      if (guard(value)) accepted++;
    }),
    { numRuns },
  );
  return { valid, accepted };
}

describe('how often the guard saves the schema its work', () => {
  it('says yes to at least 95% of the valid MLS events and creations the property tests make', () => {
    const events = acceptance(
      MlsEvent,
      mlsArb.proposalArb.map((p) => ({ id: 'e1', date: '2026-01-01', ...p })),
      2000,
    );
    const creations = acceptance(MlsCreation, mlsArb.creationArb, 500);
    expect(events.valid).toBeGreaterThan(1500);
    expect(events.accepted / events.valid).toBeGreaterThanOrEqual(0.95);
    expect(creations.accepted / creations.valid).toBeGreaterThanOrEqual(0.95);
  });

  it('says yes to at least 95% of the valid HURSAGMU events without coins and creations the property tests make', () => {
    const events = acceptance(
      HursagmuEvent,
      hursagmuArb.proposalArb.filter((p) => !holdsCoins(p)).map((p) => ({ id: 'e1', date: '2026-01-01', ...p })),
      2000,
    );
    const creations = acceptance(HursagmuCreation, hursagmuArb.creationArb, 500);
    expect(events.valid).toBeGreaterThan(1500);
    expect(events.accepted / events.valid).toBeGreaterThanOrEqual(0.95);
    expect(creations.accepted / creations.valid).toBeGreaterThanOrEqual(0.95);
  });

  it('leaves every payment or earning in coins to the schema', () => {
    const guard = compileGuard(HursagmuEvent);
    let valid = 0;
    fc.assert(
      fc.property(hursagmuArb.proposalArb.filter(holdsCoins), (p) => {
        const event = { id: 'e1', date: '2026-01-01', ...p };
        expect(guard(event)).toBe(false);
        if (HursagmuEvent.safeParse(event).success) valid++;
      }),
      { numRuns: 200 },
    );
    expect(valid).toBeGreaterThan(50);
  });
});

describe('a compiled guard on cases pinned by hand', () => {
  /** The guard's answer and whether the schema gives `raw` back unchanged, side by side. */
  const both = (schema: z.ZodType, raw: unknown) => {
    const parsed = schema.safeParse(raw);
    return [compileGuard(schema)(raw), parsed.success && sameData(parsed.data, raw)];
  };

  it('refuses a key a strict or stripping object does not have, and takes it in a loose one', () => {
    expect(both(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([false, false]);
    expect(both(z.object({ a: z.string() }), { a: 'x', b: 1 })).toEqual([false, false]);
    expect(both(z.looseObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([true, true]);
    expect(both(z.strictObject({ a: z.string() }), { a: 'x' })).toEqual([true, true]);
  });

  it('refuses a name the schema would trim', () => {
    expect(DisplayName.safeParse(' Aldric').success).toBe(true);
    expect(both(DisplayName, ' Aldric')).toEqual([false, false]);
    expect(both(DisplayName, 'Aldric ')).toEqual([false, false]);
    expect(both(DisplayName, 'Aldric')).toEqual([true, true]);
  });

  it('refuses a missing key, or an undefined one, that a default would fill in', () => {
    const schema = z.strictObject({ n: z.number().default(1) });
    expect(both(schema, {})).toEqual([false, false]);
    expect(both(schema, { n: undefined })).toEqual([false, false]);
    expect(both(schema, { n: 2 })).toEqual([true, true]);
    const settings: Record<string, unknown> = HursagmuSettings.parse({});
    expect(compileGuard(HursagmuSettings)(settings)).toBe(true);
    delete settings.startingCoins;
    expect(both(HursagmuSettings, settings)).toEqual([false, false]);
  });

  it('leaves a refine to the schema, whatever the value', () => {
    expect(Coins.safeParse({ sc: 3 }).success).toBe(true);
    expect(compileGuard(Coins)({ sc: 3 })).toBe(false);
    expect(compileGuard(z.string().refine(() => true))('x')).toBe(false);
    expect(compileGuard(z.string().superRefine(() => undefined))('x')).toBe(false);
    const pay = { id: 'e1', date: '2026-01-01', type: 'pay' };
    expect(both(HursagmuEvent, { ...pay, amount: { sc: 3 } })).toEqual([false, true]);
    expect(both(HursagmuEvent, { ...pay, item: 'backpack', quantity: 1 })).toEqual([true, true]);
  });

  it('takes an identifier of 64 characters and refuses one of 65', () => {
    expect(both(Identifier, 'a'.repeat(64))).toEqual([true, true]);
    expect(both(Identifier, 'a'.repeat(65))).toEqual([false, false]);
  });

  it('refuses an integer past the safe ones, and NaN and infinities for any number', () => {
    const int = z.number().int();
    expect(both(int, 2 ** 53 - 1)).toEqual([true, true]);
    expect(both(int, -(2 ** 53 - 1))).toEqual([true, true]);
    expect(both(int, 2 ** 53)).toEqual([false, false]);
    expect(both(int, 1.5)).toEqual([false, false]);
    for (const n of [Number.NaN, Infinity, -Infinity]) expect(both(z.number(), n)).toEqual([false, false]);
    expect(both(z.number().int().min(0), -0)).toEqual([true, true]);
    expect(both(z.number().gt(0), 0)).toEqual([false, false]);
    expect(both(z.number().lt(1).lte(1), 1)).toEqual([false, false]);
  });

  it('answers as zod does for an optional key set to undefined', () => {
    expect(both(z.strictObject({ a: z.string().optional() }), { a: undefined })).toEqual([true, true]);
    expect(both(z.strictObject({ a: z.string().optional() }), {})).toEqual([true, true]);
    expect(both(z.strictObject({ a: z.string().exactOptional() }), { a: undefined })).toEqual([false, false]);
    expect(both(z.strictObject({ a: z.string().exactOptional() }), {})).toEqual([true, true]);
    expect(both(z.strictObject({ a: z.unknown() }), {})).toEqual([false, false]);
    expect(both(z.strictObject({ a: z.unknown() }), { a: undefined })).toEqual([true, true]);
    // An optional around a default still puts the default in place of undefined.
    expect(both(z.number().default(1).optional(), undefined)).toEqual([false, false]);
    expect(both(z.strictObject({ a: z.number().default(1).optional() }), {})).toEqual([false, false]);
  });

  it('refuses a record of listed keys that lacks one, even when its value may be undefined', () => {
    const schema = z.record(z.enum(['a', 'b']), z.number().optional());
    expect(both(schema, { a: 1 })).toEqual([false, false]);
    expect(both(schema, { a: 1, b: undefined })).toEqual([true, true]);
    expect(both(schema, { a: 1, b: 2, c: 3 })).toEqual([false, false]);
  });

  it('counts a surrogate pair as one character, as zod does', () => {
    expect(both(z.string().max(2), '😀😀')).toEqual([true, true]);
    expect(both(z.string().max(2), '😀😀😀')).toEqual([false, false]);
    expect(both(z.string().min(2), '😀')).toEqual([false, false]);
    expect(both(z.string().min(2), '😀😀')).toEqual([true, true]);
  });

  it('rewinds a global pattern before each test', () => {
    const guard = compileGuard(z.string().regex(/^a+$/g));
    expect([guard('aaa'), guard('aaa'), guard('aaa')]).toEqual([true, true, true]);
  });

  it('refuses a __proto__ key as JSON.parse makes it', () => {
    const raw: unknown = JSON.parse('{"a":"x","__proto__":{"b":1}}');
    expect(both(z.strictObject({ a: z.string() }), raw)).toEqual([false, false]);
    expect(both(z.object({ a: z.string() }), raw)).toEqual([false, false]);
    expect(both(z.looseObject({ a: z.string() }), raw)).toEqual([false, false]);
    expect(both(z.record(z.string(), z.unknown()), raw)).toEqual([false, false]);
  });

  it('answers for a union only when every option before the one that accepts certainly fails', () => {
    expect(both(z.union([z.string().trim(), z.string()]), ' a')).toEqual([false, false]);
    expect(both(z.union([z.string().trim(), z.string()]), 'a')).toEqual([true, true]);
    expect(both(z.union([z.literal('a'), z.literal('b')]), 'b')).toEqual([true, true]);
    expect(both(z.union([z.number(), z.string()]), 'x')).toEqual([true, true]);
    expect(both(z.xor([z.string(), z.number()]), 'x')).toEqual([true, true]);
    expect(compileGuard(z.xor([z.string(), z.string().max(1)]))('xy')).toBe(false);
  });

  it('leaves transforms to the schema and checks both ends of a plain pipe', () => {
    expect(compileGuard(z.string().transform((s) => s))('x')).toBe(false);
    expect(compileGuard(z.preprocess((v) => v, z.string()))('x')).toBe(false);
    const upper = z.codec(z.string(), z.string(), { decode: (s) => s.toUpperCase(), encode: (s) => s.toLowerCase() });
    expect(both(upper, 'ab')).toEqual([false, false]);
    expect(both(z.string().pipe(z.string().min(2)), 'ab')).toEqual([true, true]);
    expect(both(z.string().pipe(z.string().min(2)), 'a')).toEqual([false, false]);
  });

  it('refuses values that are not plain data, and a symbol key where a record checks its keys', () => {
    const empty = z.object({});
    expect(compileGuard(empty)(new Date())).toBe(false);
    expect(compileGuard(empty)(new Map())).toBe(false);
    expect(compileGuard(empty)([])).toBe(false);
    expect(both(z.record(z.string(), z.number()), { [Symbol('s')]: 1 })).toEqual([false, false]);
    expect(both(z.array(z.unknown()), [undefined])).toEqual([true, true]);
    // eslint-disable-next-line no-sparse-arrays
    expect(compileGuard(z.array(z.unknown()))([, 1])).toBe(false);
  });

  it('picks a discriminated option by its value and refuses a value no option claims', () => {
    expect(both(MlsEvent, { id: 'e1', date: '2026-01-01', type: 'buy-fate' })).toEqual([true, true]);
    expect(both(MlsEvent, { id: 'e1', date: '2026-01-01', type: 'fly' })).toEqual([false, false]);
    expect(both(MlsEvent, { id: 'e1', date: '2026-01-01', type: 'buy-fate', amount: 1 })).toEqual([false, false]);
  });
});
