import { action, makeObservable, observable } from 'mobx';
import type { MlsSheet } from '../../../../shared/rules/systems/mls';
import { cps } from '../../../base/format';
import { desksPerEditor, LedgerDesk } from '../../../components/ledger-desk';
import type { MlsEditor } from '../controls/creation-step';

export type { Outcome } from '../../../components/last-outcome';

/**
 * The advancement page's working state for one character: the toolkit's ledger desk (date, session, last
 * outcome, CPs spent or gained), and the checklist of traits marked during an adventure (kept while the
 * character is open, not in the file, because a check only counts once it is rolled).
 */
export class AdvanceDesk extends LedgerDesk<MlsSheet> {
  checkedSecondaries: string[] = [];
  checkedPersonality: string[] = [];

  constructor(editor: MlsEditor, today: string) {
    super(editor, today, cpChange);
    makeObservable(this, {
      checkedSecondaries: observable,
      checkedPersonality: observable,
      toggleSecondary: action,
      togglePersonality: action,
      clearChecks: action,
    });
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

/** The page state of one open character, kept while the editor lives so switching sections loses nothing. */
export const deskFor: (editor: MlsEditor) => AdvanceDesk = desksPerEditor(
  (editor: MlsEditor, today) => new AdvanceDesk(editor, today),
);
