import { enteredRoll, evaluate, type CharacterInput } from '../../../shared/rules/core';
import { mls } from '../../../shared/rules/systems/mls';
import { errorCodes, ev, soldier } from './mls-helpers';

/*
 * Folding again reuses what was read last time (events by identity, the
 * creation and settings by identity and content). These tests pin that the
 * answers are exactly those of a first reading.
 */

const fresh = (input: CharacterInput): CharacterInput => structuredClone(input) as CharacterInput;

function character(): CharacterInput {
  const events = [
    ev({ type: 'age' }),
    ev({ type: 'award', adventure: 'average', role: 'major', roll: enteredRoll('1d6', 5) }),
    ev({ type: 'raise', trait: 'soldier' }),
  ];
  return { creation: soldier() as unknown as Record<string, unknown>, events };
}

describe('folding a ledger again', () => {
  it('gives the same evaluation as a first reading when one more event is appended', () => {
    const first = character();
    evaluate(mls, first, {});
    const longer = { ...first, events: [...first.events, ev({ type: 'raise', trait: 'nobody' })] };
    const again = evaluate(mls, longer, {}, { keepSheets: true });
    expect(again).toEqual(evaluate(mls, fresh(longer), {}, { keepSheets: true }));
    expect(again.steps.map((s) => s.accepted)).toEqual([true, true, true, false]);
    expect(again.findings.find((f) => f.code === 'mls.trait.unknown')?.path).toBe('events.3.trait');
  });

  it('names the new place of a broken event that moved', () => {
    const broken = { id: 'bad', date: '2026-03-01', type: 'raise' };
    const base = character();
    expect(evaluate(mls, { ...base, events: [broken] }, {}).findings.some((f) => f.path.startsWith('events.0'))).toBe(
      true,
    );
    const moved = evaluate(mls, { ...base, events: [...base.events, broken] }, {});
    const paths = moved.findings.filter((f) => f.code === 'mls.event.malformed').map((f) => f.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith('events.3'))).toBe(true);
  });

  it('reads a creation object again when it was changed in place', () => {
    const input = character();
    const creation = input.creation as unknown as ReturnType<typeof soldier>;
    expect(evaluate(mls, input, {}).legal).toBe(true);
    creation.hitPointsRoll = enteredRoll('2d6', 13);
    expect(errorCodes(evaluate(mls, input, {}).findings)).toContain('mls.points.roll-invalid');
    creation.hitPointsRoll = enteredRoll('2d6', 7);
    expect(evaluate(mls, input, {}).legal).toBe(true);
  });

  it('reads settings again when they were changed in place', () => {
    const input = character();
    const settings: Record<string, unknown> = {};
    expect(evaluate(mls, input, settings).findings.filter((f) => f.path.startsWith('settings'))).toEqual([]);
    settings.racialAverages = 'none';
    expect(evaluate(mls, input, settings).findings.some((f) => f.code === 'mls.settings.malformed')).toBe(true);
  });

  it('keeps the answers of two characters folded in turn apart', () => {
    const a = character();
    const b = {
      creation: soldier((c) => (c.hitPointsRoll = enteredRoll('2d6', 1))) as unknown as Record<string, unknown>,
      events: a.events.slice(0, 2),
    };
    for (let i = 0; i < 3; i++) {
      expect(evaluate(mls, a, {})).toEqual(evaluate(mls, fresh(a), {}));
      expect(evaluate(mls, b, {})).toEqual(evaluate(mls, fresh(b), {}));
    }
  });
});
