import type { CampaignFile, LedgerEvent, PartyAward } from '../../shared/model';
import { carriedToNext, divideAward, withoutShare } from '../../shared/rules/core/awards';
import type { AnyRuleSystem, PartyAwards } from '../../shared/rules/core/system';
import { getRuleSystem } from '../../shared/rules/registry';
import { calendarDate, capitalise } from '../base/format';
import { randomTail } from '../base/random-tail';
import type { AnyCharacterEditorStore } from './character-editor';
import type { EditorLoad } from './kept-editors';

/** What the awards need of the open campaign: its file, its characters' editors, and a way to write the file. */
export interface AwardingCampaign {
  readonly campaign: CampaignFile;
  openEditor(id: string, systemId: string): Promise<EditorLoad>;
  writeCampaign(next: CampaignFile): Promise<boolean>;
  /**
   * Writes campaign.json in the request of the saves of `characters` just asked for, after them and only if all
   * are written; undefined when it cannot go with them and nothing was tried.
   */
  writeCampaignWith(next: CampaignFile, characters: readonly string[]): Promise<boolean | undefined>;
  characterName(id: string): string;
  /** True while the character is in the campaign's list. */
  hasCharacter(id: string): boolean;
}

/** An award as the game master fills in the form. */
export interface AwardRequest {
  points: number;
  /** Ids of the characters present, in the list's order. */
  present: string[];
  date: string;
  session?: string;
  note?: string;
}

/** "the award of 28 Nov 2026": an award as Undo, Redo and the messages name it. */
export function awardName(award: Pick<PartyAward, 'date'>): string {
  return `the award of ${calendarDate(award.date)}`;
}

/** A later entry that spent points an award gave: undoing the award refuses it unless it goes first. */
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

export type AwardOutcome = { ok: true; message: string } | { ok: false; message: string; dependents?: DependentEntry[] };

/** The game's rules for awards to the party, or undefined when its awards are each character's own. */
export function partyAwardsOf(campaign: CampaignFile): { system: AnyRuleSystem; awards: PartyAwards } | undefined {
  const system = getRuleSystem(campaign.system);
  return system?.partyAwards ? { system, awards: system.partyAwards } : undefined;
}

/** What the form shows before the award is made: each share, and what is carried to the next award. */
export function previewAward(
  campaign: CampaignFile,
  points: number,
  present: readonly string[],
): { shares: Record<string, number>; remainder: number; carriedIn: number } | undefined {
  const rules = partyAwardsOf(campaign);
  if (!rules || present.length === 0 || !Number.isSafeInteger(points) || points < 1) return undefined;
  const carriedIn = rules.awards.division.kind === 'divide' && rules.awards.division.carryRemainder ? carriedToNext(campaign.awards ?? []) : 0;
  return { ...divideAward(rules.awards.division, points, present, carriedIn), carriedIn };
}

/**
 * An id for a new award: its date and a random tail ("award-2026-11-23-k3x9q2"), unique in the campaign and never
 * the same as an award another machine makes on the same day (a date and a counter made the same id on both).
 */
function awardId(date: string, awards: readonly PartyAward[]): string {
  let id: string;
  do id = `award-${date.slice(0, 10)}-${randomTail()}`;
  while (awards.some((a) => a.id === id));
  return id;
}

/** Every character's editor, opened all at once; the first that fails is named. */
async function editorsOf(campaign: AwardingCampaign, ids: readonly string[]): Promise<{ editors: AnyCharacterEditorStore[] } | { failed: string }> {
  const loads = await Promise.all(ids.map((id) => campaign.openEditor(id, campaign.campaign.system)));
  const editors: AnyCharacterEditorStore[] = [];
  for (const [index, load] of loads.entries()) {
    if (load.state !== 'ready') return { failed: `${campaign.characterName(ids[index]!)} could not be opened: ${load.state === 'failed' ? load.message : 'it is still loading'}` };
    editors.push(load.editor as AnyCharacterEditorStore);
  }
  return { editors };
}

/**
 * Makes an award to the characters present: each share is written to its character's ledger, naming the award,
 * then the award to campaign.json. A share the rules refuse takes back the shares recorded before it, and nothing
 * is kept. A share that could not be saved (its file changed elsewhere and the user kept the other version, or
 * the disk refused it) is taken back and left out of the award, so every share an award lists is in its ledger.
 */
export async function makeAward(campaign: AwardingCampaign, request: AwardRequest): Promise<AwardOutcome> {
  const rules = partyAwardsOf(campaign.campaign);
  if (!rules) return { ok: false, message: 'This game has no awards to the whole party; record each character’s award on its Advance page.' };
  const preview = previewAward(campaign.campaign, request.points, request.present);
  if (!preview)
    return { ok: false, message: request.present.length === 0 ? 'Tick at least one character present to make an award.' : 'Type the points to award, a whole number from 1.' };
  const awards = campaign.campaign.awards ?? [];
  const award: PartyAward = {
    id: awardId(request.date, awards),
    date: request.date,
    ...(request.session ? { session: request.session } : {}),
    ...(request.note ? { note: request.note } : {}),
    points: request.points,
    carriedIn: preview.carriedIn,
    shares: preview.shares,
    remainder: preview.remainder,
  };
  return recordAward(campaign, rules, award, (shares) => describeShares(campaign, rules.awards.name, { ...preview, shares }));
}

