import { isStandingError } from '../../../../shared/rules/core/findings';
import {
  costOf,
  formatCoins,
  type HursagmuCreation,
  type HursagmuPurchase,
  type HursagmuSettings,
  type HursagmuSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { ledgerDesks, poolChanges, type LedgerDesk } from '../../../components/ledger-desk';
import type { CharacterEditor } from '../../../contract/character-editor';
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
  const blocked = cost.allowed
    ? undefined
    : errors.map((f) => f.message).join(' ') || 'The rules do not allow this now.';
  const priced =
    cost.allowed ||
    errors.every((f) => f.code === 'hursagmu.xp.insufficient' || f.code === 'hursagmu.coins.insufficient');
  return { cp: cost.amount, blocked, priced };
}

/**
 * The working state of play for one open character: the toolkit's ledger desk, with what an entry cost in
 * experience and coins. Shared by the sheet (damage and recovery) and the advancement page.
 */
export type PlayDesk = LedgerDesk<HursagmuSheet, HursagmuPurchase & { note?: string }>;

/** "Spent 4 experience points; 1 experience point unspent.", "Paid 90 cc; the purse holds 9 gc 1 sc." or "" when neither changed. */
export function costs(before: HursagmuSheet, after: HursagmuSheet): string {
  const parts = poolChanges(before.experience, after.experience, experiencePoints);
  const coins = after.coins - before.coins;
  if (coins < 0) parts.push(`Paid ${formatCoins(-coins)}; the purse holds ${formatCoins(after.coins)}.`);
  if (coins > 0) parts.push(`Received ${formatCoins(coins)}; the purse holds ${formatCoins(after.coins)}.`);
  return parts.join(' ');
}

/** The play state of one open character, made on first use and kept while the character is open. */
export const deskFor: (editor: HursagmuEditor) => PlayDesk = ledgerDesks(costs);
