import { overrideFindings, type CoreEvent } from './core-events';
import { upgradeGameData } from './data-version';
import { applyOverrides, error, isLegal, isStandingError, warning, type Finding, type Override } from './findings';
import { eventPath, readCreation, readEvent, readLedger, readSettings, type ParsedEvent } from './parse-cache';
import {
  mainBudget,
  type Applied,
  type CharacterInput,
  type Evaluation,
  type LedgerStep,
  type RuleSystem,
} from './system';

/** Options for evaluate. */
export interface EvaluateOptions {
  /** Keep the sheet before the ledger and after each event (for history and undo checks). */
  keepSheets?: boolean;
}

/**
 * Folds a character's ledger over its creation and checks everything: the
 * sheet, the budget and every finding. Pure and deterministic; the renderer,
 * the command-line checker and the tests all call this. Events already read
 * in the previous call are not read again (see parse-cache.ts), so an event
 * object must not be changed in place once folded: replace it instead.
 */
export function evaluate<S, C, E, Sh extends St, St>(
  system: RuleSystem<S, C, E, Sh, unknown, St>,
  input: CharacterInput,
  rawSettings: unknown,
  options: EvaluateOptions = {},
): Evaluation<Sh> {
  const { settings, findings: settingsFindings } = readSettings<S>(system, rawSettings);
  const upgraded = upgradeGameData(system, input);
  if (!upgraded.ok)
    return { findings: [...settingsFindings, upgraded.finding], steps: [], overrides: [], legal: false };
  const parsedCreation = readCreation<C>(system, upgraded.data.creation);
  const events = upgraded.data.events;
  const count = events.length;
  const parsedEvents = readLedger<E>(system, events);
  const overrides: Override[] = [];
  const overridePaths: string[] = [];
  for (let i = 0; i < count; i++) {
    const o = parsedEvents[i]!.core;
    if (o?.type === 'override') {
      overrides.push({ event: o.id, code: o.code, path: o.path, reason: o.reason });
      overridePaths.push(eventPath(i));
    }
  }

  const all: Finding[] = [...settingsFindings, ...parsedCreation.findings];
  if (parsedCreation.creation === undefined) {
    const eventFindings = parsedEvents.flatMap((p) => p.findings);
    const findings = applyOverrides([...all, ...eventFindings], overrides);
    return { findings, steps: [], overrides, legal: false };
  }

  const created = system.create(parsedCreation.creation, settings);
  all.push(...created.findings);
  let state = created.sheet;
  const states = options.keepSheets ? [state] : undefined;
  const steps: LedgerStep[] = new Array<LedgerStep>(count);

  for (let i = 0; i < count; i++) {
    const folded = foldStep(system, state, events[i]!, parsedEvents[i]!, i, settings, overrides);
    state = folded.sheet;
    states?.push(state);
    for (const f of folded.step.findings) all.push(f);
    steps[i] = folded.step;
  }

  // The sheet is worked out once, from the state the fold ends with (and from each kept state, for the history).
  const sheet = system.sheetOf(state);
  all.push(...applyOverrides(system.validate(sheet, settings), overrides));
  const findings = applyOverrides(all, overrides);
  overrides.forEach((o, i) => {
    if (!findings.some((f) => f.overridden?.event === o.event && f.code === o.code)) {
      findings.push(
        warning(
          'ledger.override-unused',
          overridePaths[i]!,
          `The override of "${o.code}" at ${o.path || 'the character'} matches no error; correct its code and path or remove it.`,
        ),
      );
    }
  });
  const budgets = system.budgets(sheet);
  const result: Evaluation<Sh> = {
    sheet,
    budget: mainBudget(system, sheet, budgets),
    budgets,
    findings,
    steps,
    overrides,
    legal: isLegal(findings),
  };
  if (states) result.sheets = states.map((s, i) => (i === states.length - 1 ? sheet : system.sheetOf(s)));
  return result;
}

/**
 * One step of the fold: event `index` (already read) applied to the state `sheet` (a shown sheet will do, as it
 * holds its state). A refused or unreadable event leaves the state as it was and says why. The editor extends a
 * fold with this when an event is appended, so the two can never disagree.
 */
export function foldStep<S, E, St>(
  system: Pick<RuleSystem<S, unknown, E, St, unknown, St>, 'id' | 'apply' | 'pointsLeft'>,
  sheet: St,
  raw: Record<string, unknown>,
  parsed: ParsedEvent<E>,
  index: number,
  settings: S,
  overrides: readonly Override[],
): { sheet: St; step: LedgerStep } {
  const path = eventPath(index);
  // A parse result may be read again by the next fold, so its findings are copied, never handed out.
  // The core's entries change no value: the sheet is folded from the creation as it is now.
  const applied: Applied<St> =
    parsed.core !== undefined
      ? { sheet, findings: coreFindings(parsed.core, system.id, path) }
      : parsed.event === undefined
        ? { findings: parsed.findings.slice() }
        : system.apply(sheet, parsed.event, settings, path);
  let findings = applyOverrides(applied.findings, overrides);
  const standing = findings.some(isStandingError);
  const accepted = applied.sheet !== undefined && !standing;
  if (applied.sheet === undefined && !standing) {
    // A new list: the one apply returned may be shared.
    findings = [
      ...findings,
      error('ledger.event-rejected', path, `Event ${index + 1} could not be applied; remove it or correct it.`),
    ];
  }
  const next = accepted ? applied.sheet! : sheet;
  return {
    sheet: next,
    step: {
      index,
      id: String(raw.id ?? ''),
      type: String(raw.type ?? ''),
      accepted,
      left: system.pointsLeft(next),
      findings,
    },
  };
}

/** What one of the core's own entries says about itself: only an override can be wrong (its code not the game's). */
function coreFindings(event: CoreEvent, gameId: string, path: string): Finding[] {
  return event.type === 'override' ? overrideFindings(event, gameId, path) : [];
}

/** The result of trying one more event on a sheet. */
export interface Attempt<Sheet> {
  accepted: boolean;
  /** The new sheet when accepted, otherwise the sheet unchanged. */
  sheet: Sheet;
  findings: Finding[];
}

/**
 * Tries one new event on a sheet: its shape, then its rules. A rejected event
 * leaves the sheet exactly as it was; an accepted one gives the sheet after it,
 * worked out whole. `overrides` are those already in the ledger.
 */
export function attempt<S, C, E, Sh extends St, St>(
  system: RuleSystem<S, C, E, Sh, unknown, St>,
  sheet: Sh,
  rawEvent: unknown,
  settings: S,
  path: string,
  overrides: readonly Override[] = [],
): Attempt<Sh> {
  const parsed = readEvent<E>(system, rawEvent, path);
  if (parsed.event === undefined && parsed.core === undefined)
    return { accepted: false, sheet, findings: parsed.findings };
  if (parsed.core !== undefined) {
    const findings = applyOverrides(coreFindings(parsed.core, system.id, path), overrides);
    return { accepted: !findings.some(isStandingError), sheet, findings };
  }
  const applied = system.apply(sheet, parsed.event!, settings, path);
  const findings = applyOverrides(applied.findings, overrides);
  if (applied.sheet === undefined || findings.some(isStandingError)) return { accepted: false, sheet, findings };
  return { accepted: true, sheet: system.sheetOf(applied.sheet), findings };
}

/** The same character without its last event: undo is dropping the newest entry and folding again. */
export function withoutLastEvent<T extends CharacterInput>(character: T): T {
  return { ...character, events: character.events.slice(0, -1) };
}
