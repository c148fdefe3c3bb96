import type { z } from 'zod';
import { error, joinPath, warning, type Finding } from '../../core/findings';
import { BOOK_TRAIT_IDS, GIFTS, REVISED_RENAMES } from './tables';
import { HURSAGMU_EVENT_TYPES, HursagmuCreation, HursagmuEvent, HursagmuSettings } from './schemas';

/** Turns schema issues into findings: one per issue, each naming the field and how to fix it. */
function issuesToFindings(code: string, prefix: string, issues: readonly z.core.$ZodIssue[], fix: string): Finding[] {
  return issues.slice(0, 10).map((issue) => {
    const path = joinPath(prefix, issue.path);
    const message = issue.message.length > 0 ? issue.message[0]!.toLowerCase() + issue.message.slice(1) : issue.message;
    return error(code, path, `Field "${path}" ${message}; ${fix}`);
  });
}

const traitIds = new Set<string>([...BOOK_TRAIT_IDS, ...Object.values(REVISED_RENAMES).map((r) => r.id)]);
const giftIds = new Set<string>([...Object.keys(GIFTS), 'intuition']);

/** Settings that parse but cannot mean what The Master intended: adding what the book has, dropping what it lacks. */
function settingsWarnings(s: HursagmuSettings): Finding[] {
  const out: Finding[] = [];
  s.addedTraits.forEach((t, i) => {
    if (traitIds.has(t.id)) out.push(warning('hursagmu.settings.trait-exists', `settings.addedTraits.${i}.id`, `The book already has the trait "${t.id}"; give the campaign's trait another id or remove it.`));
  });
  s.droppedTraits.forEach((id, i) => {
    if (!traitIds.has(id)) out.push(warning('hursagmu.settings.unknown-trait', `settings.droppedTraits.${i}`, `The book has no trait "${id}" to drop; correct the id or remove it.`));
  });
  s.addedGifts.forEach((g, i) => {
    if (giftIds.has(g.id)) out.push(warning('hursagmu.settings.gift-exists', `settings.addedGifts.${i}.id`, `The book already has the gift "${g.id}"; give the campaign's gift another id or remove it.`));
  });
  s.droppedGifts.forEach((id, i) => {
    if (!giftIds.has(id)) out.push(warning('hursagmu.settings.unknown-gift', `settings.droppedGifts.${i}`, `The book has no gift "${id}" to drop; correct the id or remove it.`));
  });
  return out;
}

/** Reads campaign settings; anything malformed is reported and the project's defaults are used instead. */
export function parseHursagmuSettings(raw: unknown): { settings: HursagmuSettings; findings: Finding[] } {
  const parsed = HursagmuSettings.safeParse(raw ?? {});
  if (parsed.success) return { settings: parsed.data, findings: settingsWarnings(parsed.data) };
  return {
    settings: HursagmuSettings.parse({}),
    findings: issuesToFindings('hursagmu.settings.malformed', 'settings', parsed.error.issues, "fix it in the campaign's settings; the defaults are used until then."),
  };
}

/** Reads the creation object. */
export function parseHursagmuCreation(raw: unknown): { creation?: HursagmuCreation; findings: Finding[] } {
  const parsed = HursagmuCreation.safeParse(raw);
  if (parsed.success) return { creation: parsed.data, findings: [] };
  return { findings: issuesToFindings('hursagmu.creation.malformed', 'creation', parsed.error.issues, 'correct it in the character builder or the file.') };
}

const knownTypes = new Set<string>(HURSAGMU_EVENT_TYPES);

/** Reads one ledger event. */
export function parseHursagmuEvent(raw: unknown, path: string): { event?: HursagmuEvent; findings: Finding[] } {
  const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !knownTypes.has(type)) {
    return {
      findings: [error('hursagmu.event.unknown-type', `${path}.type`, `Event type "${String(type)}" is not part of HURSAGMU (expected one of ${HURSAGMU_EVENT_TYPES.join(', ')}); remove or correct the event.`)],
    };
  }
  const parsed = HursagmuEvent.safeParse(raw);
  if (parsed.success) return { event: parsed.data, findings: [] };
  return { findings: issuesToFindings('hursagmu.event.malformed', path, parsed.error.issues, 'correct or remove the event.') };
}
