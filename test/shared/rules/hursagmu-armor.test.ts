import { armorPrice, armorProblem, formatCoins, MAX_ARMOR_POINTS } from '../../../shared/rules/systems/hursagmu';
import { errorCodes, ev, fighter, run } from './hursagmu-helpers';

/** Armor past plate doubles in price per point without end; the project stops it at 20 points. */
describe('HURSAGMU heaviest armor', () => {
  it('stops armor at 20 points, whose price is still a number a player can read', () => {
    expect(MAX_ARMOR_POINTS).toBe(20);
    expect(armorPrice(20)).toBe(16000 * 2 ** 15);
    expect(formatCoins(armorPrice(20))).toBe('5,242,880 gc');
    expect(armorProblem(20)).toBeUndefined();
    expect(armorProblem(21)).toBe(
      'Armor of 21 points is heavier than any suit the app prices: past plate (5 points) each point doubles the price, and 20 points already weigh 200 lb and cost 5,242,880 gc. Choose 20 points or fewer.',
    );
  });

  it('refuses armor of 21 points at creation and when acquired in play, and takes 20', () => {
    const rich = { startingCoins: 100_000_000 };
    const heavy = run(
      fighter((c) => c.equipment.push({ kind: 'armor', id: 'tower', points: 21 })),
      [],
      rich,
    );
    expect(errorCodes(heavy.findings)).toContain('hursagmu.armor.too-heavy');
    expect(heavy.findings.find((f) => f.code === 'hursagmu.armor.too-heavy')!.path).toBe('creation.equipment.0.points');

    const heaviest = run(
      fighter((c) => c.equipment.push({ kind: 'armor', id: 'tower', points: 20 })),
      [],
      rich,
    );
    expect(errorCodes(heaviest.findings)).not.toContain('hursagmu.armor.too-heavy');

    const found = run(fighter(), [
      ev({ type: 'acquire', item: { kind: 'armor', id: 'tower', points: 30 }, paid: false }),
    ]);
    expect(errorCodes(found.findings)).toEqual(['hursagmu.armor.too-heavy']);
    expect(found.steps[0]!.accepted).toBe(false);
    expect(found.sheet!.armor).toBeNull();
  });

  it('groups the thousands of gold coins in every sentence about coins, from five digits on', () => {
    expect(formatCoins(200_000)).toBe('2000 gc');
    expect(formatCoins(1_234_567_891)).toBe('12,345,678 gc 9 sc 1 cc');
    expect(formatCoins(armorPrice(100))).not.toMatch(/e\+/);
  });
});
