import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSheet, mls, MlsSettings, SKILL_EXAMPLES, TraitTemplate } from '../../../shared/rules/systems/mls';
import { soldier } from './mls-helpers';

const book = readFileSync(
  join(resolve(import.meta.dirname, '../../..'), '../shared/seeds/000_b1f49531b5bdabb6.txt'),
  'utf8',
).replace(/\s+/g, ' ');

describe('MLS skill examples and the campaign’s own lists', () => {
  it('offers only secondary traits the rulebook names, each quoting the words where it does', () => {
    expect(SKILL_EXAMPLES.length).toBeGreaterThanOrEqual(6);
    for (const example of SKILL_EXAMPLES) {
      const quoted = /\("([^"]+)"\)/.exec(example.section)?.[1] ?? /\("?([^")]+)"?\)/.exec(example.section)?.[1];
      expect(quoted, example.name).toBeDefined();
      expect(book, example.name).toContain(quoted!);
      expect(book, example.name).toContain(example.name);
    }
  });

  it('gives every example a kind and a base a character file can hold, and a Deity skill is a Priest magic skill', () => {
    for (const { section: _section, ...template } of SKILL_EXAMPLES)
      expect(TraitTemplate.parse(template)).toEqual(template);
    expect(SKILL_EXAMPLES.find((e) => e.name === 'Deity')?.priest).toBe(true);
  });

  it('prices an example like any trait the player types, at the creation cost', () => {
    const observe = SKILL_EXAMPLES.find((e) => e.name === 'Observe')!;
    const c = soldier((c) =>
      c.secondaries.push({ id: 'observe', name: observe.name, kind: observe.kind, base: observe.base, level: 1 }),
    );
    const { sheet, findings } = createSheet(c, MlsSettings.parse({}));
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    // Soldier at base (2 CPs, double) and Observe at base +1 (3 CPs).
    expect(sheet.cp.spent).toBe(2 + 3);
    expect(sheet.secondaries[1]).toMatchObject({ name: 'Observe', baseValue: 2, value: 3 });
  });

  it('reports a malformed entry in the campaign’s lists with its field', () => {
    const { settings, findings } = mls.parseSettings({
      occupations: [{ name: 'Soldier', kind: 'fighting', base: { kind: 'primary', trait: 'strength' } }],
    });
    expect(findings.map((f) => f.path)).toEqual(['settings.occupations.0.kind']);
    // The book's defaults stand in until it is fixed.
    expect(settings.occupations).toEqual([]);
  });
});
