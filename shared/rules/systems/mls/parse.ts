import type { z } from 'zod';
import { error, joinPath, type Finding } from '../../core/findings';
import { isWellFormedCreation } from './creation-guard';
import { isWellFormedEvent } from './event-guard';
import { wellFormedSettings } from './settings-guard';
import { MLS_EVENT_TYPES, MlsCreation, MlsEvent, MlsSettings } from './schemas';

/** Turns schema issues into findings: one per issue, each naming the field and how to fix it. */
export function issuesToFindings(code: string, prefix: string, issues: readonly z.core.$ZodIssue[], fix: string): Finding[] {
  return issues.slice(0, 10).map((issue) => {
    const path = joinPath(prefix, issue.path);
    const field = path || prefix;
    return error(code, field, `Field "${field}" ${lowerFirst(issue.message)}; ${fix}`);
  });
}

function lowerFirst(s: string): string {
  return s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s;
}

/** Reads campaign settings; anything malformed is reported and the book's defaults are used instead. */
export function parseMlsSettings(raw: unknown): { settings: MlsSettings; findings: Finding[] } {
  const settings = wellFormedSettings(raw);
  if (settings !== undefined) return { settings, findings: [] };
  const parsed = MlsSettings.safeParse(raw ?? {});
  if (parsed.success) return { settings: parsed.data, findings: [] };
  return {
    settings: MlsSettings.parse({}),
    findings: issuesToFindings('mls.settings.malformed', 'settings', parsed.error.issues, "fix it in the campaign's settings; the book's defaults are used until then."),
  };
}

/**
 * Reads the creation object. A well-formed one is handed back as it is, not
 * copied (as events are): the sheet copies whatever it keeps of it, and code
 * that edits a creation copies it first.
 */
export function parseMlsCreation(raw: unknown): { creation?: MlsCreation; findings: Finding[] } {
  if (isWellFormedCreation(raw)) return { creation: raw, findings: [] };
  const parsed = MlsCreation.safeParse(raw);
  if (parsed.success) return { creation: parsed.data, findings: [] };
  return { findings: issuesToFindings('mls.creation.malformed', 'creation', parsed.error.issues, 'correct it in the character builder or the file.') };
}

const knownTypes = new Set<string>(MLS_EVENT_TYPES);

/** Reads one ledger event. */
export function parseMlsEvent(raw: unknown, path: string): { event?: MlsEvent; findings: Finding[] } {
  if (isWellFormedEvent(raw)) return { event: raw, findings: [] };
  const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !knownTypes.has(type)) {
    return {
      findings: [
        error('mls.event.unknown-type', `${path}.type`, `Event type "${String(type)}" is not part of the Nutshell MLS (expected one of ${MLS_EVENT_TYPES.join(', ')}); remove or correct the event.`),
      ],
    };
  }
  const parsed = MlsEvent.safeParse(raw);
  if (parsed.success) return { event: parsed.data, findings: [] };
  return { findings: issuesToFindings('mls.event.malformed', path, parsed.error.issues, 'correct or remove the event.') };
}
