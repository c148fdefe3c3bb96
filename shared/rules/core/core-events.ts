import { z } from 'zod';
import { error, type Finding } from './findings';
import { eventEnvelope } from './reading';

/*
 * Ledger entries every game shares, read by the core and never by a game:
 * "finish" and "amend-creation" record what happened to the character's
 * creation choices, and "override" is a game master accepting one error. None
 * changes a value on the sheet (the sheet is always folded from the creation
 * as it is now). A game's parseEvent and apply never see them.
 */

/** "Finish the character": creation is done; the builder is read-only until it is deliberately reopened. */
export const FinishEvent = z.strictObject({ ...eventEnvelope, type: z.literal('finish') });
export type FinishEvent = z.infer<typeof FinishEvent>;

/**
 * A change to the creation choices made after play began, with the reason the
 * game master or player gave: `change` names it ("Strength to +1") and
 * `before` keeps the choices as they were, so the history can show it and
 * removing the entry can put them back.
 */
export const AmendCreationEvent = z.strictObject({
  ...eventEnvelope,
  type: z.literal('amend-creation'),
  reason: z.string().trim().min(1, 'must give a reason').max(2000),
  change: z.string().trim().min(1).max(300),
  before: z.record(z.string(), z.unknown()),
});
export type AmendCreationEvent = z.infer<typeof AmendCreationEvent>;

/**
 * A game master accepts one error for this character: the finding with this `code` at this `path` stands no
 * longer, and the reason is shown with it on the sheet. The code must be one of the game's (it starts with the
 * game's id) or the ledger's.
 */
export const OverrideEvent = z.strictObject({
  ...eventEnvelope,
  type: z.literal('override'),
  code: z.string().min(1).max(120),
  path: z.string().max(200),
  reason: z.string().trim().min(1, 'must give a reason').max(2000),
});
export type OverrideEvent = z.infer<typeof OverrideEvent>;

export type CreationEvent = FinishEvent | AmendCreationEvent;
export type CoreEvent = CreationEvent | OverrideEvent;

/** Every entry the core reads itself, whatever the game. */
export const CoreEventSchema = z.discriminatedUnion('type', [FinishEvent, AmendCreationEvent, OverrideEvent]);

/** The types of the entries about the creation choices. */
export const CREATION_EVENT_TYPES: readonly string[] = ['finish', 'amend-creation'];
/** The types of every entry the core reads itself. */
export const CORE_EVENT_TYPES: readonly string[] = [...CREATION_EVENT_TYPES, 'override'];

/** True for an entry the core reads itself (see CORE_EVENT_TYPES), whatever the game. */
export function isCoreEvent(raw: unknown): boolean {
  return raw !== null && typeof raw === 'object' && CORE_EVENT_TYPES.includes(String((raw as { type?: unknown }).type));
}

/** Reads one of the core's entries; a malformed one becomes a finding at its path. */
export function parseCoreEvent(raw: unknown, path: string): { event?: CoreEvent; findings: Finding[] } {
  const parsed = CoreEventSchema.safeParse(raw);
  if (parsed.success) return { event: parsed.data, findings: [] };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.');
  const at = field ? `${path}.${field}` : path;
  return {
    findings: [
      error(
        'ledger.core-event-invalid',
        at,
        `This history entry is malformed${field ? ` (field "${field}" ${issue?.message ?? 'is invalid'})` : ''}; correct it or restore the file from the campaign's .backups folder.`,
      ),
    ],
  };
}

/** The findings an override entry itself raises: its code must be the game's (`<id>.`) or the ledger's. */
export function overrideFindings(event: OverrideEvent, gameId: string, path: string): Finding[] {
  if (event.code.startsWith(`${gameId}.`) || event.code.startsWith('ledger.')) return [];
  return [
    error(
      'ledger.override-unknown-code',
      `${path}.code`,
      `"${event.code}" is not a finding code of this game; copy the code from the finding to override.`,
    ),
  ];
}

/** True once the ledger holds a "finish" entry: the creation choices are done. */
export function isFinished(events: readonly { type?: unknown }[]): boolean {
  return events.some((e) => e.type === 'finish');
}

/** True once play has begun: the ledger holds an entry of the game's own (an award, a purchase, a roll), not only the core's. */
export function hasPlayBegun(events: readonly { type?: unknown }[]): boolean {
  return events.some((e) => !CORE_EVENT_TYPES.includes(String(e.type)));
}
