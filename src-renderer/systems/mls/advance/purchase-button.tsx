import { observer } from 'mobx-react-lite';
import { isStandingError } from '../../../../shared/rules/core/findings';
import type { Cost } from '../../../../shared/rules/core/system';
import { applyMlsEvent, costOf, type MlsEvent, type MlsPurchase, type MlsSettings, type MlsSheet } from '../../../../shared/rules/systems/mls';
import type { MlsEditor } from '../controls/creation-step';
import { cps } from '../controls/format';
import { StepButtons } from '../controls/step-buttons';
import type { AdvanceDesk } from './advance-desk';

/** A purchase previewed on the current sheet: its price and refusals, and the sheet it would give. */
export interface PurchasePreview {
  cost: Cost;
  /** The sheet after the purchase, to name what it reaches ("Archery to base +2"); undefined when it cannot apply at all. */
  after: MlsSheet | undefined;
  /** Every standing error's message, or undefined when the purchase is allowed. */
  blocked: string | undefined;
}

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
  const after = applyMlsEvent(sheet, { ...purchase, id: 'preview', date: '2000-01-01' } as MlsEvent, settings, 'preview').sheet;
  const errors = cost.findings.filter(isStandingError);
  return { cost, after, blocked: cost.allowed ? undefined : errors.map((f) => f.message).join(' ') || 'The rules do not allow this now.' };
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
 * finding's message says why beside it.
 */
export const PurchaseButton = observer(function PurchaseButton({ editor, desk, purchase, action, undoLabel, done, onRecorded }: PurchaseButtonProps) {
  const sheet = editor.sheet;
  if (!sheet) return null;
  const { cost, blocked } = previewPurchase(sheet, purchase, editor.settings);
  return (
    <StepButtons
      up={{
        label: `${action} (${cps(cost.cp)})`,
        blocked,
        apply: () => {
          if (desk.perform(undoLabel, purchase, () => done)) onRecorded?.();
        },
      }}
    />
  );
});
