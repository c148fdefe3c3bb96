import { enteredRoll, rollDice } from '../../../shared/rules/core';
import { mls, MlsSettings } from '../../../shared/rules/systems/mls';
import { errorCodes, run, settings, soldier } from './mls-helpers';

/** 000_b1f49531b5bdabb6.txt, "Total Hit Points (THP)" and "Total Magic Points (TMP)": when the dice are rolled, and what a reroll leaves behind. */
describe('MLS hit and magic points: rolled when the player asks', () => {
  it('leaves a new character’s hit points to be rolled, as something to do, counting the dice x 3 until then', () => {
    const c = mls.newCharacter(settings, 7);
    expect(c.hitPointsRoll).toBeNull();
    const r = run(c);
    const todo = r.findings.find((f) => f.code === 'mls.points.roll-missing')!;
    expect(todo).toMatchObject({ severity: 'error', path: 'creation.hitPointsRoll' });
    expect(todo.message).toContain('Roll 2d6 for Total Hit Points');
    expect(r.sheet!.hitPoints).toEqual({ dice: 2, roll: null, total: 6 });
  });

  it('rolls a new character’s hit points from the seed when the campaign asks the app to', () => {
    const appRolls = MlsSettings.parse({ rollHitPointsForNewCharacters: true });
    expect(mls.newCharacter(appRolls, 7).hitPointsRoll).toEqual(rollDice('2d6', 7));
    expect(mls.defaultSettings().rollHitPointsForNewCharacters).toBe(false);
  });

  it('asks for a new roll, not a correction, when Size or Body changed the dice after the roll; the old roll no longer counts', () => {
    const c = soldier((c) => {
      c.hitPointsRoll = enteredRoll('2d6', 12);
      c.primaries.size = 1;
    });
    const r = run(c);
    expect(errorCodes(r.findings)).toEqual(['mls.points.roll-missing']);
    const todo = r.findings.find((f) => f.code === 'mls.points.roll-missing')!;
    expect(todo.message).toContain('now need 3d6: the roll of 12 was for 2d6');
    expect(r.sheet!.hitPoints).toEqual({ dice: 3, roll: null, total: 9 });
  });

  it('still calls a roll for the right dice that cannot be right a mistake to correct', () => {
    const r = run(soldier((c) => (c.hitPointsRoll = enteredRoll('2d6', 13))));
    expect(errorCodes(r.findings)).toEqual(['mls.points.roll-invalid']);
  });

  it('keeps the rolls a reroll replaced in the creation, and shows them on the sheet in order', () => {
    const first = rollDice('2d6', 11);
    const second = rollDice('2d6', 12);
    const c = soldier((c) => {
      c.hitPointsRoll = enteredRoll('3d6', 10);
      c.primaries.size = 1;
      c.usesMagic = true;
      c.magicPointsRoll = enteredRoll('2d6', 8);
      c.replacedRolls = [
        { points: 'hit', roll: first },
        { points: 'magic', roll: enteredRoll('2d6', 3) },
        { points: 'hit', roll: second },
      ];
    });
    const r = run(c);
    expect(r.legal).toBe(true);
    expect(r.sheet!.hitPoints).toEqual({
      dice: 3,
      roll: 10,
      total: 10,
      earlier: [
        { dice: '2d6', total: first.total },
        { dice: '2d6', total: second.total },
      ],
    });
    expect(r.sheet!.magicPoints).toEqual({ dice: 2, roll: 8, total: 8, earlier: [{ dice: '2d6', total: 3 }] });
  });

  it('warns about a replaced roll that was changed by hand', () => {
    const roll = rollDice('2d6', 5);
    const c = soldier((c) => (c.replacedRolls = [{ points: 'hit', roll: { ...roll, rolls: [6, 6], total: 12 } }]));
    const r = run(c);
    expect(r.legal).toBe(true);
    expect(r.findings.find((f) => f.code === 'mls.points.replaced-roll-invalid')).toMatchObject({
      severity: 'warning',
      path: 'creation.replacedRolls.0',
    });
  });

  it('reads the record of rolls as it is when well formed, and names the field of a broken one', () => {
    const c = soldier((c) => (c.replacedRolls = [{ points: 'hit', roll: rollDice('2d6', 5) }]));
    expect(mls.parseCreation(c).creation).toBe(c);
    for (const broken of [
      [{ points: 'luck', roll: rollDice('2d6', 5) }],
      [{ points: 'hit' }],
      [{ points: 'hit', roll: rollDice('2d6', 5), why: 'bad' }],
      {},
      null,
    ]) {
      const read = mls.parseCreation({ ...c, replacedRolls: broken });
      expect(read.creation).toBeUndefined();
      expect(
        read.findings.every((f) => f.code === 'mls.creation.malformed' && f.path.startsWith('creation.replacedRolls')),
      ).toBe(true);
    }
  });
});

describe('MLS campaign settings for rolls, occupations and skills', () => {
  it('defaults to no lists of its own and to the player rolling', () => {
    expect(MlsSettings.parse({})).toMatchObject({ occupations: [], skills: [], rollHitPointsForNewCharacters: false });
  });

  it('reads settings as the schema does, defaults filled in, and falls back to the defaults when malformed', () => {
    const sword = { name: 'Sword', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' } };
    const cases: unknown[] = [
      {},
      { rollHitPointsForNewCharacters: true },
      { rollHitPointsForNewCharacters: 'yes' },
      { occupations: [] },
      { occupations: [sword] },
      { skills: [{ ...sword, name: ' Sword ' }] },
      { skills: [{ ...sword, kind: 'magic' }] },
      { occupations: 'Soldier' },
    ];
    for (const raw of cases) {
      const parsed = MlsSettings.safeParse(raw);
      const read = mls.parseSettings(raw);
      expect(read.settings).toEqual(parsed.success ? parsed.data : MlsSettings.parse({}));
      expect(read.findings.length > 0).toBe(!parsed.success);
    }
    expect(mls.parseSettings({ occupations: [sword] }).settings.occupations).toEqual([sword]);
  });
});
