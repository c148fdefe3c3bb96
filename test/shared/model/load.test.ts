import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_VERSION, MAX_JSON_DEPTH, loadFile, stableStringify, type CharacterFile } from '../../../shared/model';

const fixtures = join(__dirname, '../../fixtures/format');
const ctx = (file: string) => ({ file, today: '2026-11-21' });

const character: CharacterFile = {
  formatVersion: FORMAT_VERSION,
  id: 'aria',
  name: 'Aria',
  system: 'mls',
  createdAt: '2026-11-01',
  creation: { race: 'human', ageIncrements: 12 },
  events: [{ id: 'e1', type: 'age', date: '2026-11-02' }],
};

describe('loadFile', () => {
  it('migrates a version-0 campaign to the current format', () => {
    const result = loadFile('campaign', readFileSync(join(fixtures, 'v0-campaign.json'), 'utf8'), ctx('campaign.json'));
    expect(result).toEqual({
      ok: true,
      migratedFrom: 0,
      value: {
        formatVersion: FORMAT_VERSION,
        id: 'the-goblin-marches',
        name: 'The Goblin Marches',
        system: 'mls',
        settings: { startingCharacterPoints: 60 },
        sessions: [],
        createdAt: '2026-11-21',
      },
    });
  });

  it('migrates a version-0 character, keeping its ledger in order', () => {
    const result = loadFile(
      'character',
      readFileSync(join(fixtures, 'v0-character.json'), 'utf8'),
      ctx('characters/brannoc.json'),
    );
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.migratedFrom).toBe(0);
    expect(result.value.system).toBe('mls');
    expect(result.value.events.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(result.value.events[1]).toMatchObject({ session: 's1', size: 'average', role: 'major' });
    expect(result.value).not.toHaveProperty('ledger');
    expect(result.value).not.toHaveProperty('game');
  });

  it('refuses a newer format with a message naming the file and saying to update', () => {
    const text = stableStringify({ ...character, formatVersion: FORMAT_VERSION + 1 });
    const result = loadFile('character', text, ctx('characters/aria.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.code).toBe('newer-version');
    expect(result.problem.message).toContain('characters/aria.json');
    expect(result.problem.message).toMatch(/update the app/i);
  });

  it('reports corrupt JSON with the file name', () => {
    const result = loadFile('character', '{"id": "aria", ', ctx('characters/aria.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ code: 'corrupt-json', file: 'characters/aria.json' });
  });

  it('reports a schema violation with the file and the field path', () => {
    const broken = { ...character, events: [{ id: 'e1', type: 'age', date: 'yesterday' }] };
    const result = loadFile('character', JSON.stringify(broken), ctx('characters/aria.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ code: 'invalid', file: 'characters/aria.json', field: 'events.0.date' });
    expect(result.problem.message).toContain('events.0.date');
  });

  it('refuses a file nested too deep with a problem naming the file and the field', () => {
    const text = stableStringify(character).replace(
      '"race": "human"',
      `"race": ${'['.repeat(200_000)}${']'.repeat(200_000)}`,
    );
    const result = loadFile('character', text, ctx('characters/aria.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const field = ['creation', 'race', ...Array(MAX_JSON_DEPTH - 2).fill('0')].join('.');
    expect(result.problem).toEqual({
      code: 'invalid',
      file: 'characters/aria.json',
      field,
      message: `characters/aria.json: field "${field}" is nested more than ${MAX_JSON_DEPTH} levels deep, far deeper than any character or campaign. Restore the file from the campaign's .backups folder or fix it in a text editor.`,
    });
  });

  it.each([
    ['__proto__', 'creation.__proto__'],
    ['constructor', 'creation.constructor'],
    ['prototype', 'creation.prototype'],
  ])('refuses a file with a field named %s instead of dropping it', (key, field) => {
    const text = stableStringify(character).replace(
      '"race": "human"',
      `"race": "human", "${key}": {"ageIncrements": 99}`,
    );
    const result = loadFile('character', text, ctx('characters/aria.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ code: 'invalid', file: 'characters/aria.json', field });
    expect(result.problem.message).toMatch(/^characters\/aria\.json: field "creation\.\w+" is named "\w+"/);
    expect(result.problem.message).toContain('.backups');
  });

  it('refuses a campaign file with a "__proto__" field, naming it', () => {
    const text = readFileSync(join(fixtures, '../mls/reference/campaign.json'), 'utf8').replace(
      '"settings": {}',
      '"settings": {"__proto__": {}}',
    );
    const result = loadFile('campaign', text, ctx('campaign.json'));
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'invalid', file: 'campaign.json', field: 'settings.__proto__' },
    });
  });

  it('refuses identifiers that could name a path', () => {
    const result = loadFile(
      'character',
      JSON.stringify({ ...character, id: '../../etc/passwd' }),
      ctx('characters/x.json'),
    );
    expect(result.ok).toBe(false);
  });
});

describe('stableStringify', () => {
  it('is byte-identical across a load and a save', () => {
    const text = stableStringify(character);
    const loaded = loadFile('character', text, ctx('characters/aria.json'));
    if (!loaded.ok) throw new Error(loaded.problem.message);
    expect(stableStringify(loaded.value)).toBe(text);
  });

  it.each(
    readdirSync(join(fixtures, '..'), { recursive: true, encoding: 'utf8' })
      .map((file) => file.split('\\').join('/'))
      .filter((file) => /(^|\/)(characters\/[^/]+|campaign)\.json$/.test(file))
      .sort(),
  )('writes the fixture %s back byte for byte', (file) => {
    const text = readFileSync(join(fixtures, '..', file), 'utf8');
    expect(stableStringify(JSON.parse(text))).toBe(text);
  });

  it('throws a sentence naming the field for data nested too deep, instead of overflowing the stack', () => {
    let deep: unknown = 0;
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(() => stableStringify({ ...character, creation: { traits: deep } })).toThrow(
      /^Field "creation\.traits(\.0)+" is nested more than 64 levels deep, .*\. Remove the extra levels of nesting\.$/,
    );
  });

  it('throws for a "__proto__" field instead of silently dropping it', () => {
    const creation = JSON.parse('{"race": "human", "__proto__": {"ageIncrements": 3}}') as Record<string, unknown>;
    expect(() => stableStringify({ ...character, creation })).toThrow(
      'Field "creation.__proto__" is named "__proto__"',
    );
  });

  it('sorts keys, indents by two spaces and ends with a newline', () => {
    expect(stableStringify({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      2,\n      {\n        "e": 0,\n        "f": 1\n      }\n    ]\n  },\n  "b": 1\n}\n',
    );
  });
});
