import { z } from 'zod';
import {
  atLeast,
  attempt,
  DiceRecord,
  diceRecordProblem,
  dieAbove,
  enteredRoll,
  error,
  evaluate,
  isCoreEvent,
  dataVersionOf,
  upgradeGameData,
  isFinished,
  hasPlayBegun,
  joinPath,
  applyOverrides,
  odds,
  parseCoreEvent,
  parseDice,
  rollDice,
  warning,
  withoutLastEvent,
  type CharacterInput,
  type Finding,
  type RuleSystem,
} from '../../../shared/rules/core';
import type { DataMigration } from '../../../shared/rules/core/system';
import { eventPath, readCreation, readLedger, readSettings } from '../../../shared/rules/core/parse-cache';

/*
 * The core as every game meets it, tried with a game of its own so that no game's rules stand between
 * the test and the core: a sheet is a count of points; "gain" adds, "spend" takes away and is an error
 * past zero (its effect still defined, so an override can let it stand), "void" has no effect and says
 * nothing, "override" accepts an error by code and path.
 */

interface Sheet {
  points: number;
}
type Event =
  | { type: 'gain' | 'spend'; amount: number }
  | { type: 'void' }
  | { type: 'override'; code: string; path: string; reason: string };

const EventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['gain', 'spend']), amount: z.number().int() }),
  z.object({ type: z.literal('void') }),
]);

function counting() {
  const calls = { creation: 0, settings: 0, events: 0, sheets: 0 };
  const system: RuleSystem<{ start: number }, { start: number }, Event, Sheet> = {
    id: 'counting',
    name: 'Counting',
    dataVersion: 1,
    migrations: [],
    settingsSchema: z.object({ start: z.number() }),
    creationSchema: z.object({ start: z.number() }),
    eventSchema: EventSchema,
    defaultSettings: () => ({ start: 0 }),
    parseSettings: (raw) => {
      calls.settings++;
      const parsed = z.object({ start: z.number().default(0) }).safeParse(raw);
      return parsed.success
        ? { settings: parsed.data, findings: [] }
        : { settings: { start: 0 }, findings: [warning('counting.settings', 'settings', 'Settings fall back.')] };
    },
    newCharacter: () => ({ start: 0 }),
    parseCreation: (raw) => {
      calls.creation++;
      const parsed = z.object({ start: z.number() }).safeParse(raw);
      return parsed.success
        ? { creation: parsed.data, findings: [] }
        : { findings: [error('counting.creation', 'creation', 'The creation is unreadable.')] };
    },
    parseEvent: (raw, path) => {
      calls.events++;
      const parsed = EventSchema.safeParse(raw);
      return parsed.success
        ? { event: parsed.data as Event, findings: [] }
        : { findings: [error('counting.event', path, 'The event is unreadable.')] };
    },
    create: (creation) => ({ sheet: { points: creation.start }, findings: [] }),
    apply: (sheet, event, _settings, path) => {
      if (event.type === 'gain') return { sheet: { points: sheet.points + event.amount }, findings: [] };
      if (event.type === 'spend') {
        const points = sheet.points - event.amount;
        return {
          sheet: { points },
          findings: points < 0 ? [error('counting.overspent', path, `Spending ${event.amount} leaves ${points}.`)] : [],
        };
      }
      if (event.type === 'void') return { findings: [] };
      return { sheet, findings: [] };
    },
    sheetOf: (state) => {
      calls.sheets++;
      return { points: state.points };
    },
    costOf: () => ({ amount: 0, allowed: true, findings: [] }),
    validate: () => [],
    currencies: [{ id: 'points', name: 'Points', format: (n) => `${n} points` }],
    budgets: (sheet) => ({ points: { earned: sheet.points, spent: 0, left: sheet.points, items: [] } }),
    pointsLeft: (sheet) => sheet.points,
    sheetText: (sheet) => [`${sheet.points} points`],
    explain: () => [],
    explainCost: () => ({ formula: '', settings: [], sources: [], amount: 0 }),
    settingOrigins: { start: { project: 'a test game' } },
    explainBudgetLine: (_sheet, _currency, item) => ({ what: item.label, rule: '', amount: -item.amount, sources: [] }),
  };
  return { system, calls };
}

const character = (start: number, ...events: Record<string, unknown>[]): CharacterInput => ({
  creation: { start },
  events,
});
const pick = (f: Finding) => ({
  code: f.code,
  severity: f.severity,
  path: f.path,
  message: f.message,
  overridden: f.overridden,
});

