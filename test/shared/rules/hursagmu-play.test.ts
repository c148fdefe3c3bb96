import { withoutLastEvent } from '../../../shared/rules/core';
import { costOf, hursagmu, itemLabel, unitsOf } from '../../../shared/rules/systems/hursagmu';
import { defaults, errorCodes, ev, fighter, run } from './hursagmu-helpers';

const archer = () => fighter((c) => (c.traits.archery = 6));

describe('HURSAGMU experience', () => {
  it('raises Archery from 6 to 7 for 4 experience points', () => {
    const r = run(archer(), [ev({ type: 'award', points: 10 }), ev({ type: 'raise', trait: 'archery', to: 7 })], {
      startingCharacterPoints: 27,
    });
    expect(r.legal).toBe(true);
    expect(r.sheet!.traits.find((t) => t.id === 'archery')!.level).toBe(7);
    expect(r.sheet!.experience).toEqual({ fromCreation: 0, awarded: 10, earned: 10, spent: 4, unspent: 6 });
    expect(r.budget).toMatchObject({ earned: 37, spent: 31, left: 6 });
  });

  it('refuses a raise beyond the experience unspent, and says how much is left', () => {
    const r = run(archer(), [ev({ type: 'award', points: 3 }), ev({ type: 'raise', trait: 'archery', to: 7 })], {
      startingCharacterPoints: 27,
    });
    expect(errorCodes(r.findings)).toEqual(['hursagmu.xp.insufficient']);
    expect(r.findings[0]!.message).toContain('costs 4 experience points but only 3 are unspent');
    expect(r.steps[1]!.accepted).toBe(false);
    expect(r.sheet!.traits.find((t) => t.id === 'archery')!.level).toBe(6);
  });

  it('raises several levels at once for the difference of the costs, and never down', () => {
    const r = run(archer(), [
      ev({ type: 'award', points: 100 }),
      ev({ type: 'raise', trait: 'archery', to: 10 }),
      ev({ type: 'raise', trait: 'archery', to: 9 }),
    ]);
    expect(r.sheet!.experience.spent).toBe(32 - 8);
    expect(errorCodes(r.findings)).toEqual(['hursagmu.raise.not-higher']);
  });

  it("buys a gift with experience only with The Master's approval as its reason", () => {
    const r = run(fighter(), [
      ev({ type: 'gift', gift: 'starvision', reason: 'Touched by the moon god in the ruins of Ur' }),
    ]);
    expect(r.legal).toBe(true);
    expect(r.sheet!.gifts).toEqual([
      { id: 'starvision', name: 'Starvision', cost: 8, reason: 'Touched by the moon god in the ruins of Ur' },
    ]);
    expect(r.sheet!.experience.unspent).toBe(41 - 8);
    const noReason = run(fighter(), [ev({ type: 'gift', gift: 'starvision' })]);
    expect(noReason.findings[0]).toMatchObject({ code: 'hursagmu.event.malformed', path: 'events.0.reason' });
    const again = run(fighter(), [
      ev({ type: 'gift', gift: 'starvision', reason: 'x' }),
      ev({ type: 'gift', gift: 'starvision', reason: 'y' }),
    ]);
    expect(errorCodes(again.findings)).toEqual(['hursagmu.gift.already-has']);
  });

  it('adds limbs to Extra Limbs at 4 each', () => {
    const r = run(
      fighter((c) => (c.gifts = [{ gift: 'extra-limbs', limbs: 1 }])),
      [ev({ type: 'gift', gift: 'extra-limbs', limbs: 2, reason: 'The gateway changed him' })],
    );
    expect(r.sheet!.gifts[0]).toMatchObject({ limbs: 3, cost: 12 });
    expect(r.sheet!.experience.spent).toBe(8);
  });
});

