import { z } from 'zod';
import {
  costByApplying,
  dataVersionOf,
  ev,
  gameReaders,
  mainBudget,
  tally,
  type Finding,
} from '../../../shared/rules/core';

/*
 * How the core reads a game's files, tried with a small game of its own: settings with a default, a creation
 * object, and two kinds of entry. What a player meets is the findings' codes, paths and sentences.
 */
const Settings = z.strictObject({ start: z.number().int().min(0).default(5), label: z.string().default('x') });
const Creation = z.strictObject({ name: z.string().trim().min(1, 'Must not be empty') });
const Event = z.discriminatedUnion('type', [ev('gain', { amount: z.number().int().min(1) }), ev('rest', {})]);
type S = z.infer<typeof Settings>;
type C = z.infer<typeof Creation>;
type E = z.infer<typeof Event>;

function reader(warnings?: (s: S) => Finding[]) {
  const readers = gameReaders<S, C, E>({
    id: 'toy',
    name: 'the Toy Game',
    settings: Settings,
    creation: Creation,
    event: Event,
    defaultsAre: "the toy's defaults",
    ...(warnings ? { settingsWarnings: warnings } : {}),
  });
  return { readers };
}

const pick = (f: Finding) => [f.code, f.path, f.message];

describe('reading a game’s files', () => {
  it('lists the game’s entry types in its order, and reads a well-formed entry with no findings', () => {
    const { readers } = reader();
    expect(readers.eventTypes).toEqual(['gain', 'rest']);
    const gain = { id: 'e1', date: '2026-11-23', type: 'gain', amount: 2 };
    expect(readers.parseEvent(gain, 'events.0')).toEqual({ event: gain, findings: [] });
  });

  it('names an unknown entry type with the game’s name and the types it has', () => {
    const { readers } = reader();
    expect(readers.parseEvent({ id: 'e1', date: '2026-11-23', type: 'fly' }, 'events.3').findings.map(pick)).toEqual([
      [
        'toy.event.unknown-type',
        'events.3.type',
        'Event type "fly" is not part of the Toy Game (expected one of gain, rest); remove or correct the event.',
      ],
    ]);
    expect(readers.parseEvent('gain', 'events.4').findings.map(pick)).toEqual([
      [
        'toy.event.unknown-type',
        'events.4.type',
        'Event type "undefined" is not part of the Toy Game (expected one of gain, rest); remove or correct the event.',
      ],
    ]);
  });

  it('says which field of an entry, a creation or the settings is wrong, its sentence starting in lower case', () => {
    const { readers } = reader();
    expect(
      readers.parseEvent({ id: 'e1', date: '2026-11-23', type: 'gain', amount: 0 }, 'events.1').findings.map(pick),
    ).toEqual([
      [
        'toy.event.malformed',
        'events.1.amount',
        'Field "events.1.amount" too small: expected number to be >=1; correct or remove the event.',
      ],
    ]);
    expect(readers.parseCreation({ name: '' }).findings.map(pick)).toEqual([
      [
        'toy.creation.malformed',
        'creation.name',
        'Field "creation.name" must not be empty; correct it in the character builder or the file.',
      ],
    ]);
    const settings = readers.parseSettings({ start: -1 });
    expect(settings.settings).toEqual({ start: 5, label: 'x' });
    expect(settings.findings.map(pick)).toEqual([
      [
        'toy.settings.malformed',
        'settings.start',
        'Field "settings.start" too small: expected number to be >=0; fix it in the campaign\'s settings; the toy\'s defaults are used until then.',
      ],
    ]);
    // No settings at all are the defaults, with nothing to say.
    expect(readers.parseSettings(undefined)).toEqual({ settings: { start: 5, label: 'x' }, findings: [] });
    // At most ten findings for one object: the first ones say what to fix.
    const many = readers.parseCreation({
      name: 1,
      ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`extra${i}`, i])),
    });
    expect(many.findings.length).toBeLessThanOrEqual(10);
    expect(many.findings[0]!.path).toBe('creation.name');
  });

  it('hands back what its compiled check vouches for as it is, and what the schema changes as the schema gives it', () => {
    const { readers } = reader();
    const creation = { name: 'Aria' };
    expect(readers.parseCreation(creation).creation).toBe(creation);
    const rest = { id: 'e1', date: '2026-11-23', type: 'rest' };
    expect(readers.parseEvent(rest, 'events.0').event).toBe(rest);
    // A name with spaces around it is trimmed by the schema: the value read is the schema's, not the file's.
    const spaced = { name: ' Aria ' };
    expect(readers.parseCreation(spaced)).toEqual({ creation: { name: 'Aria' }, findings: [] });
    expect(readers.parseCreation(spaced).creation).not.toBe(spaced);
  });

  it('adds the game’s warnings to settings that parse', () => {
    const warn = (s: S): Finding[] => [
      {
        code: 'toy.settings.odd',
        severity: 'warning',
        path: 'settings.label',
        message: `The label ${s.label} is odd.`,
      },
    ];
    expect(reader(warn).readers.parseSettings({ label: 'q' }).findings.map(pick)).toEqual([
      ['toy.settings.odd', 'settings.label', 'The label q is odd.'],
    ]);
    expect(reader(warn).readers.parseSettings({}).findings.map(pick)).toEqual([
      ['toy.settings.odd', 'settings.label', 'The label x is odd.'],
    ]);
    // Malformed settings fall back to the defaults, with the schema's findings and no warning about the defaults.
    expect(
      reader(warn)
        .readers.parseSettings({ start: 'five' })
        .findings.map((f) => f.code),
    ).toEqual(['toy.settings.malformed']);
  });
});

