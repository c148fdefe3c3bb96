import {
  armorName,
  armorPrice,
  armorWeight,
  availableGifts,
  availableTraits,
  buildWeapon,
  chargeDamage,
  encumbrance,
  focusLevels,
  focusWeight,
  hursagmu,
  itemLabel,
  itemPrice,
  itemWeight,
  ladderOdds,
  lift,
  LIST_ITEMS,
  movement,
  toCopper,
  traitCost,
  WEAPON_SIZES,
  type EquipmentItem,
  type HursagmuCreation,
  type WeaponOptions,
} from '../../../shared/rules/systems/hursagmu';
import { defaults, ev, fighter, run, settingsWith } from './hursagmu-helpers';
import { book, bookNumber, pipeTable, plainTable, revised, sentence, tableHeading } from './hursagmu-seeds';

/**
 * Every table row and every number of the HURSAGMU rulebook (003) and its revised Encounters chapter (004) that
 * the app uses, read from the seed text and compared with what the rules do with it. Nothing here reads the
 * code's own tables for an expected value: a number changed in tables.ts, or a row lost, fails a test below.
 */

const weapon = (size: WeaponOptions['size'], flags: Partial<WeaponOptions> = {}): WeaponOptions => ({
  size,
  throwable: false,
  missile: false,
  mechanical: false,
  warOnly: false,
  ...flags,
});
const gear = (item: string, quantity = 1): EquipmentItem => ({ kind: 'gear', id: 'x', item, quantity });

/** The book's list name as the app's item id: "inn - common room" is inn-common-room, "caltrops (10)" caltrops. */
function listId(name: string): string {
  const exceptions: Record<string, string> = { 'mirror (steel)': 'steel-mirror', 'spike (5)': 'spikes' };
  return (
    exceptions[name] ??
    name
      .replace(/\s*\(.*\)$/, '')
      .replace(/ - /g, '-')
      .replace(/ /g, '-')
  );
}

/** A price or weight cell of the lists: "5 per meal", "100+", "20 per square inch", "-"; the number and the unit. */
function listCell(cell: string): { amount: number; per?: string } {
  if (cell === '-') return { amount: 0 };
  const m = /^(\d+)\+?(?: per (.+))?$/.exec(cell);
  if (!m) throw new Error(`Cannot read the list cell "${cell}".`);
  return m[2] === undefined ? { amount: Number(m[1]) } : { amount: Number(m[1]), per: m[2] };
}

