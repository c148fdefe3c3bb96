import { withoutLastEvent } from '../../../shared/rules/core';
import { costOf, hursagmu } from '../../../shared/rules/systems/hursagmu';
import { defaults, errorCodes, ev, fighter, run } from './hursagmu-helpers';

const archer = () => fighter((c) => (c.traits.archery = 6));

describe('HURSAGMU experience', () => {
  it('raises Archery from 6 to 7 for 4 experience points', () => {
    const r = run(archer(), [ev({ type: 'award', points: 10 }), ev({ type: 'raise', trait: 'archery', to: 7 })], { startingCharacterPoints: 27 });
    expect(r.legal).toBe(true);
    expect(r.sheet!.traits.find((t) => t.id === 'archery')!.level).toBe(7);
    expect(r.sheet!.experience).toEqual({ fromCreation: 0, awarded: 10, earned: 10, spent: 4, unspent: 6 });
    expect(r.budget).toMatchObject({ earned: 37, spent: 31, left: 6 });
  });

  it('refuses a raise beyond the experience unspent, and says how much is left', () => {
    const r = run(archer(), [ev({ type: 'award', points: 3 }), ev({ type: 'raise', trait: 'archery', to: 7 })], { startingCharacterPoints: 27 });
    expect(errorCodes(r.findings)).toEqual(['hursagmu.xp.insufficient']);
    expect(r.findings[0]!.message).toContain('costs 4 experience points but only 3 are unspent');
    expect(r.steps[1]!.accepted).toBe(false);
    expect(r.sheet!.traits.find((t) => t.id === 'archery')!.level).toBe(6);
  });

  it('raises several levels at once for the difference of the costs, and never down', () => {
    const r = run(archer(), [ev({ type: 'award', points: 100 }), ev({ type: 'raise', trait: 'archery', to: 10 }), ev({ type: 'raise', trait: 'archery', to: 9 })]);
    expect(r.sheet!.experience.spent).toBe(32 - 8);
    expect(errorCodes(r.findings)).toEqual(['hursagmu.raise.not-higher']);
  });

  it("buys a gift with experience only with The Master's approval as its reason", () => {
    const r = run(fighter(), [ev({ type: 'gift', gift: 'starvision', reason: 'Touched by the moon god in the ruins of Ur' })]);
    expect(r.legal).toBe(true);
    expect(r.sheet!.gifts).toEqual([{ id: 'starvision', name: 'Starvision', cost: 8, reason: 'Touched by the moon god in the ruins of Ur' }]);
    expect(r.sheet!.experience.unspent).toBe(41 - 8);
    const noReason = run(fighter(), [ev({ type: 'gift', gift: 'starvision' })]);
    expect(noReason.findings[0]).toMatchObject({ code: 'hursagmu.event.malformed', path: 'events.0.reason' });
    const again = run(fighter(), [ev({ type: 'gift', gift: 'starvision', reason: 'x' }), ev({ type: 'gift', gift: 'starvision', reason: 'y' })]);
    expect(errorCodes(again.findings)).toEqual(['hursagmu.gift.already-has']);
  });

  it('adds limbs to Extra Limbs at 4 each', () => {
    const r = run(fighter((c) => (c.gifts = [{ gift: 'extra-limbs', limbs: 1 }])), [ev({ type: 'gift', gift: 'extra-limbs', limbs: 2, reason: 'The gateway changed him' })]);
    expect(r.sheet!.gifts[0]).toMatchObject({ limbs: 3, cost: 12 });
    expect(r.sheet!.experience.spent).toBe(8);
  });
});

