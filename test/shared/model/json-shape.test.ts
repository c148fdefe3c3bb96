import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, checkJsonShape } from '../../../shared/model';

const fixtures = join(__dirname, '../../fixtures');

/** Every campaign and character file among the fixtures, relative to test/fixtures. */
const campaignFiles = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /(^|\/)characters\/[^/]+\.json$/.test(file) || /(^|\/)campaign\.json$/.test(file))
  .sort();

/** Arrays nested `depth` deep, the outermost counting as 1, built without recursion. */
function nestedArrays(depth: number): unknown {
  let value: unknown = 0;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** A character whose creation holds `{ a: { a: ... } }` so the whole nests `depth` deep. */
function characterNested(depth: number): unknown {
  let inner: unknown = 'deepest';
  // The character object is one level; creation and every "a" inside it are the rest.
  for (let level = 0; level < depth - 1; level += 1) inner = { a: inner };
  return { id: 'aria', creation: inner };
}

function refusal(value: unknown) {
  const result = checkJsonShape(value);
  if (result.ok) throw new Error('expected the shape to be refused');
  return result;
}

describe('checkJsonShape', () => {
  it('accepts scalars, empty containers and ordinary data', () => {
    for (const value of [
      null,
      0,
      'text',
      true,
      undefined,
      [],
      {},
      { name: 'Aria', events: [{ id: 'e1', dice: [3, 5] }] },
    ]) {
      expect(checkJsonShape(value)).toEqual({ ok: true });
    }
  });

  it.each(campaignFiles)('accepts the fixture %s', (file) => {
    expect(checkJsonShape(JSON.parse(readFileSync(join(fixtures, file), 'utf8')))).toEqual({ ok: true });
  });

  it('finds the character fixtures it is meant to check', () => {
    expect(campaignFiles.filter((file) => file.includes('characters/')).length).toBeGreaterThanOrEqual(10);
  });

  it(`accepts nesting exactly ${MAX_JSON_DEPTH} deep`, () => {
    expect(checkJsonShape(nestedArrays(MAX_JSON_DEPTH))).toEqual({ ok: true });
    expect(checkJsonShape(characterNested(MAX_JSON_DEPTH))).toEqual({ ok: true });
  });

  it('refuses one level more, naming the path of the level too many', () => {
    const arrays = refusal(nestedArrays(MAX_JSON_DEPTH + 1));
    expect(arrays.path).toBe(Array(MAX_JSON_DEPTH).fill('0').join('.'));

    const character = refusal(characterNested(MAX_JSON_DEPTH + 1));
    const path = ['creation', ...Array(MAX_JSON_DEPTH - 1).fill('a')].join('.');
    expect(character.path).toBe(path);
    expect(character.message).toBe(
      `Field "${path}" is nested more than ${MAX_JSON_DEPTH} levels deep, far deeper than any character or campaign. Remove the extra levels of nesting.`,
    );
  });

  it.each([200_000, 1_000_000])('refuses arrays nested %i deep without throwing', (depth) => {
    const deep = nestedArrays(depth);
    let result: ReturnType<typeof checkJsonShape> | undefined;
    expect(() => (result = checkJsonShape(deep))).not.toThrow();
    expect(result).toMatchObject({ ok: false, path: Array(MAX_JSON_DEPTH).fill('0').join('.') });
  });

  it('refuses a deep array parsed from JSON text inside a character', () => {
    const text = `{"id":"aria","creation":{"traits":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`;
    const result = refusal(JSON.parse(text));
    expect(result.path).toMatch(/^creation\.traits(\.0)+$/);
  });

  it.each([
    ['__proto__', '{"__proto__": 1}', '__proto__'],
    ['__proto__', '{"creation": {"traits": {"__proto__": {"polluted": true}}}}', 'creation.traits.__proto__'],
    [
      'constructor',
      '{"events": [{"id": "e1"}, {"id": "e2", "constructor": {"prototype": {}}}]}',
      'events.1.constructor',
    ],
    ['prototype', '{"creation": {"prototype": null}}', 'creation.prototype'],
  ])('refuses a field named %s at %s, naming its dotted path', (key, text, path) => {
    const value: unknown = JSON.parse(text);
    const result = refusal(value);
    expect(result.path).toBe(path);
    expect(result.message).toBe(
      `Field "${path}" is named "${key}", a name never accepted for a field because copying it can change how the app's own objects behave. Remove or rename that field.`,
    );
  });

  it('sees "__proto__" as JSON.parse and structured clone produce it: an own field, not the prototype', () => {
    const parsed = JSON.parse('{"traits": {"__proto__": {"polluted": true}}}') as { traits: object };
    expect(Object.keys(parsed.traits)).toEqual(['__proto__']);
    expect(refusal(structuredClone(parsed)).path).toBe('traits.__proto__');
  });

  it('accepts the refused names as values and names that only resemble them', () => {
    expect(
      checkJsonShape({
        note: '__proto__',
        tags: ['constructor', 'prototype'],
        __proto: 1,
        Constructor: 2,
        prototypes: 3,
      }),
    ).toEqual({ ok: true });
  });

  it('refuses data that refers to itself instead of walking it for ever', () => {
    const looped: { name: string; self?: unknown } = { name: 'loop' };
    looped.self = looped;
    expect(refusal(looped).path).toBe(Array(MAX_JSON_DEPTH).fill('self').join('.'));
  });

  it('refuses shared objects that would expand past the value limit, without expanding them', () => {
    // 40 levels of [x, x]: shallow, tiny in memory, but 2^40 values once written out as JSON.
    let shared: unknown = 'leaf';
    for (let level = 0; level < 40; level += 1) shared = [shared, shared];
    const result = refusal({ creation: { shared } });
    expect(result.path).toBe('');
    expect(result.message).toContain(`more than ${MAX_JSON_VALUES.toLocaleString('en')} values`);
  });

  it('counts a JSON text of the largest file size as within the value limit', () => {
    // The densest JSON there is: a flat array of one-digit numbers, two bytes a value.
    expect(checkJsonShape(new Array(MAX_JSON_VALUES - 1).fill(0))).toEqual({ ok: true });
  });
});