describe('HURSAGMU book: traits and their costs', () => {
  it('lists the 28 traits of the book', () => {
    const start = book.split('\n').findIndex((l) => l.startsWith('Acrobatics Animals'));
    const block = book
      .split('\n')
      .slice(start, start + 4)
      .join(' ');
    const names = block.replace(/\|/g, ' ').split(/\s+/).filter(Boolean);
    expect(names).toHaveLength(28);
    expect(availableTraits(defaults).map((t) => t.name)).toEqual(names);
  });

  it('charges every row of the cost table, and 2 x cost(L - 2) beyond it', () => {
    const rows = pipeTable(book, '| Trait level | cost |');
    const formula = rows.pop()!;
    expect(formula).toEqual(['L', '2 * cost(L - 2)']);
    const cost = new Map(rows.map(([level, c]) => [Number(level), Number(c)]));
    expect([...cost.keys()]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const [level, c] of cost) expect([level, traitCost(level)]).toEqual([level, c]);
    // Beyond the table, from the book's own rows: 13 = 2 x 48 (level 11) = 96, 14 = 2 x 64 = 128, and so on.
    for (let level = 13; level <= 24; level++) {
      cost.set(level, 2 * cost.get(level - 2)!);
      expect([level, traitCost(level)]).toEqual([level, cost.get(level)]);
    }
  });

  it('prices Archery 6 and the raise to 7 as the book works them', () => {
    const [level, points, to, xp] = sentence(
      book,
      /Archery level of (\d+) requires (\d+) character points\. To later raise that same character's Archery to (\d+) will cost (\d+) experience points/,
    ).map(Number);
    expect(traitCost(level!)).toBe(points);
    const r = run(
      fighter((c) => (c.traits.archery = level!)),
      [
        { id: 'a', type: 'award', date: '2026-01-01', points: 20 },
        { id: 'r', type: 'raise', date: '2026-01-01', trait: 'archery', to },
      ],
    );
    expect(r.sheet!.experience.spent).toBe(xp);
  });

  it('lifts every row of the Strength table, and 2 x Lift(L - 2) beyond it', () => {
    const rows = pipeTable(book, '| Strength | Lift (lbs) |');
    expect(rows.pop()).toEqual(['L', '2 * Lift(L - 2)']);
    const lifts = new Map(rows.map(([s, l]) => [Number(s), Number(l)]));
    expect([...lifts.keys()]).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const [s, l] of lifts) expect([s, lift(s)]).toEqual([s, l]);
    for (let s = 11; s <= 20; s++) {
      lifts.set(s, 2 * lifts.get(s - 2)!);
      expect([s, lift(s)]).toEqual([s, lifts.get(s)]);
    }
  });

  it('starts every human at the book’s twenty points of Stamina, Health and Sanity, and -10 at zero Stamina', () => {
    const [twenty] = sentence(
      book,
      /Human beings - and similar species - have (\w+) points of Stamina, Health, and Sanity/,
    );
    const [penalty] = sentence(book, /a person in this state has (-\d+) to all trait rolls/);
    const fresh = run(fighter()).sheet!;
    for (const m of ['stamina', 'health', 'sanity'] as const)
      expect(fresh.metrics[m]).toMatchObject({ max: bookNumber(twenty!), current: bookNumber(twenty!) });
    const spent = run(fighter(), [
      { id: 'd', type: 'damage', date: '2026-01-01', metric: 'stamina', amount: bookNumber(twenty!) },
    ]).sheet!;
    // Fighting 6 of the fighter.
    expect(spent.traits.find((t) => t.id === 'fighting')!.value).toBe(6 + Number(penalty));
  });

  it('works the book’s example of maximum Stamina from Health and Sanity damage', () => {
    const [physical, mental, health, sanity, stamina] = sentence(
      book,
      /taken (\d+) points of physical damage and (\d+) points of mental will have Health (\d+) and Sanity (\d+); that character's maximum Stamina is (\d+)/,
    ).map(Number);
    const s = run(fighter(), [
      { id: 'h', type: 'damage', date: '2026-01-01', metric: 'health', amount: physical },
      { id: 's', type: 'damage', date: '2026-01-01', metric: 'sanity', amount: mental },
    ]).sheet!;
    expect([s.metrics.health.current, s.metrics.sanity.current, s.metrics.stamina.max]).toEqual([
      health,
      sanity,
      stamina,
    ]);
  });

  it('names Stamina, Health and Sanity as the book does, on the printed sheet and when a recovery is refused', () => {
    const [twenty, ...names] = sentence(
      book,
      /Human beings - and similar species - have (\w+) points of (\w+), (\w+), and (\w+)\./,
    );
    const full = bookNumber(twenty!);
    expect(hursagmu.sheetText(run(fighter()).sheet!)).toContain(
      names.map((n) => `${n}: ${full} of ${full}`).join('   '),
    );
    // Nothing was taken, so recovering 1 point of each is refused, naming the metric.
    const r = run(
      fighter(),
      names.map((n) => ev({ type: 'recover', metric: n.toLowerCase(), amount: 1 })),
    );
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual(
      names.map((n, i) => [
        'hursagmu.recover.more-than-damage',
        `events.${i}.amount`,
        `${n} has 0 damage to recover, not 1; record at most 0.`,
      ]),
    );
  });

  it('calls Health at zero incapacitated, Sanity at zero raving and below zero catatonic, in the book’s words', () => {
    const [incapacitated] = sentence(book, /If Health falls to zero, the victim is (\w+)/);
    const [raving] = sentence(book, /If Sanity falls to zero, the character becomes a (\w+) lunatic/);
    const [catatonic] = sentence(book, /If Sanity falls below zero, the character is (\w+)/);
    const [twenty] = sentence(book, /have (\w+) points of Stamina, Health, and Sanity/);
    const full = bookNumber(twenty!);
    const at = (amount: number) =>
      run(fighter(), [
        ev({ type: 'damage', metric: 'health', amount: full }),
        ev({ type: 'damage', metric: 'sanity', amount }),
      ]).sheet!.metrics;
    expect(at(full)).toMatchObject({
      health: { current: 0, status: incapacitated },
      sanity: { current: 0, status: raving },
    });
    expect(at(full + 1).sanity).toMatchObject({ current: -1, status: catatonic });
  });

  it('lifts for a campaign without Strength what Strength 0, human average, lifts', () => {
    const [, zero] = pipeTable(book, '| Strength | Lift (lbs) |').find(([s]) => s === '0')!;
    const s = run(
      fighter((c) => delete c.traits.strength),
      [],
      { droppedTraits: ['strength'] },
    ).sheet!;
    expect([s.strength, s.lift]).toEqual([0, Number(zero)]);
  });
});