describe('folding a ledger', () => {
  it('applies every event in order and reports the points left after each', () => {
    const { system } = counting();
    const result = evaluate(
      system,
      character(5, { id: 'a', type: 'gain', amount: 3 }, { id: 'b', type: 'spend', amount: 6 }),
      {},
    );
    expect(result.sheet).toEqual({ points: 2 });
    expect(result.steps.map((s) => [s.index, s.id, s.type, s.accepted, s.left])).toEqual([
      [0, 'a', 'gain', true, 8],
      [1, 'b', 'spend', true, 2],
    ]);
    expect(result.legal).toBe(true);
    expect('sheets' in result).toBe(false);
  });

  it('works the sheet out once, from the state the fold ends with, and from every kept state only when asked', () => {
    const { system, calls } = counting();
    const ledger = character(
      1,
      { id: 'a', type: 'gain', amount: 1 },
      { id: 'b', type: 'gain', amount: 2 },
      { id: 'c', type: 'spend', amount: 1 },
    );
    expect(evaluate(system, ledger, {}).sheet).toEqual({ points: 3 });
    expect(calls.sheets).toBe(1);
    calls.sheets = 0;
    expect(evaluate(system, ledger, {}, { keepSheets: true }).sheets).toEqual([
      { points: 1 },
      { points: 2 },
      { points: 4 },
      { points: 3 },
    ]);
    expect(calls.sheets).toBe(4);
  });

  it('keeps the sheet before the ledger and after each event only when asked', () => {
    const { system } = counting();
    const result = evaluate(
      system,
      character(1, { id: 'a', type: 'gain', amount: 1 }, { id: 'b', type: 'gain', amount: 2 }),
      {},
      { keepSheets: true },
    );
    expect(result.sheets).toEqual([{ points: 1 }, { points: 2 }, { points: 4 }]);
  });

  it('refuses an event that breaks a rule, keeps the sheet, and lets an override accept it', () => {
    const { system } = counting();
    const refused = evaluate(system, character(2, { id: 'a', type: 'spend', amount: 5 }), {});
    expect(refused.sheet).toEqual({ points: 2 });
    expect(refused.steps[0]).toMatchObject({ accepted: false, left: 2 });
    expect(refused.legal).toBe(false);

    const accepted = evaluate(
      system,
      character(
        2,
        { id: 'a', type: 'spend', amount: 5 },
        {
          id: 'gm',
          date: '2026-11-23',
          type: 'override',
          code: 'counting.overspent',
          path: 'events.0',
          reason: 'A loan',
        },
      ),
      {},
    );
    expect(accepted.sheet).toEqual({ points: -3 });
    expect(accepted.legal).toBe(true);
    expect(accepted.findings.map(pick)).toEqual([
      {
        code: 'counting.overspent',
        severity: 'error',
        path: 'events.0',
        message: 'Spending 5 leaves -3.',
        overridden: { event: 'gm', reason: 'A loan' },
      },
    ]);
  });

  it('reads overrides itself, whatever the game, and warns about one that matches no error, saying where it points', () => {
    const { system, calls } = counting();
    const result = evaluate(
      system,
      character(
        9,
        { id: 'a', type: 'spend', amount: 10 },
        {
          id: 'gm-1',
          date: '2026-11-23',
          type: 'override',
          code: 'counting.overspent',
          path: 'events.0',
          reason: 'ok',
        },
        // Same code, another place: it accepts nothing.
        {
          id: 'gm-2',
          date: '2026-11-23',
          type: 'override',
          code: 'counting.overspent',
          path: 'events.7',
          reason: 'no',
        },
        { id: 'gm-3', date: '2026-11-23', type: 'override', code: 'counting.missing', path: '', reason: 'no' },
      ),
      {},
    );
    // The game read only its own entry.
    expect(calls.events).toBe(1);
    expect(result.overrides).toEqual([
      { event: 'gm-1', code: 'counting.overspent', path: 'events.0', reason: 'ok' },
      { event: 'gm-2', code: 'counting.overspent', path: 'events.7', reason: 'no' },
      { event: 'gm-3', code: 'counting.missing', path: '', reason: 'no' },
    ]);
    expect(result.steps.slice(1).map((s) => [s.accepted, s.left])).toEqual([
      [true, -1],
      [true, -1],
      [true, -1],
    ]);
    expect(result.findings.filter((f) => f.code === 'ledger.override-unused').map(pick)).toEqual([
      {
        code: 'ledger.override-unused',
        severity: 'warning',
        path: 'events.2',
        message:
          'The override of "counting.overspent" at events.7 matches no error; correct its code and path or remove it.',
        overridden: undefined,
      },
      {
        code: 'ledger.override-unused',
        severity: 'warning',
        path: 'events.3',
        message:
          'The override of "counting.missing" at the character matches no error; correct its code and path or remove it.',
        overridden: undefined,
      },
    ]);
  });

  it('refuses an override of another game’s code or one without a reason, and accepts the ledger’s own codes', () => {
    const { system } = counting();
    const gm = { id: 'gm', date: '2026-11-23', type: 'override', path: 'events.0', reason: 'A loan' };
    const foreign = evaluate(
      system,
      character(2, { id: 'a', type: 'spend', amount: 5 }, { ...gm, code: 'mls.overspent' }),
      {},
    );
    expect(foreign.steps[1]!.accepted).toBe(false);
    expect(foreign.steps[1]!.findings.map(pick)).toEqual([
      {
        code: 'ledger.override-unknown-code',
        severity: 'error',
        path: 'events.1.code',
        message: '"mls.overspent" is not a finding code of this game; copy the code from the finding to override.',
        overridden: undefined,
      },
    ]);
    expect(foreign.legal).toBe(false);
    // "counting" is not "counting.": a code must start with the game's id and a dot.
    expect(evaluate(system, character(2, { ...gm, code: 'countingx.overspent' }), {}).steps[0]!.accepted).toBe(false);
    expect(evaluate(system, character(2, { ...gm, code: 'ledger.event-rejected' }), {}).steps[0]!.accepted).toBe(true);
    const blank = evaluate(system, character(2, { ...gm, code: 'counting.overspent', reason: '  ' }), {});
    expect(blank.steps[0]!.findings.map((f) => [f.code, f.path])).toEqual([
      ['ledger.core-event-invalid', 'events.0.reason'],
    ]);
    expect(blank.overrides).toEqual([]);
  });

  it('tries an override on a sheet as the fold does: accepted with the game’s code, refused with another', () => {
    const { system } = counting();
    const gm = { id: 'gm', date: '2026-11-23', type: 'override', path: 'events.0', reason: 'A loan' };
    expect(attempt(system, { points: 1 }, { ...gm, code: 'counting.overspent' }, { start: 0 }, 'events.1')).toEqual({
      accepted: true,
      sheet: { points: 1 },
      findings: [],
    });
    const refused = attempt(system, { points: 1 }, { ...gm, code: 'other.code' }, { start: 0 }, 'events.1');
    expect([refused.accepted, refused.findings.map((f) => f.code)]).toEqual([false, ['ledger.override-unknown-code']]);
  });

  it('says an event that had no effect and no reason could not be applied, naming it by its number', () => {
    const { system } = counting();
    const result = evaluate(system, character(1, { id: 'a', type: 'gain', amount: 1 }, { id: 'b', type: 'void' }), {});
    expect(result.steps[1]).toMatchObject({ accepted: false, left: 2 });
    expect(result.steps[1]!.findings.map(pick)).toEqual([
      {
        code: 'ledger.event-rejected',
        severity: 'error',
        path: 'events.1',
        message: 'Event 2 could not be applied; remove it or correct it.',
        overridden: undefined,
      },
    ]);
  });

  it('gives a step without id or type empty names, and reports the unreadable event at its place', () => {
    const { system } = counting();
    const result = evaluate(system, character(1, { amount: 1 }), {});
    expect(result.steps[0]).toMatchObject({ id: '', type: '', accepted: false });
    expect(result.steps[0]!.findings.map((f) => [f.code, f.path])).toEqual([['counting.event', 'events.0']]);
  });

  it('hands out copies of what it read: changing one evaluation’s findings leaves the next alone', () => {
    const { system } = counting();
    const input = character(1, { id: 'a', type: 'nonsense' });
    const first = evaluate(system, input, {});
    first.steps[0]!.findings.push(error('x', 'y', 'z'));
    const second = evaluate(system, input, {});
    expect(second.steps[0]!.findings.map((f) => f.code)).toEqual(['counting.event']);
  });

  it('without a readable creation: no sheet and no steps, but every finding of the events, and never legal', () => {
    const { system } = counting();
    const result = evaluate(
      system,
      { creation: { start: 'x' }, events: [{ id: 'a', type: 'nonsense' }] },
      { start: 0 },
    );
    expect(result.sheet).toBeUndefined();
    expect(result.steps).toEqual([]);
    expect(result.legal).toBe(false);
    expect(result.findings.map((f) => f.code)).toEqual(['counting.creation', 'counting.event']);
  });

  it('tries one more event: accepted, refused by a rule, or without an effect, leaving the sheet as it was', () => {
    const { system } = counting();
    expect(attempt(system, { points: 4 }, { type: 'gain', amount: 2 }, { start: 0 }, 'events.3')).toEqual({
      accepted: true,
      sheet: { points: 6 },
      findings: [],
    });
    const refused = attempt(system, { points: 4 }, { type: 'spend', amount: 5 }, { start: 0 }, 'events.3');
    expect(refused).toMatchObject({ accepted: false, sheet: { points: 4 } });
    expect(refused.findings.map((f) => [f.code, f.path])).toEqual([['counting.overspent', 'events.3']]);
    expect(
      attempt(system, { points: 4 }, { type: 'spend', amount: 5 }, { start: 0 }, 'events.3', [
        { event: 'gm', code: 'counting.overspent', path: 'events.3', reason: 'ok' },
      ]),
    ).toMatchObject({ accepted: true, sheet: { points: -1 } });
    expect(attempt(system, { points: 4 }, { type: 'void' }, { start: 0 }, 'events.3')).toEqual({
      accepted: false,
      sheet: { points: 4 },
      findings: [],
    });
    expect(
      attempt(system, { points: 4 }, { id: 'f', date: '2026-11-23', type: 'finish' }, { start: 0 }, 'events.3'),
    ).toEqual({
      accepted: true,
      sheet: { points: 4 },
      findings: [],
    });
  });

  it('undoes by dropping the newest entry and nothing else', () => {
    const input = character(0, { id: 'a' }, { id: 'b' }, { id: 'c' });
    expect(withoutLastEvent(input).events.map((e) => e.id)).toEqual(['a', 'b']);
    expect(input.events).toHaveLength(3);
  });
});

