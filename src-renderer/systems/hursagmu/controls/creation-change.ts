import { isStandingError, type Finding } from '../../../../shared/rules/core/findings';
import {
  createSheet,
  explainEquipmentChange,
  type HursagmuCreation,
  type HursagmuSettings,
  type HursagmuSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { creationOption, explainCreation, type PricedChange } from '../../../components/builder/creation-option';
import type { ExplainedRule } from '../../../components/explain/explanation-dialog';
import { refusal } from '../../../components/refusal';
import type { StepOption } from '../../../components/step-buttons';
import type { CharacterEditor } from '../../../contract/character-editor';
import { characterPointsPhrase } from '../points';
import { coinPhrase } from './format';

/** The editor as the HURSAGMU screens see it. */
export type HursagmuEditor = CharacterEditor<HursagmuCreation, HursagmuSheet, HursagmuSettings>;

/** What a change to the creation choices does, as the rules package counts it. */
export interface CreationPreview {
  /** Character points it spends (negative: gives back). */
  cp: number;
  /** Copper coins it spends from the starting purse (negative: gives back). */
  coins: number;
  /** The first reason the change may not be taken, or undefined. */
  blocked?: string;
  /** False when a rule (not the budget or the purse) refuses it: such a change has no meaningful price. */
  priced: boolean;
  /** The sheet the change would give. */
  sheet: HursagmuSheet;
}

const CP_OVERSPENT = 'hursagmu.cp.overspent';
const COINS_OVERSPENT = 'hursagmu.coins.overspent';
// Every button on a step prices itself against the same current choices; create their sheet once.
const created = new WeakMap<HursagmuCreation, { settings: HursagmuSettings; result: ReturnType<typeof createSheet> }>();
function createdFrom(creation: HursagmuCreation, settings: HursagmuSettings): ReturnType<typeof createSheet> {
  const hit = created.get(creation);
  if (hit && hit.settings === settings) return hit.result;
  const result = createSheet(creation, settings);
  created.set(creation, { settings, result });
  return result;
}

const key = (f: Finding) => `${f.code}@${f.path}@${f.message}`;

/**
 * Prices a change to the creation choices with the rules package and says why it may not be taken: the first
 * error it would bring that the current choices do not have, or spending more points or coins than are left.
 * The reason is the rules' finding about the character as the change would leave it, so it is told after the
 * change's own words when `step` gives them ("Raise Sorcery to 5: The Master limits beginning traits to
 * level 4…"). With `budgetOnly`, only overspending stops it: removing a choice is always the player's call.
 */
export function previewChange(
  current: HursagmuCreation,
  next: HursagmuCreation,
  settings: HursagmuSettings,
  options: { budgetOnly?: boolean; step?: string } = {},
): CreationPreview {
  const before = createdFrom(current, settings);
  const after = createSheet(next, settings);
  const cp = after.sheet.characterPoints.spent - before.sheet.characterPoints.spent;
  const coins = before.sheet.coins - after.sheet.coins;
  const known = new Set(before.findings.map(key));
  const fresh = after.findings.filter(
    (f) => isStandingError(f) && !known.has(key(f)) && f.code !== CP_OVERSPENT && f.code !== COINS_OVERSPENT,
  );
  const first = options.budgetOnly ? undefined : fresh[0];
  const told = (message: string) => (options.step === undefined ? message : refusal(options.step, [message]));
  if (first) return { cp, coins, blocked: told(first.message), priced: false, sheet: after.sheet };
  if (cp > 0 && after.sheet.characterPoints.left < 0) {
    const over = after.findings.find((f) => f.code === CP_OVERSPENT);
    return {
      cp,
      coins,
      blocked: told(over?.message ?? 'It would spend more character points than are left; free some first.'),
      priced: true,
      sheet: after.sheet,
    };
  }
  if (coins > 0 && after.sheet.coins < 0) {
    const over = after.findings.find((f) => f.code === COINS_OVERSPENT);
    return {
      cp,
      coins,
      blocked: told(over?.message ?? 'It would spend more coins than are in the purse; leave something behind first.'),
      priced: true,
      sheet: after.sheet,
    };
  }
  return { cp, coins, priced: true, sheet: after.sheet };
}

/**
 * A button for a change to the creation choices, priced and checked before it is pressed. `action` is e.g.
 * "Raise Archery to 7"; `price` words the cost (character points by default). `undoLabel` names the step in
 * Undo and the history. With `coins`, the change is to the starting equipment: priced in coins from the purse
 * ("costs 2 gc") unless `price` words it otherwise, and explained piece by piece from the book's tables.
 */
export function changeOption(
  editor: HursagmuEditor,
  next: HursagmuCreation,
  action: string,
  undoLabel: string,
  options: ChangeOptions = {},
): StepOption {
  return creationOption(
    editor,
    next,
    action,
    undoLabel,
    pricedChange(editor, next, action, { ...options, step: true }),
  );
}

/** How a change is priced: within the budget only (a step down), in other words than the default, in coins. */
type ChangeOptions = { budgetOnly?: boolean; price?: (p: CreationPreview) => string; coins?: boolean };

/**
 * What the rules say of a change before it is made, as its button and a typed level show it: its price, a refusal
 * (after the change's own words with `step`, as a button's), and its explanation.
 */
export function pricedChange(
  editor: HursagmuEditor,
  next: HursagmuCreation,
  action: string,
  options: ChangeOptions & { step?: boolean } = {},
): PricedChange {
  const { step, ...rest } = options;
  const preview = previewChange(editor.creation!, next, editor.settings, {
    ...rest,
    ...(step ? { step: action } : {}),
  });
  const price =
    options.price ??
    (options.coins ? (p: CreationPreview) => coinPhrase(p.coins) : (p: CreationPreview) => characterPointsPhrase(p.cp));
  return {
    price: price(preview),
    priced: preview.priced,
    blocked: preview.blocked,
    ...explanation(editor, next, action, options),
  };
}

/**
 * How a button's price is explained, in the button's words: a price in character points from the points budget's
 * lines (explain-budget.ts), one in coins piece by piece (explain-purse.ts); a price worded otherwise, none.
 */
function explanation(
  editor: HursagmuEditor,
  next: HursagmuCreation,
  action: string,
  options: { price?: unknown; coins?: boolean },
): { explain?: () => ExplainedRule | undefined } {
  if (options.price !== undefined) return {};
  if (!options.coins) return { explain: () => explainCreation(editor, next, action, characterPointsPhrase) };
  return {
    explain: () => {
      const current = editor.creation;
      return current === undefined
        ? undefined
        : explainEquipmentChange(current, next, editor.settings, action, coinPhrase);
    },
  };
}

/** An id for a new piece of equipment from its name, unique on this character. */
export function equipmentId(name: string, creation: HursagmuCreation): string {
  const taken = new Set(creation.equipment.map((e) => e.id));
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56)
      .replace(/-+$/, '') || 'item';
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}