describe('HURSAGMU book: gifts', () => {
  it('prices every gift of the book as its "Cost:" line says', () => {
    const all = book.split('\n').map((l) => l.trim());
    const costs = all.flatMap((l, i) => {
      const m = /^Cost: (\d+)(?: per (discipline|limb))?$/.exec(l);
      return m ? [{ name: all[i - 1]!, cost: Number(m[1]), per: m[2] }] : [];
    });
    expect(costs.map((c) => c.name)).toEqual([
      'Sorcery',
      'Superior Hearing',
      'Superior Olfaction',
      'Starvision',
      'Immunity',
      'Longevity',
      'Amphibious',
      'Extra Limbs',
      'Phosphorescence',
    ]);
    // "To use sorcery, one must be "touched" by a god. There are six disciplines:", one name a line.
    const start = all.findIndex((l) => l.startsWith('To use sorcery'));
    const disciplines = all.slice(start + 1, start + 7);
    expect(disciplines).toEqual(['Amelatu', 'Mahasu', 'Nekelmu', 'Sabatu', 'Seheru', 'Talamu']);

    const offered = availableGifts(defaults);
    const expected = costs.flatMap((c) =>
      c.name === 'Sorcery'
        ? disciplines.map((d) => ({
            id: `sorcery-${d.toLowerCase()}`,
            name: `Sorcery (${d})`,
            cost: c.cost,
            perLimb: false,
          }))
        : [{ id: c.name.toLowerCase().replace(/ /g, '-'), name: c.name, cost: c.cost, perLimb: c.per === 'limb' }],
    );
    expect(offered.map((g) => ({ id: g.id, name: g.name, cost: g.cost, perLimb: g.perLimb === true }))).toEqual(
      expected,
    );
  });

  it('charges a gift at creation what the book asks, per limb for Extra Limbs', () => {
    const [perLimb] = sentence(book, /Extra Limbs Cost: (\d+) per limb/);
    const [discipline] = sentence(book, /Sorcery Cost: (\d+) per discipline/);
    const r = run(
      fighter(
        (c) => (c.gifts = [{ gift: 'extra-limbs', limbs: 3 }, { gift: 'sorcery-nekelmu' }, { gift: 'sorcery-talamu' }]),
      ),
    );
    // The fighter's traits cost 19.
    expect(r.sheet!.characterPoints.spent).toBe(19 + 3 * Number(perLimb) + 2 * Number(discipline));
  });
});

