import { isStandingError } from '../../../../shared/rules/core/findings';
import { costOf, type HeimrPurchase, type HeimrSettings, type HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { desksPerEditor, LedgerDesk } from '../../../components/ledger-desk';
import { figure, signed } from '../../../components/format';
import { xp } from '../points';
import type { HeimrEditor } from './edit';

/** A step previewed on the current sheet: its price in experience, and why it is refused (if it is). */
export interface StepPreview {
  xp: number;
  blocked: string | undefined;
  /** False when the rules cannot price the step at all (an ability the campaign lacks, no attribute chosen). */
  priced: boolean;
}

/** Prices one step through the rules package without recording it. */
export function previewStep(sheet: HeimrSheet, purchase: HeimrPurchase, settings: HeimrSettings): StepPreview {
  const cost = costOf(sheet, purchase, settings);
  const errors = cost.findings.filter(isStandingError);
  const blocked = cost.allowed ? undefined : errors.map((f) => f.message).join(' ') || 'The rules do not allow this now.';
  const priced = cost.allowed || errors.every((f) => f.code === 'heimr.xp.insufficient');
  return { xp: cost.amount, blocked, priced };
}

/** What an entry did to experience, attributes and progress, in words: "Spent 10 XP; 25 XP unspent. Dexterity rises to +2." */
export function costs(before: HeimrSheet, after: HeimrSheet): string {
  const parts: string[] = [];
  const gained = after.totals.earned - before.totals.earned;
  const spent = after.totals.spent - before.totals.spent;
  if (gained > 0) parts.push(`Gained ${xp(gained)}; ${xp(after.totals.unspent)} unspent.`);
  if (spent > 0) parts.push(`Spent ${xp(spent)}; ${xp(after.totals.unspent)} unspent.`);
  for (const a of after.attributes) {
    const was = before.attributes.find((b) => b.id === a.id);
    if (!was) continue;
    if (a.value !== was.value) parts.push(`${a.name} rises to ${signed(a.value)}, and every ability based on it follows; its progress starts again at 0 of ${figure(a.needed)}.`);
    else if (a.progress !== was.progress) parts.push(`${a.name} progress ${figure(a.progress)} of ${figure(a.needed)}.`);
  }
  const hp = after.health.current - before.health.current;
  if (hp !== 0) parts.push(`Hit points ${figure(after.health.current)} of ${figure(after.health.max)}.`);
  return parts.join(' ');
}

export type HeimrDesk = LedgerDesk<HeimrSheet, HeimrPurchase & { note?: string }>;

/** The play state of one open character, made on first use and kept while the character is open. */
export const deskFor: (editor: HeimrEditor) => HeimrDesk = desksPerEditor((editor: HeimrEditor, today) => new LedgerDesk(editor, today, costs));
