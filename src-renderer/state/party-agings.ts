import type { LedgerEvent, PartyAging } from '../../shared/model';
import { withoutAgingStep } from '../../shared/rules/core/awards';
import { getRuleSystem } from '../../shared/rules/registry';
import { calendarDate, capitalise } from '../base/format';
import { randomTail } from '../base/random-tail';
import {
  awardingOf,
  inputOf,
  keptPartyEntries,
  undoRecord,
  writeRecord,
  type AwardingCampaign,
  type AwardingHost,
  type AwardOutcome,
  type PartyEntry,
} from './party-records';
import type { Command, KeptCommand, UndoHistory } from './undo-history';

/*
 * The party's aging (the Nutshell MLS "Age the party"): one `age` entry in each member's ledger names the aging
 * (`aging` in the envelope), and campaign.json keeps the aging, so the whole step can be taken back at once, and
 * made again with the same id and the same choices.
 */

/** "the aging of 28 Nov 2026": an aging as Undo, Redo and the messages name it. */
export function agingName(aging: Pick<PartyAging, 'date'>): string {
  return `the aging of ${calendarDate(aging.date)}`;
}

/** An aging as the party's form asks for it: each member's entry, in the order chosen. */
export interface AgingRequest {
  date: string;
  session?: string | undefined;
  steps: readonly ({ character: string } & PartyEntry)[];
  /** What the outcome says once every member aged. */
  done: string;
}

function newAgingId(date: string, agings: readonly PartyAging[]): string {
  let id: string;
  do id = `aging-${date.slice(0, 10)}-${randomTail()}`;
  while (agings.some((a) => a.id === id));
  return id;
}

/**
 * Ages the party: each member's entry is written to its ledger, naming the aging, then the aging to campaign.json
 * with them. An entry the rules refuse takes back those recorded before it, and nothing is kept; one that could not
 * be saved is taken back and its character left out of the aging.
 */
export function makeAging(campaign: AwardingCampaign, request: AgingRequest, id?: string): Promise<AwardOutcome> {
  const agings = campaign.campaign.agings ?? [];
  if (request.steps.length === 0)
    return Promise.resolve({ ok: false, message: 'Choose at least one character to age.' });
  const aging: PartyAging = {
    id: id ?? newAgingId(request.date, agings),
    date: request.date,
    ...(request.session ? { session: request.session } : {}),
    members: request.steps.map((s) => s.character),
  };
  const others = (characters: readonly string[]) =>
    request.steps.filter((s) => !characters.includes(s.character)).map((s) => campaign.characterName(s.character));
  return writeRecord(campaign, {
    entries: request.steps,
    field: 'aging',
    id: aging.id,
    date: aging.date,
    session: aging.session,
    name: agingName(aging),
    kind: 'aging',
    entry: 'increment',
    withRecord: (characters) => (current) => ({
      ...current,
      agings: [
        ...(current.agings ?? []).filter((a) => a.id !== aging.id),
        { ...aging, members: aging.members.filter((m) => characters.includes(m)) },
      ],
    }),
    // A member left out only when its entry could not be saved, which the outcome says after this.
    describe: (characters) =>
      others(characters).length === 0
        ? request.done
        : `Aged ${characters.map((c) => campaign.characterName(c)).join(', ')}.`,
  });
}

/** The members whose ledgers hold the aging's entry: all but those who took theirs back on their own pages. */
function holdersOf(aging: PartyAging): string[] {
  return aging.members.filter((id) => !aging.takenBack?.some((t) => t.character === id));
}

/**
 * Takes back the newest aging: every member's entry out of its ledger and the aging out of campaign.json; a later
 * entry paid with what an increment gave is named first, and goes with it only with `withDependents`. `removing`
 * is told each entry as it was, so the aging can be made again exactly.
 */
export async function undoLastAging(
  campaign: AwardingCampaign,
  options: { withDependents?: boolean } = {},
  removing?: (character: string, entry: LedgerEvent) => void,
): Promise<AwardOutcome> {
  const system = getRuleSystem(campaign.campaign.system);
  const agings = campaign.campaign.agings ?? [];
  const last = agings.at(-1);
  if (!system || !last) return { ok: false, message: 'There is no aging to undo.' };
  const settings = campaign.campaign.settings;
  return undoRecord(
    campaign,
    {
      holders: holdersOf(last),
      field: 'aging',
      id: last.id,
      name: agingName(last),
      kind: 'aging',
      entry: 'increment',
      without: (editor) => withoutAgingStep(system, inputOf(editor), last.id, settings),
      withoutRecord: (current) => ({ ...current, agings: (current.agings ?? []).filter((a) => a.id !== last.id) }),
      keptFor: (characters) => (current) => {
        const members = last.members.filter(
          (m) => characters.includes(m) || last.takenBack?.some((t) => t.character === m),
        );
        return { ...current, agings: (current.agings ?? []).map((a) => (a.id === last.id ? { ...a, members } : a)) };
      },
      ...(removing ? { removing } : {}),
    },
    options,
  );
}

/**
 * Taking back the newest aging, as one step of the campaign's history: its undo makes the aging again with the
 * same id, date and session, and each member's very entry (the trait a reduction took); its redo takes it back
 * again while it is still the newest. Kept across a reload of the window with the entries (`kept`, `fromKept`).
 */