describe('HURSAGMU book: price lists', () => {
  const lists = {
    food: pipeTable(book, '| quality | cost |').map(([name, cost]) => ({
      name: name!,
      weight: undefined,
      cost: cost!,
    })),
    clothing: pipeTable(book, '| type | weight | cost (per change of clothes) |').map(([name, weight, cost]) => ({
      name: name!,
      weight,
      cost: cost!,
    })),
    shelter: pipeTable(book, '| type | cost (per person, per night) |').map(([name, cost]) => ({
      name: name!,
      weight: undefined,
      cost: cost!,
    })),
    gear: pipeTable(book, '| gear | weight | cost (cc) |').map(([name, weight, cost]) => ({
      name: name!,
      weight,
      cost: cost!,
    })),
  };
  const rows = Object.values(lists).flat();

  it('has an item for every row of the food, clothing, shelter and gear lists, and none besides', () => {
    expect(rows).toHaveLength(4 + 3 + 3 + 24);
    expect(rows.map((r) => listId(r.name)).sort()).toEqual(Object.keys(LIST_ITEMS).sort());
  });

  it.each(rows.map((r) => [r.name, r] as const))('prices %s as the book lists it', (_name, row) => {
    const { amount, per } = listCell(row.cost);
    expect(itemPrice(gear(listId(row.name)))).toBe(amount);
    expect(itemPrice(gear(listId(row.name), 3))).toBe(3 * amount);
    // "5 per meal", "20 per square inch": the unit the price is counted in, in English plurals for two.
    if (per) {
      const plural =
        ({ 'square inch': 'square inches', 'change of clothes': 'changes of clothes' } as Record<string, string>)[
          per
        ] ?? `${per}s`;
      expect(itemLabel(gear(listId(row.name), 2))).toMatch(new RegExp(` x 2 ${plural}$`));
      expect(itemLabel(gear(listId(row.name), 1))).toMatch(new RegExp(` x 1 ${per}$`));
    }
  });

  it.each(rows.filter((r) => r.weight !== undefined).map((r) => [r.name, r] as const))(
    'weighs %s as the book lists it',
    (_name, row) => {
      const id = listId(row.name);
      const rope = /^(\d+) per (\d+) yards$/.exec(row.weight!);
      // Rope: "1 per 2 yards", bought by the yard.
      if (rope) return expect(itemWeight(gear(id, Number(rope[2])))).toBe(Number(rope[1]));
      // The steel mirror's weight is "*", which the book never explains: it weighs nothing on the sheet.
      if (row.weight === '*') return expect(itemWeight(gear(id, 5))).toBe(0);
      expect(itemWeight(gear(id, 4))).toBe(4 * listCell(row.weight!).amount);
    },
  );

  it('names every item of the lists as the book does, priced by the book’s unit, under its list’s heading', () => {
    // The four lists as the book prints them; a list whose cells name no unit names it in its header: clothing
    // "per change of clothes", shelter "per person, per night" (a night, one for each person).
    const headers = [
      '| quality | cost |',
      '| type | weight | cost (per change of clothes) |',
      '| type | cost (per person, per night) |',
      '| gear | weight | cost (cc) |',
    ];
    const expected = headers.flatMap((header) => {
      const heading = tableHeading(book, header);
      const headerUnit = /per ([^,()]+)\) \|$/.exec(header)?.[1];
      return pipeTable(book, header).map(([name, ...cells]) => ({
        id: listId(name!),
        // "peasant grub" and "inn - common room" in the book: "Peasant grub" and "Inn, common room" on the sheet.
        name: name!.charAt(0).toUpperCase() + name!.slice(1).replace(/ - /g, ', '),
        unit: listCell(cells.at(-1)!).per ?? headerUnit,
        list: heading.toLowerCase(),
      }));
    });
    expect(expected.map((e) => e.list)).toEqual([
      ...Array<string>(4).fill('food'),
      ...Array<string>(3).fill('clothing'),
      ...Array<string>(3).fill('shelter'),
      ...Array<string>(24).fill('gear'),
    ]);
    for (const e of expected) {
      // The builder offers each item under its list; a label reads "Peasant grub x 1 meal", "Backpack x 1".
      expect([e.id, LIST_ITEMS[e.id]!.list]).toEqual([e.id, e.list]);
      expect(itemLabel(gear(e.id))).toBe(`${e.name} x 1${e.unit ? ` ${e.unit}` : ''}`);
    }
    const all = run(
      fighter((c) => (c.equipment = expected.map((e) => ({ kind: 'gear', id: e.id, item: e.id, quantity: 1 })))),
      [],
      { startingCoins: 100_000 },
    ).sheet!;
    expect(all.gear.map((g) => [g.item, g.name, g.unit])).toEqual(expected.map((e) => [e.id, e.name, e.unit]));
  });

  it('pays for lodging and meals in play at the list price', () => {
    const [privateRoom] = lists.shelter
      .filter((r) => r.name === 'inn - private room')
      .map((r) => listCell(r.cost).amount);
    const [fine] = lists.food.filter((r) => r.name === 'fine dining').map((r) => listCell(r.cost).amount);
    const r = run(fighter(), [
      { id: 'p', type: 'pay', date: '2026-01-01', item: 'inn-private-room', quantity: 2 },
      { id: 'f', type: 'pay', date: '2026-01-01', item: 'fine-dining', quantity: 3 },
    ]);
    // The campaign's 1000 cc to start.
    expect(r.sheet!.coins).toBe(1000 - 2 * privateRoom! - 3 * fine!);
  });

  it('trades coins at the book’s rates', () => {
    const [sc, cc] = sentence(book, /1 gold coin \(gc\) = (\d+) silver coins \(sc\) = (\d+) copper coins \(cc\)/).map(
      Number,
    );
    expect(toCopper({ gc: 1 })).toBe(cc);
    expect(toCopper({ sc: sc! })).toBe(cc);
    expect(toCopper({ gc: 2, sc: 3, cc: 4 })).toBe(2 * cc! + 3 * (cc! / sc!) + 4);
  });
});