/**
 * Makes again an award that was taken back, exactly as it was: the same id, date, session and note, and the same
 * share for each character, whatever the division would give now. Only the newest award can be made again, so
 * what it carried to the next award is still the next award's to carry.
 */
export async function remakeAward(campaign: AwardingCampaign, award: PartyAward): Promise<AwardOutcome> {
  const rules = partyAwardsOf(campaign.campaign);
  if (!rules) return { ok: false, message: 'This game has no awards to the whole party; record each character’s award on its Advance page.' };
  const awards = campaign.campaign.awards ?? [];
  if (awards.some((a) => a.id === award.id)) return { ok: false, message: `${capitalise(awardName(award))} is already in the campaign; nothing was changed.` };
  const gone = Object.keys(award.shares).filter((id) => !campaign.hasCharacter(id));
  if (gone.length > 0) {
    const names = gone.map((id) => campaign.characterName(id)).join(', ');
    return {
      ok: false,
      message: `${capitalise(awardName(award))} cannot be made again: ${names} ${gone.length === 1 ? 'is' : 'are'} no longer in the campaign. Make a new award instead.`,
    };
  }
  return recordAward(campaign, rules, award, (shares) => `Made ${awardName(award)} again: ${sharesText(campaign, { shares, remainder: award.remainder })}.`);
}

/**
 * Writes an award: each share to its character's ledger, naming the award, then the award to campaign.json. A share
 * the rules refuse takes back the shares recorded before it, and nothing is kept. A share that could not be saved is
 * taken back and left out of the award, so every share an award lists is in its ledger.
 */
async function recordAward(
  campaign: AwardingCampaign,
  rules: { awards: PartyAwards },
  award: PartyAward,
  describe: (shares: Record<string, number>) => string,
): Promise<AwardOutcome> {
  const id = award.id;
  const awards = campaign.campaign.awards ?? [];
  const present = Object.keys(award.shares);
  const opened = await editorsOf(campaign, present);
  if ('failed' in opened) return { ok: false, message: `${opened.failed}. No share was written.` };
  const written: AnyCharacterEditorStore[] = [];
  for (const editor of opened.editors) {
    const share = award.shares[editor.file.id]!;
    const payload = { ...rules.awards.share(share), award: id, ...(award.note ? { note: award.note } : {}) };
    const tried = editor.record(`receive ${share} from ${awardName(award)}`, payload, { date: award.date, ...(award.session ? { session: award.session } : {}) });
    if (!tried.accepted) {
      for (const done of written) done.removeLastEvent();
      const why = tried.findings[0]?.message ?? 'the rules refused it';
      return { ok: false, message: `${editor.file.name}'s share could not be recorded: ${why} No share was kept.` };
    }
    written.push(editor);
  }
  const withAward = (shares: Record<string, number>) => ({ ...campaign.campaign, awards: [...awards, { ...award, shares }] });
  // The shares are saved, and the award goes with them in the same request when it can: written after them, and
  // only if every one of them was.
  const saves = Promise.all(written.map((e) => e.flush()));
  const together = await campaign.writeCampaignWith(
    withAward(award.shares),
    written.map((e) => e.file.id),
  );
  if (together !== undefined) return together ? { ok: true, message: describe(award.shares) } : NOT_SAVED;
  // Otherwise once the saves have settled (a share that met a change made elsewhere waits for the user's answer),
  // for the shares that were saved: a share not saved is taken back, so it cannot be saved later without its award.
  await saves;
  const unsaved = written.filter((e) => e.hasUnsavedEdits || !e.file.events.some((event) => event.award === id));
  for (const editor of unsaved) editor.removeEntries(`take back the unsaved share of ${awardName(award)}`, (event) => event.award === id);
  if (unsaved.length === written.length) return { ok: false, message: 'No share could be saved, so no award was made; see the message above.' };
  const shares = Object.fromEntries(Object.entries(award.shares).filter(([character]) => !unsaved.some((e) => e.file.id === character)));
  if (!(await campaign.writeCampaign(withAward(shares)))) return NOT_SAVED;
  const left = unsaved.length === 0 ? '' : ` ${unsaved.map((e) => e.file.name).join(', ')} got no share: it could not be saved.`;
  return { ok: true, message: `${describe(shares)}${left}` };
}

const UNDO_NOT_SAVED: AwardOutcome = {
  ok: false,
  message: 'The shares were taken out of the characters, but the campaign file could not be saved; see the message above and try again.',
};

const NOT_SAVED: AwardOutcome = {
  ok: false,
  message: 'The shares were written to the characters, but the campaign file could not be saved; see the message above and try again.',
};

