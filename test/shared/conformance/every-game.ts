import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { loadFile, stableStringify } from '../../../shared/model';
import {
  attempt,
  budgetLineExplained,
  evaluate,
  gameFileSchemas,
  isStandingError,
  tally,
  withoutLastEvent,
  type AnyRuleSystem,
  type CharacterInput,
} from '../../../shared/rules/core';
import { sourceProblem } from '../rules/book-sources';
import { deepFreeze } from '../rules/game-helpers';

const repo = resolve(import.meta.dirname, '../../..');
const RUNS = { numRuns: 300 };
const DATE = '2026-05-01';

/** A random creation and up to 30 proposed steps of the game, each in an envelope. */
function ledgerOf(fixtures: GameFixtures): fc.Arbitrary<{ creation: unknown; proposals: Record<string, unknown>[] }> {
  return fc.record({
    creation: fixtures.creation,
    proposals: fc
      .array(fixtures.proposal, { maxLength: 30 })
      .map((ps) => ps.map((p, i) => ({ id: `e${i}`, date: DATE, ...p }))),
  });
}

/** The proposals the rules accept, in order, from the sheet the creation gives: a ledger a player could have made. */
function acceptedLedger(
  system: AnyRuleSystem,
  settings: unknown,
  creation: unknown,
  proposals: Record<string, unknown>[],
): CharacterInput | undefined {
  const parsed = system.parseCreation(creation);
  if (parsed.creation === undefined) return undefined;
  let sheet = system.create(parsed.creation, settings).sheet;
  const events: Record<string, unknown>[] = [];
  for (const p of proposals) {
    const tried = attempt(system, sheet, p, settings, `events.${events.length}`);
    if (!tried.accepted) continue;
    sheet = tried.sheet;
    events.push(p);
  }
  return { creation: creation as Record<string, unknown>, events };
}

interface Expected {
  legal: boolean;
  budget: { earned: number; spent: number; left: number };
  errors: { code: string; path: string }[];
  overridden: { code: string; path: string }[];
  sheet: Record<string, unknown>;
}

/** The tests a docs/rules file names: `file.test.ts "name"`, several names to one file allowed. */
function docReferences(doc: string): { file: string; name: string }[] {
  const references: { file: string; name: string }[] = [];
  for (const segment of doc.split(/[;|\n]/)) {
    const file = /([\w/.-]+\.test\.tsx?)/.exec(segment)?.[1];
    if (!file) continue;
    const after = segment.slice(segment.indexOf(file) + file.length);
    for (const m of after.matchAll(/"([^"]+)"/g)) references.push({ file, name: m[1]! });
  }
  return references;
}

/** Every test file under test/, by its name alone: a docs page may name a test file without its folder. */
const testFiles = readdirSync(join(repo, 'test'), { recursive: true, encoding: 'utf8' }).filter((path) =>
  /\.test\.tsx?$/.test(path),
);