describe('reading a ledger again', () => {
  it('reads only the events it has not read at that place before', () => {
    const { system, calls } = counting();
    const a = { id: 'a', type: 'gain', amount: 1 };
    const b = { id: 'b', type: 'gain', amount: 2 };
    readLedger(system, [a]);
    expect(calls.events).toBe(1);
    expect(readLedger(system, [a, b])).toHaveLength(2);
    expect(calls.events).toBe(2);
    // b moved: its place is another, so it is read again.
    readLedger(system, [b]);
    expect(calls.events).toBe(3);
  });

  it('sees an event added to the very list it read last time', () => {
    const { system } = counting();
    const events: Record<string, unknown>[] = [{ id: 'a', type: 'gain', amount: 1 }];
    evaluate(system, { creation: { start: 0 }, events }, {});
    events.push({ id: 'b', type: 'gain', amount: 2 });
    expect(evaluate(system, { creation: { start: 0 }, events }, {}).sheet).toEqual({ points: 3 });
  });

  it('reads a creation again unless it is the same object with the same content, and settings unless their content is the same', () => {
    const { system, calls } = counting();
    const creation = { start: 1 };
    readCreation(system, creation);
    readCreation(system, creation);
    readCreation(system, creation);
    expect(calls.creation).toBe(2); // read once, then written as JSON the second time, then answered from memory
    creation.start = 2;
    expect(readCreation(system, creation)).toEqual({ creation: { start: 2 }, findings: [] });
    expect(calls.creation).toBe(3);
    readCreation(system, { start: 2 });
    expect(calls.creation).toBe(4);

    // Settings are known by their JSON text alone: a copy with the same content is answered from memory.
    const settings = { start: 3 };
    for (let i = 0; i < 4; i++) readSettings(system, settings);
    readSettings(system, { start: 3 });
    expect(calls.settings).toBe(1);
    settings.start = 4;
    expect(readSettings(system, settings).settings).toEqual({ start: 4 });
    expect(calls.settings).toBe(2);
    // No settings at all, twice, are read once; settings that are not an object are read every time.
    readSettings(system, undefined);
    readSettings(system, undefined);
    expect(calls.settings).toBe(3);
    readSettings(system, 7);
    readSettings(system, 7);
    expect(calls.settings).toBe(5);
  });

  it('always reads again what is not an object, or what JSON cannot write', () => {
    const { system, calls } = counting();
    for (let i = 0; i < 3; i++) readCreation(system, 'start');
    expect(calls.creation).toBe(3);
    const big = { start: 1, size: 10n };
    for (let i = 0; i < 3; i++) readCreation(system, big);
    expect(calls.creation).toBe(6);
  });

  it('names the place of every event, also past the places it keeps and for numbers that are no place', () => {
    expect(eventPath(0)).toBe('events.0');
    expect(eventPath(12)).toBe('events.12');
    expect(eventPath(10_000)).toBe('events.10000');
    expect(eventPath(-1)).toBe('events.-1');
    expect(eventPath(1.5)).toBe('events.1.5');
  });
});

