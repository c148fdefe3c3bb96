import fc from 'fast-check';
import { isStandingError } from '../../../shared/rules/core';
import {
  ATTRIBUTES,
  createSymbaroumState,
  SYMBAROUM_BOOK,
  SYMBAROUM_READINGS,
  symbaroum,
  type SymbaroumCreation,
} from '../../../shared/rules/systems/symbaroum';
import { explainSymbaroumAttributePoints } from '../../../shared/rules/systems/symbaroum/explain-attributes';
import { creationArb } from './symbaroum-arbitraries';

/**
 * Why a change of Symbaroum's attributes at creation uses or frees the campaign's attribute points the builder's
 * button says. The core rules point to a "Character Creation" chapter they do not contain, so the points and range
 * are the campaign's: by default the eight add up to at most 80, each from 5 to 15, a new character's eight starting
 * at 10 each (docs/rules/symbaroum.md). Each figure below is added up by hand from those settings.
 */
const defaults = symbaroum.parseSettings({}).settings;
const TENS = Object.fromEntries(ATTRIBUTES.map((id) => [id, 10]));
const creation = (changes: Record<string, number | undefined>): SymbaroumCreation => {
  const attributes = { ...TENS, ...changes };
  for (const [id, v] of Object.entries(changes)) if (v === undefined) delete attributes[id];
  return { attributes, abilities: {}, armor: null, shield: 'none' };
};
const BOUNDS = ['settings.lowestAttribute', 'settings.highestAttribute', 'settings.attributePoints'];

describe('Symbaroum explains the attribute points a change at creation uses or frees', () => {
  it('lowers Strong from 10 to 9: the eight add up to 79 of 80, 1 point freed', () => {
    const e = explainSymbaroumAttributePoints(creation({}), creation({ strong: 9 }), defaults, 'Lower Strong to 9');
    expect(e.amount).toBe(-1);
    expect(e.formula).toBe(
      'Lower Strong to 9: each step up of an attribute at creation uses one of the campaign’s attribute points and each step down frees one (a new character’s eight start at 10 each); Strong from 10 to 9 (creation.attributes.strong), within the campaign’s range 5 to 15 (the project’s default; the book sets none); the eight would add up to 79 of at most 80 (the project’s default; the book sets none), from 80 now → frees 1 point',
    );
    expect(e.settings).toEqual(BOUNDS);
    expect(e.sources).toEqual([SYMBAROUM_BOOK.successTest, SYMBAROUM_BOOK.seeCharacterCreation]);
    expect(e.reading).toBe(SYMBAROUM_READINGS.creation);
    expect(e.refused).toBeUndefined();
  });

  it('raises Quick by two with the points Strong and Cunning freed, and names a house rule’s range and points', () => {
    // Range 6 to 16 and 84 points: 7 and 8 free 5 of the 80, so 75 + 2 = 77 of 84.
    const house = symbaroum.parseSettings({ attributePoints: 84, lowestAttribute: 6, highestAttribute: 16 }).settings;
    const current = creation({ strong: 7, cunning: 8 });
    const e = explainSymbaroumAttributePoints(current, creation({ strong: 7, cunning: 8, quick: 12 }), house);
    expect(e.amount).toBe(2);
    expect(e.formula).toMatch(/^Quick to 12: /);
    expect(e.formula).toContain(
      'Quick from 10 to 12 (creation.attributes.quick), within the campaign’s range 6 to 16 (this campaign’s house rule; the project’s default is 5 to 15, the book sets none)',
    );
    expect(
      e.formula.endsWith(
        'the eight would add up to 77 of at most 84 (this campaign’s house rule; the project’s default is 80, the book sets none), from 75 now → uses 2 points',
      ),
    ).toBe(true);
  });

  it('says why a rise past the points or out of the range is refused', () => {
    const over = explainSymbaroumAttributePoints(creation({}), creation({ accurate: 11 }), defaults);
    expect(over.amount).toBe(1);
    expect(over.formula).toContain('the eight would add up to 81, more than the 80 this campaign gives');
    expect(over.refused).toBe('The eight would add up to 81, 1 more than the 80 this campaign gives.');
    // 15 is the default's highest, whatever the points: 16 is outside even with Vigilant at 5 to pay for it.
    const high = explainSymbaroumAttributePoints(
      creation({ accurate: 15, vigilant: 5 }),
      creation({ accurate: 16, vigilant: 5 }),
      defaults,
    );
    expect(high.formula).toContain('outside the campaign’s range 5 to 15');
    expect(high.refused).toBe('Accurate 16 is outside the campaign’s range, 5 to 15.');
  });

  it('counts an attribute not given yet at the campaign’s lowest, as creation does', () => {
    // Vigilant missing counts 5: the eight make 75; at 6 they make 76.
    const e = explainSymbaroumAttributePoints(
      creation({ vigilant: undefined }),
      creation({ vigilant: 6 }),
      defaults,
      'Raise Vigilant to 6',
    );
    expect(e.amount).toBe(1);
    expect(e.formula).toContain(
      'Vigilant from 5 to 6 (creation.attributes.vigilant, none given, counted as the lowest, 5)',
    );
    expect(
      e.formula.endsWith(
        'the eight would add up to 76 of at most 80 (the project’s default; the book sets none), from 75 now → uses 1 point',
      ),
    ).toBe(true);
  });

  it('uses the points creation counts for any two choices, and refuses what creation would newly refuse', () => {
    const sum = (c: SymbaroumCreation) =>
      Object.values(createSymbaroumState(c, defaults).sheet.values).reduce((total, v) => total + v, 0);
    const rangeOrPoints = /^symbaroum\.attribute\.(below-start|above-start|over-points)$/;
    const refusals = (c: SymbaroumCreation) =>
      createSymbaroumState(c, defaults)
        .findings.filter((f) => isStandingError(f) && rangeOrPoints.test(f.code))
        .map((f) => `${f.path}: ${f.message}`);
    // Values beyond the default range too, so that its ends are crossed.
    const wide = fc.record({
      current: creationArb,
      moves: fc.dictionary(fc.constantFrom(...ATTRIBUTES), fc.integer({ min: 3, max: 17 }), { maxKeys: 3 }),
    });
    fc.assert(
      fc.property(wide, ({ current, moves }) => {
        const next = { ...current, attributes: { ...current.attributes, ...moves } };
        const e = explainSymbaroumAttributePoints(current, next, defaults);
        const used = sum(next) - sum(current);
        expect(e.amount).toBe(used);
        const words = used > 0 ? `uses ${used} point` : used < 0 ? `frees ${-used} point` : 'uses no points';
        expect(e.formula).toContain(` → ${words}`);
        const before = new Set(refusals(current));
        const added = refusals(next).filter((r) => !before.has(r));
        const moved = ATTRIBUTES.filter((id) => current.attributes[id] !== next.attributes[id]);
        const newlyRefused = added.some(
          (r) =>
            moved.some((id) => r.startsWith(`creation.attributes.${id}:`)) ||
            (used > 0 && r.startsWith('creation.attributes:')),
        );
        if (e.refused !== undefined) expect(refusals(next).length).toBeGreaterThan(0);
        if (newlyRefused) expect(e.refused).toBeDefined();
      }),
    );
  });
});
