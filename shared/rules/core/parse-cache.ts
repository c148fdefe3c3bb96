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

/** One event read by its system: the event, or the findings that say why it could not be read. */
export interface ParsedEvent<E> {
  event?: E;
  findings: Finding[];
}

interface LastRead {
  events: readonly unknown[];
  parsed: ParsedEvent<unknown>[];
}

const lastRead = new WeakMap<AnyRuleSystem, LastRead>();

/**
 * Every event of a ledger read by `system.parseEvent(raw, "events.<i>")`,
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
  for (; i < count; i++) parsed[i] = system.parseEvent(events[i], `events.${i}`) as ParsedEvent<E>;
  lastRead.set(system, { events: events.slice(), parsed: parsed as ParsedEvent<unknown>[] });
  return parsed;
}

/*
 * Creation objects and settings, unlike events, are sometimes edited in place
 * by the code that holds them, so one is taken as read only when it is both
 * the same object and the same JSON text as last time; writing JSON is many
 * times cheaper than checking it against a schema.
 */
interface Remembered<T> {
  raw: unknown;
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

function remembered<T>(memory: WeakMap<AnyRuleSystem, Remembered<T>>, system: AnyRuleSystem, raw: unknown, read: () => T): T {
  const last = memory.get(system);
  const text = typeof raw === 'object' && raw !== null ? jsonOf(raw) : undefined;
  if (last !== undefined && text !== undefined && last.raw === raw && last.text === text) return last.read;
  const fresh = read();
  memory.set(system, { raw, text, read: fresh });
  return fresh;
}

const lastCreation = new WeakMap<AnyRuleSystem, Remembered<{ creation?: unknown; findings: Finding[] }>>();
const lastSettings = new WeakMap<AnyRuleSystem, Remembered<{ settings: unknown; findings: Finding[] }>>();

/** `system.parseCreation(raw)`, answered from memory when `raw` is the object read last time, unchanged. */
export function readCreation<C>(system: AnyRuleSystem, raw: unknown): { creation?: C; findings: Finding[] } {
  return remembered(lastCreation, system, raw, () => system.parseCreation(raw)) as { creation?: C; findings: Finding[] };
}

/** `system.parseSettings(raw)`, answered from memory when `raw` is the object read last time, unchanged. */
export function readSettings<S>(system: AnyRuleSystem, raw: unknown): { settings: S; findings: Finding[] } {
  return remembered(lastSettings, system, raw, () => system.parseSettings(raw)) as { settings: S; findings: Finding[] };
}
