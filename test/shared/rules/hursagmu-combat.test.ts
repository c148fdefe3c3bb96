import type { HursagmuCreation } from '../../../shared/rules/systems/hursagmu';
import { ev, run } from './hursagmu-helpers';

/**
 * The combat values on the sheet, with every chance counted by hand from 2d6 (see hursagmu-odds.test.ts for the
 * counts: 2d6 of at least 2..12 comes up 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1 ways in 36; the difference d of
 * two 2d6 is 0 in 146 of 1296, |d| = 1: 140, 2: 125, 3: 104, 4: 80, 5: 56, 6: 35, 7: 20, 8: 10, 9: 4, 10: 1).
 *
 * The character: Defense 5 with a wooden shield (+2), so Defense 7; Fighting 6, Archery 0, Throwing 1,
 * Quickness 3; Athletics (Athlete) 3, so movement 13.
 */
function duellist(revisedChapter: boolean, change: (c: HursagmuCreation) => void = () => {}): HursagmuCreation {
  const c: HursagmuCreation = {
    traits: { defense: 5, fighting: 6, throwing: 1, quickness: 3, [revisedChapter ? 'athlete' : 'athletics']: 3 },
    gifts: [],
    equipment: [{ kind: 'shield', id: 'shield', material: 'wooden' }],
  };
  change(c);
  return c;
}
const outcomes = (odds: { outcomes: number; of: number }) => `${odds.outcomes}/${odds.of}`;

describe('HURSAGMU combat values with the revised encounters', () => {
  const sheet = () => run(duellist(true), [], { revisedEncounters: true }).sheet!;

  it('makes Defense a flat 6 + Defense to beat, a flat 6 when surprised and 4 for a fixed object', () => {
    expect(sheet().combat).toMatchObject({
      defense: 7,
      defenseValue: 13,
      surprisedDefense: 6,
      fixedObjectDefense: 4,
      flat: true,
    });
  });

  it('gives attackers of each rank their chance to hit, normally and when the character is surprised', () => {
    // Normally 2d6 + level > 13: level 0 never; 2 needs 12 (1); 6 needs 8 (15); 10 needs 4 (33).
    // Surprised 2d6 + level > 6: level 0 needs 7 (21); 2 needs 5 (30); 6 and 10 always (36).
    expect(sheet().combat.attackers.map((a) => [a.rank, a.level, outcomes(a.hit), outcomes(a.hitSurprised)])).toEqual([
      ['human average', 0, '0/36', '21/36'],
      ['apprentice', 2, '1/36', '30/36'],
      ['journeyman', 6, '15/36', '36/36'],
      ['master', 10, '33/36', '36/36'],
    ]);
  });

  it('gives the character its chance to hit a fixed object (a flat 4) with each attack trait', () => {
    // 2d6 + 6 > 4 always; 2d6 + 0 > 4 on 5 or more (30); 2d6 + 1 > 4 on 4 or more (33).
    expect(sheet().combat.fixedObject.map((f) => [f.name, f.value, outcomes(f.hit)])).toEqual([
      ['Fighting', 6, '36/36'],
      ['Archery', 0, '30/36'],
      ['Throwing', 1, '33/36'],
    ]);
  });

  it('lowers Defense and every attack by 10 at zero Stamina, but not the surprised flat 6', () => {
    const s = run(duellist(true), [ev({ type: 'damage', metric: 'stamina', amount: 20 })], {
      revisedEncounters: true,
    }).sheet!;
    // Defense 5 + 2 - 10 = -3: 6 - 3 = 3 to beat; the human average attacker (2d6 > 3) hits on 4 or more, 33.
    expect(s.combat).toMatchObject({ defense: -3, defenseValue: 3, surprisedDefense: 6 });
    expect(outcomes(s.combat.attackers[0]!.hit)).toBe('33/36');
    expect(outcomes(s.combat.attackers[0]!.hitSurprised)).toBe('21/36');
    // Fighting 6 - 10 = -4: 2d6 - 4 > 4 needs 9 or more, 10 ways.
    expect(outcomes(s.combat.fixedObject[0]!.hit)).toBe('10/36');
    expect(s.combat.initiative).toBe(3 - 10);
  });

  it('rolls initiative with Quickness, hastes by up to +3, and charges a full move for +1 damage per four spaces', () => {
    const s = sheet();
    expect(s.movement).toBe(13);
    expect(s.combat).toMatchObject({ initiative: 3, haste: [1, 2, 3], chargeMomentum: 3 });
    // Boiled hide (3 points): movement 10, momentum 2.
    const armored = run(
      duellist(true, (c) => c.equipment.push({ kind: 'armor', id: 'hide', points: 3 })),
      [],
      { revisedEncounters: true },
    ).sheet!;
    expect([armored.movement, armored.combat.chargeMomentum]).toEqual([10, 2]);
  });

  it('shows the range of Intuition only with the gift, and of each sorcery discipline the character has', () => {
    expect(sheet().combat.senseRanges.map((r) => [r.name, r.increment])).toEqual([
      ['Smell', 1],
      ['Hearing', 5],
      ['Vision', 10],
    ]);
    const s = run(
      duellist(
        true,
        (c) => (c.gifts = [{ gift: 'intuition' }, { gift: 'sorcery-sabatu' }, { gift: 'sorcery-amelatu' }]),
      ),
      [],
      { revisedEncounters: true },
    ).sheet!;
    expect(s.combat.senseRanges.at(-1)).toEqual({ id: 'intuition', name: 'Intuition', increment: 1000 });
    expect(s.combat.sorceryRanges).toEqual([
      { id: 'sorcery-sabatu', name: 'Sorcery (Sabatu)', increment: 5 },
      { id: 'sorcery-amelatu', name: 'Sorcery (Amelatu)', increment: 0 },
    ]);
  });
});

