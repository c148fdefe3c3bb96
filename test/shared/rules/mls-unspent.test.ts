import { MLS_EVENT_TYPES } from '../../../shared/rules/systems/mls';
import { errorCodes, ev, run, soldier } from './mls-helpers';

/** 000_b1f49531b5bdabb6.txt, "Character Generation" and "Character Advancement": CPs not spent on the character at creation. */
describe('MLS CPs left after creation', () => {
  it('keeps CPs unspent at creation for play, where they buy a secondary trait level at the advancement price', () => {
    // 60 CPs, the occupation Soldier at base for 2: 58 left.
    const created = run(soldier());
    expect(created.sheet!.creationLeft).toBe(58);
    expect(created.budget!.left).toBe(58);
    const played = run(soldier(), [ev({ type: 'raise', trait: 'soldier' })]);
    expect(errorCodes(played.findings)).toEqual([]);
    // "Secondary Traits": base to +1 costs 2, doubled for the occupation.
    expect(played.budget!.left).toBe(58 - 4);
  });

  it('offers no way in play to buy a primary trait level with them: only training, for a year', () => {
    expect(MLS_EVENT_TYPES).toContain('train');
    expect(MLS_EVENT_TYPES.some((t) => /primary/.test(t))).toBe(false);
  });

  it('buys an extra fate point with them in play at 5 CPs, as at creation', () => {
    // "Fate Points": "Extra Fate Points may be bought at a cost of 5 CPs each." 58 left after creation.
    const played = run(soldier(), [ev({ type: 'buy-fate' })]);
    expect(errorCodes(played.findings)).toEqual([]);
    expect(played.budget!.left).toBe(58 - 5);
    expect(played.sheet!.fatePoints).toMatchObject({ bought: 0, boughtInPlay: 1, total: 1, left: 1 });
  });
});