describe('HURSAGMU book: the weapon builder', () => {
  const concealment = (cell: string) => (cell === 'NA' ? null : Number(cell));

  it.each(pipeTable(book, '| Size | Length (ft) |').map((r) => [r[0]!, r] as const))(
    'builds a %s weapon with the size table’s weight, damage, concealment and hands',
    (size, row) => {
      const [, length, weight, damage, conceal, hands] = row;
      const built = buildWeapon(weapon(size as WeaponOptions['size']), false);
      expect(built).toMatchObject({
        weight: Number(weight),
        damage: Number(damage),
        bookDamage: Number(damage),
        concealment: concealment(conceal!),
        hands: Number(hands),
      });
      expect(WEAPON_SIZES[size as WeaponOptions['size']].length).toBe(`${length} ft`);
      // The weight a weapon adds to what is carried.
      expect(itemWeight({ kind: 'weapon', id: 'w', name: 'W', size: size as WeaponOptions['size'] })).toBe(
        Number(weight),
      );
    },
  );

  it.each(pipeTable(book, '| Name | Size | Throwable |').map((r) => [r[0]!, r] as const))(
    'builds the table’s %s with its damage, and 4 less on the revised scale',
    (_name, row) => {
      const [, size, throwable, missile, mechanical, damage] = row;
      const options = weapon(size!.toLowerCase() as WeaponOptions['size'], {
        throwable: throwable === 'yes',
        missile: missile === 'yes',
        mechanical: mechanical === 'yes',
      });
      expect(buildWeapon(options, false).damage).toBe(Number(damage));
      // The revised chapter's lance and pike are 4 below the book's (see "charges with the chapters' own knight").
      expect(buildWeapon(options, true).damage).toBe(Number(damage) - 4);
    },
  );

  it('adds and takes damage for each option as the book says, and a missile reaches 30 spaces per point', () => {
    const [base] = sentence(book, /The base weapon damage is (\d+)\./).map(Number);
    const [small, large] = sentence(
      book,
      /Small weapons have (-\d+) damage, but no concealment penalty; large weapons have \+(\d+) damage, require two hands/,
    ).map(Number);
    const [unthrowable, throwable] = sentence(
      book,
      /A weapon without this option has a (-\d+) penalty to hit a target when thrown; a weapon with this option has no penalty, but has (-\d+) damage/,
    ).map(Number);
    const [missile, reach] = sentence(
      book,
      /Missile This option gives (-\d+) damage\. Missile weapons use leverage to launch projectiles\. The benefit is range: (\d+) spaces per point of damage/,
    ).map(Number);
    const [mechanical] = sentence(book, /They do get \+(\d+) damage by virtue of their construction/).map(Number);
    expect(buildWeapon(weapon('medium'), false).damage).toBe(base);
    expect(buildWeapon(weapon('small'), false).damage).toBe(base! + small!);
    expect(buildWeapon(weapon('large'), false).damage).toBe(base! + large!);
    expect(buildWeapon(weapon('medium', { throwable: true }), false)).toMatchObject({
      damage: base! + throwable!,
      thrownPenalty: 0,
      rangeIncrement: 1,
    });
    expect(buildWeapon(weapon('medium'), false).thrownPenalty).toBe(unthrowable);
    const bow = buildWeapon(weapon('medium', { missile: true }), false);
    expect(bow).toMatchObject({ damage: base! + missile!, hands: 2, maxRange: reach! * (base! + missile!) });
    const crossbow = buildWeapon(weapon('large', { missile: true, mechanical: true }), false);
    expect(crossbow).toMatchObject({
      damage: base! + large! + missile! + mechanical!,
      addsStrength: false,
      reloadAction: true,
      hands: 2,
    });
    // A small missile weapon still takes two hands ("regardless of size").
    expect(buildWeapon(weapon('small', { missile: true }), false).hands).toBe(2);
  });

  it('prices the book’s crossbow and sword as its examples work them', () => {
    const [size, m, mech, total] = sentence(
      book,
      /a large crossbow would cost (\d+)cc for size, x(\d+) for being a missile weapon, and x(\d+) for being mechanical, for a total of (\d+)cc/,
    ).map(Number);
    expect(size! * m! * mech!).toBe(total);
    expect(buildWeapon(weapon('large', { missile: true, mechanical: true }), false).price).toBe(total);
    const [swordSize, noble, swordTotal] = sentence(
      book,
      /A medium sword would cost (\d+)cc for size and x(\d+) for being noble, for a total of (\d+)cc/,
    ).map(Number);
    expect(swordSize! * noble!).toBe(swordTotal);
    expect(buildWeapon(weapon('medium', { warOnly: true }), false).price).toBe(swordTotal);
    expect(itemPrice({ kind: 'weapon', id: 's', name: 'Sword', size: 'medium', warOnly: true })).toBe(swordTotal);
    // The same medium size without the noble factor.
    expect(buildWeapon(weapon('medium'), false).price).toBe(swordSize);
  });

  it('prices the shields as the book does, and adds their Defense', () => {
    const [wooden, steel] = sentence(
      book,
      /Most are made from heavy wood banded with iron and cost (\d+)cc\. Solid steel shields are rare and cost (\d+)cc\./,
    ).map(Number);
    const [bonus] = sentence(book, /The user of a shield gets \+(\d+) to Defense/).map(Number);
    expect(itemPrice({ kind: 'shield', id: 's', material: 'wooden' })).toBe(wooden);
    expect(itemPrice({ kind: 'shield', id: 's', material: 'steel' })).toBe(steel);
    const r = run(
      fighter((c) => (c.equipment = [{ kind: 'shield', id: 's', material: 'steel' }])),
      [],
      { startingCoins: 5000 },
    );
    expect(r.sheet!.coins).toBe(5000 - steel!);
    // The fighter's Defense 5.
    expect(r.sheet!.traits.find((t) => t.id === 'defense')!.value).toBe(5 + bonus!);
  });

  it('shows the shield on the sheet at the book’s price and Defense bonus, and lets it take the purse to the last copper', () => {
    const [wooden] = sentence(book, /Most are made from heavy wood banded with iron and cost (\d+)cc\./).map(Number);
    const [bonus] = sentence(book, /The user of a shield gets \+(\d+) to Defense/).map(Number);
    const buckler = (c: HursagmuCreation) => (c.equipment = [{ kind: 'shield', id: 'buckler', material: 'wooden' }]);
    const exact = run(fighter(buckler), [], { startingCoins: wooden });
    expect(exact.legal).toBe(true);
    // The weight, 10 lb, is the project's: the book gives none.
    expect(exact.sheet!).toMatchObject({
      coins: 0,
      shield: { id: 'buckler', material: 'wooden', defenseBonus: bonus, weight: 10, price: wooden },
    });
    // A copper short: 200 cc (2 gc) of 199 cc (1 gc 9 sc 9 cc).
    const short = run(fighter(buckler), [], { startingCoins: wooden! - 1 });
    expect(short.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'hursagmu.coins.overspent',
        'creation.equipment',
        'Spending 2 gc on starting equipment of the 1 gc 9 sc 9 cc the campaign gives is 1 cc over; leave something behind or choose cheaper gear.',
      ],
    ]);
  });
});

