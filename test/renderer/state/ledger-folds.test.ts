import fc from 'fast-check';
import type { CharacterFile } from '../../../shared/model';
import { evaluate } from '../../../shared/rules/core';
import { mls, PERSONALITY_PAIRS } from '../../../shared/rules/systems/mls';
import { LedgerFolds } from '../../../src-renderer/state/ledger-folds';
import { checkedSystems, GAME_FIXTURES } from '../../shared/conformance/games';

const settings = mls.defaultSettings();
const TRAITS = ['sword', 'soldier', 'observe', 'skill-0', 'skill-1', 'nothing'] as const;
const PERSONALITY = PERSONALITY_PAIRS.flat();

/** One proposed ledger event: legal or not, now and then unreadable or an override, as a player's file may hold. */
const eventPayload: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.constant({ type: 'age' }),
  fc.constantFrom('strength', 'body', 'mind', 'aura', 'agility').map((reduce) => ({ type: 'age', reduce })),
  fc.integer({ min: 1, max: 6 }).map((total) => ({
    type: 'award',
    adventure: 'average',
    role: 'major',
    roll: { dice: '1d6', results: [total], total },
  })),
  fc.integer({ min: 0, max: 1 }).map((n) => ({
    type: 'acquire',
    trait: { id: `skill-${n}`, name: `Skill ${n}`, kind: 'trained', base: { kind: 'primary', trait: 'mind' } },
  })),
  fc.constantFrom(...TRAITS).map((trait) => ({ type: 'raise', trait })),
  fc.constant({ type: 'lower', trait: 'greedy-eyes' }),
  fc.constantFrom(...PERSONALITY).map((trait) => ({ type: 'raise-personality', trait })),
  fc.constantFrom('strength', 'mind').map((trait) => ({ type: 'train', trait })),
  fc
    .integer({ min: 1, max: 8 })
    .map((total) => ({ type: 'check', trait: 'sword', roll: { dice: '1d8', results: [total], total } })),
  fc.constant({ type: 'override', code: 'mls.cp.overspent', path: '', reason: 'The GM allows it.' }),
  fc.constant({ type: 'raise' }),
  fc.constant({ type: 'no-such-event' }),
);

/** What happens to the open file next: one more event, undo back to an earlier file, or an edit of an earlier event. */
const edit = fc.oneof(
  { weight: 6, arbitrary: eventPayload.map((payload) => ({ kind: 'append' as const, payload })) },
  { weight: 1, arbitrary: fc.nat().map((back) => ({ kind: 'undo' as const, back })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(), eventPayload).map(([at, payload]) => ({ kind: 'replace' as const, at, payload })),
  },
);

function startingFile(seed: number): CharacterFile {
  const creation = mls.newCharacter(settings, seed);
  creation.ageIncrements = 4;
  creation.secondaries = [
    {
      id: 'soldier',
      name: 'Soldier',
      kind: 'trained',
      base: { kind: 'average', traits: ['strength', 'agility'] },
      level: 0,
      occupation: true,
    },
    { id: 'sword', name: 'Sword', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' }, level: 1 },
    { id: 'observe', name: 'Observe', kind: 'natural', base: { kind: 'primary', trait: 'awareness' }, level: -2 },
  ];
  creation.negatives = [{ id: 'greedy-eyes', name: 'Greedy Eyes', base: { kind: 'reverse', trait: 'mind' }, level: 2 }];
  return {
    formatVersion: 1,
    id: 'hero',
    name: 'Hero',
    system: 'mls',
    createdAt: '2026-01-01',
    creation: creation as unknown as Record<string, unknown>,
    events: [],
  } as CharacterFile;
}

describe('the editor’s ledger folds', () => {
  it('give exactly the evaluation of a full fold, whatever the edits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(edit, { maxLength: 60 }), (seed, edits) => {
        const folds = new LedgerFolds(mls, {});
        const history: CharacterFile[] = [startingFile(seed)];
        let file = history[0]!;
        expect(folds.evaluationOf(file)).toEqual(evaluate(mls, file, {}, { keepSheets: true }));
        for (const step of edits) {
          if (step.kind === 'append') {
            const event = { ...step.payload, id: `e${file.events.length + 1}`, date: '2026-02-01' };
            file = { ...file, events: [...file.events, event as CharacterFile['events'][number]] };
          } else if (step.kind === 'undo') {
            file = history[history.length - 1 - (step.back % history.length)]!;
          } else if (file.events.length > 0) {
            const at = step.at % file.events.length;
            const events = file.events.slice();
            events[at] = { ...step.payload, id: `r${at}`, date: '2026-03-01' } as CharacterFile['events'][number];
            file = { ...file, events };
          }
          history.push(file);
          expect(folds.evaluationOf(file)).toEqual(evaluate(mls, file, {}, { keepSheets: true }));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('extends the last fold when one event is appended, keeping every earlier sheet as it was', () => {
    const folds = new LedgerFolds(mls, {});
    const file = startingFile(3);
    const first = folds.evaluationOf(file);
    const next = { ...file, events: [{ id: 'e1', date: '2026-02-01', type: 'age' }] } as CharacterFile;
    const extended = folds.evaluationOf(next);
    expect(extended.steps).toHaveLength(1);
    expect(extended.steps[0]!.accepted).toBe(true);
    expect(extended.sheets![0]).toBe(first.sheets![0]);
    expect(extended).toEqual(evaluate(mls, next, {}, { keepSheets: true }));
    // Undo brings back the very file object, and with it the very evaluation.
    expect(folds.evaluationOf(file)).toBe(first);
  });
});

describe.each(checkedSystems().map((s) => [s.id, s] as const))('the editor’s ledger folds of %s', (id, system) => {
  it('give exactly the evaluation of a full fold as entries are appended one by one and undone', () => {
    const fixtures = GAME_FIXTURES[id]!;
    fc.assert(
      fc.property(
        fixtures.creation,
        fc.array(
          fc.oneof({ weight: 5, arbitrary: fixtures.proposal }, { weight: 1, arbitrary: fc.constant(undefined) }),
          { maxLength: 30 },
        ),
        (creation, proposals) => {
          const folds = new LedgerFolds(system, {});
          const files: CharacterFile[] = [
            {
              formatVersion: 1,
              id: 'hero',
              name: 'Hero',
              system: id,
              createdAt: '2026-01-01',
              creation: creation as Record<string, unknown>,
              events: [],
            } as CharacterFile,
          ];
          for (const proposal of proposals) {
            const file = files.at(-1)!;
            // An undefined proposal is an undo: the file before comes back, the very object.
            const next =
              proposal === undefined
                ? files.length > 1
                  ? files.splice(-2, 2)[0]!
                  : file
                : ({
                    ...file,
                    events: [...file.events, { ...proposal, id: `e${file.events.length}`, date: '2026-02-01' }],
                  } as CharacterFile);
            files.push(next);
            expect(folds.evaluationOf(next)).toEqual(evaluate(system, next, {}, { keepSheets: true }));
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
