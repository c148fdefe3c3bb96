import {
  budgetLineExplained,
  explainCreationChange,
  formulaInWords,
  sheetValues,
  valueAt,
  type BudgetItem,
  type PriceRule,
} from '../../../shared/rules/core';

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

describe('a change to the creation choices, explained from the budget lines it changes', () => {
  // A game of one budget: 20 points to start, each skill level priced at its square, a flaw giving back 3.
  type Creation = { skills: Record<string, number>; flaw: boolean };
  const book = { seed: 'toy.txt', section: 'Skills', quote: 'A skill costs its level squared.' };
  const flawBook = { seed: 'toy.txt', section: 'Flaws', quote: 'A flaw gives three points.' };
  const items = (c: Creation): BudgetItem[] => [
    { label: 'Starting points', amount: 20, path: 'creation' },
    ...Object.entries(c.skills).map(([k, v]) => ({ label: `${k} ${v}`, amount: -v * v, path: `creation.skills.${k}` })),
    ...(c.flaw ? [{ label: 'A flaw', amount: 3, path: 'creation.flaw' }] : []),
  ];
  const game = {
    currencies: [{ id: 'points', name: 'Points', format: (n: number) => `${n} point${n === 1 ? '' : 's'}` }],
    create: (c: Creation) => ({ sheet: c, findings: [] }),
    sheetOf: (c: Creation) => c,
    budgets: (c: Creation) => ({ points: { earned: 0, spent: 0, left: 0, items: items(c) } }),
    explainBudgetLine: (_c: Creation, _currency: string, item: BudgetItem): PriceRule =>
      item.path === 'creation.flaw'
        ? { what: item.label, rule: 'a flaw gives 3', amount: -item.amount, sources: [flawBook] }
        : { what: item.label, rule: `level squared`, amount: -item.amount, sources: [book], settings: ['settings.x'] },
  };

  it('names the line changed with its rule, what it was, and the price the lines add up to', () => {
    const before: Creation = { skills: { Archery: 2, Riding: 1 }, flaw: false };
    const after: Creation = { skills: { Archery: 3, Riding: 1 }, flaw: false };
    const e = explainCreationChange(game, before, after, {}, 'Raise Archery to 3');
    // Archery 3 costs 9 where Archery 2 cost 4: 5 points; Riding and the starting points do not change.
    expect(e.formula).toBe(
      'Raise Archery to 3: Archery 3: level squared, costs 9 points, in place of Archery 2, which cost 4 points → costs 5 points',
    );
    expect(e.amount).toBe(5);
    expect(e.sources).toEqual([book]);
    expect(e.settings).toEqual(['settings.x']);
  });

  it('counts a line added as gained and a line dropped as given up', () => {
    const plain: Creation = { skills: { Archery: 2 }, flaw: false };
    const flawed: Creation = { skills: {}, flaw: true };
    const e = explainCreationChange(game, plain, flawed, {}, 'Take a flaw and drop Archery');
    // The flaw gives 3 and Archery's 4 come back: 7 points given back.
    expect(e.formula).toBe(
      'Take a flaw and drop Archery: A flaw: a flaw gives 3, gives 3 points; Archery 2 no longer costs 4 points → gives back 7 points',
    );
    expect(e.amount).toBe(-7);
    expect(e.sources).toEqual([flawBook, book]);
  });

  it('knows a line by its label when its place moves, and names the one taken away', () => {
    // Archery and Riding sit at their own paths; with Archery taken away, Riding is still Riding.
    const game2 = {
      ...game,
      budgets: (c: Creation) => ({
        points: {
          earned: 0,
          spent: 0,
          left: 0,
          items: Object.entries(c.skills).map(([k, v], i) => ({
            label: `${k} ${v}`,
            amount: -v * v,
            path: `creation.skills.${i}`,
          })),
        },
      }),
    };
    const e = explainCreationChange(
      game2,
      { skills: { Archery: 2, Riding: 1 }, flaw: false },
      { skills: { Riding: 1 }, flaw: false },
      {},
      'Remove Archery',
    );
    expect(e.formula).toBe('Remove Archery: Archery 2 no longer costs 4 points → gives back 4 points');
  });

  it('says that a change moving no line costs nothing', () => {
    const c: Creation = { skills: { Archery: 2 }, flaw: false };
    const e = explainCreationChange(game, c, { ...c }, {}, 'Rename Archery');
    expect(e.formula).toBe('Rename Archery: no line of the budget changes → costs nothing');
    expect(e.amount).toBe(0);
    expect(e.sources).toEqual([]);
  });
});

describe('a budget line explained', () => {
  it('ends with what the line gives or costs, in the currency’s words', () => {
    const f = (n: number) => `${n} CP${n === 1 ? '' : 's'}`;
    const src = { seed: 's', section: 'x', quote: 'q' };
    expect(
      budgetLineExplained({ what: 'Start', rule: 'age 16 gives 20', amount: -20, sources: [src] }, f).formula,
    ).toBe('Start: age 16 gives 20 → gives 20 CPs');
    expect(budgetLineExplained({ what: 'Strength +1', rule: 'table', amount: 1, sources: [src] }, f)).toEqual({
      formula: 'Strength +1: table → costs 1 CP',
      settings: [],
      sources: [src],
      amount: 1,
    });
  });
});