describe('a game’s data versions', () => {
  // The counting game at version 3: version 1 called the starting points "points" and a gain "earn";
  // version 2 called them "initial". Its readers take only version 3's shapes.
  function versioned() {
    const { system, calls } = counting();
    const migrations: DataMigration[] = [
      {
        from: 1,
        what: 'The starting points are called "initial"; an "earn" entry is a "gain"',
        character: ({ creation, events }) => ({
          creation: { initial: creation.points },
          events: events.map((e) => (e.type === 'earn' ? { ...e, type: 'gain' } : e)),
        }),
      },
      {
        from: 2,
        what: 'The starting points are called "start"',
        character: ({ creation, events }) => ({ creation: { start: creation.initial }, events }),
      },
    ];
    return { system: { ...system, dataVersion: 3, migrations }, calls };
  }

  it('reads a file of every earlier version as the current one, one step at a time', () => {
    const { system } = versioned();
    const v1 = { creation: { points: 4 }, events: [{ id: 'a', type: 'earn', amount: 3 }], dataVersion: 1 };
    expect(evaluate(system, v1, {}).sheet).toEqual({ points: 7 });
    // A file without dataVersion is version 1.
    expect(evaluate(system, { creation: { points: 4 }, events: [] }, {}).sheet).toEqual({ points: 4 });
    expect(
      evaluate(system, { creation: { initial: 5 }, events: [{ id: 'a', type: 'gain', amount: 1 }], dataVersion: 2 }, {})
        .sheet,
    ).toEqual({ points: 6 });
    expect(evaluate(system, { creation: { start: 2 }, events: [], dataVersion: 3 }, {}).sheet).toEqual({ points: 2 });
    expect(upgradeGameData(system, v1)).toEqual({
      ok: true,
      from: 1,
      data: { creation: { start: 4 }, events: [{ id: 'a', type: 'gain', amount: 3 }] },
    });
    expect(upgradeGameData(system, { creation: { start: 2 }, events: [], dataVersion: 3 })).toEqual({
      ok: true,
      data: { creation: { start: 2 }, events: [], dataVersion: 3 },
    });
  });

  it('refuses a file from a newer version, or with an unreadable version, with an error and no sheet', () => {
    const { system } = versioned();
    const newer = evaluate(system, { creation: { start: 2 }, events: [], dataVersion: 4 }, {});
    expect(newer.sheet).toBeUndefined();
    expect(newer.legal).toBe(false);
    expect(newer.findings.map(pick)).toEqual([
      {
        code: 'ledger.data-newer',
        severity: 'error',
        path: 'dataVersion',
        message:
          'This character was saved by a newer version of the app, with Counting data version 4; this version reads up to 3. Update the app to open it; the file is left as it is.',
        overridden: undefined,
      },
    ]);
    for (const dataVersion of [0, 1.5, '2', -1]) {
      const read = upgradeGameData(system, { creation: {}, events: [], dataVersion } as unknown as CharacterInput);
      expect([dataVersion, read.ok ? 'read' : read.finding.code]).toEqual([
        dataVersion,
        'ledger.data-version-unreadable',
      ]);
    }
    expect(dataVersionOf({})).toBe(1);
    expect(dataVersionOf({ dataVersion: 7 })).toBe(7);
  });

  it('says which step is missing when a game skips one', () => {
    const { system } = versioned();
    const gap = { ...system, migrations: system.migrations.filter((m) => m.from !== 2) };
    expect(() => upgradeGameData(gap, { creation: {}, events: [], dataVersion: 1 })).toThrow(
      'Counting has no migration of its data from version 2.',
    );
  });
});

