import type { CampaignFile, LedgerEvent, PartyAward } from '../../shared/model';
import { divideAward, remaindersToCarry, withoutShare } from '../../shared/rules/core/awards';
import type { AnyRuleSystem, PartyAwards } from '../../shared/rules/core/system';
import { getRuleSystem } from '../../shared/rules/registry';
import { calendarDate, capitalise } from '../base/format';
import { randomTail } from '../base/random-tail';
import {
  inputOf,
  keptPartyEntries,
  undoRecord,
  writeRecord,
  type AwardingCampaign,
  type AwardOutcome,
  type PartyEntry,
} from './party-records';

export {
  awardingOf,
  type AwardingCampaign,
  type AwardingHost,
  type AwardOutcome,
  type DependentEntry,
  type PartyEntry,
} from './party-records';

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
): { shares: Record<string, number>; remainder: number; carriedIn: number; carriedFrom: string[] } | undefined {
  const rules = partyAwardsOf(campaign);
  if (!rules || present.length === 0 || !Number.isSafeInteger(points) || points < 1) return undefined;
  const carries = rules.awards.division.kind === 'divide' && rules.awards.division.carryRemainder;
  const carried = carries ? remaindersToCarry(campaign.awards ?? []) : { points: 0, from: [] };
  return {
    ...divideAward(rules.awards.division, points, present, carried.points),
    carriedIn: carried.points,
    carriedFrom: carried.from,
  };
}

/**
 * An id for a new award: its date and a random tail ("award-2026-11-23-k3x9q2"), unique in the campaign and never
 * the same as an award another machine makes on the same day (a date and a counter made the same id on both).
 */
function newAwardId(date: string, awards: readonly PartyAward[]): string {
  let id: string;
  do id = `award-${date.slice(0, 10)}-${randomTail()}`;
  while (awards.some((a) => a.id === id));
  return id;
}

/**
 * Makes an award to the characters present: each share is written to its character's ledger, naming the award,
 * then the award to campaign.json. A share the rules refuse takes back the shares recorded before it, and nothing
 * is kept. A share that could not be saved (its file changed elsewhere and the user kept the other version, or
 * the disk refused it) is taken back and left out of the award, so every share an award lists is in its ledger.
 * An award that shares out what earlier awards left over names them (`carriedFrom`).
 */
export async function makeAward(campaign: AwardingCampaign, request: AwardRequest): Promise<AwardOutcome> {
  const rules = partyAwardsOf(campaign.campaign);
  if (!rules) return { ok: false, message: NO_PARTY_AWARDS };
  const preview = previewAward(campaign.campaign, request.points, request.present);
  if (!preview)
    return {
      ok: false,
      message:
        request.present.length === 0
          ? 'Tick at least one character present to make an award.'
          : 'Type the points to award, a whole number from 1.',
    };
  const awards = campaign.campaign.awards ?? [];
  const from = preview.carriedFrom;
  const award: PartyAward = {
    id: newAwardId(request.date, awards),
    date: request.date,
    ...(request.session ? { session: request.session } : {}),
    ...(request.note ? { note: request.note } : {}),
    points: request.points,
    carriedIn: preview.carriedIn,
    ...(preview.carriedIn > 0 && from.length > 0 ? { carriedFrom: from.length === 1 ? from[0]! : from } : {}),
    shares: preview.shares,
    remainder: preview.remainder,
  };
  return recordPartyAward(campaign, award, ruleEntries(rules.awards, award), (shares) =>
    describeShares(campaign, rules.awards.name, { ...preview, shares }),
  );
}

const NO_PARTY_AWARDS =
  'This game has no awards to the whole party; record each character’s award on its Advance page.';

/** Each share as the game's rules record it ("receive 5 from the award of 28 Nov 2026"). */
function ruleEntries(rules: PartyAwards, award: PartyAward): (character: string, points: number) => PartyEntry {
  return (_character, points) => ({
    label: `receive ${points} from ${awardName(award)}`,
    payload: rules.share(points),
  });
}

/**
 * Each award's entries as they were when it was taken back, by award and character, so that making it again gives
 * every character the very entry it had (a game whose shares are its own entries, like the MLS adventure award,
 * cannot work them out from the points). Kept while the page is open.
 */
const entriesTakenBack = new Map<string, Map<string, PartyEntry>>();