describe('HURSAGMU book: armor, foci and encumbrance', () => {
  const armorRows = pipeTable(book, '| type | endurance | weight | cost |').map((r) =>
    // The 4-point row has lost its name in the text ("| 4 | 40 | 8000 | |"): its cells sit one to the left.
    /^\d+$/.test(r[0]!)
      ? { name: '', points: Number(r[0]), weight: Number(r[1]), cost: Number(r[2]) }
      : { name: r[0]!, points: Number(r[1]), weight: Number(r[2]), cost: Number(r[3]) },
  );

  it.each(armorRows.map((r) => [r.points, r] as const))(
    'prices and weighs %i-point armor as the armor table',
    (points, row) => {
      expect(armorPrice(points)).toBe(row.cost);
      expect(armorWeight(points)).toBe(row.weight);
      // The unnamed row is the "mail" of the note under the table ("mail and plate are given such high prices").
      expect(armorName(points)).toBe(row.name || 'mail');
    },
  );

  it('labels armor with the table’s name and points, a suit past the table as armor, and a named suit by its name', () => {
    const armor = (points: number, name?: string): EquipmentItem =>
      name ? { kind: 'armor', id: 'a', name, points } : { kind: 'armor', id: 'a', points };
    const [first, ...rest] = armorRows;
    expect(first!.points).toBe(1);
    expect(itemLabel(armor(1))).toBe(`${first!.name} (1 point)`);
    for (const row of rest) expect(itemLabel(armor(row.points))).toBe(`${row.name || 'mail'} (${row.points} points)`);
    // Past plate the book names no armor: the label and the sheet say only "armor".
    const past = armorRows.at(-1)!.points + 1;
    expect(itemLabel(armor(past))).toBe(`armor (${past} points)`);
    expect(
      run(
        fighter((c) => (c.equipment = [armor(past)])),
        [],
        { startingCoins: 100_000 },
      ).sheet!.armor!.name,
    ).toBe('armor');
    expect(itemLabel(armor(4, 'Grandfather’s hauberk'))).toBe('Grandfather’s hauberk (4 points)');
  });

  it('weighs armor at ten pounds a point beyond the table, and takes it from movement and the agile traits', () => {
    const [ten] = sentence(book, /Each point of protection requires (\w+) pounds of material/);
    expect(armorWeight(7)).toBe(7 * bookNumber(ten!));
    // The fighter: Athletics 3, Stealth 0, movement 10 + 3; boiled hide, the book's 3 points.
    const s = run(
      fighter((c) => (c.equipment = [{ kind: 'armor', id: 'a', points: 3 }])),
      [],
      { startingCoins: 5000 },
    ).sheet!;
    expect(s.movement).toBe(10 + 3 - 3);
    for (const id of ['acrobatics', 'athletics', 'climbing', 'stealth'])
      expect([id, s.traits.find((t) => t.id === id)!.modifier]).toEqual([id, -3]);
    expect(s.traits.find((t) => t.id === 'fighting')!.modifier).toBe(0);
  });

  it.each(pipeTable(book, '| type | size | weight | power | negation |').map((r) => [r[0]!, r] as const))(
    'gives the %s of the foci table its levels and weight',
    (_name, row) => {
      const [, size, weight, power, negation] = row;
      expect(focusLevels(Number(size))).toBe(Number(power) + Number(negation));
      expect(focusWeight(Number(size))).toBe(weight === 'immobile' ? null : Number(weight));
    },
  );

  it('gives a two-foot focus the book’s levels and +2 per doubling', () => {
    const [levels, step] = sentence(
      book,
      /A two-foot long focus has (\d+) levels to divide among power and negation; each doubling of length or width gives \+(\d+)/,
    ).map(Number);
    expect(focusLevels(2)).toBe(levels);
    expect(focusLevels(3)).toBe(levels);
    expect(focusLevels(4)).toBe(levels! + step!);
    expect(focusLevels(1024)).toBe(levels! + 9 * step!);
    expect(focusLevels(1)).toBe(levels! - step!);
  });

  it.each(pipeTable(book, '| Weight : Max Lift (%) | Movement | Trait |').map((r) => [r[0]!, r] as const))(
    'encumbers from %s of lift as the table says',
    (percent, row) => {
      const [, move, trait] = row;
      const from = Number(percent.replace('%', ''));
      const divisor = ({ halved: 2, quartered: 4, '0': null } as Record<string, number | null>)[move!];
      const load = encumbrance(from, 100);
      expect(load).toMatchObject({ movementDivisor: divisor, penalty: trait === 'NA' ? null : Number(trait) });
      // Athletics 2: 12 spaces halved is 6, quartered 3, none at full lift.
      expect(movement(2, 0, load)).toBe(divisor === null ? 0 : Math.floor(12 / divisor!));
      // A pound less is the level below.
      expect(encumbrance(from - 1, 100).movementDivisor).not.toBe(divisor);
    },
  );

  it('leaves a load under half of lift without effect, as the book asks', () => {
    const [share] = sentence(
      book,
      /this rule should only be used if a character is carrying at least (\d+)% of maximum heft/,
    ).map(Number);
    expect(encumbrance(share! - 1, 100)).toMatchObject({ level: 'none', movementDivisor: 1, penalty: 0 });
    expect(encumbrance(share!, 100)).toMatchObject({ level: 'heavy' });
  });

  it('works Bob’s example: Strength 2 lifts 200 lb, and 100 lb halves his movement and takes 4', () => {
    const [strength, pounds] = sentence(book, /Bob has a strength of (\d+)\. He can lift (\d+) pounds/).map(Number);
    const [penalty] = sentence(book, /whole-body agility have a (-\d+) penalty/).map(Number);
    expect(lift(strength!)).toBe(pounds);
    expect(encumbrance(pounds! / 2, lift(strength!))).toMatchObject({ movementDivisor: 2, penalty });
  });
});

