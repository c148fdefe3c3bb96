import fc from 'fast-check';
import {
  BODY_PART_TABLE,
  BODY_PARTS,
  DODGES_SHOWN,
  HEIMR_BOOK,
  HEIMR_READINGS,
  INJURY_EFFECTS,
  TARGETING_PENALTY,
  defencePenalty,
  dodgeAbility,
  dodgeChance,
  dodgeTable,
  explainDodgeChance,
  heimr,
  heimrEffects,
  heimrInjuryEffects,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { sourceProblem } from './book-sources';

/*
 * Heimr's combat reference (002_660a93111b0de833.txt, "Defence", "Defending against multiple attacks", "Targeting a
 * body part", "Injury Effects", "Effects"). The chances are worked out by hand from the dice, and checked against a
 * count of every roll made here from the book's rule alone, not from the rules package's dice model.
 */

/**
 * The roll before the potential of one throw, by "Dice challenges": the d6 alone at consistency 0; above, the highest
 * die plus one for every 10 after the first; below, the lowest die less one for every 1 after the first.
 */
function bookRoll(c: number, dice: readonly number[]): number {
  if (c === 0) return dice[0]!;
  if (c > 0) {
    const tens = dice.filter((d) => d === 10).length;
    return Math.max(...dice) + Math.max(0, tens - 1);
  }
  const ones = dice.filter((d) => d === 1).length;
  return Math.min(...dice) - Math.max(0, ones - 1);
}

/** Every throw of 1d6 and |c| d10, each once. */
function* everyThrow(c: number): Generator<number[]> {
  const n = Math.abs(c);
  const dice = [1, ...Array<number>(n).fill(1)];
  for (;;) {
    yield dice.slice();
    let i = dice.length - 1;
    while (i >= 0 && dice[i] === (i === 0 ? 6 : 10)) dice[i--] = 1;
    if (i < 0) return;
    dice[i]! += 1;
  }
}

/** The share of throws whose roll reaches the fatigue and, with the potential, the attack score. */
function counted(c: number, p: number, attack: number, fatigue: number | null): number {
  let met = 0;
  let all = 0;
  for (const dice of everyThrow(c)) {
    const roll = bookRoll(c, dice);
    if (roll >= (fatigue ?? -Infinity) && roll + p >= attack) met++;
    all++;
  }
  return met / all;
}

/** The sheet of a new character of the project's default campaign, with the attributes given. */
const sheetOf = (attributes: Record<string, number>): HeimrSheet =>
  heimr.sheetOf(heimr.create({ attributes, training: {} }, heimr.defaultSettings()).sheet);

describe('Heimr defence: a dodge and the penalty of dodging again', () => {
  it('puts two of consistency on each earlier dodge since the last turn, six on the fourth as the book’s example', () => {
    // "So if you dodge three times between your turn and you want to dodge a fourth time, you will have a
    // consistency penalty of six (2x3=6)."
    expect([0, 1, 2, 3].map(defencePenalty)).toEqual([0, 2, 4, 6]);
    expect(() => defencePenalty(-1)).toThrow(/whole number, 0 or more/);
    expect(HEIMR_BOOK.defencePenalty.quote).toContain('For dodging and blocking');
  });

  it('dodges with Agility at consistency +1, potential 0 and fatigue 4 against attack score 6: 35, 5, 5/8 and 5/32 in 60', () => {
    // The book's default character: dexterity 0, stamina 0, so Agility +1 (the project's base), potential 0 and base
    // fatigue 4 - 0 = 4. The attack score 6 asks 6 or more of the dice, more than the fatigue.
    const sheet = sheetOf({});
    const agility = dodgeAbility(sheet)!;
    expect([agility.consistency, agility.potential, agility.physical, sheet.baseFatigue]).toEqual([1, 0, true, 4]);
    const rows = dodgeTable(agility.consistency, agility.potential, 6, sheet.baseFatigue);
    expect(rows.map((r) => [r.use, r.penalty, r.consistency])).toEqual([
      [1, 0, 1],
      [2, 2, -1],
      [3, 4, -3],
      [4, 6, -5],
    ]);
    // First: the higher of 1d6 and 1d10 is under 6 on 5 × 5 of the 60 throws, so 35 of 60 reach it.
    // Second, consistency -1: the lower die must be 6 or more, the d6 a 6 and the d10 6 to 10: 1 × 5 of 60.
    // Third, -3: the d6 a 6 and three d10 6 to 10: (1/6)(1/2)^3 = 1/48. Fourth, -5: (1/6)(1/2)^5 = 1/192.
    const chances = rows.map((r) => r.chance!.probability);
    [35 / 60, 5 / 60, 1 / 48, 1 / 192].forEach((hand, i) => expect(chances[i]).toBeCloseTo(hand, 12));
  });

  it('dodges at consistency +7, potential +1 against attack score 8: every die under 7 fails, 0.6 to the dice', () => {
    // 7 or more of the dice: the d6 never reaches it, so the dodge fails only when every d10 shows 1 to 6.
    const hand = [1 - 0.6 ** 7, 1 - 0.6 ** 5, 1 - 0.6 ** 3, 1 - 0.6];
    const rows = dodgeTable(7, 1, 8, 1);
    hand.forEach((h, i) => expect(rows[i]!.chance!.probability).toBeCloseTo(h, 12));
    expect(rows.map((r) => Math.round(r.chance!.probability * 100))).toEqual([97, 92, 78, 40]);
  });

  it('agrees with every throw counted from the book’s rule, at every attack score', () => {
    for (const c of [0, 1, 2, 3])
      for (const earlier of [0, 1, 2, 3]) {
        if (Math.abs(c - 2 * earlier) > 4) continue;
        for (const [p, fatigue] of [
          [0, null],
          [2, 4],
          [-1, 1],
        ] as const)
          for (let attack = -6; attack <= 16; attack++)
            expect([c, earlier, p, fatigue, attack, dodgeChance(c, p, attack, earlier, fatigue)!.probability]).toEqual([
              c,
              earlier,
              p,
              fatigue,
              attack,
              expect.closeTo(counted(c - 2 * earlier, p, attack, fatigue), 12),
            ]);
      }
  });

  it('never raises the chance with another dodge, at any attack score, and takes two for each earlier one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 9 }),
        fc.integer({ min: -3, max: 6 }),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
        (c, p, fatigue) => {
          for (let attack = -20; attack <= 30; attack++) {
            const rows = dodgeTable(c, p, attack, fatigue, 6);
            rows.forEach((row, earlier) => {
              expect(row.penalty).toBe(2 * earlier);
              expect(row.consistency).toBe(c - 2 * earlier);
              if (earlier > 0)
                expect(row.chance!.probability).toBeLessThanOrEqual(rows[earlier - 1]!.chance!.probability);
            });
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shows the first dodge to the fourth, and no dodge for a campaign without an Agility ability', () => {
    expect(DODGES_SHOWN).toBe(4);
    expect(dodgeAbility({ abilities: [] })).toBeUndefined();
    // Past what the odds count, no chance rather than a wrong one.
    expect(dodgeChance(-10, 0, 6, 3)).toBeNull();
  });

  it('explains a second dodge by its penalty, the dice, and the project’s readings', () => {
    const why = explainDodgeChance(1, 0, 6, 1, 4, 'Agility');
    expect(why.chance).toBeCloseTo(5 / 60, 12);
    expect(why.formula).toMatch(
      /^Second dodge since the last turn: penalty 2 × 1 earlier dodge = 2: consistency \+1 − 2 = -1; attack score 6 /,
    );
    expect(why.formula).toMatch(/5 of the 60 rolls → 8%$/);
    expect(why.sources).toEqual(expect.arrayContaining([HEIMR_BOOK.dodge, HEIMR_BOOK.defencePenaltyExample]));
    expect(why.reading).toContain(HEIMR_READINGS.defencePenalty);
    expect(why.reading).toContain(HEIMR_READINGS.penaltyBelowZero);
    expect(why.reading).toContain(HEIMR_READINGS.dodgeAbility);
    expect(explainDodgeChance(1, 0, 6, 0, 4).formula).toMatch(/^First dodge since the last turn: no earlier dodge/);
  });

  it('reads the penalty as dodging’s and blocking’s only, and says parrying’s limit instead', () => {
    expect(HEIMR_READINGS.parryPenalty).toMatch(/^The project’s reading: .+ only one parry roll .+ Other reading: /);
    expect(HEIMR_BOOK.oneParry.quote).toBe(
      'For every melee weapon you wield, you can make only one parry roll between turns.',
    );
  });
});

describe('Heimr body parts, injury effects and effects', () => {
  it('reads the body-part table as the book prints it: 5 or 6 torso, 4 sword arm, 3 other arm, 2 right leg, 1 left leg', () => {
    expect(`Body part ${BODY_PART_TABLE.map((r) => r.part).join(' ')}`).toBe(HEIMR_BOOK.bodyPartParts.quote);
    expect(`D6 result ${BODY_PART_TABLE.map((r) => r.d6).join(' ')}`).toBe(HEIMR_BOOK.bodyPartFaces.quote);
    expect(BODY_PARTS).toEqual({
      1: 'Left leg',
      2: 'Right leg',
      3: 'Other arm',
      4: 'Sword arm',
      5: 'Torso',
      6: 'Torso',
    });
    // "Targeting a specific body part has a consistency penalty of two to the attack roll."
    expect(TARGETING_PENALTY).toBe(2);
    expect(HEIMR_BOOK.targetingPenalty.quote).toContain('consistency penalty of two');
  });

  it('gives an injuring hit’s effect by the part hit: either arm Drop item, leg(s) Fall, torso Daze', () => {
    expect(heimrInjuryEffects().map((r) => [r.part, r.effect])).toEqual([
      ['Either arm', 'Drop item'],
      ['Leg(s)', 'Fall'],
      ['Torso', 'Daze'],
    ]);
    expect(heimrInjuryEffects().map((r) => r.source.quote)).toEqual(INJURY_EFFECTS.map((r) => `${r.part} ${r.effect}`));
    expect(HEIMR_BOOK.injuryEffectLasts.quote).toBe('The effect lasts as long as the character is injured.');
  });

  it('lists the book’s eleven effects in its order, each with its own line, the last two reactions', () => {
    const effects = heimrEffects();
    expect(effects.map((e) => e.name)).toEqual([
      'Hit',
      'Drain',
      'Fall',
      'Drop',
      'Stumble',
      'Daze',
      'Break',
      'Bind',
      'Weaken',
      'Resist',
      'Miss',
    ]);
    expect(effects.filter((e) => e.reaction).map((e) => e.name)).toEqual(['Resist', 'Miss']);
    expect(effects.find((e) => e.id === 'drain')!.text).toBe('You lose one willpower.');
    expect(effects.find((e) => e.id === 'fall')!.text).toBe(
      'You fall to the ground. After two seconds you can stand up again.',
    );
    for (const e of effects) {
      expect(e.source.quote).toBe(`${e.name} ${e.text}`);
      expect([e.name, sourceProblem(e.source)]).toEqual([e.name, undefined]);
    }
  });
});
