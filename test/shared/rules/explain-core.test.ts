import { formulaInWords, sheetValues, valueAt } from '../../../shared/rules/core';

describe('the values of a sheet, as sheet --json prints them', () => {
  it('lists every value in the printed order: keys sorted, items by index, empty lists and objects as values', () => {
    const items = Array.from({ length: 12 }, (_, i) => i * 10);
    const sheet = { b: items, a: { y: null, x: {} }, c: undefined, d: [], e: 'Quick' };
    // The checker's deterministic writer prints "a" before "b", and items 0 to 11 in their order (not "10" after "1").
    expect(sheetValues(sheet).map((v) => [v.path, v.value])).toEqual([
      ['sheet.a.x', {}],
      ['sheet.a.y', null],
      ...items.map((n, i) => [`sheet.b.${i}`, n]),
      ['sheet.d', []],
      ['sheet.e', 'Quick'],
    ]);
    expect(valueAt(sheet, ['b', '11'])).toBe(110);
    expect(valueAt(sheet, ['a', 'y', 'z'])).toBeUndefined();
  });
});

describe('a formula as a player reads it', () => {
  it('leaves out the paths a formula names for tools, keeping the words beside them', () => {
    // Formulas as the games write them (mls/explain.ts, heimr/explain-attributes.ts, symbaroum/explain-play.ts).
    expect(formulaInWords('Strength chosen at creation at average +1 (creation.primaries.strength): 2 CPs')).toBe(
      'Strength chosen at creation at average +1: 2 CPs',
    );
    expect(formulaInWords('Dexterity 1 at creation (creation.attributes.dexterity, 0 where not chosen): within')).toBe(
      'Dexterity 1 at creation (0 where not chosen): within',
    );
    expect(
      formulaInWords('Starting experience 50 (settings.startingExperience; the project’s default; the book sets none)'),
    ).toBe('Starting experience 50 (the project’s default; the book sets none)');
    expect(formulaInWords('Race: Human (creation.race), a row of the book’s table of races')).toBe(
      'Race: Human, a row of the book’s table of races',
    );
  });

  it('keeps a formula that names no path as it is', () => {
    const plain = 'Pain Threshold = Strong 11 ÷ 2, rounded up → 6 (the book’s rule)';
    expect(formulaInWords(plain)).toBe(plain);
  });
});