/** The entries award `id` had when it was taken back, by character, to keep with the undo history across a reload. */
export function entriesTakenBackOf(id: string): Record<string, PartyEntry> {
  return Object.fromEntries(entriesTakenBack.get(id) ?? []);
}

/** Takes back into memory the entries kept of award `id` (entriesTakenBackOf), after a reload of the page. */
export function keepEntriesTakenBack(id: string, entries: unknown): void {
  const kept = keptPartyEntries(entries);
  if (kept.size > 0 && !entriesTakenBack.has(id)) entriesTakenBack.set(id, kept);
}

/** An entry as it was, without what recording it again fills in (its id, date, session and the award it names). */
function keptEntry(label: string, event: LedgerEvent): PartyEntry {
  const { id: _id, date: _date, session: _session, award: _award, type, ...rest } = event;
  return { label, payload: { type, ...rest } };
}

/**
 * Makes again an award that was taken back, exactly as it was: the same id, date, session and note, and the same
 * entry for each character, whatever the division would give now. Only the newest award can be made again, so
 * what it carried to the next award is still the next award's to carry. Characters who had taken back their share
 * on their own page get none again.
 */
export async function remakeAward(campaign: AwardingCampaign, award: PartyAward): Promise<AwardOutcome> {
  const rules = partyAwardsOf(campaign.campaign);
  const kept = entriesTakenBack.get(award.id);
  if (!rules && !kept)
    return {
      ok: false,
      message: `${capitalise(awardName(award))} cannot be made again here: the page was reloaded since it was taken back. Make it again with the party's form.`,
    };
  const awards = campaign.campaign.awards ?? [];
  if (awards.some((a) => a.id === award.id))
    return { ok: false, message: `${capitalise(awardName(award))} is already in the campaign; nothing was changed.` };
  const gone = holdersOf(award).filter((id) => !campaign.hasCharacter(id));
  if (gone.length > 0) {
    const names = gone.map((id) => campaign.characterName(id)).join(', ');
    return {
      ok: false,
      message: `${capitalise(awardName(award))} cannot be made again: ${names} ${gone.length === 1 ? 'is' : 'are'} no longer in the campaign. Make a new award instead.`,
    };
  }
  const fromRules = rules ? ruleEntries(rules.awards, award) : undefined;
  const entryFor = (character: string, points: number): PartyEntry =>
    kept?.get(character) ?? fromRules?.(character, points) ?? { label: '', payload: { type: '' } };
  return recordPartyAward(
    campaign,
    award,
    entryFor,
    (shares) => `Made ${awardName(award)} again: ${sharesText(campaign, { shares, remainder: award.remainder })}.`,
  );
}

/** The characters whose ledgers hold a share of the award: those it lists, but for those who took theirs back. */
function holdersOf(award: PartyAward): string[] {
  return Object.keys(award.shares).filter((id) => !award.takenBack?.some((t) => t.character === id));
}

/**
 * Writes an award whose shares are already worked out, for any game: each character's entry (`entryOf`: the game's
 * own, e.g. the MLS adventure award with its role and roll) goes to its ledger naming the award, then the award to
 * campaign.json with them, in the same request when it can be. A share the rules refuse takes back the shares
 * recorded before it, and nothing is kept; a share that could not be saved is taken back and left out of the award,
 * so every share an award lists is in its ledger. `describe` says what was given, for the shares written.
 */
export function recordPartyAward(
  campaign: AwardingCampaign,
  award: PartyAward,
  entryOf: (character: string, points: number) => PartyEntry,
  describe: (shares: Record<string, number>) => string,
): Promise<AwardOutcome> {
  const sharesOf = (characters: readonly string[]) =>
    Object.fromEntries(
      Object.entries(award.shares).filter(
        ([id]) => characters.includes(id) || award.takenBack?.some((t) => t.character === id),
      ),
    );
  return writeRecord(campaign, {
    entries: holdersOf(award).map((character) => {
      const entry = entryOf(character, award.shares[character]!);
      const note = award.note && entry.payload.note === undefined ? { note: award.note } : {};
      return { character, label: entry.label, payload: { ...entry.payload, ...note } };
    }),
    field: 'award',
    id: award.id,
    date: award.date,
    session: award.session,
    name: awardName(award),
    kind: 'award',
    entry: 'share',
    withRecord: (characters) => (current) => ({
      ...current,
      awards: [...(current.awards ?? []).filter((a) => a.id !== award.id), { ...award, shares: sharesOf(characters) }],
    }),
    describe: (characters) =>
      describe(Object.fromEntries(Object.entries(award.shares).filter(([id]) => characters.includes(id)))),
  });
}