describe('HURSAGMU damage metrics', () => {
  it('limits maximum Stamina to the lower of current Health and Sanity (5 physical and 9 mental: 11)', () => {
    const hurt = [
      ev({ type: 'damage', metric: 'health', amount: 5 }),
      ev({ type: 'damage', metric: 'sanity', amount: 9 }),
    ];
    const r = run(fighter(), hurt);
    expect(r.sheet!.metrics.health.current).toBe(15);
    expect(r.sheet!.metrics.sanity.current).toBe(11);
    expect(r.sheet!.metrics.stamina).toMatchObject({ max: 11, current: 11 });
    const healed = run(fighter(), [...hurt, ev({ type: 'recover', metric: 'sanity', amount: 9 })]);
    expect(healed.sheet!.metrics.stamina.max).toBe(15);
  });

  it('gives -10 to every trait roll at zero Stamina and knocks out below zero', () => {
    const zero = run(fighter(), [ev({ type: 'damage', metric: 'stamina', amount: 20 })]).sheet!;
    expect(zero.metrics.stamina).toMatchObject({ current: 0, status: 'barely-conscious' });
    expect(zero.traits.find((t) => t.id === 'fighting')!.value).toBe(6 - 10);
    const out = run(fighter(), [ev({ type: 'damage', metric: 'stamina', amount: 21 })]).sheet!;
    expect(out.metrics.stamina.status).toBe('knocked-out');
  });

  it('marks Health 0 incapacitated and below 0 dead, Sanity 0 raving and below 0 catatonic', () => {
    const s = run(fighter(), [
      ev({ type: 'damage', metric: 'health', amount: 21 }),
      ev({ type: 'damage', metric: 'sanity', amount: 20 }),
    ]).sheet!;
    expect(s.metrics.health.status).toBe('dead');
    expect(s.metrics.sanity.status).toBe('raving');
  });

  it('recovers damage, but never more than was taken', () => {
    const r = run(fighter(), [
      ev({ type: 'damage', metric: 'stamina', amount: 3 }),
      ev({ type: 'recover', metric: 'stamina', amount: 1 }),
      ev({ type: 'recover', metric: 'stamina', amount: 5 }),
    ]);
    expect(r.sheet!.metrics.stamina.current).toBe(18);
    expect(errorCodes(r.findings)).toEqual(['hursagmu.recover.more-than-damage']);
    expect(r.findings[0]!.message).toContain('has 2 damage to recover, not 5');
  });
});

describe('HURSAGMU equipment and coins in play', () => {
  it('buys equipment from the purse, takes found equipment free, drops it, pays and earns coins', () => {
    const r = run(fighter(), [
      ev({
        type: 'acquire',
        item: { kind: 'weapon', id: 'bow', name: 'Bow', size: 'medium', missile: true },
        paid: false,
      }),
      ev({ type: 'acquire', item: { kind: 'gear', id: 'lantern', item: 'lantern', quantity: 1 }, paid: true }),
      ev({ type: 'pay', amount: { sc: 3 }, for: 'a private room at the inn' }),
      ev({ type: 'earn', amount: { gc: 2, cc: 5 }, from: 'the caravan master' }),
      ev({ type: 'drop', item: 'bow' }),
    ]);
    expect(r.legal).toBe(true);
    expect(r.sheet!.coins).toBe(1000 - 120 - 30 + 205);
    expect(r.sheet!.weapons).toEqual([]);
    expect(r.sheet!.gear.map((g) => g.name)).toEqual(['Lantern']);
  });

  it('refuses to pay more than the purse holds, a second suit of armor and an unknown item', () => {
    const r = run(
      fighter((c) => (c.equipment = [{ kind: 'armor', id: 'leather', points: 2 }])),
      [
        ev({ type: 'pay', amount: { gc: 9 }, for: 'a horse' }),
        ev({ type: 'acquire', item: { kind: 'armor', id: 'hide', points: 3 }, paid: false }),
        ev({ type: 'drop', item: 'horse' }),
      ],
    );
    expect(errorCodes(r.findings)).toEqual([
      'hursagmu.coins.insufficient',
      'hursagmu.armor.more-than-one',
      'hursagmu.equipment.unknown',
    ]);
    expect(r.findings[0]!.message).toContain('costs 9 gc but the purse holds 8 gc');
    expect(r.sheet!.coins).toBe(800);
  });
});

