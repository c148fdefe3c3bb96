import {
  costOf,
  type HeimrPurchase,
  type HeimrSettings,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { ledgerDesks, poolChanges, type LedgerDesk } from '../../../components/ledger-desk';
import { previewStep, type StepPreview } from '../../../components/step-preview';
import { figure, signed } from '../../../base/format';
import { xp } from '../points';
import type { HeimrEditor } from './edit';

/** Prices one step of play through the rules package without recording it; short of experience, it keeps its price. */
export function previewHeimrStep(sheet: HeimrSheet, purchase: HeimrPurchase, settings: HeimrSettings): StepPreview {
  return previewStep(costOf, ['heimr.xp.insufficient'], sheet, purchase, settings);
}

/** What an entry did to experience, attributes and progress, in words: "Spent 10 XP; 25 XP unspent. Dexterity rises to +2." */
export function costs(before: HeimrSheet, after: HeimrSheet): string {
  const parts = poolChanges(before.totals, after.totals, xp);
  for (const a of after.attributes) {
    const was = before.attributes.find((b) => b.id === a.id);
    if (!was) continue;
    if (a.value !== was.value)
      parts.push(
        `${a.name} rises to ${signed(a.value)}, and every ability based on it follows; its progress starts again at 0 of ${figure(a.needed)}.`,
      );
    else if (a.progress !== was.progress)
      parts.push(`${a.name} progress ${figure(a.progress)} of ${figure(a.needed)}.`);
  }
  const hp = after.health.current - before.health.current;
  if (hp !== 0) parts.push(`Hit points ${figure(after.health.current)} of ${figure(after.health.max)}.`);
  return parts.join(' ');
}

export type HeimrDesk = LedgerDesk<HeimrSheet, HeimrPurchase & { note?: string }>;

/** The play state of one open character, made on first use and kept while the character is open. */
export const deskFor: (editor: HeimrEditor) => HeimrDesk = ledgerDesks(costs);