export class AgingTakenBack implements Command {
  readonly label: string;
  readonly undoText: string;
  outcome: AwardOutcome = { ok: false, message: 'The aging was left as it is.' };
  private readonly before: string | undefined;
  private entries = new Map<string, PartyEntry>();

  constructor(
    readonly aging: PartyAging,
    private readonly campaign: AwardingCampaign,
    private readonly options: { withDependents?: boolean } | undefined,
    /** The aging newest before this one (none: `id` undefined), when made again from what was kept across a reload. */
    before?: { id: string | undefined },
  ) {
    this.label = `take back ${agingName(aging)}`;
    this.undoText = `Make ${agingName(aging)} again`;
    this.before = before ? before.id : campaign.campaign.agings?.at(-2)?.id;
  }

  /** What the undo history keeps of the step across a reload; aging ids are never empty, so '' says none was before. */
  kept(): KeptCommand {
    return {
      kind: 'aging',
      aging: this.aging,
      withDependents: this.options?.withDependents === true,
      before: this.before ?? '',
      entries: Object.fromEntries(this.entries),
    };
  }

  /** The step made again from what `kept` gave, after a reload; undefined when what was kept makes no sense. */
  static fromKept(kept: KeptCommand, campaign: AwardingCampaign): AgingTakenBack | undefined {
    const aging = kept.aging as PartyAging | undefined;
    if (!aging || typeof aging.id !== 'string' || !Array.isArray(aging.members)) return undefined;
    const before = typeof kept.before === 'string' && kept.before !== '' ? kept.before : undefined;
    const step = new AgingTakenBack(aging, campaign, { withDependents: kept.withDependents === true }, { id: before });
    step.entries = keptPartyEntries(kept.entries);
    return step;
  }

  /** True while no aging was made since, so making this one again keeps the agings in order. */
  get canRemake(): boolean {
    return this.campaign.campaign.agings?.at(-1)?.id === this.before && this.entries.size > 0;
  }

  async do(): Promise<boolean> {
    if (this.campaign.campaign.agings?.at(-1)?.id !== this.aging.id) {
      this.outcome = {
        ok: false,
        message: `${capitalise(agingName(this.aging))} is no longer the newest aging, so it was left as it is.`,
      };
      return false;
    }
    const entries = new Map<string, PartyEntry>();
    this.outcome = await undoLastAging(this.campaign, this.options, (character, entry) => {
      const { id: _id, date: _date, session: _session, aging: _aging, type, ...rest } = entry;
      entries.set(character, { label: `age (${agingName(this.aging)})`, payload: { type, ...rest } });
    });
    if (this.outcome.ok) this.entries = entries;
    return this.outcome.ok;
  }

  async undo(): Promise<boolean> {
    if (!this.canRemake) {
      this.outcome = {
        ok: false,
        message: `${capitalise(agingName(this.aging))} cannot be made again: an aging was made since. Age the party again instead.`,
      };
      return false;
    }
    const gone = [...this.entries.keys()].filter((id) => !this.campaign.hasCharacter(id));
    if (gone.length > 0) {
      this.outcome = {
        ok: false,
        message: `${capitalise(agingName(this.aging))} cannot be made again: ${gone.map((id) => this.campaign.characterName(id)).join(', ')} left the campaign.`,
      };
      return false;
    }
    const steps = this.aging.members.flatMap((character) => {
      const entry = this.entries.get(character);
      return entry ? [{ character, ...entry }] : [];
    });
    const names = steps.map((s) => this.campaign.characterName(s.character)).join(', ');
    const request: AgingRequest = {
      date: this.aging.date,
      session: this.aging.session,
      steps,
      done: `Made ${agingName(this.aging)} again: ${names} aged one increment.`,
    };
    this.outcome = await makeAging(this.campaign, request, this.aging.id);
    return this.outcome.ok;
  }
}

/** An open campaign as its aging controls use it: its public parts and its undo history. */
export interface AgingHost extends AwardingHost {
  readonly history: UndoHistory;
}

/** Ages the party, from the party's form. */
export function ageParty(host: AgingHost, request: AgingRequest): Promise<AwardOutcome> {
  return makeAging(awardingOf(host), request);
}

/** Undoes the newest aging as one step of the campaign's history, whose undo makes it again (`redoAging`). */
export async function undoLastAgingStep(
  host: AgingHost,
  options?: { withDependents?: boolean },
): Promise<AwardOutcome> {
  const aging = host.campaign.agings?.at(-1);
  if (!aging) return { ok: false, message: 'There is no aging to undo.' };
  const step = new AgingTakenBack(aging, awardingOf(host), options);
  await host.history.execute(step);
  return step.outcome;
}

/** The aging the newest step of the campaign's history took back, which `redoAging` makes again; otherwise undefined. */
export function agingToRedo(host: AgingHost): PartyAging | undefined {
  const last = host.history.done.at(-1);
  return last instanceof AgingTakenBack && last.canRemake ? last.aging : undefined;
}

/** Makes the aging just taken back again: the undo of that step, so Redo takes it back again. */
export async function redoAging(host: AgingHost): Promise<AwardOutcome> {
  const last = host.history.done.at(-1);
  if (!(last instanceof AgingTakenBack))
    return { ok: false, message: 'There is no aging to make again: another change was made since it was taken back.' };
  await host.history.undo();
  return last.outcome;
}