describe('HURSAGMU payments from the price lists', () => {
  it('prices meals, lodging and drink from the lists: three nights in a private room cost 90 cc', () => {
    const r = run(fighter(), [
      ev({ type: 'pay', item: 'inn-private-room', quantity: 3 }),
      ev({ type: 'pay', item: 'decent-meal', quantity: 6 }),
      ev({ type: 'pay', item: 'drink', quantity: 5, for: 'the harvest feast' }),
    ]);
    expect(r.legal).toBe(true);
    expect(r.sheet!.coins).toBe(1000 - 90 - 60 - 20);
  });

  it('refuses a payment with neither an amount nor an item, or an item without a quantity', () => {
    const r = run(fighter(), [
      ev({ type: 'pay', for: 'nothing' }),
      ev({ type: 'pay', item: 'torch' }),
      ev({ type: 'pay', amount: { cc: 5 }, quantity: 2 }),
    ]);
    expect(errorCodes(r.findings)).toEqual([
      'hursagmu.pay.amount-or-item',
      'hursagmu.pay.quantity-missing',
      'hursagmu.pay.quantity-not-needed',
    ]);
    expect(r.sheet!.coins).toBe(1000);
  });
});

describe('HURSAGMU refusals in play, word for word', () => {
  /** Each finding as the player reads it: code, field and sentence. */
  const said = (r: ReturnType<typeof run>) => r.findings.map((f) => [f.code, f.path, f.message]);

  it('refuses a raise of a trait the campaign lacks, or to the level the trait already has', () => {
    const r = run(fighter(), [
      ev({ type: 'raise', trait: 'juggling', to: 2 }),
      ev({ type: 'raise', trait: 'fighting', to: 6 }),
    ]);
    expect(said(r)).toEqual([
      [
        'hursagmu.trait.unknown',
        'events.0.trait',
        'This campaign has no trait "juggling"; choose one of its traits, or ask The Master to add it.',
      ],
      // The fighter has Fighting 6: a raise "to 6" raises nothing.
      ['hursagmu.raise.not-higher', 'events.1.to', 'Fighting is already at level 6; a raise must name a higher level.'],
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([false, false]);
  });

  it('spends experience to the last point, then says what the next purchase was and what is left', () => {
    // 27 starting points pay the archer's traits exactly (19 + 8 for Archery 6), so nothing is carried into play;
    // 4 awarded pay Archery 6 to 7 (cost 12 - 8, "TRAITS" > Cost) with none left over.
    const r = run(
      archer(),
      [
        ev({ type: 'award', points: 4 }),
        ev({ type: 'raise', trait: 'archery', to: 7 }),
        ev({ type: 'raise', trait: 'archery', to: 8 }),
        ev({ type: 'gift', gift: 'starvision', reason: 'Blessed' }),
      ],
      {
        startingCharacterPoints: 27,
      },
    );
    expect(r.steps.map((s) => s.accepted)).toEqual([true, true, false, false]);
    expect(r.sheet!.experience.unspent).toBe(0);
    expect(said(r)).toEqual([
      // Archery 7 to 8: 16 - 12.
      [
        'hursagmu.xp.insufficient',
        'events.2',
        'Raising Archery from 7 to 8 costs 4 experience points but only 0 are unspent; earn more experience first.',
      ],
      [
        'hursagmu.xp.insufficient',
        'events.3',
        'Buying the gift Starvision costs 8 experience points but only 0 are unspent; earn more experience first.',
      ],
    ]);
  });

  it('refuses a gift the character has, and a count of limbs missing or not needed', () => {
    const r = run(fighter(), [
      ev({ type: 'gift', gift: 'starvision', reason: 'Touched by the moon god' }),
      ev({ type: 'gift', gift: 'starvision', reason: 'Again' }),
      ev({ type: 'gift', gift: 'extra-limbs', reason: 'The gateway changed him' }),
      ev({ type: 'gift', gift: 'immunity', limbs: 2, reason: 'Plague survivor' }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, false, false, false]);
    expect(said(r)).toEqual([
      ['hursagmu.gift.already-has', 'events.1.gift', 'The character already has Starvision; a gift is all-or-nothing.'],
      // "Extra Limbs Cost: 4 per limb" (003 "GIFTS").
      ['hursagmu.gift.limbs-missing', 'events.2.limbs', 'Extra Limbs costs 4 per limb; say how many limbs.'],
      [
        'hursagmu.gift.limbs-not-needed',
        'events.3.limbs',
        'Immunity has no limbs to count; remove the number of limbs.',
      ],
    ]);
  });

  it('records the limbs of Extra Limbs bought in play, at 4 each', () => {
    const r = run(fighter(), [ev({ type: 'gift', gift: 'extra-limbs', limbs: 2, reason: 'The gateway changed him' })]);
    expect(r.sheet!.gifts).toEqual([
      { id: 'extra-limbs', name: 'Extra Limbs', cost: 8, limbs: 2, reason: 'The gateway changed him' },
    ]);
  });

  it('refuses equipment under an id the character already uses, and dropping an id it does not', () => {
    const r = run(fighter(), [
      ev({ type: 'acquire', item: { kind: 'gear', id: 'light', item: 'lantern', quantity: 1 }, paid: false }),
      ev({ type: 'acquire', item: { kind: 'gear', id: 'light', item: 'torch', quantity: 2 }, paid: false }),
      ev({ type: 'drop', item: 'horse' }),
    ]);
    expect(said(r)).toEqual([
      [
        'hursagmu.equipment.duplicate',
        'events.1.item.id',
        'The character already has equipment with the id "light"; give the new piece its own id.',
      ],
      [
        'hursagmu.equipment.unknown',
        'events.2.item',
        'The character has no equipment with the id "horse"; check the id.',
      ],
    ]);
    expect(r.sheet!.gear.map((g) => g.item)).toEqual(['lantern']);
  });

  it('drops a piece of equipment and takes in coins without a word', () => {
    const r = run(fighter(), [
      ev({ type: 'acquire', item: { kind: 'gear', id: 'light', item: 'lantern', quantity: 1 }, paid: false }),
      ev({ type: 'drop', item: 'light' }),
      ev({ type: 'earn', amount: { sc: 5 }, from: 'the ferryman' }),
    ]);
    expect(r.findings).toEqual([]);
    expect(r.sheet!.gear).toEqual([]);
    expect(r.sheet!.coins).toBe(1000 + 50);
  });

  it('judges only the new piece when equipment is acquired, not what The Master accepted before', () => {
    // Two suits of armor at creation, accepted by The Master; a torch found later is a torch, nothing more.
    const r = run(
      fighter(
        (c) =>
          (c.equipment = [
            { kind: 'armor', id: 'hide', points: 3 },
            { kind: 'armor', id: 'leather', points: 2 },
          ]),
      ),
      [
        {
          id: 'ok',
          type: 'override',
          date: '2026-03-02',
          code: 'hursagmu.armor.more-than-one',
          path: 'creation.equipment.1',
          reason: 'Wears leather under the hide',
        },
        ev({ type: 'acquire', item: { kind: 'gear', id: 'torch', item: 'torch', quantity: 1 }, paid: false }),
      ],
    );
    expect(r.legal).toBe(true);
    expect(r.steps.at(-1)!.accepted).toBe(true);
    expect(r.sheet!.gear.map((g) => g.item)).toEqual(['torch']);
  });

  it('pays the purse down to the last copper, and names what is bought when it is too light', () => {
    // The campaign's 1000 cc (10 gc) to start; a lockpicking kit is 300 cc (003 "EQUIPMENT" > Gear).
    const r = run(fighter(), [
      ev({ type: 'pay', amount: { gc: 10 }, for: 'a mule' }),
      ev({ type: 'acquire', item: { kind: 'gear', id: 'picks', item: 'lockpicking-kit', quantity: 1 }, paid: true }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, false]);
    expect(r.sheet!.coins).toBe(0);
    expect(said(r)).toEqual([
      [
        'hursagmu.coins.insufficient',
        'events.1',
        'Buying Lockpicking kit x 1 costs 3 gc but the purse holds 0 cc; earn more or choose something cheaper.',
      ],
    ]);
  });

  it('names the item, the purpose or "this" when a payment is more than the purse holds', () => {
    // Noble attire is 1000 cc a change of clothes (003 "EQUIPMENT" > Clothing); the purse holds 1000 cc.
    const r = run(fighter(), [
      ev({ type: 'pay', item: 'noble-attire', quantity: 2 }),
      ev({ type: 'pay', amount: { gc: 11 }, for: 'a horse' }),
      ev({ type: 'pay', amount: { gc: 12 } }),
    ]);
    expect(said(r).map(([, , message]) => message)).toEqual([
      'Paying for Noble attire x 2 costs 20 gc but the purse holds 10 gc; earn more or choose something cheaper.',
      'Paying for a horse costs 11 gc but the purse holds 10 gc; earn more or choose something cheaper.',
      'Paying for this costs 12 gc but the purse holds 10 gc; earn more or choose something cheaper.',
    ]);
  });

  it('says how to correct a payment with neither amount nor item, without a quantity, or with one not needed', () => {
    const r = run(fighter(), [
      ev({ type: 'pay', for: 'nothing' }),
      ev({ type: 'pay', item: 'torch' }),
      ev({ type: 'pay', amount: { cc: 5 }, quantity: 2 }),
    ]);
    expect(said(r)).toEqual([
      [
        'hursagmu.pay.amount-or-item',
        'events.0',
        'A payment names either an amount of coins or an item from the price lists (with a quantity), not both or neither; correct the event.',
      ],
      ['hursagmu.pay.quantity-missing', 'events.1.quantity', 'Say how many of the item were paid for.'],
      [
        'hursagmu.pay.quantity-not-needed',
        'events.2.quantity',
        'A quantity goes with an item from the price lists; remove it from a payment of coins.',
      ],
    ]);
  });

  it('counts list items in the book\'s units, "changes of clothes" and "square inches" among them', () => {
    // The price lists' units: "10 per change of clothes", "20 per square inch", "10 per yard", "5 per meal".
    const gear = (item: string, quantity: number) => itemLabel({ kind: 'gear', id: 'g', item, quantity });
    expect(gear('peasant-garb', 2)).toBe('Peasant garb x 2 changes of clothes');
    expect(gear('peasant-garb', 1)).toBe('Peasant garb x 1 change of clothes');
    expect(gear('steel-mirror', 3)).toBe('Mirror (steel) x 3 square inches');
    expect(gear('rope', 40)).toBe('Rope x 40 yards');
    expect(gear('peasant-grub', 1)).toBe('Peasant grub x 1 meal');
    expect(unitsOf('night', 0)).toBe('nights');
  });

  it('labels a weapon by its size, a shield by its material and a focus as a focus', () => {
    expect(itemLabel({ kind: 'weapon', id: 'w', name: 'Sword', size: 'medium', warOnly: true })).toBe(
      'Sword (medium weapon)',
    );
    expect(itemLabel({ kind: 'shield', id: 's', material: 'steel' })).toBe('Steel shield');
    expect(itemLabel({ kind: 'shield', id: 's', material: 'wooden' })).toBe('Wooden shield');
    expect(itemLabel({ kind: 'focus', id: 'f', name: 'Staff', length: 8, power: 12, negation: 0 })).toBe(
      'Staff (focus)',
    );
    // As the player reads it when the purse is too light: a sword made for war is 2000 cc (003 "Weapons").
    const r = run(fighter(), [
      ev({
        type: 'acquire',
        item: { kind: 'weapon', id: 'w', name: 'Sword', size: 'medium', warOnly: true },
        paid: true,
      }),
    ]);
    expect(r.findings[0]!.message).toBe(
      'Buying Sword (medium weapon) costs 20 gc but the purse holds 10 gc; earn more or choose something cheaper.',
    );
  });
});

describe('HURSAGMU ledger', () => {
  it('lets The Master accept an error with a reason, shown on the sheet', () => {
    const r = run(
      archer(),
      [
        ev({ type: 'raise', trait: 'archery', to: 12 }),
        {
          id: 'ok',
          type: 'override',
          date: '2026-03-02',
          code: 'hursagmu.xp.insufficient',
          path: 'events.0',
          reason: 'Trained a year with the royal archers',
        },
      ],
      { startingCharacterPoints: 27 },
    );
    expect(r.legal).toBe(true);
    expect(r.sheet!.traits.find((t) => t.id === 'archery')!.level).toBe(12);
    expect(r.overrides).toEqual([
      {
        event: 'ok',
        code: 'hursagmu.xp.insufficient',
        path: 'events.0',
        reason: 'Trained a year with the royal archers',
      },
    ]);
    expect(r.findings.map((f) => f.code)).toContain('hursagmu.xp.overspent-by-override');
    // Archery 6 to 12 costs 64 - 8 = 56 ("TRAITS" > Cost) with nothing unspent: 56 over.
    expect(r.findings.find((f) => f.code === 'hursagmu.xp.overspent-by-override')).toMatchObject({
      severity: 'warning',
      path: 'events',
      message:
        'The ledger has spent 56 experience points more than earned, through purchases The Master accepted; later purchases need experience earned first.',
    });
  });

  it('restores the previous sheet exactly when the last event is undone', () => {
    const events = [ev({ type: 'award', points: 5 }), ev({ type: 'raise', trait: 'fighting', to: 7 })];
    const all = run(fighter(), events);
    const undone = run(fighter(), withoutLastEvent({ creation: {}, events }).events as Record<string, unknown>[]);
    expect(undone.sheet).toEqual(all.sheets![1]);
  });

  it('reports an unknown event type with its path', () => {
    const r = run(fighter(), [ev({ type: 'age' })]);
    expect(r.findings[0]).toMatchObject({ code: 'hursagmu.event.unknown-type', path: 'events.0.type' });
  });
});

describe('HURSAGMU previews for the builder', () => {
  const sheet = hursagmu.create(archer(), { ...defaults, startingCharacterPoints: 27 }).sheet;

  it('prices the next level of a trait and a gift before buying', () => {
    expect(costOf(sheet, { type: 'raise', trait: 'archery', to: 7 }, defaults)).toEqual({
      amount: 4,
      allowed: false,
      findings: [expect.objectContaining({ code: 'hursagmu.xp.insufficient' })],
    });
    const rich = hursagmu.create(archer(), defaults).sheet;
    expect(costOf(rich, { type: 'raise', trait: 'archery', to: 7 }, defaults)).toEqual({
      amount: 4,
      allowed: true,
      findings: [],
    });
    expect(costOf(rich, { type: 'gift', gift: 'extra-limbs', limbs: 2, reason: 'asked' }, defaults).amount).toBe(8);
    expect(costOf(rich, { type: 'award', points: 5 }, defaults).amount).toBe(-5);
  });

  it('explains why a step is not allowed', () => {
    const c = costOf(sheet, { type: 'raise', trait: 'riding-camels', to: 1 }, defaults);
    expect(c.allowed).toBe(false);
    expect(c.findings[0]!.code).toBe('hursagmu.trait.unknown');
  });
});

describe('HURSAGMU budgets', () => {
  it("keeps the purse as a budget: the campaign's coins, starting equipment, and what play earned and paid", () => {
    // 1000 cc to start (the default); 5 sc earned is 50 cc; 30 cc paid; 2 yards of rope at 10 cc a yard ("Gear") paid: 20 cc.
    const r = run(fighter(), [
      ev({ type: 'earn', amount: { sc: 5 }, from: 'a wager' }),
      ev({ type: 'pay', amount: { cc: 30 }, for: 'a ferry' }),
      ev({ type: 'acquire', item: { kind: 'gear', id: 'rope', item: 'rope', quantity: 2 }, paid: true }),
    ]);
    expect(r.sheet!.coins).toBe(1000);
    expect(r.budgets!.coins).toEqual({
      earned: 1050,
      spent: 50,
      left: 1000,
      items: [
        { label: 'Starting coins', amount: 1000, path: 'settings.startingCoins' },
        // No starting equipment: nothing spent on it (a negative zero, as every spending is negative).
        { label: 'Starting equipment', amount: -0, path: 'creation.equipment' },
        { label: 'Earned in play', amount: 50, path: 'events' },
        { label: 'Paid in play', amount: -50, path: 'events' },
      ],
    });
    const coins = hursagmu.currencies.find((c) => c.id === 'coins')!;
    expect([coins.name, coins.format(1050)]).toEqual(['Coins', '10 gc 5 sc']);
  });

  it('counts points as character points, then experience, and reports the points left after an overspent creation', () => {
    // The fighter spends 19 points; a campaign of 15 leaves the creation 4 over, and nothing is carried into play.
    const r = run(fighter(), [ev({ type: 'award', points: 6 })], { startingCharacterPoints: 15 });
    const points = r.budgets!.points!;
    expect([points.earned, points.spent, points.left]).toEqual([21, 19, 2]);
    expect(points.items.slice(-1)).toEqual([{ label: 'Experience awarded', amount: 6, path: 'events' }]);
    // Each step reports the points left as the budget counts them: -4 before the award, 2 after it.
    expect(r.steps.map((s) => s.left)).toEqual([2]);
    expect(hursagmu.pointsLeft(r.sheets![0]!)).toBe(-4);
    const name = hursagmu.currencies[0]!;
    expect([name.id, name.name, name.format(1), name.format(2)]).toEqual([
      'points',
      'Character points, then experience points',
      '1 point',
      '2 points',
    ]);
  });
});

describe('HURSAGMU trait names when the revised encounters are switched', () => {
  // 004 "Movement": "10 + Athlete - armor", "a Rider roll (mounted)"; 003 "ENCOUNTERS" > Movement: "10 + Athletics",
  // "a Riding roll (mounted)": one trait under two names, so its levels carry over whichever chapter is played.
  const revisedFighter = () =>
    fighter((c) => (delete c.traits.athletics, (c.traits.athlete = 3), (c.traits.rider = 2)));
  const played = [ev({ type: 'award', points: 10 }), ev({ type: 'raise', trait: 'athlete', to: 4 })];

  it("counts the revised encounters' Athlete and Rider as the book's Athletics and Riding until the names are converted", () => {
    const r = run(revisedFighter(), played, {});
    expect(r.sheet!.traits.find((t) => t.id === 'athletics')!.level).toBe(4);
    expect(r.sheet!.traits.find((t) => t.id === 'riding')!.level).toBe(2);
    // Fighting 6 (8), Defense 5 (6), Strength 2 (2), Athletics 3 (3) and Riding 2 (2): 21 of 60; Athletics 3 to 4 costs 1.
    expect(r.sheet!.characterPoints.spent).toBe(21);
    expect(r.sheet!.experience.spent).toBe(1);
    expect(r.sheet!.movement).toBe(14);
    expect(r.findings.map((f) => [f.code, f.path])).toEqual([
      ['hursagmu.trait.other-chapter', 'creation.traits.athlete'],
      ['hursagmu.trait.other-chapter', 'creation.traits.rider'],
      ['hursagmu.trait.other-chapter', 'events.1.trait'],
    ]);
    expect(r.findings[2]!.message).toBe(
      "This raise names Athlete, the name the revised encounters give Athletics; this campaign plays the book's encounters, so it counts as Athletics. Convert the character's trait names to those of the book's encounters.",
    );

    const converted = run(revisedFighter(), [...played, ev({ type: 'trait-names', chapter: 'book' })], {});
    expect(converted.legal).toBe(true);
    expect(converted.sheet!.traits.find((t) => t.id === 'athletics')!.level).toBe(4);
    // Undone, the names are flagged again.
    expect(run(revisedFighter(), played, {}).legal).toBe(false);
  });

  it("converts the book's names to the revised encounters' the other way, and a conversion to the chapter not played converts nothing", () => {
    const r = run(fighter(), [ev({ type: 'trait-names', chapter: 'book' })], { revisedEncounters: true });
    expect(r.steps[0]!.accepted).toBe(true);
    expect(errorCodes(r.findings)).toEqual(['hursagmu.trait.other-chapter']);
    const converted = run(
      fighter(),
      [ev({ type: 'trait-names', chapter: 'book' }), ev({ type: 'trait-names', chapter: 'revised' })],
      { revisedEncounters: true },
    );
    expect(converted.legal).toBe(true);
    expect(converted.sheet!.traits.find((t) => t.id === 'athlete')!.level).toBe(3);
    // A raise under the other chapter's name after the conversion is flagged anew.
    const later = run(
      fighter(),
      [
        ev({ type: 'trait-names', chapter: 'revised' }),
        ev({ type: 'award', points: 5 }),
        ev({ type: 'raise', trait: 'athletics', to: 4 }),
      ],
      {
        revisedEncounters: true,
      },
    );
    expect(later.findings.map((f) => f.path)).toEqual(['events.2.trait']);
  });
});
