import type { CampaignFile, LedgerEvent, PartyAging, PartyAward } from '../../shared/model';
import type { DependentEntry as RulesDependent } from '../../shared/rules/core/awards';
import type { CharacterInput } from '../../shared/rules/core/system';
import type { AnyCharacterEditorStore, PartyLinks } from './character-editor';
import type { EditorLoad } from './kept-editors';

/*
 * What an award to the party and the party's aging share: a record in campaign.json, and one entry naming it in each
 * character's ledger. The entries are written first and the record with them in the same request; a record is taken
 * back with every entry naming it, and the later entries that spent what it gave are named first.
 */

/** A change of campaign.json, worked out from the campaign as it is when the change's turn in the save queue comes. */
export type CampaignChange = (current: CampaignFile) => CampaignFile | undefined;

/** What the party's records need of the open campaign: its file, its characters' editors, and a way to change the file. */
export interface AwardingCampaign {
  readonly campaign: CampaignFile;
  openEditor(id: string, systemId: string): Promise<EditorLoad>;
  /** Changes campaign.json in its turn in the campaign's save queue; true once written. */
  changeCampaign(change: CampaignChange): Promise<boolean>;
  /**
   * Changes campaign.json in the request of the saves of `characters` just asked for, after them and only if all
   * are written; undefined when it cannot go with them and nothing was tried.
   */
  changeCampaignWith(change: CampaignChange, characters: readonly string[]): Promise<boolean | undefined>;
  characterName(id: string): string;
  /** True while the character is in the campaign's list. */
  hasCharacter(id: string): boolean;
}

/** The public parts of an open campaign a party record is written through (the campaign's store has them). */
export interface AwardingHost {
  readonly campaign: CampaignFile;
  readonly characters: ReadonlyMap<string, { name: string }>;
  readonly folder: Pick<AwardingCampaign, 'changeCampaign' | 'changeCampaignWith'>;
  currentEditor(id: string): Promise<EditorLoad>;
}

/** The campaign as the party's records use it, from the public parts of its store. */
export function awardingOf(host: AwardingHost): AwardingCampaign {
  return {
    get campaign() {
      return host.campaign;
    },
    openEditor: (id) => host.currentEditor(id),
    changeCampaign: (change) => host.folder.changeCampaign(change),
    changeCampaignWith: (change, characters) => host.folder.changeCampaignWith(change, characters),
    characterName: (id) => host.characters.get(id)?.name ?? id,
    hasCharacter: (id) => host.characters.has(id),
  };
}

/** A later entry that spent points a record gave: undoing the record refuses it unless it goes first. */
export interface DependentEntry {
  /** The character's id and name. */
  character: string;
  name: string;
  /** Its place in the ledger (from 0), and the entry itself, for the game's words. */
  index: number;
  event: LedgerEvent;
  /** The character's sheet just before the entry, so its words can name what it trained or bought. */
  before?: unknown;
}

export type AwardOutcome =
  { ok: true; message: string } | { ok: false; message: string; dependents?: DependentEntry[] };

/** One character's entry in a party record: what Undo calls it, and the entry's own fields (its type first). */
export interface PartyEntry {
  label: string;
  payload: { type: string } & Record<string, unknown>;
}

/** The entries an undo history kept by character (read back after a reload), each checked to be an entry. */
export function keptPartyEntries(kept: unknown): Map<string, PartyEntry> {
  const entries = new Map<string, PartyEntry>();
  if (kept === null || typeof kept !== 'object') return entries;
  for (const [character, entry] of Object.entries(kept)) {
    const e = entry as Partial<PartyEntry> | null;
    if (typeof e?.label === 'string' && typeof e.payload?.type === 'string') entries.set(character, e as PartyEntry);
  }
  return entries;
}

/** Every character's editor, opened all at once; the first that fails is named. */
export async function editorsOf(
  campaign: AwardingCampaign,
  ids: readonly string[],
): Promise<{ editors: AnyCharacterEditorStore[] } | { failed: string }> {
  const loads = await Promise.all(ids.map((id) => campaign.openEditor(id, campaign.campaign.system)));
  const editors: AnyCharacterEditorStore[] = [];
  for (const [index, load] of loads.entries()) {
    if (load.state !== 'ready')
      return {
        failed: `${campaign.characterName(ids[index]!)} could not be opened: ${load.state === 'failed' ? load.message : 'it is still loading'}`,
      };
    editors.push(load.editor as AnyCharacterEditorStore);
  }
  return { editors };
}

