import { observer } from 'mobx-react-lite';
import { createContext, useContext } from 'react';
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
  /**
   * Why the purchase is refused, or undefined when it is allowed: every
   * standing error's message, or only "Needs 5 CPs; 1 CP left." when the one
   * reason is a shortage of CPs (the page says once how to earn more).
   */
  blocked: string | undefined;
  /** True when the only reason it is refused is that it costs more CPs than are left. */
  shortOfCps: boolean;
}

/** The rules' refusal of a purchase that costs more CPs than are left (shared/rules/systems/mls/apply-common.ts). */
const CP_SHORTAGE = 'mls.cp.insufficient';

/**
 * The id of the page's one note on earning more CPs. A purchase refused only
 * for want of CPs says what it needs in a line and is described by this note
 * as well, instead of every row repeating the rules' whole sentence: on a page
 * of dozens of purchases one spend refuses most of them at once, and a
 * two-line reason appearing in every row would push the page down under the
 * player's pointer.
 */
export const CpShortageNote = createContext<string | undefined>(undefined);

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
  if (cost.allowed) return { cost, after, blocked: undefined, shortOfCps: false };
  if (errors.length > 0 && errors.every((f) => f.code === CP_SHORTAGE)) {
    return { cost, after, blocked: `Needs ${cps(cost.cp)}; ${cps(sheet.cp.earned - sheet.cp.spent)} left.`, shortOfCps: true };
  }
  return { cost, after, blocked: errors.map((f) => f.message).join(' ') || 'The rules do not allow this now.', shortOfCps: false };
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
  const shortageNote = useContext(CpShortageNote);
  const sheet = editor.sheet;
  if (!sheet) return null;
  const { cost, blocked, shortOfCps } = previewPurchase(sheet, purchase, editor.settings);
  return (
    <StepButtons
      up={{
        label: `${action} (${cps(cost.cp)})`,
        blocked,
        ...(shortOfCps && shortageNote !== undefined ? { alsoDescribedBy: shortageNote } : {}),
        apply: () => {
          if (desk.perform(undoLabel, purchase, () => done)) onRecorded?.();
        },
      }}
    />
  );
});