describe('what every game’s budget and previews share', () => {
  it('adds up budget items into what was gained and what was spent, each as a positive number', () => {
    expect(tally([])).toEqual({ earned: 0, spent: 0 });
    expect(
      tally([
        { label: 'a', amount: 60, path: '' },
        { label: 'b', amount: -8, path: '' },
        { label: 'c', amount: 0, path: '' },
        { label: 'd', amount: -2, path: '' },
      ]),
    ).toEqual({ earned: 60, spent: 10 });
  });

  it('gives the first currency’s budget, and says so when a game declares none', () => {
    const budget = { earned: 3, spent: 1, left: 2, items: [] };
    const game = {
      currencies: [
        { id: 'cp', name: 'CPs', format: String },
        { id: 'coins', name: 'Coins', format: String },
      ],
      budgets: () => ({ coins: { ...budget, left: 9 }, cp: budget }),
    };
    expect(mainBudget(game, {})).toBe(budget);
    expect(() => mainBudget({ currencies: [], budgets: () => ({}) }, {})).toThrow(
      'The game declares no budget for its first currency.',
    );
    expect(() =>
      mainBudget({ currencies: [{ id: 'xp', name: 'XP', format: String }], budgets: () => ({}) }, {}),
    ).toThrow('The game declares no budget for its first currency "xp".');
  });

  it('prices a purchase by applying it: the points left before less after, and refuses what the rules refuse', () => {
    const { readers } = reader();
    const game = {
      parseEvent: readers.parseEvent,
      pointsLeft: (s: { points: number }) => s.points,
      apply: (s: { points: number }, e: E) =>
        e.type === 'gain'
          ? { sheet: { points: s.points + e.amount }, findings: [] }
          : {
              findings: [{ code: 'toy.rest.never', severity: 'error' as const, path: 'preview', message: 'No rest.' }],
            },
    };
    expect(costByApplying(game, { points: 4 }, { type: 'gain', amount: 3 }, {})).toEqual({
      amount: -3,
      allowed: true,
      findings: [],
    });
    expect(costByApplying(game, { points: 4 }, { type: 'rest' }, {})).toEqual({
      amount: 0,
      allowed: false,
      findings: [{ code: 'toy.rest.never', severity: 'error', path: 'preview', message: 'No rest.' }],
    });
    const malformed = costByApplying(game, { points: 4 }, { type: 'gain', amount: 0 }, {});
    expect([malformed.amount, malformed.allowed, malformed.findings.map((f) => f.code)]).toEqual([
      0,
      false,
      ['toy.event.malformed'],
    ]);
  });

  it('reads a data version only as a whole number from 1', () => {
    expect([dataVersionOf({}), dataVersionOf({ dataVersion: 1 }), dataVersionOf({ dataVersion: 3 })]).toEqual([
      1, 1, 3,
    ]);
    expect([
      dataVersionOf({ dataVersion: 0 }),
      dataVersionOf({ dataVersion: 2.5 }),
      dataVersionOf({ dataVersion: '2' }),
      dataVersionOf({ dataVersion: 2 ** 53 }),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