describe('HURSAGMU damage metrics', () => {
  it('limits maximum Stamina to the lower of current Health and Sanity (5 physical and 9 mental: 11)', () => {
    const hurt = [ev({ type: 'damage', metric: 'health', amount: 5 }), ev({ type: 'damage', metric: 'sanity', amount: 9 })];
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
    const s = run(fighter(), [ev({ type: 'damage', metric: 'health', amount: 21 }), ev({ type: 'damage', metric: 'sanity', amount: 20 })]).sheet!;
    expect(s.metrics.health.status).toBe('dead');
    expect(s.metrics.sanity.status).toBe('raving');
  });

  it('recovers damage, but never more than was taken', () => {
    const r = run(fighter(), [ev({ type: 'damage', metric: 'stamina', amount: 3 }), ev({ type: 'recover', metric: 'stamina', amount: 1 }), ev({ type: 'recover', metric: 'stamina', amount: 5 })]);
    expect(r.sheet!.metrics.stamina.current).toBe(18);
    expect(errorCodes(r.findings)).toEqual(['hursagmu.recover.more-than-damage']);
    expect(r.findings[0]!.message).toContain('has 2 damage to recover, not 5');
  });
});

describe('HURSAGMU equipment and coins in play', () => {
  it('buys equipment from the purse, takes found equipment free, drops it, pays and earns coins', () => {
    const r = run(fighter(), [
      ev({ type: 'acquire', item: { kind: 'weapon', id: 'bow', name: 'Bow', size: 'medium', missile: true }, paid: false }),
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
    const r = run(fighter((c) => (c.equipment = [{ kind: 'armor', id: 'leather', points: 2 }])), [
      ev({ type: 'pay', amount: { gc: 9 }, for: 'a horse' }),
      ev({ type: 'acquire', item: { kind: 'armor', id: 'hide', points: 3 }, paid: false }),
      ev({ type: 'drop', item: 'horse' }),
    ]);
    expect(errorCodes(r.findings)).toEqual(['hursagmu.coins.insufficient', 'hursagmu.armor.more-than-one', 'hursagmu.equipment.unknown']);
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
    const r = run(fighter(), [ev({ type: 'pay', for: 'nothing' }), ev({ type: 'pay', item: 'torch' }), ev({ type: 'pay', amount: { cc: 5 }, quantity: 2 })]);
    expect(errorCodes(r.findings)).toEqual(['hursagmu.pay.amount-or-item', 'hursagmu.pay.quantity-missing', 'hursagmu.pay.quantity-not-needed']);
    expect(r.sheet!.coins).toBe(1000);
  });
});

describe('HURSAGMU ledger', () => {
  it('lets The Master accept an error with a reason, shown on the sheet', () => {
    const r = run(archer(), [
      ev({ type: 'raise', trait: 'archery', to: 12 }),
      { id: 'ok', type: 'override', date: '2026-03-02', code: 'hursagmu.xp.insufficient', path: 'events.0', reason: 'Trained a year with the royal archers' },
    ], { startingCharacterPoints: 27 });
    expect(r.legal).toBe(true);
    expect(r.sheet!.traits.find((t) => t.id === 'archery')!.level).toBe(12);
    expect(r.overrides).toEqual([{ event: 'ok', code: 'hursagmu.xp.insufficient', path: 'events.0', reason: 'Trained a year with the royal archers' }]);
    expect(r.findings.map((f) => f.code)).toContain('hursagmu.xp.overspent-by-override');
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
    expect(costOf(sheet, { type: 'raise', trait: 'archery', to: 7 }, defaults)).toEqual({ cp: 4, allowed: false, findings: [expect.objectContaining({ code: 'hursagmu.xp.insufficient' })] });
    const rich = hursagmu.create(archer(), defaults).sheet;
    expect(costOf(rich, { type: 'raise', trait: 'archery', to: 7 }, defaults)).toEqual({ cp: 4, allowed: true, findings: [] });
    expect(costOf(rich, { type: 'gift', gift: 'extra-limbs', limbs: 2, reason: 'asked' }, defaults).cp).toBe(8);
    expect(costOf(rich, { type: 'award', points: 5 }, defaults).cp).toBe(-5);
  });

  it('explains why a step is not allowed', () => {
    const c = costOf(sheet, { type: 'raise', trait: 'riding-camels', to: 1 }, defaults);
    expect(c.allowed).toBe(false);
    expect(c.findings[0]!.code).toBe('hursagmu.trait.unknown');
  });
});