describe('HURSAGMU book: encounters', () => {
  it('rolls the book’s challenge levels and sets the revised chapter’s flat ones', () => {
    const bookRows = pipeTable(book, '| Task Difficulty | Challenge Level |').map(([d, l]) => [d, Number(l)]);
    expect(ladderOdds(0, false).map((r) => [r.difficulty, r.level])).toEqual(bookRows);
    const revisedRows = plainTable(revised, 'Task DifficultyChallenge Level');
    expect(ladderOdds(0, true).map((r) => [r.difficulty, r.level])).toEqual(revisedRows);
  });

  it('moves 10 + Athletics (Athlete) spaces, less armor, and charges for +1 damage per four spaces', () => {
    const [base] = sentence(book, /Characters can move \[(\d+) \+ Athletics\] spaces per action/).map(Number);
    const [revisedBase] = sentence(revised, /Movement \((\d+) \+ Athlete - armor\)/).map(Number);
    const [four] = sentence(book, /Momentum gives \(and takes\) \+1 damage for every (\w+) spaces of movement/);
    // The fighter: Athletics 3; the revised one has Athlete 3 instead.
    expect(run(fighter()).sheet!.movement).toBe(base! + 3);
    const athlete = run(
      fighter((c) => {
        delete c.traits.athletics;
        c.traits.athlete = 3;
      }),
      [],
      { revisedEncounters: true },
    ).sheet!;
    expect(athlete.movement).toBe(revisedBase! + 3);
    // A full move of 13 spaces gives +3 damage (13 / 4, rounded down).
    expect(athlete.combat.chargeMomentum).toBe(Math.floor((revisedBase! + 3) / bookNumber(four!)));
  });

  it('charges with the chapters’ own knight: 10 + 4 + 7 = 21 and 12 + 1 + 7 = 20 in the book, 6 + 4 + 7 = 17 and 8 + 1 + 7 = 16 revised', () => {
    const knight =
      /His lance does (\d+) damage \((\d+) for the lance \+ (\d+) for Strength\)\. The knight has moved (\d+) spaces on horseback, however, so adds (\d+) for a total of (\d+)\./;
    const pike =
      /a damage of (\d+) \((\d+) for Strength, (\d+) for the pike\)\. Adding the knight['’]s momentum to this to gives a total of (\d+)\./;
    // The lance is built as the book's Spear (large, throwable), 10; the pike as its Halberd (large), 12.
    const lanceOptions = weapon('large', { throwable: true });
    const pikeOptions = weapon('large');
    for (const [text, isRevised] of [
      [book, false],
      [revised, true],
    ] as const) {
      const [, lance, strength, spaces, momentumDamage, total] = sentence(text, knight).map(Number);
      const [, pikeStrength, pikeDamage, pikeTotal] = sentence(text, pike).map(Number);
      expect(buildWeapon(lanceOptions, isRevised).damage).toBe(lance);
      expect(buildWeapon(pikeOptions, isRevised).damage).toBe(pikeDamage);
      expect(chargeDamage(buildWeapon(lanceOptions, isRevised).damage, strength!, spaces!)).toBe(total);
      expect(chargeDamage(buildWeapon(pikeOptions, isRevised).damage, pikeStrength!, spaces!)).toBe(pikeTotal);
      expect(total! - lance! - strength!).toBe(momentumDamage);
    }
  });

  it('gives weapons, sorcery and senses the range increments of the book and the revised chapter', () => {
    const attack = new Map(pipeTable(book, '| attack type | range increment |').map(([t, n]) => [t!, Number(n)]));
    expect(new Map(plainTable(revised, 'attack type range increment'))).toEqual(attack);
    expect(buildWeapon(weapon('medium'), false).rangeIncrement).toBe(attack.get('melee weapon'));
    expect(buildWeapon(weapon('small', { throwable: true }), false).rangeIncrement).toBe(attack.get('thrown weapon'));
    expect(buildWeapon(weapon('medium', { missile: true }), true).rangeIncrement).toBe(attack.get('missile weapon'));

    const sorcery = pipeTable(book, '| sorcery type | range increment |').map(([t, n]) => [
      `Sorcery (${t})`,
      Number(n),
    ]);
    expect(plainTable(revised, 'sorcery type range increment').map(([t, n]) => [`Sorcery (${t})`, n])).toEqual(sorcery);
    const disciplines = ['amelatu', 'mahasu', 'nekelmu', 'sabatu', 'seheru', 'talamu'].map((d) => ({
      gift: `sorcery-${d}`,
    }));
    const sorcerer = run(fighter((c) => (c.gifts = disciplines))).sheet!;
    expect(sorcerer.combat.sorceryRanges.map((r) => [r.name, r.increment]).sort()).toEqual([...sorcery].sort());

    // Senses: the book's mysticism is the revised chapter's intuition.
    const senses = pipeTable(book, '| sense | range increment |').map(([t, n]) => [
      t!.toLowerCase(),
      Number(n!.replace(/\s*\*$/, '')),
    ]);
    const revisedSenses = plainTable(revised, 'sense range increment').map(([t, n]) => [t.toLowerCase(), n]);
    expect(revisedSenses).toEqual(senses.map(([t, n]) => [t === 'mysticism' ? 'intuition' : t, n]));
    expect(run(fighter()).sheet!.combat.senseRanges.map((r) => [r.name.toLowerCase(), r.increment])).toEqual(senses);
    const intuitive = run(
      fighter((c) => {
        delete c.traits.athletics;
        c.gifts = [{ gift: 'intuition' }];
      }),
      [],
      { revisedEncounters: true },
    ).sheet!;
    expect(intuitive.combat.senseRanges.map((r) => [r.name.toLowerCase(), r.increment])).toEqual(revisedSenses);
  });

  it('defends a surprised character with a flat 6 and a fixed object with 4 in the revised chapter, 0 in the book', () => {
    const [flat] = sentence(
      revised,
      /The challenge level to hit a surprised character is a flat (\d+) plus any range modifiers/,
    ).map(Number);
    const [revisedObject] = sentence(
      revised,
      /Targets will have these numbers added to their Defense \((\w+) for fixed objects\)/,
    );
    const [bookObject] = sentence(
      book,
      /Targets will have these numbers added to their Defense scores \((\w+) for fixed objects\)/,
    );
    const [resting] = sentence(book, /Defense and Defiance are reduced to (\w+)/);
    const revisedSheet = run(
      fighter((c) => {
        delete c.traits.athletics;
      }),
      [],
      settingsWith({ revisedEncounters: true }),
    ).sheet!;
    // The fighter's Defense 5.
    expect(revisedSheet.combat).toMatchObject({
      surprisedDefense: flat,
      defenseValue: flat! + 5,
      fixedObjectDefense: bookNumber(revisedObject!),
    });
    expect(run(fighter()).sheet!.combat).toMatchObject({
      surprisedDefense: bookNumber(resting!),
      defenseValue: null,
      fixedObjectDefense: bookNumber(bookObject!),
    });
  });

  it('names the book’s ranks for the attackers on the sheet', () => {
    const [zero, two, apprentice, six, journeyman, ten, master] = sentence(
      book,
      /A trait level of (\w+) is human average\. A character with a level (\d+) trait is an (\w+) in that trait; level (\d+) is a (\w+); level (\d+) is a (\w+)\./,
    );
    expect(run(fighter()).sheet!.combat.attackers.map((a) => [a.level, a.rank])).toEqual([
      [bookNumber(zero!), 'human average'],
      [Number(two), apprentice],
      [Number(six), journeyman],
      [Number(ten), master],
    ]);
  });
});
