import { action, makeObservable, observable } from 'mobx';
import { isStandingError } from '../../../../shared/rules/core/findings';
import type { Attempt } from '../../../../shared/rules/core/ledger';
import { costOf, formatCoins, type HursagmuCreation, type HursagmuPurchase, type HursagmuSettings, type HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { LastOutcome, refusedOutcome, type Outcome } from '../../../components/last-outcome';
import { localToday } from '../../../components/today';
import type { CharacterEditor } from '../../types';
import { experiencePoints } from '../points';

/** The editor as the HURSAGMU screens see it. */
export type HursagmuEditor = CharacterEditor<HursagmuCreation, HursagmuSheet, HursagmuSettings>;

export type { Outcome } from '../../../components/last-outcome';

/** A step previewed on the current sheet: its price in experience, and why it is refused (if it is). */
export interface StepPreview {
  cp: number;
  /** Every standing error's message, or undefined when the step is allowed. */
  blocked: string | undefined;
  /** False when the rules cannot price the step at all (e.g. a raise to a level not above the current one). */
  priced: boolean;
}

/** Prices one step through the rules package without recording it. */
export function previewStep(sheet: HursagmuSheet, purchase: HursagmuPurchase, settings: HursagmuSettings): StepPreview {
  const cost = costOf(sheet, purchase, settings);
  const errors = cost.findings.filter(isStandingError);
  const blocked = cost.allowed ? undefined : errors.map((f) => f.message).join(' ') || 'The rules do not allow this now.';
  const priced = cost.allowed || errors.every((f) => f.code === 'hursagmu.xp.insufficient' || f.code === 'hursagmu.coins.insufficient');
  return { cp: cost.cp, blocked, priced };
}

/**
 * The working state of play for one open character: the date and session
 * every entry is recorded with, and what the last action did (shown only
 * while the character is as that action left it). Shared by the sheet
 * (damage and recovery) and the advancement page, and kept while the
 * character is open so switching sections loses nothing.
 */
export class PlayDesk {
  date: string;
  session = '';
  readonly last: LastOutcome;

  constructor(
    private readonly editor: HursagmuEditor,
    today: string,
  ) {
    this.date = today;
    this.last = new LastOutcome(editor);
    makeObservable(this, { date: observable, session: observable, setDate: action, setSession: action, perform: action });
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
   * Records one ledger event with the desk's date and session. `done` says
   * what happened, given the sheets before and after; what it cost in
   * experience and coins is added. A refused event changes nothing and its
   * findings become the outcome. Returns whether it was recorded.
   */
  perform(undoLabel: string, payload: HursagmuPurchase & { note?: string }, done: (before: HursagmuSheet, after: HursagmuSheet) => string): boolean {
    const before = this.editor.sheet;
    const options = { ...(this.date ? { date: this.date } : {}), ...(this.session ? { session: this.session } : {}) };
    const result: Attempt<HursagmuSheet> = this.editor.record(undoLabel, payload as { type: string } & Record<string, unknown>, options);
    if (!result.accepted || !before) {
      this.last.write(refusedOutcome(result.findings));
      return false;
    }
    this.last.write({ message: [done(before, result.sheet), costs(before, result.sheet)].filter(Boolean).join(' ') });
    return true;
  }
}

/** "Spent 4 experience points; 1 experience point unspent.", "Paid 90 cc; the purse holds 9 gc 1 sc." or "" when neither changed. */
export function costs(before: HursagmuSheet, after: HursagmuSheet): string {
  const parts: string[] = [];
  const gained = after.experience.earned - before.experience.earned;
  const spent = after.experience.spent - before.experience.spent;
  if (gained > 0) parts.push(`Gained ${experiencePoints(gained)}; ${experiencePoints(after.experience.unspent)} unspent.`);
  if (spent > 0) parts.push(`Spent ${experiencePoints(spent)}; ${experiencePoints(after.experience.unspent)} unspent.`);
  const coins = after.coins - before.coins;
  if (coins < 0) parts.push(`Paid ${formatCoins(-coins)}; the purse holds ${formatCoins(after.coins)}.`);
  if (coins > 0) parts.push(`Received ${formatCoins(coins)}; the purse holds ${formatCoins(after.coins)}.`);
  return parts.join(' ');
}

const desks = new WeakMap<object, PlayDesk>();

/** The play state of one open character, made on first use. */
export function deskFor(editor: HursagmuEditor): PlayDesk {
  let desk = desks.get(editor);
  if (!desk) {
    desk = new PlayDesk(editor, localToday());
    desks.set(editor, desk);
  }
  return desk;
}
