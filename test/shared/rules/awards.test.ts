import { CampaignFile } from '../../../shared/model';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  awardSharePoints,
  carriedToNext,
  remaindersToCarry,
  divideAward,
  withoutAgingStep,
  withoutShare,
} from '../../../shared/rules/core';
import { hursagmu } from '../../../shared/rules/systems/hursagmu';
import { mls } from '../../../shared/rules/systems/mls';
import { fighter } from './hursagmu-helpers';

describe('an award made to the party', () => {
  it('gives each character present the whole award where the game says so', () => {
    expect(divideAward({ kind: 'each' }, 5, ['ashur', 'ninsun', 'bob'], 3)).toEqual({
      shares: { ashur: 5, ninsun: 5, bob: 5 },
      remainder: 0,
    });
  });

  it('divides an award among those present, rounded down, and carries the remainder to the next award', () => {
    // Heimr ("Experience points"): "10XP divided among four characters, means 2XP per character with 2 remaining".
    const first = divideAward({ kind: 'divide', carryRemainder: true }, 10, ['a', 'b', 'c', 'd'], 0);
    expect(first).toEqual({ shares: { a: 2, b: 2, c: 2, d: 2 }, remainder: 2 });
    // The 2 remaining go to the next award: 7 + 2 = 9 among four is 2 each, 1 left.
    expect(divideAward({ kind: 'divide', carryRemainder: true }, 7, ['a', 'b', 'c', 'd'], first.remainder)).toEqual({
      shares: { a: 2, b: 2, c: 2, d: 2 },
      remainder: 1,
    });
    // Three present share 9 evenly.
    expect(divideAward({ kind: 'divide', carryRemainder: true }, 7, ['a', 'b', 'c'], 2)).toEqual({
      shares: { a: 3, b: 3, c: 3 },
      remainder: 0,
    });
    // A game that divides without carrying loses the remainder and takes none in.
    expect(divideAward({ kind: 'divide', carryRemainder: false }, 10, ['a', 'b', 'c', 'd'], 5)).toEqual({
      shares: { a: 2, b: 2, c: 2, d: 2 },
      remainder: 0,
    });
    // Fewer points than characters: nobody gets one, and every point waits for the next award.
    expect(divideAward({ kind: 'divide', carryRemainder: true }, 3, ['a', 'b', 'c', 'd'], 0)).toEqual({
      shares: { a: 0, b: 0, c: 0, d: 0 },
      remainder: 3,
    });
  });

  it('refuses an award with nobody present or a character named twice', () => {
    expect(() => divideAward({ kind: 'each' }, 5, [], 0)).toThrow('An award needs at least one character present.');
    expect(() => divideAward({ kind: 'divide', carryRemainder: true }, 5, ['a', 'a'], 0)).toThrow(
      'A character is named twice among those present.',
    );
  });

  it('carries what the last award left over, and nothing before the first', () => {
    expect(carriedToNext([])).toBe(0);
    // Heimr: 10 among four is 2 each, 2 left; the next award shares those 2 out and leaves 1 of its own.
    const first = { id: 'a1', remainder: 2, carriedIn: 0 };
    expect(carriedToNext([first, { id: 'a2', remainder: 1, carriedIn: 2, carriedFrom: 'a1' }])).toBe(1);
    // An award made before `carriedFrom` was written, that carried something in, shared out the one before it.
    expect(carriedToNext([first, { id: 'a2', remainder: 1, carriedIn: 2 }])).toBe(1);
    expect(remaindersToCarry([first, { id: 'a2', remainder: 0, carriedIn: 2, carriedFrom: 'a1' }])).toEqual({
      points: 0,
      from: [],
    });
  });

  it('carries every remainder two machines left, after their versions of the campaign were merged', () => {
    // Two machines, each from nothing carried: 7 XP between two is 3 each, 1 left; 5 XP is 2 each, 1 left. Merged,
    // both remainders wait for the next award: 2 XP in all, none lost.
    const fromA = { id: 'award-a', remainder: 1, carriedIn: 0 };
    const fromB = { id: 'award-b', remainder: 1, carriedIn: 0 };
    expect(remaindersToCarry([fromA, fromB])).toEqual({ points: 2, from: ['award-a', 'award-b'] });
    // The next award shares out both and names both; then nothing is left of them.
    const next = { id: 'award-c', remainder: 0, carriedIn: 2, carriedFrom: ['award-a', 'award-b'] };
    expect(remaindersToCarry([fromA, fromB, next])).toEqual({ points: 0, from: [] });
    expect(divideAward({ kind: 'divide', carryRemainder: true }, 2, ['ragna', 'sigrun'], 2)).toEqual({
      shares: { ragna: 2, sigrun: 2 },
      remainder: 0,
    });
  });

  it('keeps awards in the campaign file, and lets every game’s entries name the award they share', () => {
    const campaign = {
      formatVersion: 1,
      id: 'uruk',
      name: 'Uruk',
      system: 'hursagmu',
      settings: {},
      sessions: [{ id: 's1', name: 'The cedar forest', date: '2026-11-20' }],
      createdAt: '2026-11-01',
      awards: [
        {
          id: 'humbaba',
          date: '2026-11-20',
          session: 's1',
          note: 'for slaying Humbaba',
          points: 6,
          carriedIn: 0,
          shares: { ashur: 6, ninsun: 6 },
          remainder: 0,
        },
      ],
    };
    expect(CampaignFile.safeParse(campaign).success).toBe(true);
    // An adventure that earned nothing is still an award the party was given (the Nutshell MLS unfinished adventure).
    expect(CampaignFile.safeParse({ ...campaign, awards: [{ ...campaign.awards[0], points: 0 }] }).success).toBe(true);
    expect(CampaignFile.safeParse({ ...campaign, awards: [{ ...campaign.awards[0], points: -1 }] }).success).toBe(
      false,
    );
    expect(
      hursagmu.parseEvent({ id: 'e1', date: '2026-11-20', award: 'humbaba', type: 'award', points: 6 }, 'events.0')
        .findings,
    ).toEqual([]);
    expect(
      mls.parseEvent({ id: 'e1', date: '2026-11-20', award: 'humbaba', type: 'age' }, 'events.0').findings,
    ).toEqual([]);
    expect(hursagmu.partyAwards?.share(6)).toEqual({ type: 'award', points: 6 });
    // MLS awards depend on each character's role in the adventure ("Character Points"), so it makes none to a party.
    expect(mls.partyAwards).toBeUndefined();
  });
});

