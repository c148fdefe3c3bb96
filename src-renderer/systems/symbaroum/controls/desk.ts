import {
  costOf,
  type SymbaroumPurchase,
  type SymbaroumSettings,
  type SymbaroumSheet,
} from '../../../../shared/rules/systems/symbaroum';
import { figure } from '../../../base/format';
import { ledgerDesks, poolChanges, type LedgerDesk } from '../../../components/ledger-desk';
import { previewStep, type StepPreview } from '../../../components/step-preview';
import { experience } from '../points';
import type { SymbaroumEditor } from './edit';

/** Prices one step of play through the rules package without recording it; short of experience, it keeps its price. */
export function previewSymbaroumStep(
  sheet: SymbaroumSheet,
  purchase: SymbaroumPurchase,
  settings: SymbaroumSettings,
): StepPreview {
  return previewStep(costOf, ['symbaroum.xp.insufficient'], sheet, purchase, settings);
}

/** What an entry did to experience and Toughness, in words. */
export function costs(before: SymbaroumSheet, after: SymbaroumSheet): string {
  const parts = poolChanges(before.totals, after.totals, experience);
  if (after.toughness.current !== before.toughness.current)
    parts.push(`Toughness ${figure(after.toughness.current)} of ${figure(after.toughness.max)}.`);
  if (after.dead && !before.dead) parts.push('The character is dead.');
  else if (after.dying && !before.dying) parts.push('The character is dying: make a death test each turn.');
  else if (after.deathSteps !== before.deathSteps && after.deathSteps > 0)
    parts.push(`${figure(after.deathSteps)} of 3 steps toward death.`);
  if (after.defense !== before.defense) parts.push(`Defense ${figure(after.defense)}.`);
  return parts.join(' ');
}

export type SymbaroumDesk = LedgerDesk<SymbaroumSheet, SymbaroumPurchase & { note?: string }>;

/** The play state of one open character, made on first use and kept while the character is open. */
export const deskFor: (editor: SymbaroumEditor) => SymbaroumDesk = ledgerDesks(costs);
