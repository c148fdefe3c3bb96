import { action, makeObservable, observable } from 'mobx';
import type { CharacterFile } from '../../shared/model';
import type { Attempt } from '../../shared/rules/core/ledger';
import { LastOutcome, refusedOutcome, type Outcome } from './last-outcome';
import { localToday } from '../base/today';
import type { EntryWhen } from './when-fields';

/** What a ledger desk needs of the character editor. */
export type SaveStateOfEditor = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export interface LedgerEditor<Sheet> {
  readonly file: CharacterFile;
  readonly sheet: Sheet | undefined;
  /** Whether the edits are on disk, and why not (optional for editors that never save, such as test doubles). */
  readonly saveState?: SaveStateOfEditor;
  readonly saveMessage?: string;
  record(
    label: string,
    payload: { type: string } & Record<string, unknown>,
    options?: { session?: string; date?: string },
  ): Attempt<Sheet>;
}

/**
 * The working state of play for one open character, for every game: the date and session each ledger entry
 * is recorded with, and what the last action did (shown only while the character is as that action left
 * it). `costs` words what an entry cost or gained in the game's own currencies, given the sheets before and
 * after ("Spent 3 CPs; 7 left."); it may say nothing ("") when nothing changed. A game with more to keep
 * while the character is open (MLS's checklist of traits marked in an adventure) extends it.
 */
export class LedgerDesk<
  Sheet,
  Payload extends { type: string } = { type: string } & Record<string, unknown>,
> implements EntryWhen {
  date: string;
  session = '';
  readonly last: LastOutcome;

  constructor(
    private readonly editor: LedgerEditor<Sheet>,
    today: string,
    private readonly costs: (before: Sheet, after: Sheet) => string,
  ) {
    this.date = today;
    this.last = new LastOutcome(editor);
    makeObservable(this, {
      date: observable,
      session: observable,
      setDate: action,
      setSession: action,
      perform: action,
      announce: action,
    });
  }

  /** What the last action did, while the character is still as it left it. */
  get outcome(): Outcome | undefined {
    return this.last.current;
  }

  setDate(date: string): void {
    this.date = date;
  }

  setSession(session: string): void {
    this.session = session;
  }

  /**
   * Records one ledger event with the desk's date and session. `done` says what happened in words, given the
   * sheets before and after; what it cost or gained is added. A refused event changes nothing and its
   * findings become the outcome. Returns the sheet after, or undefined when nothing was recorded.
   */
  perform(undoLabel: string, payload: Payload, done: (before: Sheet, after: Sheet) => string): Sheet | undefined {
    const before = this.editor.sheet;
    const result = this.record(undoLabel, payload);
    if (!result.accepted || before === undefined) {
      this.last.write(refusedOutcome(result.findings));
      return undefined;
    }
    const after = result.sheet;
    this.last.write({ message: [done(before, after), this.costs(before, after)].filter(Boolean).join(' ') });
    return after;
  }

  /** Records one ledger event with the desk's date and session, without announcing it. */
  record(undoLabel: string, payload: Payload): Attempt<Sheet> {
    const options = { ...(this.date ? { date: this.date } : {}), ...(this.session ? { session: this.session } : {}) };
    return this.editor.record(undoLabel, payload as unknown as { type: string } & Record<string, unknown>, options);
  }

  /** Sets the outcome without recording anything (e.g. several check rolls summed up). */
  announce(outcome: Outcome): void {
    this.last.write(outcome);
  }
}

/**
 * The desk of each open character, made on first use and kept while its editor lives, so switching sections
 * loses neither the date nor the last outcome. `make` is given today's date.
 */
export function desksPerEditor<E extends object, D>(make: (editor: E, today: string) => D): (editor: E) => D {
  const desks = new WeakMap<E, D>();
  return (editor) => {
    let desk = desks.get(editor);
    if (desk === undefined) {
      desk = make(editor, localToday());
      desks.set(editor, desk);
    }
    return desk;
  };
}

/** The desks of a game whose desk is the toolkit's own, with the game's words for what an entry cost. */
export function ledgerDesks<Sheet, Payload extends { type: string }>(
  costs: (before: Sheet, after: Sheet) => string,
): (editor: LedgerEditor<Sheet> & object) => LedgerDesk<Sheet, Payload> {
  return desksPerEditor(
    (editor: LedgerEditor<Sheet> & object, today) => new LedgerDesk<Sheet, Payload>(editor, today, costs),
  );
}

/**
 * What an entry did to one pool of points, for every game: "Gained 5 XP; 25 XP unspent." and "Spent 10 XP; 15 XP
 * unspent.", worded by `phrase`; nothing where the pool did not move.
 */
export function poolChanges(
  before: { earned: number; spent: number },
  after: { earned: number; spent: number; unspent: number },
  phrase: (n: number) => string,
): string[] {
  const parts: string[] = [];
  const gained = after.earned - before.earned;
  const spent = after.spent - before.spent;
  if (gained > 0) parts.push(`Gained ${phrase(gained)}; ${phrase(after.unspent)} unspent.`);
  if (spent > 0) parts.push(`Spent ${phrase(spent)}; ${phrase(after.unspent)} unspent.`);
  return parts;
}
