import { observer } from 'mobx-react-lite';
import { createContext, useContext } from 'react';
import { isStandingError } from '../../../../shared/rules/core/findings';
import type { Cost } from '../../../../shared/rules/core/system';
import {
  applyMlsEvent,
  costOf,
  type MlsEvent,
  type MlsPurchase,
  type MlsSettings,
  type MlsSheet,
} from '../../../../shared/rules/systems/mls';
import { refusal } from '../../../components/refusal';
import type { MlsEditor } from '../controls/creation-step';
import { explainPrice } from '../../../components/priced-button';
import { priceQuestion, StepButtons } from '../../../components/step-buttons';
import type { AdvanceDesk } from './advance-desk';
import { cps } from '../../../base/format';

/** A purchase previewed on the current sheet: its price and refusals, and the sheet it would give. */
export interface PurchasePreview {
  cost: Cost;
  /** The sheet after the purchase, to name what it reaches ("Archery to base +2"); undefined when it cannot apply at all. */
  after: MlsSheet | undefined;
  /**
   * Why the purchase is refused, or undefined when it is allowed: a line such
   * as "Needs 5 CPs; 1 CP left." when the page's notes explain the rule (see
   * `note`), otherwise every standing error's message.
   */
  blocked: string | undefined;
  /** The page's note that completes `blocked`, when the refusal is one the page explains once. */
  note: PurchaseNote | undefined;
}

/**
 * Refusals the Advance page explains once, in a note under "Spend CPs",
 * rather than in every row: one spend can refuse dozens of purchases at once
 * (it leaves too few CPs for any of them), and the rules' whole sentence in
 * every row is both noise and a two-line reason appearing in each row, which
 * would push the page down under the player's pointer. Each such row says in
 * one line what stops it, and is described by that line and the note.
 */
export type PurchaseNote = 'cps' | 'increment';

/** The rules' finding codes for those refusals (shared/rules/systems/mls/apply-common.ts). */
const NOTED: Readonly<Record<string, PurchaseNote>> = {
  'mls.cp.insufficient': 'cps',
  'mls.increment.already-changed': 'increment',
};

/** The ids of the page's notes, by refusal; a button outside the page has none and shows the rules' sentence. */
export const PurchaseNotes = createContext<Readonly<Record<PurchaseNote, string>> | undefined>(undefined);

/*
 * Previews by sheet: the page asks about the same purchases several times per
 * render (a row's label and its button both need it), and a sheet never
 * changes once folded, so each purchase is priced once per sheet. The sheets
 * are keys of a WeakMap, so the prices go when the sheet does.
 */
const previews = new WeakMap<MlsSheet, { settings: MlsSettings; byPurchase: Map<string, PurchasePreview> }>();

/** Prices a purchase through the rules package without recording it; asked again on the same sheet, it answers from memory. */
export function previewPurchase(sheet: MlsSheet, purchase: MlsPurchase, settings: MlsSettings): PurchasePreview {
  let known = previews.get(sheet);
  if (known === undefined || known.settings !== settings) {
    known = { settings, byPurchase: new Map() };
    previews.set(sheet, known);
  }
  const key = JSON.stringify(purchase);
  let preview = known.byPurchase.get(key);
  if (preview === undefined) {
    preview = pricePurchase(sheet, purchase, settings);
    known.byPurchase.set(key, preview);
  }
  return preview;
}

function pricePurchase(sheet: MlsSheet, purchase: MlsPurchase, settings: MlsSettings): PurchasePreview {
  const cost = costOf(sheet, purchase, settings);
  const after = applyMlsEvent(
    sheet,
    { ...purchase, id: 'preview', date: '2000-01-01' } as MlsEvent,
    settings,
    'preview',
  ).sheet;
  const errors = cost.findings.filter(isStandingError);
  if (cost.allowed) return { cost, after, blocked: undefined, note: undefined };
  const notes = new Set(errors.map((f) => NOTED[f.code]));
  if (errors.length > 0 && !notes.has(undefined)) {
    // A trait already moved this increment waits for the next one whatever the CPs, so that is the reason given.
    if (notes.has('increment'))
      return { cost, after, blocked: 'Already changed this age increment.', note: 'increment' };
    return {
      cost,
      after,
      blocked: `Needs ${cps(cost.amount)}; ${cps(sheet.cp.earned - sheet.cp.spent)} left.`,
      note: 'cps',
    };
  }
  return {
    cost,
    after,
    blocked: errors.map((f) => f.message).join(' ') || 'The rules do not allow this now.',
    note: undefined,
  };
}

/** Why a purchase is refused in the rules' own words (every standing error's message), for a control outside the page's notes. */
export function fullReason(preview: PurchasePreview): string | undefined {
  return preview.note === undefined
    ? preview.blocked
    : preview.cost.findings
        .filter(isStandingError)
        .map((f) => f.message)
        .join(' ');
}

/**
 * Why a purchase button is refused, after the purchase's own words: "Raise Archery to base +2: needs 3 CPs;
 * 0 CPs left." On the Advance page (`noted`), a refusal the page explains once is its short line; elsewhere it
 * is the rules' whole sentence. Undefined when the purchase is allowed.
 */
export function purchaseRefusal(preview: PurchasePreview, action: string, noted: boolean): string | undefined {
  const reason = noted ? preview.blocked : fullReason(preview);
  return reason === undefined ? undefined : refusal(action, [reason]);
}

export interface PurchaseButtonProps {
  editor: MlsEditor;
  desk: AdvanceDesk;
  purchase: MlsPurchase;
  /** What the button does, e.g. "Raise Archery to base +2"; the cost is added. */
  action: string;
  /** The step's name in Undo and the history, e.g. "raising Archery to base +2". */
  undoLabel: string;
  /** The confirmation after it is recorded, e.g. "Raised Archery to base +2." */
  done: string;
  /** Called after the purchase is recorded (e.g. to clear a form). */
  onRecorded?: (() => void) | undefined;
}

/**
 * One advancement purchase: the button says what it buys and what it costs
 * before it is clicked; when the rules refuse it, it is disabled and the
 * reason is told beside it after the purchase's own words. A "Why?" control
 * after it opens the rules' explanation of the price.
 */
export const PurchaseButton = observer(function PurchaseButton({
  editor,
  desk,
  purchase,
  action,
  undoLabel,
  done,
  onRecorded,
}: PurchaseButtonProps) {
  const notes = useContext(PurchaseNotes);
  const sheet = editor.sheet;
  if (!sheet) return null;
  const preview = previewPurchase(sheet, purchase, editor.settings);
  const { cost, note } = preview;
  // Outside the page's notes (none given), a noted refusal is told in the rules' own words.
  const blocked = purchaseRefusal(preview, action, notes !== undefined);
  return (
    <StepButtons
      options={[
        {
          label: `${action} (${cps(cost.amount)})`,
          blocked,
          ...(note !== undefined && notes !== undefined ? { alsoDescribedBy: notes[note] } : {}),
          why: {
            question: priceQuestion(action, { amount: cost.amount, format: cps }),
            explain: () => explainPrice(editor, purchase),
          },
          apply: () => {
            if (desk.perform(undoLabel, purchase, () => done)) onRecorded?.();
          },
        },
      ]}
    />
  );
});
