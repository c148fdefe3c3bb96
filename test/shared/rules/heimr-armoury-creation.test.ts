import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile, stableStringify } from '../../../shared/model';
import {
  armouryLines,
  heimr,
  HeimrCreation,
  STANDARD_ABILITIES,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { errorCodes, ev, runner } from './game-helpers';

/*
 * Heimr's medieval armoury module at creation (002_660a93111b0de833.txt, "Medieval armoury module", "Weapons",
 * "Shields"): weapons and shields chosen in the builder are checked as a take-up entry of play is, each against the
 * ones before it, and are in hand when play begins. The chances are worked out by hand from the dice: at
 * consistency +1 the higher of a d6 and a d10, which fails to reach 3 only when both show 1 or 2 (4 of 60).
 */

type Creation = Record<string, unknown>;
const run = runner<Creation, HeimrSheet>(heimr);

/** A campaign with the standard abilities and the tables' Swordmanship and Sword and shield, on strength. */
const settings = {
  abilities: [
    ...STANDARD_ABILITIES,
    { id: 'swordmanship', name: 'Swordmanship', attributes: ['strength'], baseConsistency: 1 },
    { id: 'sword-and-shield', name: 'Sword and shield', attributes: ['strength'], baseConsistency: 1 },
  ],
};

/** Strength 1, stamina 1 (base fatigue 3), the rest 0: two of the two points. */
const withHeld = (held: Record<string, unknown>[]): Creation => ({
  attributes: { strength: 1, stamina: 1 },
  training: {},
  held,
});

const pick = (f: { code: string; path: string; message: string }) => [f.code, f.path, f.message];

describe('Heimr weapons and shields chosen at creation', () => {
  it('holds the chosen medium weapon and small shield when play begins, each with its chance', () => {
    const r = run(
      withHeld([
        { kind: 'weapon', id: 'medium', hand: 'sword', ability: 'swordmanship', name: 'Father’s sword' },
        { kind: 'shield', id: 'small', hand: 'off', ability: 'sword-and-shield' },
      ]),
      [],
      settings,
    );
    expect(r.findings).toEqual([]);
    expect(r.sheet!.held).toEqual([
      { kind: 'weapon', id: 'medium', hand: 'sword', ability: 'swordmanship', name: 'Father’s sword' },
      { kind: 'shield', id: 'small', hand: 'off', ability: 'sword-and-shield' },
    ]);
    // Swordmanship 1, potential strength 1; the medium weapon's "P+3" makes 4, the small shield's "P+2" 3.
    const [sword, board] = armouryLines(r.sheet!);
    expect([sword!.consistency, sword!.potential, sword!.fatigue]).toEqual([1, 4, 3]);
    expect([board!.consistency, board!.potential, board!.penalty]).toEqual([1, 3, 0]);
  });

  it('prices nothing: the experience left is the starting 30 whatever is held', () => {
    const r = run(withHeld([{ kind: 'weapon', id: 'great', hand: 'both', ability: 'swordmanship' }]), [], settings);
    expect({ earned: r.budget!.earned, spent: r.budget!.spent, left: r.budget!.left }).toEqual({
      earned: 30,
      spent: 0,
      left: 30,
    });
  });

  it('refuses a shield in the sword hand and a second thing in a full hand, each in plain words, and keeps the rest', () => {
    const r = run(
      withHeld([
        { kind: 'shield', id: 'tower', hand: 'sword', ability: 'sword-and-shield' },
        { kind: 'weapon', id: 'great', hand: 'both', ability: 'swordmanship' },
        { kind: 'weapon', id: 'light', hand: 'off', ability: 'brawl' },
      ]),
      [],
      settings,
    );
    expect(r.findings.map(pick)).toEqual([
      [
        'heimr.wielding',
        'creation.held.0.hand',
        'A tower shield is held in the off hand, not in the sword hand; take it up in the off hand.',
      ],
      [
        'heimr.wielding',
        'creation.held.2.hand',
        'Both hands already hold a great weapon; put it down before taking up a light weapon.',
      ],
    ]);
    expect(r.sheet!.held).toEqual([{ kind: 'weapon', id: 'great', hand: 'both', ability: 'swordmanship' }]);
    expect(r.legal).toBe(false);
  });

  it('checks each choice against the ones before it that stand, not the ones refused', () => {
    // The great weapon is refused for its ability, so the sword hand is free for the light weapon after it.
    const r = run(
      withHeld([
        { kind: 'weapon', id: 'great', hand: 'both', ability: 'axes' },
        { kind: 'weapon', id: 'light', hand: 'sword', ability: 'brawl' },
      ]),
      [],
      settings,
    );
    expect(r.findings.map(pick)).toEqual([
      [
        'heimr.ability.unknown',
        'creation.held.0.ability',
        'This campaign has no ability "axes"; choose one of its abilities, or ask the game master to add it.',
      ],
    ]);
    expect(r.sheet!.held.map((h) => h.id)).toEqual(['light']);
  });

  it('refuses every choice where the campaign switched the module off, saying what to do', () => {
    const r = run(
      withHeld([
        { kind: 'weapon', id: 'light', hand: 'sword', ability: 'brawl' },
        { kind: 'shield', id: 'buckler', hand: 'off', ability: 'brawl' },
      ]),
      [],
      { ...settings, armoury: false },
    );
    expect(r.findings.map((f) => [f.code, f.path])).toEqual([
      ['heimr.armoury.off', 'creation.held.0'],
      ['heimr.armoury.off', 'creation.held.1'],
    ]);
    expect(r.findings[0]!.message).toBe(
      'This campaign does not use the medieval armoury module; ask the game master to switch it on in the campaign’s settings, or leave weapons and shields off the sheet.',
    );
    expect(r.sheet!.held).toEqual([]);
  });

  it('hands play what creation holds: a full hand refuses a take-up, and a put-down frees it', () => {
    const creation = withHeld([{ kind: 'weapon', id: 'great', hand: 'both', ability: 'swordmanship' }]);
    const refused = run(
      creation,
      [ev({ type: 'take-up-shield', shield: 'small', hand: 'off', ability: 'brawl' })],
      settings,
    );
    expect(refused.findings.map(pick)).toEqual([
      [
        'heimr.wielding',
        'events.0.hand',
        'Both hands already hold a great weapon; put it down before taking up a small shield.',
      ],
    ]);
    const freed = run(
      creation,
      [
        ev({ type: 'put-down', hand: 'off' }),
        ev({ type: 'take-up-shield', shield: 'small', hand: 'off', ability: 'brawl' }),
      ],
      settings,
    );
    expect(errorCodes(freed.findings)).toEqual([]);
    expect(freed.sheet!.held.map((h) => h.id)).toEqual(['small']);
  });

  it('refuses more than four choices as a malformed creation', () => {
    const five = Array.from({ length: 5 }, () => ({ kind: 'weapon', id: 'light', hand: 'sword', ability: 'brawl' }));
    expect(HeimrCreation.safeParse(withHeld(five)).success).toBe(false);
    expect(HeimrCreation.safeParse(withHeld(five.slice(0, 4))).success).toBe(true);
  });

  it('folds a file made before the builder offered weapons as before, and saves it byte for byte', () => {
    const path = join(import.meta.dirname, '../../fixtures/heimr/reference/characters/torvald.json');
    const text = readFileSync(path, 'utf8');
    const loaded = loadFile('character', text, { file: 'characters/torvald.json', today: '2026-05-01' });
    if (!loaded.ok) throw new Error(loaded.problem.message);
    expect('held' in loaded.value.creation).toBe(false);
    expect(stableStringify(loaded.value)).toBe(text);
    // The same choices with an empty list fold to the same sheet and findings.
    const old = run(loaded.value.creation, loaded.value.events, {});
    const empty = run({ ...loaded.value.creation, held: [] }, loaded.value.events, {});
    expect(empty.sheet).toEqual(old.sheet);
    expect(empty.findings).toEqual(old.findings);
    expect(old.sheet!.held).toEqual([]);
  });
});

describe('Heimr weapons and shields on the text sheet', () => {
  it('lists each weapon with its chance to hit and each shield with its first block, as the sheet words them', () => {
    const r = run(
      withHeld([
        { kind: 'weapon', id: 'medium', hand: 'sword', ability: 'swordmanship', name: 'Father’s sword' },
        { kind: 'shield', id: 'small', hand: 'off', ability: 'sword-and-shield' },
      ]),
      [],
      settings,
    );
    // Against 6: the weapon's dice must reach max(6 - 4, 3) = 3, 56 of 60; the shield's max(6 - 3, 3) = 3, 56 of 60.
    expect(heimr.sheetText(r.sheet!).slice(-4)).toEqual([
      'Weapons in hand: the chance to hit defence or CR 6',
      '  Medium weapon (Father’s sword) in the sword hand, with Swordmanship: range melee, damage 2; roll consistency +1, potential +4 (bonus +3), dice to reach base fatigue 3; chance to hit 93%',
      'Shields in hand: the first block against attack score 6',
      '  Small shield in the off hand, with Sword and shield: bonus +2, penalty none; block roll consistency +1, potential +3, dice to reach base fatigue 3; chance the attack misses 93%',
    ]);
  });

  it('lists nothing of the armoury where nothing is held', () => {
    const r = run(withHeld([]), [], settings);
    expect(heimr.sheetText(r.sheet!).at(-1)).toMatch(/^Hit points: 3 of 3/);
  });
});