describe('the core’s own history entries', () => {
  const finish = { id: 'f1', date: '2026-11-23', type: 'finish' };
  const amend = {
    id: 'a1',
    date: '2026-11-23',
    type: 'amend-creation',
    reason: 'The GM allowed it',
    change: 'Strength to +1',
    before: { primaries: {} },
  };

  it('knows its entries by type, and nothing else', () => {
    expect(isCoreEvent(finish)).toBe(true);
    expect(isCoreEvent(amend)).toBe(true);
    expect(isCoreEvent({ type: 'override' })).toBe(true);
    expect(isCoreEvent({ type: 'award' })).toBe(false);
    expect(isCoreEvent(null)).toBe(false);
    expect(isCoreEvent('finish')).toBe(false);
    expect(isCoreEvent(undefined)).toBe(false);
  });

  it('reads a well-formed finish and change of creation with no findings', () => {
    expect(parseCoreEvent(finish, 'events.0')).toEqual({ event: finish, findings: [] });
    expect(parseCoreEvent(amend, 'events.1')).toEqual({ event: amend, findings: [] });
    expect(parseCoreEvent({ ...finish, note: 'x'.repeat(2000) }, 'events.0').findings).toEqual([]);
  });

  it('refuses a note past 2000 characters and a change or reason left blank, naming the field', () => {
    const at = (raw: unknown) => parseCoreEvent(raw, 'events.4').findings.map((f) => [f.code, f.path, f.message]);
    expect(at({ ...finish, note: 'x'.repeat(2001) })).toEqual([
      [
        'ledger.core-event-invalid',
        'events.4.note',
        expect.stringMatching(
          /^This history entry is malformed \(field "note" .+\); correct it or restore the file from the campaign's \.backups folder\.$/,
        ),
      ],
    ]);
    expect(at({ ...amend, change: '   ' })[0]![1]).toBe('events.4.change');
    expect(at({ ...amend, reason: '' })).toEqual([
      [
        'ledger.core-event-invalid',
        'events.4.reason',
        'This history entry is malformed (field "reason" must give a reason); correct it or restore the file from the campaign\'s .backups folder.',
      ],
    ]);
  });

  it('says a whole entry is malformed, without a field, when no field is to blame', () => {
    expect(parseCoreEvent('finish', 'events.2').findings.map((f) => [f.path, f.message])).toEqual([
      [
        'events.2',
        "This history entry is malformed; correct it or restore the file from the campaign's .backups folder.",
      ],
    ]);
  });

  it('is finished only with a finish entry, and in play only with an entry of the game', () => {
    expect(isFinished([{ type: 'award' }, { type: 'amend-creation' }])).toBe(false);
    expect(isFinished([{ type: 'award' }, { type: 'finish' }])).toBe(true);
    expect(hasPlayBegun([{ type: 'finish' }, { type: 'amend-creation' }, { type: 'override' }])).toBe(false);
    expect(hasPlayBegun([{ type: 'finish' }, { type: 'award' }])).toBe(true);
  });
});

