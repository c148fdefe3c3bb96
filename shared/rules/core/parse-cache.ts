import { isCoreEvent, parseCoreEvent, type CoreEvent } from './core-events';
import type { Finding } from './findings';
import type { AnyRuleSystem } from './system';

/*
 * The last ledger each rule system read, remembered so the next fold of the
 * same character reads only what is new. The events of a character file are
 * values: an edit makes a new file, keeping the event objects it did not
 * change and never changing one in place. Folding the same ledger again after
 * one more purchase (or an undo) is the renderer's commonest work, and every
 * event there but the newest is the very object read last time, at the same
 * place, so its result (findings and their paths included) still holds.
 * Comparing by identity costs next to nothing when the character is another
 * one, which is why one ledger per system is remembered and no more.
 */

/**
 * One event read: the game's event, or one of the core's own entries
 * (`core`: finish, amend-creation, override), or the findings that say why it
 * could not be read.
 */
export interface ParsedEvent<E> {
  event?: E;
  core?: CoreEvent;
  findings: Finding[];
}

/** Reads one event: the core reads its own entries (finish, amend-creation, override), the game every other. */
export function readEvent<E>(system: AnyRuleSystem, raw: unknown, path: string): ParsedEvent<E> {
  if (!isCoreEvent(raw)) return system.parseEvent(raw, path) as ParsedEvent<E>;
  const parsed = parseCoreEvent(raw, path);
  return parsed.event ? { core: parsed.event, findings: [] } : { findings: parsed.findings };
}

interface LastRead {
  events: readonly unknown[];
  parsed: ParsedEvent<unknown>[];
}

const lastRead = new WeakMap<AnyRuleSystem, LastRead>();

const eventPaths: string[] = [];
/** Paths of places up to here are kept; a ledger longer than any a campaign keeps has the rest made as needed. */
const KEPT_PATHS = 10_000;

/** "events.<i>", the path of the i-th event: made once per place, as every fold names every event twice. */
export function eventPath(i: number): string {
  const kept = eventPaths[i];
  if (kept !== undefined) return kept;
  if (i >= KEPT_PATHS || !Number.isInteger(i) || i < 0) return `events.${i}`;
  for (let k = eventPaths.length; k <= i; k++) eventPaths.push(`events.${k}`);
  return eventPaths[i]!;
}

/**
 * Every event of a ledger read by `readEvent(system, raw, "events.<i>")`,
 * reusing the results of the previous call for the same events at the same
 * places. Events must not be changed in place after they were read.
 */
export function readLedger<E>(system: AnyRuleSystem, events: readonly unknown[]): ParsedEvent<E>[] {
  const last = lastRead.get(system);
  const count = events.length;
  const parsed: ParsedEvent<E>[] = new Array<ParsedEvent<E>>(count);
  const known = last === undefined ? 0 : Math.min(count, last.events.length);
  let i = 0;
  for (; i < known && events[i] === last!.events[i]; i++) parsed[i] = last!.parsed[i] as ParsedEvent<E>;
  for (; i < count; i++) parsed[i] = readEvent<E>(system, events[i], eventPath(i));
  lastRead.set(system, { events: events.slice(), parsed: parsed as ParsedEvent<unknown>[] });
  return parsed;
}

/*
 * Creation objects and settings, unlike events, are sometimes edited in place
 * by the code that holds them, so one is taken as read only when it is both
 * the same object and the same JSON text as last time; writing JSON is many
 * times cheaper than checking it against a schema. The text is written only
 * when the same object comes back a second time: a file read once (the
 * checker, a campaign opening) never pays for it.
 */
interface Remembered<T> {
  raw: unknown;
  /** The JSON text of `raw` when it was read; undefined until it was seen twice, or when JSON cannot write it. */
  text: string | undefined;
  read: T;
}

/** The JSON text of an object, or undefined for one JSON cannot write (a cycle, a bigint): those are simply read again. */
function jsonOf(raw: object): string | undefined {
  try {
    return JSON.stringify(raw);
  } catch {
    return undefined;
  }
}

function remembered<T>(
  memory: WeakMap<AnyRuleSystem, Remembered<T>>,
  system: AnyRuleSystem,
  raw: unknown,
  read: () => T,
): T {
  const last = memory.get(system);
  const seenBefore = last !== undefined && last.raw === raw && typeof raw === 'object' && raw !== null;
  const text = seenBefore ? jsonOf(raw) : undefined;
  if (text !== undefined && last!.text === text) return last!.read;
  const fresh = read();
  memory.set(system, { raw, text, read: fresh });
  return fresh;
}

const lastCreation = new WeakMap<AnyRuleSystem, Remembered<{ creation?: unknown; findings: Finding[] }>>();
const lastSettings = new WeakMap<AnyRuleSystem, Remembered<{ settings: unknown; findings: Finding[] }>>();

/** `system.parseCreation(raw)`, answered from memory when `raw` is the object read last time, unchanged. */
export function readCreation<C>(system: AnyRuleSystem, raw: unknown): { creation?: C; findings: Finding[] } {
  return remembered(lastCreation, system, raw, () => system.parseCreation(raw)) as {
    creation?: C;
    findings: Finding[];
  };
}

/**
 * `system.parseSettings(raw)`, answered from memory when `raw` has the same JSON text as the settings read last
 * time, whether or not it is the same object: a campaign's settings are a small object, read for every character
 * and every fold, often as a new copy, and writing their text is many times cheaper than checking the schema.
 */
export function readSettings<S>(system: AnyRuleSystem, raw: unknown): { settings: S; findings: Finding[] } {
  const text = raw === undefined ? '' : typeof raw === 'object' && raw !== null ? jsonOf(raw) : undefined;
  const last = lastSettings.get(system);
  if (text !== undefined && last !== undefined && last.text === text)
    return last.read as { settings: S; findings: Finding[] };
  const fresh = system.parseSettings(raw);
  lastSettings.set(system, { raw, text, read: fresh });
  return fresh as { settings: S; findings: Finding[] };
}
