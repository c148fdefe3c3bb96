import { sheetValues, valueAt } from '../../../shared/rules/core';

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
