import fc from 'fast-check';
import { isWellFormedCreation } from '../../../shared/rules/systems/mls/creation-guard';
import { wellFormedSettings } from '../../../shared/rules/systems/mls/settings-guard';
import { MlsCreation, MlsSettings, PRIMARY_TRAITS, RACE_IDS } from '../../../shared/rules/systems/mls';
import { creationArb } from './mls-arbitraries';

type Tree = Record<string, unknown> | unknown[];

/** Every object and array inside `root`, itself included. */
function containers(root: Tree): Tree[] {
  const out: Tree[] = [root];
  for (const v of Object.values(root)) if (typeof v === 'object' && v !== null) out.push(...containers(v as Tree));
  return out;
}

/** `value` copied, then broken (or not) in one place at any depth: a key or element removed, added, or given another value. */
function mutate<T>(value: T, pick: number, how: string, replacement: unknown): T {
  const copy = structuredClone(value) as Tree;
  const all = containers(copy);
  const target = all[pick % all.length]! as Record<string, unknown>;
  const keys = Object.keys(target);
  const key = keys[Math.floor(pick / all.length) % Math.max(1, keys.length)] ?? 'x';
  if (how === 'delete') delete target[key];
  if (how === 'set') target[key] = replacement;
  // JSON gives arrays no named keys, so an array grows by one element instead.
  if (how === 'add') {
    if (Array.isArray(target)) target.push(replacement);
    else target[`extra${pick % 3}`] = replacement;
  }
  return copy as T;
}

/** Values a broken field may take: anything at all, or something close to right (numbers near the limits, strings with spaces, rolls). */
const replacement = fc.oneof(
  fc.anything(),
  fc.integer({ min: -12, max: 1002 }),
  // Each limit of the schema and the number just past it.
  fc.constantFrom(-11, -10, -1, 0, 20, 21, 100, 101, 1000, 1001, 0xffffffff, 0x100000000, Number.MAX_SAFE_INTEGER + 1),
  fc.constantFrom(' Sword', 'Sword', '', 'sword', 'Bad Id', 1.5, null, undefined, true, -0, Number.NaN, [], {}),
  fc.constantFrom(...RACE_IDS, ...PRIMARY_TRAITS, 'average', 'primary', 'reverse', 'first', 'second', 'entered', 'generated'),
);
const how = fc.constantFrom('none', 'delete', 'set', 'set', 'add');

/** Every place in `root` that holds a value: the container and its key. */
function places(root: Tree): { path: string[]; key: string }[] {
  const out: { path: string[]; key: string }[] = [];
  const walk = (node: Tree, path: string[]) => {
    for (const [key, v] of Object.entries(node)) {
      out.push({ path, key });
      if (typeof v === 'object' && v !== null) walk(v as Tree, [...path, key]);
    }
  };
  walk(root, []);
  return out;
}

/** A copy of `root` with the value at `path`.`key` replaced. */
function withValue<T>(root: T, path: string[], key: string, value: unknown): T {
  const copy = structuredClone(root) as Record<string, unknown>;
  let node = copy;
  for (const k of path) node = node[k] as Record<string, unknown>;
  node[key] = value;
  return copy as T;
}

/** Each limit in the schemas and the value just past it, and values of the wrong kind. */
const EDGES = [-11, -10, -1, 0, 1, 2, 20, 21, 100, 101, 1000, 1001, 0xffffffff, 0x100000000, 1.5, Number.NaN, null, undefined, '2', ' x', 'x ', '', true, [], {}];

