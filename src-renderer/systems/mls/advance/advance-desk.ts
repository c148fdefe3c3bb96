import { action, makeObservable, observable } from 'mobx';
import type { Attempt } from '../../../../shared/rules/core/ledger';
import type { MlsSheet } from '../../../../shared/rules/systems/mls';
import { LastOutcome, refusedOutcome, type Outcome } from '../../../components/last-outcome';
import { localToday } from '../../../components/today';
import type { MlsEditor } from '../controls/creation-step';
import { cps } from '../../../components/format';

export type { Outcome } from '../../../components/last-outcome';

/**
 * The advancement page's working state for one character: the date and
 * session every action is recorded with, the last outcome (shown only while
 * the character is as that outcome left it), and the checklist of traits
 * marked during an adventure (kept while the character is open, not in the
 * file, because a check only counts once it is rolled).
 */
export class AdvanceDesk {
  date: string;
  session = '';
  readonly last: LastOutcome;
  checkedSecondaries: string[] = [];
  checkedPersonality: string[] = [];

  constructor(
    private readonly editor: MlsEditor,
    today: string,
  ) {
    this.date = today;
    this.last = new LastOutcome(editor);
    makeObservable(this, {
      date: observable,
      session: observable,
      checkedSecondaries: observable,
      checkedPersonality: observable,
      setDate: action,
      setSession: action,
      perform: action,
      toggleSecondary: action,
      togglePersonality: action,
      clearChecks: action,
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
   * Records one ledger event with the page's date and session. `done` says
   * what happened in words, given the sheets before and after; the CPs it
   * cost or gained are added. A refused event changes nothing and its
   * findings become the outcome. Returns the sheet after, or undefined.
   */
  perform(
    undoLabel: string,
    payload: { type: string } & Record<string, unknown>,
    done: (before: MlsSheet, after: MlsSheet) => string,
  ): MlsSheet | undefined {
    const before = this.editor.sheet;
    const result = this.record(undoLabel, payload);
    if (!result.accepted || !before) {
      this.last.write(refusedOutcome(result.findings));
      return undefined;
    }
    const after = result.sheet;
    this.last.write({ message: `${done(before, after)} ${cpChange(before, after)}` });
    return after;
  }

  /** Records one ledger event with the page's date and session, without announcing it. */
  record(undoLabel: string, payload: { type: string } & Record<string, unknown>): Attempt<MlsSheet> {
    const options = { ...(this.date ? { date: this.date } : {}), ...(this.session ? { session: this.session } : {}) };
    return this.editor.record(undoLabel, payload, options);
  }

  toggleSecondary(id: string, checked: boolean): void {
    this.checkedSecondaries = toggled(this.checkedSecondaries, id, checked);
  }

  togglePersonality(trait: string, checked: boolean): void {
    this.checkedPersonality = toggled(this.checkedPersonality, trait, checked);
  }

  clearChecks(): void {
    this.checkedSecondaries = [];
    this.checkedPersonality = [];
  }

  /** Sets the outcome without recording anything (e.g. several check rolls summed up). */
  announce(outcome: Outcome): void {
    this.last.write(outcome);
  }
}

function toggled(list: string[], item: string, on: boolean): string[] {
  const without = list.filter((x) => x !== item);
  return on ? [...without, item] : without;
}

/** "Spent 3 CPs; 7 left.", "Gained 2 CPs; 12 left." or "No CPs spent; 12 left." */
export function cpChange(before: MlsSheet, after: MlsSheet): string {
  const gained = after.cp.earned - before.cp.earned;
  const spent = after.cp.spent - before.cp.spent;
  const left = after.cp.earned - after.cp.spent;
  const parts: string[] = [];
  if (gained > 0) parts.push(`Gained ${cps(gained)}`);
  if (spent > 0) parts.push(`Spent ${cps(spent)}`);
  if (parts.length === 0) parts.push('No CPs spent');
  return `${parts.join(', ')}; ${cps(left)} left.`;
}

const desks = new WeakMap<object, AdvanceDesk>();

/** The page state of one open character, kept while the editor lives so switching sections loses nothing. */
export function deskFor(editor: MlsEditor): AdvanceDesk {
  let desk = desks.get(editor);
  if (!desk) {
    desk = new AdvanceDesk(editor, localToday());
    desks.set(editor, desk);
  }
  return desk;
}
