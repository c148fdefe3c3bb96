import { action, computed, makeObservable, observable } from 'mobx';
import type { CampaignFile, Session, SessionAttendee } from '../../shared/model';
import { IsoDate } from '../../shared/model';
import { AUTOSAVE_DELAY_MS } from './autosave';
import { rememberedPlayers } from './session-attendance';

/** The session as its page edits it: the title, the date, the notes, and each character present with its player. */
export interface SessionFields {
  name: string;
  date: string;
  notes: string;
  /** Character id → the player's name, for each character ticked present, in the order ticked. */
  present: ReadonlyMap<string, string>;
}

/** How the session's details stand: on disk, waiting for the pause after typing, being written, refused or failed. */
export type SessionSaveState = 'saved' | 'pending' | 'saving' | 'invalid' | 'error';

export const NOTES_LIMIT = 20_000;
export const PLAYER_LIMIT = 120;

/** Where what was typed is kept until it is on disk, so a reload or a closed window loses nothing. */
export type DraftKeeper = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The details of one session as its page edits them, written about half a second after the last keystroke (as a
 * character's page is) and at once when the page is left. Until written, what was typed is also kept in the page's
 * local storage, so a reload or a closed window brings it back. While nothing is waiting to be written, the fields
 * follow the file: an undo, or a change made on another machine, shows at once.
 */
export class SessionDraft {
  /** What the game master typed, since the page opened; undefined while the fields show the file. */
  edited: SessionFields | undefined = undefined;
  state: SessionSaveState = 'saved';
  /** True when the page brought back what was typed before it was last closed or reloaded. */
  restored = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> | undefined;
  private readonly leaving = () => void this.flush();

  constructor(
    private readonly campaign: {
      readonly key: string;
      readonly campaign: CampaignFile;
      readonly characters: ReadonlyMap<string, { name: string }>;
      updateCampaign(label: string, change: (current: CampaignFile) => CampaignFile): Promise<boolean>;
    },
    readonly sessionId: string,
    private readonly keeper: DraftKeeper | undefined = localKeeper(),
    private readonly delay = AUTOSAVE_DELAY_MS,
  ) {
    makeObservable<SessionDraft, 'finish'>(this, {
      edited: observable.ref,
      state: observable,
      restored: observable,
      session: computed,
      fields: computed,
      problem: computed,
      edit: action,
      tick: action,
      start: action,
      finish: action,
    });
  }

  get session(): Session | undefined {
    return this.campaign.campaign.sessions.find((s) => s.id === this.sessionId);
  }

  /** What the fields show: what was typed while it waits or differs from the file only by spaces, the file otherwise. */
  get fields(): SessionFields {
    const saved = fieldsOf(this.session);
    if (!this.edited) return saved;
    return this.state !== 'saved' || sameRecord(this.edited, saved) ? this.edited : saved;
  }

  /** What stops the details from being written, as a sentence that says what to do. */
  get problem(): string | undefined {
    const f = this.fields;
    const name = f.name.trim();
    if (name.length === 0)
      return 'Type a title for the session; until then nothing typed here is written to the campaign (it is kept on this page).';
    if (name.length > 120)
      return `Shorten the title to at most 120 characters (it has ${name.length}); until then nothing typed here is written to the campaign.`;
    if (!IsoDate.safeParse(f.date).success)
      return 'Choose the date the session was played (year, month and day); until then nothing typed here is written to the campaign.';
    if (f.notes.length > NOTES_LIMIT)
      return `Shorten the notes to at most 20,000 characters (they have ${f.notes.length}); until then they are kept on this page only.`;
    for (const [id, player] of f.present) {
      if (player.trim().length > PLAYER_LIMIT) {
        return `Shorten the name of ${this.campaign.characters.get(id)?.name ?? id}'s player to at most 120 characters; until then nothing typed here is written to the campaign.`;
      }
    }
    return undefined;
  }

  /** The page shows: brings back what a closed page left unwritten, and writes whatever is pending when the page goes. */
  start(): void {
    window.addEventListener('pagehide', this.leaving);
    window.addEventListener('beforeunload', this.leaving);
    const kept = this.readKept();
    if (kept && !this.edited && this.session && !sameRecord(kept, fieldsOf(this.session))) {
      this.edited = kept;
      this.restored = true;
      this.state = 'pending';
      this.schedule();
    } else if (kept && !this.edited) {
      this.forgetKept();
    }
  }

  /** The page goes (Back, another place): what is pending is written now. */
  stop(): Promise<void> {
    window.removeEventListener('pagehide', this.leaving);
    window.removeEventListener('beforeunload', this.leaving);
    return this.flush();
  }

  edit(next: Partial<SessionFields>): void {
    this.edited = { ...this.fields, ...next };
    this.restored = false;
    this.keep(this.edited);
    this.state = this.problem ? 'invalid' : 'pending';
    this.schedule();
  }

  /**
   * Ticks a character present or not. Ticked, it takes the player who played it last (at the latest session before
   * this one that names one), so the game master types each player once.
   */
  tick(character: string, here: boolean): void {
    const present = new Map(this.fields.present);
    if (here) {
      const session = this.session;
      const player = rememberedPlayers(this.campaign.campaign.sessions, {
        except: this.sessionId,
        ...(session ? { date: session.date } : {}),
      }).get(character);
      present.set(character, player ?? '');
    } else present.delete(character);
    this.edit({ present });
  }

  /** Writes what is pending now; resolves once it is on disk, refused or failed. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.writing) await this.writing;
    const fields = this.edited;
    const session = this.session;
    if (!fields || !session || this.state === 'saved') return;
    if (this.problem) {
      this.finish('invalid');
      return;
    }
    if (sameRecord(fields, fieldsOf(session))) {
      this.finish('saved');
      return;
    }
    this.finish('saving');
    const name = fields.name.trim();
    this.writing = this.campaign
      .updateCampaign(`change the details of session ${name}`, (current) => ({
        ...current,
        sessions: current.sessions.map((s) =>
          s.id === this.sessionId ? withFields(s, fields, this.campaign.characters) : s,
        ),
      }))
      .then((written) => {
        this.writing = undefined;
        // Typing during the write leaves it pending: its own pause writes it.
        if (this.edited !== fields) return;
        this.finish(written ? 'saved' : 'error');
      });
    await this.writing;
  }

  private finish(state: SessionSaveState): void {
    this.state = state;
    if (state === 'saved') this.forgetKept();
  }

  private schedule(): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.delay);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private get storageKey(): string {
    return `ledger-of-heroes:session-draft:${this.campaign.key}:${this.sessionId}`;
  }

  private keep(fields: SessionFields): void {
    try {
      this.keeper?.setItem(this.storageKey, JSON.stringify({ ...fields, present: [...fields.present] }));
    } catch {
      // A full or refused storage only loses the copy kept for a reload; the autosave still writes.
    }
  }

  private readKept(): SessionFields | undefined {
    try {
      const text = this.keeper?.getItem(this.storageKey);
      if (!text) return undefined;
      const kept = JSON.parse(text) as { name?: unknown; date?: unknown; notes?: unknown; present?: unknown };
      if (
        typeof kept.name !== 'string' ||
        typeof kept.date !== 'string' ||
        typeof kept.notes !== 'string' ||
        !Array.isArray(kept.present)
      )
        return undefined;
      const present = kept.present.filter(
        (p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string',
      );
      return { name: kept.name, date: kept.date, notes: kept.notes, present: new Map(present) };
    } catch {
      return undefined;
    }
  }

  private forgetKept(): void {
    try {
      this.keeper?.removeItem(this.storageKey);
    } catch {
      // Nothing to forget.
    }
  }
}

function localKeeper(): DraftKeeper | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function fieldsOf(session: Session | undefined): SessionFields {
  if (!session) return { name: '', date: '', notes: '', present: new Map() };
  return {
    name: session.name,
    date: session.date,
    notes: session.notes ?? '',
    present: new Map((session.present ?? []).map((p) => [p.character, p.player ?? ''])),
  };
}

/** Whether two versions of the details would be written the same: names and players without the spaces around them. */
function sameRecord(a: SessionFields, b: SessionFields): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    a.date === b.date &&
    (a.notes.trim() === '' ? '' : a.notes) === (b.notes.trim() === '' ? '' : b.notes) &&
    a.present.size === b.present.size &&
    [...a.present].every(([id, player]) => b.present.has(id) && b.present.get(id)!.trim() === player.trim())
  );
}

/**
 * The session with these details: the characters ticked, in the campaign's order as the page lists them, then any
 * the session names that are no longer in the campaign, kept as they are.
 */
function withFields(session: Session, fields: SessionFields, characters: ReadonlyMap<string, unknown>): Session {
  const ticked: SessionAttendee[] = [...fields.present]
    .filter(([id]) => characters.has(id))
    .map(([id, player]) => attendee(id, player));
  const gone = (session.present ?? []).filter((p) => !characters.has(p.character));
  const present = [...ticked, ...gone];
  const notes = fields.notes.trim().length > 0 ? fields.notes : undefined;
  const { notes: _notes, present: _present, ...rest } = session;
  return {
    ...rest,
    name: fields.name.trim(),
    date: fields.date,
    ...(notes === undefined ? {} : { notes }),
    ...(present.length === 0 ? {} : { present }),
  };
}

function attendee(character: string, player: string): SessionAttendee {
  const name = player.trim();
  return name.length > 0 ? { character, player: name } : { character };
}