describe('HURSAGMU combat values in the book', () => {
  const sheet = () => run(duellist(false)).sheet!;

  it('rolls Defense like any trait: 2d6 + Defense, 2d6 + 0 when surprised and for a fixed object', () => {
    expect(sheet().combat).toMatchObject({
      defense: 7,
      defenseValue: null,
      surprisedDefense: 0,
      fixedObjectDefense: 0,
      flat: false,
    });
  });

  it('gives attackers of each rank their chance against 2d6 + 7, and against 2d6 + 0 when surprised', () => {
    // Against 2d6 + 7 the attacker at level L hits when d > 7 - L: L 0, d >= 8: 10 + 4 + 1 = 15; L 2, d >= 6:
    // 35 + 20 + 10 + 4 + 1 = 70; L 6, d >= 2: 575 - 140 = 435; L 10, d >= -2: 575 + 146 + 140 + 125 = 986.
    // Against 2d6 + 0: L 0, d >= 1: 575; L 2, d >= -1: 861; L 6, d >= -5: 1296 - 70 = 1226; L 10, d >= -9: 1295.
    expect(sheet().combat.attackers.map((a) => [a.level, outcomes(a.hit), outcomes(a.hitSurprised)])).toEqual([
      [0, '15/1296', '575/1296'],
      [2, '70/1296', '861/1296'],
      [6, '435/1296', '1226/1296'],
      [10, '986/1296', '1295/1296'],
    ]);
  });

  it('gives the character its chance to hit a fixed object (2d6 + 0) with each attack trait', () => {
    // Fighting 6: d >= -5, 1226; Archery 0: d >= 1, 575; Throwing 1: d >= 0, 575 + 146 = 721.
    expect(sheet().combat.fixedObject.map((f) => [f.trait, f.value, outcomes(f.hit)])).toEqual([
      ['fighting', 6, '1226/1296'],
      ['archery', 0, '575/1296'],
      ['throwing', 1, '721/1296'],
    ]);
  });

  it('hastes by +2 only, and senses sorcery with Mysticism at 1000 spaces unless the campaign dropped it', () => {
    expect(sheet().combat).toMatchObject({ initiative: 3, haste: [2], chargeMomentum: 3 });
    expect(sheet().combat.senseRanges.at(-1)).toEqual({ id: 'mysticism', name: 'Mysticism', increment: 1000 });
    const dropped = run(duellist(false), [], { droppedTraits: ['mysticism', 'quickness', 'archery'] }).sheet!;
    expect(dropped.combat.senseRanges.map((r) => r.id)).toEqual(['smell', 'hearing', 'vision']);
    expect(dropped.combat.initiative).toBeNull();
    expect(dropped.combat.fixedObject.map((f) => f.trait)).toEqual(['fighting', 'throwing']);
  });

  it('counts a campaign without Defense as Defense 0', () => {
    const s = run(
      duellist(false, (c) => {
        delete c.traits.defense;
        c.equipment = [];
      }),
      [],
      { droppedTraits: ['defense'] },
    ).sheet!;
    // 2d6 + 0 against 2d6 + 0 for the human average attacker: 575.
    expect(s.combat.defense).toBe(0);
    expect(outcomes(s.combat.attackers[0]!.hit)).toBe('575/1296');
  });
});

describe('HURSAGMU range increments of gifts', () => {
  it('shows a range for each of the book’s disciplines only, not for a campaign’s own gift however it is named', () => {
    const settings = {
      addedGifts: [
        { id: 'sorcery-blood', name: 'Sorcery (Blood)', cost: 8 },
        { id: 'warding-sabatu', name: 'Warding (Sabatu)', cost: 4 },
      ],
    };
    const s = run(
      duellist(
        false,
        (c) => (c.gifts = [{ gift: 'sorcery-blood' }, { gift: 'warding-sabatu' }, { gift: 'sorcery-nekelmu' }]),
      ),
      [],
      settings,
    ).sheet!;
    // 003 "ENCOUNTERS" > Range: Nekelmu 1. The book gives no range for a discipline it does not have, nor for a ward.
    expect(s.combat.sorceryRanges).toEqual([{ id: 'sorcery-nekelmu', name: 'Sorcery (Nekelmu)', increment: 1 }]);
  });

  it('senses sorcery at 1000 spaces with the Intuition gift wherever it is listed, and not without it', () => {
    const senses = (gifts: HursagmuCreation['gifts']) =>
      run(
        duellist(true, (c) => (c.gifts = gifts)),
        [],
        { revisedEncounters: true },
      ).sheet!.combat.senseRanges.map((r) => [r.name, r.increment]);
    // 004 "Range": smell 1, hearing 5, vision 10, intuition 1000.
    expect(senses([{ gift: 'sorcery-sabatu' }, { gift: 'intuition' }])).toEqual([
      ['Smell', 1],
      ['Hearing', 5],
      ['Vision', 10],
      ['Intuition', 1000],
    ]);
    expect(senses([{ gift: 'sorcery-sabatu' }])).toEqual([
      ['Smell', 1],
      ['Hearing', 5],
      ['Vision', 10],
    ]);
  });
});