describe('findings', () => {
  it('lets an override accept only an error with its code at its path', () => {
    const found = [
      error('a', 'p', 'same code, same path'),
      error('b', 'p', 'other code'),
      warning('a', 'p', 'a warning'),
    ];
    const marked = applyOverrides(found, [{ event: 'gm', code: 'a', path: 'p', reason: 'why' }]);
    expect(marked.map((f) => f.overridden?.event ?? null)).toEqual(['gm', null, null]);
  });

  it('joins a field path to its prefix with dots, and stands alone without one', () => {
    expect(joinPath('creation', ['primaries', 'strength'])).toBe('creation.primaries.strength');
    expect(joinPath('', ['primaries', 0])).toBe('primaries.0');
    expect(joinPath('creation', [])).toBe('creation');
  });
});

describe('odds', () => {
  it('gives the probability as outcomes over all outcomes, and none of nothing', () => {
    expect(odds(1, 4)).toEqual({ outcomes: 1, of: 4, probability: 0.25 });
    expect(odds(0, 0)).toEqual({ outcomes: 0, of: 0, probability: 0 });
    // 3d6 totals 18 once in 216; 2d6 at least 7: 21 of 36 (6+5+4+3+2+1).
    expect(atLeast(3, 6, 18).probability).toBe(1 / 216);
    expect(atLeast(2, 6, 7)).toEqual({ outcomes: 21, of: 36, probability: 21 / 36 });
    expect(atLeast(2, 6, -5).outcomes).toBe(36);
    expect(dieAbove(20, 14.5)).toMatchObject({ outcomes: 6, of: 20 });
    expect(dieAbove(20, -3).outcomes).toBe(20);
  });
});