describe('the fast creation check', () => {
  it('agrees with the schema on every field of a full creation set to each limit, past it, or to the wrong kind of value', () => {
    const sample = fc.sample(creationArb, { numRuns: 1, seed: 7 })[0]!;
    sample.replacedRolls = [{ points: 'hit', roll: { dice: '2d6', total: 7, rolls: [3, 4], source: 'generated', seed: 5 } }];
    // In the schema's order of keys, as a file written by the app has them.
    const full = MlsCreation.parse(sample);
    full.usesMagic = true;
    full.magicPointsRoll = { dice: '2d6', total: 7, source: 'entered' };
    full.personality['chaste-lustful'] = { value: 11, roll: { trait: 'first', dice: { dice: '3d6', total: 11, rolls: [3, 4, 4], source: 'entered' } } };
    full.negatives[0]!.base = { kind: 'average', traits: ['mind', 'aura'] };
    let checked = 0;
    for (const { path, key } of places(full as unknown as Tree)) {
      for (const value of EDGES) {
        const raw = withValue(full, path, key, value);
        const parsed = MlsCreation.safeParse(raw);
        const unchanged = parsed.success && JSON.stringify(parsed.data) === JSON.stringify(raw);
        expect(isWellFormedCreation(raw), `${[...path, key].join('.')} = ${JSON.stringify(value)}`).toBe(unchanged);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });


  it('accepts exactly the creation objects the schema accepts unchanged', () => {
    fc.assert(
      fc.property(creationArb, fc.nat(), how, replacement, (creation, pick, change, value) => {
        const raw = mutate(creation, pick, change, value);
        const parsed = MlsCreation.safeParse(raw);
        if (isWellFormedCreation(raw)) {
          expect(parsed.success).toBe(true);
          expect(parsed.data).toEqual(raw);
        } else if (parsed.success) {
          // The schema may accept by trimming a name; then the creation is not unchanged.
          expect(parsed.data).not.toEqual(raw);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the well-formed creations of the property tests', () => {
    fc.assert(
      fc.property(creationArb, (creation) => {
        expect(isWellFormedCreation(creation)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses what is not an object at all', () => {
    for (const raw of [null, undefined, 'creation', 3, [], [{}]]) expect(isWellFormedCreation(raw)).toBe(false);
  });
});

const average = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -11, max: 21 }) }, { weight: 1, arbitrary: replacement });
const averages = fc.dictionary(fc.constantFrom(...PRIMARY_TRAITS, 'luck'), average, { maxKeys: 9 });
const settingsArb = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, {}, { racialAverages: {} }, 'settings', []) },
  { weight: 1, arbitrary: fc.anything() },
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fc.constantFrom('racialAverages', 'houseRules'), fc.oneof({ weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...RACE_IDS, 'troll'), averages, { maxKeys: 6 }) }, { weight: 1, arbitrary: replacement }), {
        maxKeys: 2,
      })
      .chain((s) => fc.tuple(fc.nat(), how, replacement).map(([pick, change, value]) => mutate(s, pick, change, value))),
  },
);

describe('the fast settings reading', () => {
  it('gives exactly what the schema gives, defaults included, and leaves the rest to it', () => {
    fc.assert(
      fc.property(settingsArb, (raw) => {
        const parsed = MlsSettings.safeParse(raw ?? {});
        const fast = wellFormedSettings(raw);
        expect(fast !== undefined).toBe(parsed.success);
        if (fast !== undefined) expect(fast).toEqual(parsed.data);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the schema on every race and average set to each limit, past it, or to the wrong kind of value', () => {
    const full = {
      racialAverages: Object.fromEntries(RACE_IDS.map((r) => [r, Object.fromEntries(PRIMARY_TRAITS.map((t) => [t, 3]))])),
      occupations: [{ name: 'Soldier', kind: 'trained', base: { kind: 'primary', trait: 'strength' } }],
      skills: [],
      rollHitPointsForNewCharacters: true,
    };
    for (const { path, key } of places(full)) {
      for (const value of EDGES) {
        const raw = withValue(full, path, key, value);
        const parsed = MlsSettings.safeParse(raw);
        expect(wellFormedSettings(raw), `${[...path, key].join('.')} = ${JSON.stringify(value)}`).toEqual(parsed.success ? parsed.data : undefined);
      }
    }
  });

  it('fills in the book\'s averages for a campaign that sets none', () => {
    expect(wellFormedSettings({})).toEqual(MlsSettings.parse({}));
    expect(wellFormedSettings({ racialAverages: { ork: { size: 1 } } })?.racialAverages.ork).toEqual({ ...MlsSettings.parse({}).racialAverages.ork, size: 1 });
  });
});