/** The names of a test file's tests: a path from the repository, or a test file's name alone when only one file under test/ has it. */
function testNames(file: string): string[] {
  const found = testFiles.filter((path) => basename(path) === file);
  if (!file.includes('/') && found.length !== 1)
    throw new Error(
      `${file}: ${found.length === 0 ? 'no test file has this name' : `${found.length} test files have this name; give its path`}`,
    );
  const path = file.includes('/') ? join(repo, file) : join(repo, 'test', found[0]!);
  const text = readFileSync(path, 'utf8');
  const names = [...text.matchAll(/\b(?:it|describe)\(\s*(['"`])(.+?)\1,/g)].map((m) => m[2]!);
  // A game's conformance file runs this suite: its tests are the suite's.
  return /^everyGameDoes\(/m.test(text) ? [...names, ...testNames('test/shared/conformance/every-game.ts')] : names;
}

/**
 * What the conformance suite needs of each registered game, beside its rule system: random creations and
 * random proposed ledger steps (which may well be illegal), and the folders of its reference characters.
 * A game in the registry without an entry here fails the suite.
 */
export interface GameFixtures {
  /** Random creation objects, most of them readable. */
  creation: fc.Arbitrary<unknown>;
  /** One proposed ledger step of the game's own, without its envelope (`id`, `date`). */
  proposal: fc.Arbitrary<Record<string, unknown>>;
  /**
   * Folders under test/fixtures/<id>/ holding campaign.json, characters/*.json and expected/*.json: each
   * expected file names the character's standing and accepted errors, budget, legality and sheet values,
   * worked out by hand from the rulebook.
   */
  references: readonly string[];
  /**
   * A character and two or more ledger steps of which only the last costs more than is left, worked out by hand from the book: what
   * a game master's override of that refusal does is the core's, the same for every game.
   */
  overspend: {
    creation: unknown;
    settings?: Record<string, unknown>;
    steps: readonly [Record<string, unknown>, Record<string, unknown>, ...Record<string, unknown>[]];
    over: number;
  };
}

/**
 * What every game must do, checked the same way for each game: test/shared/conformance/<game>.test.ts runs this
 * suite with the game's own rule system and fixtures (test/shared/conformance/<game>.ts), and imports no other
 * game, so a change to one game's rules runs only that game's suite. A new game passes this suite, or it is not
 * done (conformance.test.ts checks every game in the registry has its file). The game's own tests keep only what
 * is its own.
 */
export function everyGameDoes(system: AnyRuleSystem, fixtures: GameFixtures): void {
  const settings = system.defaultSettings();

  describe(`${system.id}: what every game does`, () => {
    it('makes a new character that folds with its defaults, readable, with no event', () => {
      for (const seed of [1, 2, 3]) {
        const creation = system.newCharacter(settings, seed);
        const result = evaluate(system, { creation: creation as Record<string, unknown>, events: [] }, {});
        expect(result.sheet).toBeDefined();
        expect(result.findings.filter((f) => f.code.endsWith('.malformed'))).toEqual([]);
        expect(result.steps).toEqual([]);
      }
    });

    it('has one migration of its data from each earlier version, and none from its own', () => {
      expect(Number.isSafeInteger(system.dataVersion) && system.dataVersion >= 1).toBe(true);
      const froms = system.migrations.map((m) => m.from).sort((a, b) => a - b);
      expect(froms).toEqual(Array.from({ length: system.dataVersion - 1 }, (_, i) => i + 1));
      // A file of the current version, or without one when that is 1, is read as it is.
      const creation = system.newCharacter(settings, 1) as Record<string, unknown>;
      expect(evaluate(system, { creation, events: [], dataVersion: system.dataVersion }, {}).sheet).toEqual(
        evaluate(system, { creation, events: [] }, {}).sheet,
      );
      expect(
        evaluate(system, { creation, events: [], dataVersion: system.dataVersion + 1 }, {}).findings.map((f) => f.code),
      ).toEqual(['ledger.data-newer']);
    });

    it('reads its settings: every default is given for an empty object, and what is read is its own', () => {
      expect(system.parseSettings({})).toEqual({ settings, findings: [] });
      expect(system.parseSettings(undefined).settings).toEqual(settings);
      expect(system.settingsSchema.parse({})).toEqual(settings);
    });

    it('says where every setting’s default comes from: the book’s words, quoted word for word, or the project’s choice and why', () => {
      expect(Object.keys(system.settingOrigins).sort()).toEqual(Object.keys(settings as object).sort());
      for (const [key, origin] of Object.entries(system.settingOrigins)) {
        if ('book' in origin) expect([key, sourceProblem(origin.book)]).toEqual([key, undefined]);
        else expect([key, origin.project.length > 10]).toEqual([key, true]);
      }
    });

    it('refuses foreign shapes with findings at their paths, never with an exception', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (raw) => {
          const event = system.parseEvent(raw, 'events.7');
          if (event.event === undefined) {
            expect(event.findings.length).toBeGreaterThan(0);
            for (const f of event.findings) {
              expect(f.code.startsWith(`${system.id}.event.`)).toBe(true);
              expect(f.path.startsWith('events.7')).toBe(true);
            }
          }
          const creation = system.parseCreation(raw);
          if (creation.creation === undefined) {
            expect(creation.findings.length).toBeGreaterThan(0);
            for (const f of creation.findings)
              expect([f.code, f.path.startsWith('creation')]).toEqual([`${system.id}.creation.malformed`, true]);
          }
          const read = system.parseSettings(raw);
          expect(read.settings).toBeDefined();
          for (const f of read.findings)
            expect([f.code.startsWith(`${system.id}.settings.`), f.path.startsWith('settings')]).toEqual([true, true]);
        }),
        RUNS,
      );
      // A field no event of the game has is refused, whatever the event.
      fc.assert(
        fc.property(fixtures.proposal, (p) => {
          const parsed = system.parseEvent({ id: 'x', date: DATE, ...p, colour: 'red' }, 'events.0');
          expect(parsed.event).toBeUndefined();
          expect(parsed.findings.map((f) => f.code)).toContain(`${system.id}.event.malformed`);
        }),
        { numRuns: 50 },
      );
      expect(
        system
          .parseEvent({ id: 'x', date: DATE, type: 'no-such-entry' }, 'events.2')
          .findings.map((f) => [f.code, f.path]),
      ).toEqual([[`${system.id}.event.unknown-type`, 'events.2.type']]);
    });

    it('folds deterministically: the same file gives the same sheet, findings and steps', () => {
      fc.assert(
        fc.property(ledgerOf(fixtures), ({ creation, proposals }) => {
          const input = { creation: creation as Record<string, unknown>, events: proposals };
          // Fresh copies each time, so nothing read before is reused.
          expect(evaluate(system, structuredClone(input), {})).toEqual(evaluate(system, structuredClone(input), {}));
        }),
        { numRuns: 100 },
      );
    });

    it('never mutates what apply is given, and leaves the sheet unchanged when it refuses an event', () => {
      fc.assert(
        fc.property(ledgerOf(fixtures), ({ creation, proposals }) => {
          const parsed = system.parseCreation(creation);
          if (parsed.creation === undefined) return;
          let sheet = deepFreeze(system.create(parsed.creation, settings).sheet);
          proposals.forEach((raw, i) => {
            const before = JSON.stringify(sheet);
            // A frozen sheet or event throws on any write.
            const tried = attempt(system, sheet, deepFreeze(structuredClone(raw)), settings, `events.${i}`);
            expect(JSON.stringify(sheet)).toBe(before);
            if (tried.accepted) sheet = deepFreeze(tried.sheet);
            else {
              expect(tried.findings.some(isStandingError)).toBe(true);
              expect(tried.sheet).toBe(sheet);
            }
          });
        }),
        RUNS,
      );
    });

    it('folds a shown sheet handed back as its state exactly as the state itself, and shows a state alike each time', () => {
      fc.assert(
        fc.property(ledgerOf(fixtures), ({ creation, proposals }) => {
          const parsed = system.parseCreation(creation);
          if (parsed.creation === undefined) return;
          let state = system.create(parsed.creation, settings).sheet;
          proposals.forEach((raw, i) => {
            const path = `events.${i}`;
            const event = system.parseEvent(raw, path).event;
            if (event === undefined) return;
            const shown = system.sheetOf(state);
            expect(system.sheetOf(state)).toEqual(shown);
            expect(system.pointsLeft(shown)).toBe(system.pointsLeft(state));
            const fromState = system.apply(state, event, settings, path);
            const fromShown = system.apply(shown, event, settings, path);
            expect(fromShown.findings).toEqual(fromState.findings);
            expect(fromShown.sheet && system.sheetOf(fromShown.sheet)).toEqual(
              fromState.sheet && system.sheetOf(fromState.sheet),
            );
            if (fromState.sheet !== undefined && !fromState.findings.some(isStandingError)) state = fromState.sheet;
          });
        }),
        RUNS,
      );
    });

    it('agrees with costOf: the preview allows what apply accepts, and the points left move by its price', () => {
      fc.assert(
        fc.property(ledgerOf(fixtures), ({ creation, proposals }) => {
          const parsed = system.parseCreation(creation);
          if (parsed.creation === undefined) return;
          let sheet = system.create(parsed.creation, settings).sheet;
          proposals.forEach((raw, i) => {
            const { id: _id, date: _date, ...purchase } = raw;
            const preview = system.costOf(sheet, purchase, settings);
            const tried = attempt(system, sheet, raw, settings, `events.${i}`);
            expect([purchase, preview.allowed]).toEqual([purchase, tried.accepted]);
            if (!tried.accepted) return;
            expect([purchase, system.pointsLeft(sheet) - system.pointsLeft(tried.sheet)]).toEqual([
              purchase,
              preview.amount,
            ]);
            sheet = tried.sheet;
          });
        }),
        RUNS,
      );
    });

    it('keeps a budget for each currency it declares, each balanced and itemised, the first one the points each step reports', () => {
      const ids = system.currencies.map((c) => c.id);
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ids).size).toBe(ids.length);
      fc.assert(
        fc.property(ledgerOf(fixtures), ({ creation, proposals }) => {
          const input = acceptedLedger(system, settings, creation, proposals);
          if (input === undefined) return;
          const result = evaluate(system, input, {});
          const budgets = result.budgets!;
          expect(Object.keys(budgets).sort()).toEqual([...ids].sort());
          for (const id of ids) {
            const b = budgets[id]!;
            expect([id, b.earned - b.spent]).toEqual([id, b.left]);
            expect([id, tally(b.items)]).toEqual([id, { earned: b.earned, spent: b.spent }]);
          }
          expect(result.budget).toEqual(budgets[ids[0]!]);
          expect(system.pointsLeft(result.sheet)).toBe(budgets[ids[0]!]!.left);
          for (const c of system.currencies) expect(c.format(1)).not.toBe(c.format(2));
        }),
        { numRuns: 150 },
      );
    });

    it('explains every line of every budget by the book: the line named, its rule ending with its amount, a source', () => {
      fc.assert(
        fc.property(ledgerOf(fixtures), ({ creation, proposals }) => {
          const input = acceptedLedger(system, settings, creation, proposals);
          if (input === undefined) return;
          const result = evaluate(system, input, {});
          for (const c of system.currencies) {
            for (const item of result.budgets![c.id]!.items) {
              const line = system.explainBudgetLine(result.sheet, c.id, item, settings);
              const explained = budgetLineExplained(line, (n) => c.format(n));
              const ending = item.amount > 0 ? `gives ${c.format(item.amount)}` : `costs ${c.format(-item.amount)}`;
              expect([item.label, explained.formula.endsWith(`→ ${ending}`)]).toEqual([item.label, true]);
              expect([item.label, explained.amount]).toEqual([item.label, -item.amount || 0]);
              expect([item.label, explained.sources.length > 0, line.rule.length > 0]).toEqual([
                item.label,
                true,
                true,
              ]);
            }
          }
        }),
        { numRuns: 60 },
      );
    });

    it('lets a game master accept a step the points do not cover, warns that later steps need points earned first, and reports an override with nothing to accept', () => {
      const { creation, settings: raw = {}, steps, over } = fixtures.overspend;
      const events = steps.map((step, i) => ({ id: `s${i}`, date: DATE, ...step }));
      const input = (extra: Record<string, unknown>[] = [], upTo = events.length): CharacterInput => ({
        creation: creation as Record<string, unknown>,
        events: [...events.slice(0, upTo), ...extra],
      });
      const refused = evaluate(system, input(), raw).findings.filter(isStandingError);
      expect(refused).toHaveLength(1);
      const last = `events.${events.length - 1}`;
      expect(refused[0]!.path === last || refused[0]!.path.startsWith(`${last}.`)).toBe(true);
      const override = (path: string) => ({
        id: 'gm',
        type: 'override',
        date: DATE,
        code: refused[0]!.code,
        path,
        reason: 'The game master allows it',
      });

      const accepted = evaluate(system, input([override(refused[0]!.path)]), raw);
      expect(accepted.legal).toBe(true);
      expect(accepted.findings.find((f) => f.code === refused[0]!.code)?.overridden).toEqual({
        event: 'gm',
        reason: 'The game master allows it',
      });
      const warnings = accepted.findings.filter((f) => f.code.endsWith('.overspent-by-override'));
      expect(warnings.map((f) => [f.code.startsWith(`${system.id}.`), f.severity, f.path])).toEqual([
        [true, 'warning', 'events'],
      ]);
      expect(warnings[0]!.message).toContain(`The ledger has spent ${over} `);
      expect(accepted.budget!.left).toBe(-over);

      const unused = evaluate(system, input([override(`events.${events.length - 2}`)], events.length - 1), raw);
      expect(unused.findings.map((f) => f.code)).toContain('ledger.override-unused');
      expect(unused.findings.some((f) => f.code.endsWith('.overspent-by-override'))).toBe(false);
    });

    it('undoes by dropping the last entry: the fold without it is the fold before it', () => {
      fc.assert(
        fc.property(ledgerOf(fixtures), ({ creation, proposals }) => {
          const input = acceptedLedger(system, settings, creation, proposals);
          if (input === undefined || input.events.length === 0) return;
          const all = evaluate(system, structuredClone(input), {}, { keepSheets: true });
          const undone = evaluate(system, structuredClone(withoutLastEvent(input)), {});
          expect(undone.sheet).toEqual(all.sheets![input.events.length - 1]);
          expect(undone.steps).toEqual(all.steps.slice(0, -1));
        }),
        { numRuns: 150 },
      );
    });

    for (const folder of fixtures.references) {
      const dir = join(repo, 'test/fixtures', system.id, folder);
      const names = readdirSync(join(dir, 'characters')).filter((n) => n.endsWith('.json'));
      const campaign = loadFile('campaign', readFileSync(join(dir, 'campaign.json'), 'utf8'), {
        file: 'campaign.json',
        today: DATE,
      });

      it(`has reference characters in ${folder}, for this game, legal and illegal`, () => {
        if (!campaign.ok) throw new Error(campaign.problem.message);
        expect(campaign.value.system).toBe(system.id);
        const expected = names.map((n) => JSON.parse(readFileSync(join(dir, 'expected', n), 'utf8')) as Expected);
        expect(expected.length).toBeGreaterThanOrEqual(2);
        expect(expected.some((e) => e.legal) && expected.some((e) => !e.legal)).toBe(true);
      });

      for (const name of names) {
        it(`loads and saves byte for byte, and folds to its hand-worked sheet and findings: ${folder}/${name}`, () => {
          if (!campaign.ok) throw new Error(campaign.problem.message);
          const file = `characters/${name}`;
          const text = readFileSync(join(dir, file), 'utf8');
          const loaded = loadFile('character', text, { file, today: DATE });
          if (!loaded.ok) throw new Error(loaded.problem.message);
          expect(stableStringify(loaded.value)).toBe(text);
          const expected = JSON.parse(readFileSync(join(dir, 'expected', name), 'utf8')) as Expected;
          const result = evaluate(system, loaded.value, campaign.value.settings);
          const pick = (f: { code: string; path: string }) => ({ code: f.code, path: f.path });
          expect(result.findings.filter(isStandingError).map(pick)).toEqual(expected.errors);
          expect(result.findings.filter((f) => f.overridden).map(pick)).toEqual(expected.overridden);
          expect(result.legal).toBe(expected.legal);
          expect({ earned: result.budget!.earned, spent: result.budget!.spent, left: result.budget!.left }).toEqual(
            expected.budget,
          );
          expect(result.sheet).toMatchObject(expected.sheet);
          expect(system.sheetText(result.sheet).length).toBeGreaterThan(3);
        });
      }
    }

    it(`describes its files in docs/schema/${system.id}-campaign.schema.json and -character.schema.json, which its reference files and the entries it accepts meet`, () => {
      const schemas = gameFileSchemas(system);
      const ajv = new Ajv2020({ strict: false });
      const checks = {} as Record<'campaign' | 'character', ReturnType<typeof ajv.compile>>;
      for (const kind of ['campaign', 'character'] as const) {
        const onDisk = readFileSync(join(repo, 'docs/schema', `${system.id}-${kind}.schema.json`), 'utf8');
        // Run `npm run schema` after changing what the game reads.
        expect([kind, onDisk]).toEqual([kind, stableStringify(schemas[kind])]);
        checks[kind] = ajv.compile(schemas[kind]);
      }
      /** Where a file fails its kind's schema: none when it meets it. */
      const problems = (kind: 'campaign' | 'character', file: unknown) =>
        checks[kind](file) ? [] : (checks[kind].errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
      for (const folder of fixtures.references) {
        const dir = join(repo, 'test/fixtures', system.id, folder);
        expect([folder, problems('campaign', JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')))]).toEqual([
          folder,
          [],
        ]);
        for (const name of readdirSync(join(dir, 'characters'))) {
          const file: unknown = JSON.parse(readFileSync(join(dir, 'characters', name), 'utf8'));
          expect([name, problems('character', file)]).toEqual([name, []]);
        }
      }
      // A creation and entries the game reads as they are, in a file of its own, meet the schema; a file of another game does not.
      const envelope = { formatVersion: 1, id: 'hero', name: 'Hero', system: system.id, createdAt: DATE };
      let checked = 0;
      fc.assert(
        fc.property(ledgerOf(fixtures), ({ creation, proposals }) => {
          const read = system.parseCreation(creation).creation;
          const events = proposals.filter((p, i) => {
            const event = system.parseEvent(p, `events.${i}`).event;
            return event !== undefined && JSON.stringify(event) === JSON.stringify(p);
          });
          if (read === undefined || JSON.stringify(read) !== JSON.stringify(creation)) return;
          expect(problems('character', { ...envelope, creation, events })).toEqual([]);
          checked += events.length;
          expect(problems('character', { ...envelope, system: 'another-game', creation, events })).not.toEqual([]);
        }),
        { numRuns: 100 },
      );
      expect(checked).toBeGreaterThan(100);
    });

    it(`has docs/rules/${system.id}.md, naming for its rules only tests that exist`, () => {
      const references = docReferences(readFileSync(join(repo, 'docs/rules', `${system.id}.md`), 'utf8'));
      expect(references.length).toBeGreaterThan(40);
      const missing = references.filter(({ file, name }) => {
        const prefix = name.replace(/\s*\.\.\.\s*$/, '').replace(/,\s*$/, '');
        return !testNames(file).some((t) => t === name || (name.endsWith('...') && t.startsWith(prefix)));
      });
      expect(missing).toEqual([]);
    });
  });
}
