import { z } from 'zod';
import { Identifier, IsoDate } from '../../model/schemas';
import { error, type Finding } from './findings';

/*
 * Ledger entries every game shares, read by the core and never by a game:
 * they record what happened to the character's creation choices and change
 * no value on the sheet (the sheet is always folded from the creation as it
 * is now). A game's parseEvent and apply never see them.
 */

const envelope = { id: Identifier, date: IsoDate, session: Identifier.optional(), note: z.string().max(2000).optional() };

/** "Finish the character": creation is done; the builder is read-only until it is deliberately reopened. */
export const FinishEvent = z.strictObject({ ...envelope, type: z.literal('finish') });
export type FinishEvent = z.infer<typeof FinishEvent>;

/**
 * A change to the creation choices made after play began, with the reason the
 * game master or player gave: `change` names it ("Strength to +1") and
 * `before` keeps the choices as they were, so the history can show it and
 * removing the entry can put them back.
 */
export const AmendCreationEvent = z.strictObject({
  ...envelope,
  type: z.literal('amend-creation'),
  reason: z.string().trim().min(1, 'must give a reason').max(2000),
  change: z.string().trim().min(1).max(300),
  before: z.record(z.string(), z.unknown()),
});
export type AmendCreationEvent = z.infer<typeof AmendCreationEvent>;

export type CreationEvent = FinishEvent | AmendCreationEvent;

const CreationEventSchema = z.discriminatedUnion('type', [FinishEvent, AmendCreationEvent]);

/** The types of the entries the core reads itself. */
export const CREATION_EVENT_TYPES: readonly string[] = ['finish', 'amend-creation'];

/** True for an entry the core reads itself (see CREATION_EVENT_TYPES), whatever the game. */
export function isCreationEvent(raw: unknown): boolean {
  return raw !== null && typeof raw === 'object' && CREATION_EVENT_TYPES.includes(String((raw as { type?: unknown }).type));
}

/** Reads one of the core's entries; a malformed one becomes a finding at its path. */
export function parseCreationEvent(raw: unknown, path: string): { event?: CreationEvent; findings: Finding[] } {
  const parsed = CreationEventSchema.safeParse(raw);
  if (parsed.success) return { event: parsed.data, findings: [] };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.');
  const at = field ? `${path}.${field}` : path;
  return { findings: [error('ledger.creation-event-invalid', at, `This history entry is malformed${field ? ` (field "${field}" ${issue?.message ?? 'is invalid'})` : ''}; restore the file from the campaign's .backups folder.`)] };
}

/** True once the ledger holds a "finish" entry: the creation choices are done. */
export function isFinished(events: readonly { type?: unknown }[]): boolean {
  return events.some((e) => e.type === 'finish');
}

/** True once play has begun: the ledger holds an entry of the game's own (an award, a purchase, a roll), not only the core's or a game master's override. */
export function hasPlayBegun(events: readonly { type?: unknown }[]): boolean {
  return events.some((e) => !CREATION_EVENT_TYPES.includes(String(e.type)) && e.type !== 'override');
}