describe('undoing an award', () => {
  // The fighter spends 19 points (Fighting 6: 8, Defense 5: 6, Strength 2: 2, Athletics 3: 3, from the book's cost
  // table "TRAITS" > Cost); a campaign starting at 19 leaves nothing to carry into play. Fighting 6 to 7 costs
  // 12 - 8 = 4 experience points, so only an award can pay for it.
  const share = { id: 'share', date: '2026-11-20', award: 'humbaba', type: 'award', points: 6 };
  const raise = (to: number) => ({ id: `raise-${to}`, date: '2026-11-21', type: 'raise', trait: 'fighting', to });
  const settings = { startingCharacterPoints: 19 };

  it('names the purchases that stand only because of the share', () => {
    const character = { creation: fighter() as unknown as Record<string, unknown>, events: [share, raise(7)] };
    const undone = withoutShare(hursagmu, character, 'humbaba', settings);
    expect(undone.found).toBe(true);
    expect(undone.dependents).toEqual([{ index: 1, id: 'raise-7', type: 'raise' }]);
    expect(undone.character.events).toEqual([raise(7)]);
  });

  it('finds nothing depending on a share that was not spent, or no share at all', () => {
    const character = { creation: fighter() as unknown as Record<string, unknown>, events: [raise(7), share] };
    // The raise came first and was refused for want of points either way; the share itself is last.
    expect(withoutShare(hursagmu, character, 'humbaba', settings).dependents).toEqual([]);
    const none = withoutShare(hursagmu, character, 'enkidu', settings);
    expect([none.found, none.dependents, none.character]).toEqual([false, [], character]);
  });
});

describe('undoing a step of the party’s aging', () => {
  // Aldric of Varn (test/fixtures/mls) has 39 CPs left; converted to money they leave none. An increment of age then
  // gives 2 CPs ("Character Points": 2 CPs an increment up to base + 22), which only it can pay a 2 CP conversion with.
  const aldric = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../fixtures/mls/reference/characters/aldric.json'), 'utf8'),
  ) as {
    creation: Record<string, unknown>;
    events: Record<string, unknown>[];
  };
  const convert = (id: string, points: number, total: number) => ({
    id,
    date: '2026-02-01',
    type: 'convert',
    into: 'money',
    points,
    roll: { dice: `${points}d20`, source: 'entered', total },
  });
  const age = { id: 'age-1', date: '2026-02-02', type: 'age', aging: 'winter' };

  it('names the purchase that stands only because of the increment, and nothing for another aging', () => {
    const character = {
      creation: aldric.creation,
      events: [...aldric.events, convert('spent', 39, 400), age, convert('later', 2, 20)],
    };
    const undone = withoutAgingStep(mls, character, 'winter', {});
    expect(undone.found).toBe(true);
    expect(undone.dependents).toEqual([{ index: aldric.events.length + 2, id: 'later', type: 'convert' }]);
    expect(undone.character.events).toEqual([...aldric.events, convert('spent', 39, 400), convert('later', 2, 20)]);
    expect(withoutAgingStep(mls, character, 'spring', {})).toEqual({ character, dependents: [], found: false });
    // An award's share is not a step of an aging of the same id.
    expect(withoutShare(mls, character, 'winter', {}).found).toBe(false);
  });
});

describe('the points a share gave', () => {
  it('counts a share that names its points as those points (HURSAGMU "Experience Points")', () => {
    const share = { id: 'share', date: '2026-11-20', award: 'humbaba', type: 'award', points: 6 };
    const character = { creation: fighter() as unknown as Record<string, unknown>, events: [share] };
    expect(awardSharePoints(hursagmu, character, 'humbaba', { startingCharacterPoints: 19 })).toBe(6);
    expect(awardSharePoints(hursagmu, character, 'enkidu', { startingCharacterPoints: 19 })).toBeUndefined();
  });

  it('works out an MLS adventure share from the entry: the roll, or the fixed award of a minor role', () => {
    // "Adventure" (seed 000): an average adventure in a major role earns 1d6 CPs, a minor adventure in a minor role 1.
    const aldric = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../fixtures/mls/reference/characters/aldric.json'), 'utf8'),
    ) as { creation: Record<string, unknown>; events: Record<string, unknown>[] };
    const adventure = (award: string, size: string, role: string, roll?: number) => ({
      id: award,
      date: '2026-02-01',
      type: 'award',
      adventure: size,
      role,
      award,
      ...(roll === undefined ? {} : { roll: { dice: '1d6', source: 'entered', total: roll } }),
    });
    const character = {
      creation: aldric.creation,
      events: [...aldric.events, adventure('barrow', 'average', 'major', 4), adventure('ford', 'minor', 'minor')],
    };
    expect(awardSharePoints(mls, character, 'barrow', {})).toBe(4);
    expect(awardSharePoints(mls, character, 'ford', {})).toBe(1);
  });
});