describe('dice', () => {
  it('reads exactly "NdS" with one to three digits each and at least one side', () => {
    expect(parseDice('3d6')).toEqual({ count: 3, sides: 6 });
    expect(parseDice('1d1')).toEqual({ count: 1, sides: 1 });
    expect(parseDice('999d999')).toEqual({ count: 999, sides: 999 });
    for (const text of ['3d0', 'x3d6', '3d6x', '1000d6', '3d1000', '3 d6', ''])
      expect([text, parseDice(text)]).toEqual([text, undefined]);
  });

  it('refuses to roll or record anything but dice, saying what it was given', () => {
    expect(() => rollDice('three', 1)).toThrow('"three" is not a dice expression such as 3d6.');
    expect(() => enteredRoll('3x6', 9)).toThrow('"3x6" is not a dice expression such as 3d6.');
    expect(DiceRecord.safeParse({ dice: '3x6', total: 9, source: 'entered' }).error?.issues[0]?.message).toBe(
      'must be a dice expression such as 3d6',
    );
  });

  it('records a roll from the table with its dice only when they are given', () => {
    expect(enteredRoll('3d6', 11)).toStrictEqual({ dice: '3d6', total: 11, source: 'entered' });
    expect(enteredRoll({ count: 2, sides: 6 }, 7, [3, 4])).toStrictEqual({
      dice: '2d6',
      total: 7,
      rolls: [3, 4],
      source: 'entered',
    });
  });

  it('takes every total from the least to the most the dice can give, and says what is wrong with any other', () => {
    const spec = { count: 3, sides: 6 };
    expect(diceRecordProblem(enteredRoll('3d6', 3), spec)).toBeUndefined();
    expect(diceRecordProblem(enteredRoll('3d6', 18), spec)).toBeUndefined();
    expect(diceRecordProblem(enteredRoll('3d6', 2), spec)).toBe(
      'A roll of 3d6 must total between 3 and 18, not 2; enter the result again.',
    );
    expect(diceRecordProblem(enteredRoll('3d6', 19), spec)).toBe(
      'A roll of 3d6 must total between 3 and 18, not 19; enter the result again.',
    );
    expect(diceRecordProblem(enteredRoll('2d6', 7), spec)).toBe(
      'The roll is for 2d6 but this needs 3d6; roll 3d6 again.',
    );
  });

  it('checks each die: as many as the spec, each from 1 to its sides, adding up to the total', () => {
    const spec = { count: 3, sides: 6 };
    const notFit = 'The individual dice do not fit 3d6; enter the result again.';
    expect(diceRecordProblem(enteredRoll('3d6', 10, [0, 5, 5]), spec)).toBe(notFit);
    expect(diceRecordProblem(enteredRoll('3d6', 10, [7, 2, 1]), spec)).toBe(notFit);
    expect(diceRecordProblem(enteredRoll('3d6', 10, [5, 5]), spec)).toBe(notFit);
    expect(diceRecordProblem(enteredRoll('3d6', 10, [4, 4, 1, 1]), spec)).toBe(notFit);
    expect(diceRecordProblem(enteredRoll('3d6', 10, [1, 6, 3]), spec)).toBeUndefined();
    expect(diceRecordProblem(enteredRoll('3d6', 12, [6, 6, 6]), spec)).toBe(
      'The dice (6, 6, 6) do not add up to the total 12; enter the result again.',
    );
  });

  it('asks a generated roll for its seed and its dice', () => {
    const spec = { count: 3, sides: 6 };
    const roll = rollDice('3d6', 42);
    const missing = 'A generated roll must keep its seed and dice; roll 3d6 again.';
    const { seed: _seed, ...withoutSeed } = roll;
    const { rolls: _rolls, ...withoutDice } = roll;
    expect(diceRecordProblem(withoutSeed, spec)).toBe(missing);
    expect(diceRecordProblem(withoutDice, spec)).toBe(missing);
    expect(diceRecordProblem(roll, spec)).toBeUndefined();
  });
});