/** "Ragna, Bjorn and Ulf". */
export function namesText(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A party record being written: its entries, how an entry names it, and the campaign file with it. */
export interface RecordPlan {
  /** Each character's entry, in the order chosen. */
  entries: readonly ({ character: string } & PartyEntry)[];
  /** The envelope field that names the record in each entry, and the record's id. */
  field: 'award' | 'aging';
  id: string;
  date: string;
  session?: string | undefined;
  /** "the award of 28 Nov 2026"; what the record and each entry are called: "award" and "share". */
  name: string;
  kind: string;
  entry: string;
  /** The campaign file with the record, for the characters whose entry was written. */
  withRecord(characters: readonly string[]): CampaignChange;
  /** What the outcome says once the record is written, for the characters whose entry was. */
  describe(characters: readonly string[]): string;
}

/**
 * Writes a party record: each entry to its character's ledger, naming the record, then the record to campaign.json
 * with them, in the same request when it can be. An entry the rules refuse takes back those recorded before it, and
 * nothing is kept. An entry that could not be saved is taken back and left out of the record, so every character the
 * record lists has its entry.
 */
export async function writeRecord(campaign: AwardingCampaign, plan: RecordPlan): Promise<AwardOutcome> {
  const opened = await editorsOf(
    campaign,
    plan.entries.map((e) => e.character),
  );
  if ('failed' in opened) return { ok: false, message: `${opened.failed}. No ${plan.entry} was written.` };
  const names = (e: LedgerEvent) => e[plan.field] === plan.id;
  const written: AnyCharacterEditorStore[] = [];
  for (const [index, editor] of opened.editors.entries()) {
    const entry = plan.entries[index]!;
    const tried = editor.record(
      entry.label,
      { ...entry.payload, [plan.field]: plan.id },
      { date: plan.date, ...(plan.session ? { session: plan.session } : {}) },
    );
    if (!tried.accepted) {
      for (const done of written) done.removeEntries(`take back ${plan.name}`, names);
      const why = tried.findings[0]?.message ?? 'the rules refused it.';
      return {
        ok: false,
        message: `${editor.file.name}'s ${plan.entry} could not be recorded: ${why} No ${plan.entry} was kept.`,
      };
    }
    written.push(editor);
  }
  const ids = written.map((e) => e.file.id);
  // The entries are saved, and the record goes with them in the same request when it can: written after them, and
  // only if every one of them was.
  const saves = Promise.all(written.map((e) => e.flush()));
  const together = await campaign.changeCampaignWith(plan.withRecord(ids), ids);
  const notSaved = {
    ok: false,
    message: `The ${plan.entry}s were written to the characters, but the campaign file could not be saved; see the message above and try again.`,
  } as const;
  if (together !== undefined) return together ? { ok: true, message: plan.describe(ids) } : notSaved;
  // Otherwise once the saves have settled (an entry that met a change made elsewhere waits for the user's answer),
  // for the entries that were saved: one not saved is taken back, so it cannot be saved later without its record.
  await saves;
  const unsaved = written.filter((e) => e.hasUnsavedEdits || !e.file.events.some(names));
  for (const editor of unsaved) editor.removeEntries(`take back the unsaved ${plan.entry} of ${plan.name}`, names);
  if (unsaved.length === written.length)
    return {
      ok: false,
      message: `No ${plan.entry} could be saved, so no ${plan.kind} was made; see the message above.`,
    };
  const kept = ids.filter((id) => !unsaved.some((e) => e.file.id === id));
  if (!(await campaign.changeCampaign(plan.withRecord(kept)))) return notSaved;
  const left =
    unsaved.length === 0
      ? ''
      : ` ${unsaved.map((e) => e.file.name).join(', ')} got no ${plan.entry}: it could not be saved.`;
  return { ok: true, message: `${plan.describe(kept)}${left}` };
}

/** A party record being taken back: who holds an entry naming it, and the campaign file without it. */
export interface UndoPlan {
  /** The characters whose ledgers hold an entry naming the record (not those who took theirs back). */
  holders: readonly string[];
  field: 'award' | 'aging';
  id: string;
  /** "the award of 28 Nov 2026"; what the record and each entry are called: "award" and "share". */
  name: string;
  kind: string;
  entry: string;
  /** The ledger without the record's entry, and the later entries that stand only because of it. */
  without(editor: AnyCharacterEditorStore): { dependents: RulesDependent[]; found: boolean };
  /** The campaign without the record; and with it kept for `characters`, whose entries could not be taken out. */
  withoutRecord: CampaignChange;
  keptFor(characters: readonly string[]): CampaignChange;
  /** Each character's entry as it was, before it is taken out, so the record can be made again exactly. */
  removing?(character: string, entry: LedgerEvent): void;
}

/**
 * Takes back a party record: every entry naming it is taken out of its character's ledger and the record out of
 * campaign.json. When a later entry was paid with what it gave, nothing is changed and the outcome names each such
 * entry, unless `withDependents` is set: then those go too, one undo step per character. (Taking them out changes
 * nothing else: without the record's entry they would be refused, and a refused entry changes nothing.)
 */
export async function undoRecord(
  campaign: AwardingCampaign,
  plan: UndoPlan,
  options: { withDependents?: boolean } = {},
): Promise<AwardOutcome> {
  const opened = await editorsOf(campaign, plan.holders);
  if ('failed' in opened) return { ok: false, message: `${opened.failed}. The ${plan.kind} was left as it is.` };
  const dependents: DependentEntry[] = [];
  const plans = opened.editors.map((editor) => {
    const found = plan.without(editor);
    const sheets = editor.evaluation.sheets;
    for (const d of found.dependents) {
      dependents.push({
        character: editor.file.id,
        name: editor.file.name,
        index: d.index,
        event: editor.file.events[d.index]!,
        before: sheets?.[d.index],
      });
    }
    return { editor, found: found.found, gone: new Set(found.dependents.map((d) => d.id)) };
  });
  if (dependents.length > 0 && !options.withDependents) return dependentsOutcome(plan.kind, dependents);
  const names = (e: LedgerEvent) => e[plan.field] === plan.id;
  const changed: AnyCharacterEditorStore[] = [];
  for (const { editor, found, gone } of plans) {
    if (!found && gone.size === 0) continue;
    const entry = editor.file.events.find(names);
    if (entry) plan.removing?.(editor.file.id, entry);
    const paid =
      gone.size === 0 ? '' : ` and ${gone.size === 1 ? 'the entry' : `the ${gone.size} entries`} it paid for`;
    editor.removeEntries(`take back ${plan.name}${paid}`, (e) => names(e) || gone.has(e.id), {
      undo: `Put back the ${plan.entry} of ${plan.name}${paid}`,
    });
    changed.push(editor);
  }
  const saves = Promise.all(plans.map((p) => p.editor.flush()));
  let saved = await campaign.changeCampaignWith(
    plan.withoutRecord,
    changed.map((e) => e.file.id),
  );
  if (saved === undefined) {
    // Once the saves have settled: an entry still in its ledger (the user kept the version on disk, or the disk
    // refused the change) keeps the record for that character, so no entry is left without its record.
    await saves;
    const kept = changed.filter((e) => e.hasUnsavedEdits || e.file.events.some(names));
    if (kept.length > 0) {
      if (!(await campaign.changeCampaign(plan.keptFor(kept.map((e) => e.file.id))))) return undoNotSaved(plan.entry);
      return {
        ok: false,
        message: `The ${plan.kind} was taken back, except from ${kept.map((e) => e.file.name).join(', ')}: that change could not be saved, so the ${plan.kind} stays for ${kept.length === 1 ? 'that character' : 'them'}. Undo the ${plan.kind} again to try once more.`,
      };
    }
    saved = await campaign.changeCampaign(plan.withoutRecord);
  }
  if (!saved) return undoNotSaved(plan.entry);
  const also =
    dependents.length === 0
      ? ''
      : ` ${dependents.length === 1 ? 'The entry' : `The ${dependents.length} entries`} it paid for went with it.`;
  return { ok: true, message: `Undid ${plan.name}: every ${plan.entry} was taken back.${also}` };
}

function undoNotSaved(entry: string): AwardOutcome {
  return {
    ok: false,
    message: `The ${entry}s were taken out of the characters, but the campaign file could not be saved; see the message above and try again.`,
  };
}

function dependentsOutcome(kind: string, dependents: DependentEntry[]): AwardOutcome {
  // The entries themselves are listed in the game's words beside the message (the panel's list).
  const whose = namesText([...new Set(dependents.map((d) => d.name))]);
  const one = dependents.length === 1;
  return {
    ok: false,
    message: `The ${kind} cannot be undone on its own: ${one ? 'a later entry' : `${dependents.length} later entries`} of ${whose}, listed below, spent points it gave. Undo ${one ? 'that entry' : 'those entries'} first, or undo ${one ? 'it' : 'them'} with the ${kind}.`,
    dependents,
  };
}

/** The part of a character file the rules fold, for `withoutShare` and `withoutAgingStep`. */
export function inputOf(editor: AnyCharacterEditorStore): CharacterInput {
  return editor.file;
}

/**
 * The campaign's records of awards and agings as a character's editor sees them (`PartyLinks`): which of its entries
 * a record still counts, and the notes of a share or step taken back on the character's own page, or put back.
 */
export function partyLinksOf(
  folder: { readonly campaign: CampaignFile; changeCampaign(change: CampaignChange): Promise<boolean> },
  today: () => string,
): PartyLinks {
  const awardOf = (e: LedgerEvent) =>
    e.award === undefined ? undefined : folder.campaign.awards?.find((a) => a.id === e.award);
  const agingOf = (e: LedgerEvent) =>
    e.aging === undefined ? undefined : folder.campaign.agings?.find((a) => a.id === e.aging);
  const takenBy = (record: { takenBack?: readonly { character: string }[] | undefined }, character: string) =>
    record.takenBack?.some((t) => t.character === character) === true;
  const counts = (character: string, e: LedgerEvent): boolean => {
    const award = awardOf(e);
    if (award) return award.shares[character] !== undefined && !takenBy(award, character);
    const aging = agingOf(e);
    return aging !== undefined && aging.members.includes(character) && !takenBy(aging, character);
  };
  /** `campaign` with each record the entries name changed by `change`, or undefined when none changes. */
  const changed = (
    campaign: CampaignFile,
    entries: readonly LedgerEvent[],
    change: <R extends PartyAward | PartyAging>(record: R, kind: 'award' | 'aging') => R,
  ): CampaignFile | undefined => {
    const awardIds = new Set(entries.flatMap((e) => (e.award === undefined ? [] : [e.award])));
    const agingIds = new Set(entries.flatMap((e) => (e.aging === undefined ? [] : [e.aging])));
    const awards = campaign.awards?.map((a) => (awardIds.has(a.id) ? change(a, 'award') : a));
    const agings = campaign.agings?.map((a) => (agingIds.has(a.id) ? change(a, 'aging') : a));
    const same =
      (awards ?? []).every((a, i) => a === campaign.awards![i]) &&
      (agings ?? []).every((a, i) => a === campaign.agings![i]);
    return same ? undefined : { ...campaign, ...(awards ? { awards } : {}), ...(agings ? { agings } : {}) };
  };
  return {
    counted: (character, entries) => entries.filter((e) => counts(character, e)),
    recorded: (e) => awardOf(e) !== undefined || agingOf(e) !== undefined,
    takeBack: (character, entries) => {
      const date = today();
      return folder.changeCampaign((current) =>
        changed(current, entries, (record, kind) => {
          if (takenBy(record, character)) return record;
          const row =
            kind === 'award'
              ? { character, date, points: (record as PartyAward).shares[character] ?? 0 }
              : { character, date };
          return { ...record, takenBack: [...(record.takenBack ?? []), row] };
        }),
      );
    },
    putBack: (character, entries) =>
      folder.changeCampaign((current) =>
        changed(current, entries, (record) => {
          if (!takenBy(record, character)) return record;
          const rows = record.takenBack!.filter((t) => t.character !== character);
          const { takenBack: _, ...rest } = record;
          return (rows.length > 0 ? { ...rest, takenBack: rows } : rest) as typeof record;
        }),
      ),
  };
}