function describeShares(
  campaign: AwardingCampaign,
  name: string,
  preview: { shares: Record<string, number>; remainder: number },
): string {
  return `Awarded ${name.toLowerCase()}: ${sharesText(campaign, preview)}.`;
}

/** "Ragna 5, Bjorn 5; 2 carried to the next award". */
function sharesText(campaign: AwardingCampaign, award: { shares: Record<string, number>; remainder: number }): string {
  const parts = Object.entries(award.shares).map(([id, points]) => `${campaign.characterName(id)} ${points}`);
  const carried = award.remainder > 0 ? `; ${award.remainder} carried to the next award` : '';
  return `${parts.join(', ')}${carried}`;
}

/**
 * Undoes the newest award, for any game: every share is taken out of its character's ledger (but for the shares
 * already taken back on their own pages) and the award out of campaign.json. When a later entry was paid with a
 * share, nothing is changed and the outcome names each such entry, unless `withDependents` is set: then those
 * entries are taken out too, with the share, one undo step per character.
 */
export async function undoLastAward(
  campaign: AwardingCampaign,
  options: { withDependents?: boolean } = {},
): Promise<AwardOutcome> {
  const system = getRuleSystem(campaign.campaign.system);
  const awards = campaign.campaign.awards ?? [];
  const last = awards.at(-1);
  if (!system || !last) return { ok: false, message: 'There is no award to undo.' };
  const settings = campaign.campaign.settings;
  const taken = new Map<string, PartyEntry>();
  const outcome = await undoRecord(
    campaign,
    {
      holders: holdersOf(last),
      field: 'award',
      id: last.id,
      name: awardName(last),
      kind: 'award',
      entry: 'share',
      without: (editor) => withoutShare(system, inputOf(editor), last.id, settings),
      withoutRecord: (current) => ({ ...current, awards: (current.awards ?? []).filter((a) => a.id !== last.id) }),
      keptFor: (characters) => (current) => {
        const shares = Object.fromEntries(
          Object.entries(last.shares).filter(
            ([id]) => characters.includes(id) || last.takenBack?.some((t) => t.character === id),
          ),
        );
        return { ...current, awards: (current.awards ?? []).map((a) => (a.id === last.id ? { ...a, shares } : a)) };
      },
      removing: (character, entry) =>
        taken.set(character, keptEntry(`receive ${last.shares[character] ?? 0} from ${awardName(last)}`, entry)),
    },
    options,
  );
  if (outcome.ok) entriesTakenBack.set(last.id, taken);
  return outcome;
}

/** An award whose shares a game's own party form worked out: each character's points and its entry. */
export interface SharesRequest {
  date: string;
  session?: string | undefined;
  note?: string | undefined;
  shares: readonly ({ character: string; points: number } & PartyEntry)[];
  /** What the outcome says once every share is written. */
  done: string;
}

/**
 * Makes an award of shares a game worked out itself (the MLS adventure award: each role's CPs and die), as one award
 * of the campaign: `points` is the sum of the shares, nothing is carried in or left over.
 */
export function awardShares(campaign: AwardingCampaign, request: SharesRequest): Promise<AwardOutcome> {
  if (request.shares.length === 0)
    return Promise.resolve({ ok: false, message: 'Choose at least one character to award.' });
  const awards = campaign.campaign.awards ?? [];
  const shares = Object.fromEntries(request.shares.map((s) => [s.character, s.points]));
  const award: PartyAward = {
    id: newAwardId(request.date, awards),
    date: request.date,
    ...(request.session ? { session: request.session } : {}),
    ...(request.note ? { note: request.note } : {}),
    points: request.shares.reduce((sum, s) => sum + s.points, 0),
    carriedIn: 0,
    shares,
    remainder: 0,
  };
  const entries = new Map(request.shares.map((s) => [s.character, { label: s.label, payload: s.payload }]));
  const all = request.shares.length;
  return recordPartyAward(
    campaign,
    award,
    (character) => entries.get(character)!,
    (written) =>
      Object.keys(written).length === all
        ? request.done
        : `Awarded ${sharesText(campaign, { shares: written, remainder: 0 })}.`,
  );
}