function describeShares(campaign: AwardingCampaign, name: string, preview: { shares: Record<string, number>; remainder: number }): string {
  return `Awarded ${name.toLowerCase()}: ${sharesText(campaign, preview)}.`;
}

/** "Ragna 5, Bjorn 5; 2 carried to the next award". */
function sharesText(campaign: AwardingCampaign, award: { shares: Record<string, number>; remainder: number }): string {
  const parts = Object.entries(award.shares).map(([id, points]) => `${campaign.characterName(id)} ${points}`);
  const carried = award.remainder > 0 ? `; ${award.remainder} carried to the next award` : '';
  return `${parts.join(', ')}${carried}`;
}

/**
 * Undoes the newest award: every share is taken out of its character's ledger and the award out of campaign.json.
 * When a later entry was paid with a share, nothing is changed and the outcome names each such entry, unless
 * `withDependents` is set: then those entries are taken out too, with the share, one undo step per character.
 * (Taking them out changes nothing else: without the share they would be refused, and a refused entry changes
 * nothing, so no later entry depends on them in turn.)
 */
export async function undoLastAward(campaign: AwardingCampaign, options: { withDependents?: boolean } = {}): Promise<AwardOutcome> {
  const rules = partyAwardsOf(campaign.campaign);
  const awards = campaign.campaign.awards ?? [];
  const last = awards.at(-1);
  if (!rules || !last) return { ok: false, message: 'There is no award to undo.' };
  const opened = await editorsOf(campaign, Object.keys(last.shares));
  if ('failed' in opened) return { ok: false, message: `${opened.failed}. The award was left as it is.` };
  const dependents: DependentEntry[] = [];
  const plans = opened.editors.map((editor) => {
    const plan = withoutShare(rules.system, editor.file, last.id, campaign.campaign.settings);
    const sheets = editor.evaluation.sheets;
    for (const d of plan.dependents) {
      dependents.push({ character: editor.file.id, name: editor.file.name, index: d.index, event: editor.file.events[d.index]!, before: sheets?.[d.index] });
    }
    return { editor, plan, gone: new Set(plan.dependents.map((d) => d.id)) };
  });
  if (dependents.length > 0 && !options.withDependents) {
    // The entries themselves are listed in the game's words beside the message (the award panel's list).
    const names = [...new Set(dependents.map((d) => d.name))];
    const whose = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    const one = dependents.length === 1;
    return {
      ok: false,
      message: `The award cannot be undone on its own: ${one ? 'a later entry' : `${dependents.length} later entries`} of ${whose}, listed below, spent points it gave. Undo ${one ? 'that entry' : 'those entries'} first, or undo ${one ? 'it' : 'them'} with the award.`,
      dependents,
    };
  }
  const changed: AnyCharacterEditorStore[] = [];
  for (const { editor, plan, gone } of plans) {
    if (!plan.found && gone.size === 0) continue;
    const label = gone.size === 0 ? `take back ${awardName(last)}` : `take back ${awardName(last)} and ${gone.size === 1 ? 'the entry' : `the ${gone.size} entries`} it paid for`;
    const undo = `Put back the share of ${awardName(last)}${gone.size === 0 ? '' : ` and ${gone.size === 1 ? 'the entry' : `the ${gone.size} entries`} it paid for`}`;
    editor.removeEntries(label, (e) => e.award === last.id || gone.has(e.id), { undo });
    changed.push(editor);
  }
  const without = { ...campaign.campaign, awards: awards.slice(0, -1) };
  const saves = Promise.all(plans.map((p) => p.editor.flush()));
  let saved = await campaign.writeCampaignWith(
    without,
    changed.map((e) => e.file.id),
  );
  if (saved === undefined) {
    // Once the saves have settled: a share still in its ledger (the user kept the version on disk, or the disk
    // refused the change) keeps the award for that character, so no share is left without its award.
    await saves;
    const kept = changed.filter((e) => e.hasUnsavedEdits || e.file.events.some((event) => event.award === last.id));
    if (kept.length > 0) {
      const shares = Object.fromEntries(Object.entries(last.shares).filter(([character]) => kept.some((e) => e.file.id === character)));
      if (!(await campaign.writeCampaign({ ...campaign.campaign, awards: [...awards.slice(0, -1), { ...last, shares }] }))) return UNDO_NOT_SAVED;
      const names = kept.map((e) => e.file.name).join(', ');
      return {
        ok: false,
        message: `The award was taken back, except from ${names}: that change could not be saved, so the award stays for ${kept.length === 1 ? 'that character' : 'them'}. Undo the award again to try once more.`,
      };
    }
    saved = await campaign.writeCampaign(without);
  }
  if (!saved) return UNDO_NOT_SAVED;
  const also = dependents.length === 0 ? '' : ` ${dependents.length === 1 ? 'The entry' : `The ${dependents.length} entries`} it paid for went with it.`;
  return { ok: true, message: `Undid ${awardName(last)}: every share was taken back.${also}` };
}
