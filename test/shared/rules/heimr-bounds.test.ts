import {
  d6RaisesFatigue,
  dodgeChance,
  fatigueAfterPhysicalRoll,
  fatigueAfterRest,
  weaponChance,
} from '../../../shared/rules/systems/heimr';

/**
 * Heimr's numbers at their edges: a D6 shows 1 to 6 and a fatigue is 1 to 20, as the book gives them ("Fatigue"), and
 * the odds are counted exactly for consistencies from -15 to 15 (`MOST_CONSISTENCY` in challenge.ts, 15 d10 and a
 * d6), so a dodge or an attack at 15 has its chance and one at 16 has none.
 */
describe('Heimr’s numbers at their edges', () => {
  it('refuses a D6 face below 1 or between two faces, and a base fatigue above 20, saying what they can be', () => {
    expect(() => fatigueAfterPhysicalRoll(4, 0)).toThrow(
      'A D6 shows a whole number from 1 to 6, not 0; type the face it showed.',
    );
    expect(() => d6RaisesFatigue(4, 2.5)).toThrow(
      'A D6 shows a whole number from 1 to 6, not 2.5; type the face it showed.',
    );
    expect(() => fatigueAfterRest(21)).toThrow('A base fatigue is a whole number from 1 to 20, not 21.');
    expect(fatigueAfterRest(20)).toBe(20);
    expect(d6RaisesFatigue(4, 1)).toBe(true);
    expect(d6RaisesFatigue(4, 6)).toBe(false);
  });

  it('counts a dodge and an attack at consistency 15 and -15, and none beyond', () => {
    // Consistency 15 against attack score 0 with potential 0: every throw reaches 0.
    expect(dodgeChance(15, 0, 0, 0)?.probability).toBe(1);
    expect(dodgeChance(-15, 0, 100, 0)?.probability).toBe(0);
    expect(dodgeChance(16, 0, 0, 0)).toBeNull();
    // A dodge at 17 after one earlier dodge is at 15 again.
    expect(dodgeChance(17, 0, 0, 1)?.probability).toBe(1);
    expect(weaponChance(15, 0, 3, 0)?.probability).toBe(1);
    expect(weaponChance(-15, 0, 3, 100)?.probability).toBe(0);
    expect(weaponChance(16, 0, 3, 0)).toBeNull();
    expect(weaponChance(-16, 0, 3, 0)).toBeNull();
  });
});
