import { z } from 'zod';
import { Identifier, IsoDate } from '../../model/schemas';
import { compileGuard } from './compiled-guard';
import { error, joinPath, type Finding } from './findings';

/*
 * What every game reads the same way: the envelope of a ledger entry, and a
 * schema's issues turned into findings. A game declares its schemas and gets
 * its three readers (settings, creation, event) from `gameReaders`.
 */

/**
 * The fields every ledger entry has, whatever its game: `id`, `date`, the `session` it belongs to, a `note`, and
 * for a share of an award made to the party, the `award` in campaign.json it comes from, and for a step of the
 * party's aging, the `aging` in campaign.json it belongs to.
 */
export const eventEnvelope = {
  id: Identifier,
  date: IsoDate,
  session: Identifier.optional(),
  note: z.string().max(2000).optional(),
  award: Identifier.optional(),
  aging: Identifier.optional(),
};

/** One kind of ledger entry: the envelope, its `type`, and the fields of its own. Unknown fields are refused. */
export function ev<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject({ ...eventEnvelope, type: z.literal(type), ...shape });
}

/** At most this many findings for one malformed object: the first ones say what to fix. */
const MAX_ISSUES = 10;

/** Turns schema issues into findings: one per issue (at most ten), each naming the field and how to fix it. */
export function issuesToFindings(
  code: string,
  prefix: string,
  issues: readonly z.core.$ZodIssue[],
  fix: string,
): Finding[] {
  return issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = joinPath(prefix, issue.path);
    return error(code, path, `Field "${path}" ${lowerFirst(issue.message)}; ${fix}`);
  });
}

function lowerFirst(s: string): string {
  return s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s;
}

/** What a game declares so that the core can read its files. */
export interface GameFiles<Settings, Creation, Event> {
  /** The game's id: the prefix of its finding codes ("mls" gives "mls.event.malformed"). */
  id: string;
  /** The game's name in messages, e.g. "the Nutshell MLS". */
  name: string;
  settings: z.ZodType<Settings>;
  creation: z.ZodType<Creation>;
  /** A discriminated union of the game's own entries, keyed by `type`. */
  event: z.ZodType<Event> & { options: readonly z.ZodObject[] };
  /** What the campaign's defaults are called where malformed settings fall back to them, e.g. "the book's defaults". */
  defaultsAre: string;
  /** Findings about settings that parse but cannot mean what was intended. */
  settingsWarnings?(settings: Settings): Finding[];
}

/** The three readers of `RuleSystem`, made from a game's schemas. */
export interface GameReaders<Settings, Creation, Event> {
  parseSettings(raw: unknown): { settings: Settings; findings: Finding[] };
  parseCreation(raw: unknown): { creation?: Creation; findings: Finding[] };
  parseEvent(raw: unknown, path: string): { event?: Event; findings: Finding[] };
  /** The types of the game's own entries, in the order its schema lists them. */
  eventTypes: readonly string[];
}

/** The type names of a discriminated union of ledger entries. */
export function eventTypesOf(union: { options: readonly z.ZodObject[] }): string[] {
  return union.options.map((o) => String((o.shape.type as z.ZodLiteral<string>).value));
}

/**
 * A game's readers: anything malformed becomes findings with codes `<id>.settings.malformed`,
 * `<id>.creation.malformed`, `<id>.event.unknown-type` and `<id>.event.malformed`; settings fall back to the
 * defaults. Every game gets the same fast path: its creation and event schemas compiled once into checks
 * (compiled-guard.ts) that vouch for the common well-formed value without building a parse, which is then handed
 * back as it is; whatever they cannot vouch for goes to the schema, which gives the value or the findings.
 */
export function gameReaders<Settings, Creation, Event>(
  game: GameFiles<Settings, Creation, Event>,
): GameReaders<Settings, Creation, Event> {
  const fast = { creation: compileGuard(game.creation), event: compileGuard(game.event) };
  const eventTypes = eventTypesOf(game.event);
  const known = new Set(eventTypes);
  const warn = game.settingsWarnings ?? (() => []);
  return {
    eventTypes,
    parseSettings(raw) {
      const parsed = game.settings.safeParse(raw ?? {});
      if (parsed.success) return { settings: parsed.data, findings: warn(parsed.data) };
      return {
        settings: game.settings.parse({}),
        findings: issuesToFindings(
          `${game.id}.settings.malformed`,
          'settings',
          parsed.error.issues,
          `fix it in the campaign's settings; ${game.defaultsAre} are used until then.`,
        ),
      };
    },
    parseCreation(raw) {
      if (fast.creation(raw)) return { creation: raw, findings: [] };
      const parsed = game.creation.safeParse(raw);
      if (parsed.success) return { creation: parsed.data, findings: [] };
      return {
        findings: issuesToFindings(
          `${game.id}.creation.malformed`,
          'creation',
          parsed.error.issues,
          'correct it in the character builder or the file.',
        ),
      };
    },
    parseEvent(raw, path) {
      if (fast.event(raw)) return { event: raw, findings: [] };
      const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
      if (typeof type !== 'string' || !known.has(type)) {
        return {
          findings: [
            error(
              `${game.id}.event.unknown-type`,
              `${path}.type`,
              `Event type "${String(type)}" is not part of ${game.name} (expected one of ${eventTypes.join(', ')}); remove or correct the event.`,
            ),
          ],
        };
      }
      const parsed = game.event.safeParse(raw);
      if (parsed.success) return { event: parsed.data as Event, findings: [] };
      return {
        findings: issuesToFindings(
          `${game.id}.event.malformed`,
          path,
          parsed.error.issues,
          'correct or remove the event.',
        ),
      };
    },
  };
}
