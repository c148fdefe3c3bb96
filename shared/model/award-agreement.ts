import type { CampaignFile, CharacterFile, LedgerEvent, PartyAward } from './schemas';

/*
 * An award's record in the campaign and its shares in the characters' ledgers are one unit. A character merged
 * with another version of itself can bring in a share of an award the campaign does not list (the campaign version
 * that had it was not kept, or has not arrived yet): the merge then brings the award too, as the campaign's other
 * version recorded it when one has it, or else put back from the shares themselves.
 */

/** The awards whose remainder an award shared out (`carriedFrom`, one id or several); none when it names none. */
export function carriedFromIds(award: Pick<PartyAward, 'carriedFrom'>): string[] {
  const from = award.carriedFrom;
  return from === undefined ? [] : typeof from === 'string' ? [from] : [...from];
}

/** The awards a character's ledger has a share of that the campaign does not list, each with the entry of the share. */
export function sharesWithoutAward(
  campaign: CampaignFile,
  character: CharacterFile,
): { award: string; entry: LedgerEvent }[] {
  const listed = new Set((campaign.awards ?? []).map((a) => a.id));
  return character.events.flatMap((entry) =>
    typeof entry.award === 'string' && !listed.has(entry.award) ? [{ award: entry.award, entry }] : [],
  );
}

/**
 * An award put back from its shares alone: dated by its earliest share, with the session and note the shares
 * carry, each share's points (as the rules count them: see awardSharePoints in shared/rules/core/awards.ts), and
 * the award's points as each got them (a game that gives the whole award to each) or their sum (a game that divides
 * it, or works each share out on its own). What it carried in or left over is not in any ledger, so both are 0.
 */
export function awardFromShares(
  id: string,
  shares: readonly { character: string; entry: LedgerEvent; points: number }[],
  division: 'each' | 'divide',
): PartyAward {
  const first = [...shares].sort((a, b) => (a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : 0))[0];
  if (!first) throw new Error(`Award ${id} has no share to be put back from.`);
  const points = Object.fromEntries(shares.map((s) => [s.character, s.points]));
  const values = Object.values(points);
  const note = typeof first.entry.note === 'string' ? first.entry.note : 'Put back from the characters’ shares.';
  return {
    id,
    date: first.entry.date.slice(0, 10),
    ...(first.entry.session ? { session: first.entry.session } : {}),
    note,
    points: division === 'each' ? Math.max(0, ...values) : values.reduce((a, b) => a + b, 0),
    carriedIn: 0,
    shares: points,
    remainder: 0,
  };
}

/** The campaign with `award` listed among its awards, in date order (after the awards of its day already listed). */
export function withAwardListed(campaign: CampaignFile, award: PartyAward): CampaignFile {
  const awards = campaign.awards ?? [];
  if (awards.some((a) => a.id === award.id)) return campaign;
  const at = awards.findIndex((a) => a.date > award.date);
  return { ...campaign, awards: at < 0 ? [...awards, award] : [...awards.slice(0, at), award, ...awards.slice(at)] };
}
