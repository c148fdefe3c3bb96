import { isStandingError, type Finding } from '../../../shared/rules/core/findings';
import { refusal } from '../refusal';
import type { StepOption } from '../step-buttons';
import type { AnyRuleSystem } from '../../../shared/rules/core/system';
import { creationOption, explainCreation } from './creation-option';

/** What a change to the creation choices does, as the game's rules count it. */
export interface CreationPreview {
  /** Points it spends from the creation budget (negative: gives back). */
  amount: number;
  /** The first reason the change may not be taken, or undefined. */
  blocked?: string;
  /** False when a rule (not the budget) refuses it: such a change has no meaningful price. */
  priced: boolean;
}

/** What the previewer needs of a game: its creation, how much creation spends and has left, and its overspending finding. */
export interface CreationRules<Creation, Settings, State> {
  create(creation: Creation, settings: Settings): { sheet: State; findings: Finding[] };
  spent(state: State): number;
  left(state: State): number;
  /** The code of the finding for spending more than the budget at creation, e.g. "heimr.xp.overspent". */
  overspent: string;
}

/** The editor as the builder's priced buttons need it: the game, the choices and settings, and the way to change them. */
export interface CreationEditor<Creation, Settings> {
  readonly system: AnyRuleSystem;
  readonly creation: Creation | undefined;
  readonly settings: Settings;
  updateCreation(label: string, next: Creation): void;
}

export interface CreationPreviewer<Creation, Settings> {
  /**
   * Prices a change to the creation choices and says why it may not be taken: the first error it brings that the
   * current choices do not have, or spending more than is left. With `budgetOnly` (a lower value, a level given
   * back) only the budget counts: taking back is the player's call. `step` words the change ("Raise Quick to 12"),
   * so the reason is told after it.
   */
  preview(
    current: Creation,
    next: Creation,
    settings: Settings,
    options?: { budgetOnly?: boolean; step?: string },
  ): CreationPreview;
  /** What the creation choices leave of the budget they are priced in, as the rules count it at creation. */
  left(creation: Creation, settings: Settings): number;
  /** A button for a change to the creation choices, priced and checked before it is pressed. */
  option(
    editor: CreationEditor<Creation, Settings>,
    next: Creation,
    action: string,
    undoLabel: string,
    options: {
      budgetOnly?: boolean;
      price: (p: CreationPreview) => string;
      /** The price's words for its explanation, when the price is in the game's first currency. */
      explained?: (amount: number) => string;
    },
  ): StepOption;
}

const key = (f: Finding) => `${f.code}@${f.path}@${f.message}`;

/**
 * The creation previewer of one game, for every game whose creation has one budget: the current choices are
 * created once (every button of a step prices itself against them), the next ones each time.
 */
export function creationPreviewer<Creation extends object, Settings, State>(
  rules: CreationRules<Creation, Settings, State>,
): CreationPreviewer<Creation, Settings> {
  const created = new WeakMap<Creation, { settings: Settings; result: { sheet: State; findings: Finding[] } }>();
  const createdFrom = (creation: Creation, settings: Settings) => {
    const hit = created.get(creation);
    if (hit && hit.settings === settings) return hit.result;
    const result = rules.create(creation, settings);
    created.set(creation, { settings, result });
    return result;
  };
  const preview: CreationPreviewer<Creation, Settings>['preview'] = (current, next, settings, options = {}) => {
    const before = createdFrom(current, settings);
    const after = rules.create(next, settings);
    const amount = rules.spent(after.sheet) - rules.spent(before.sheet);
    const known = new Set(before.findings.map(key));
    const told = (message: string) => (options.step === undefined ? message : refusal(options.step, [message]));
    const first = options.budgetOnly
      ? undefined
      : after.findings.find((f) => isStandingError(f) && !known.has(key(f)) && f.code !== rules.overspent);
    if (first) return { amount, blocked: told(first.message), priced: false };
    if (amount > 0 && rules.left(after.sheet) < 0) {
      const over = after.findings.find((f) => f.code === rules.overspent);
      return {
        amount,
        blocked: told(over?.message ?? 'It would spend more than there is to start with; take something back first.'),
        priced: true,
      };
    }
    return { amount, priced: true };
  };
  return {
    preview,
    left: (creation, settings) => rules.left(createdFrom(creation, settings).sheet),
    option(editor, next, action, undoLabel, options) {
      const p = preview(editor.creation!, next, editor.settings, {
        ...(options.budgetOnly ? { budgetOnly: true } : {}),
        step: action,
      });
      return creationOption(editor, next, action, undoLabel, {
        price: options.price(p),
        priced: p.priced,
        blocked: p.blocked,
        ...(options.explained ? { explain: () => explainCreation(editor, next, action, options.explained) } : {}),
      });
    },
  };
}

/**
 * A game's creation previewer with its price words: `previewCreation` as above, and `changeOption`, a button
 * priced in the game's currency (`phrase`: "costs 5 XP") unless `price` words it otherwise.
 */
export function gameCreation<Creation extends object, Settings, State>(
  rules: CreationRules<Creation, Settings, State>,
  phrase: (amount: number) => string,
) {
  const previewer = creationPreviewer(rules);
  return {
    previewCreation: previewer.preview,
    /** What the creation choices leave to spend at creation, whatever play has earned or spent since. */
    leftAtCreation: previewer.left,
    changeOption(
      editor: CreationEditor<Creation, Settings>,
      next: Creation,
      action: string,
      undoLabel: string,
      options: { budgetOnly?: boolean; price?: (p: CreationPreview) => string } = {},
    ): StepOption {
      // A price in the game's first currency is explained from its budget lines; one worded otherwise (attribute
      // points) is not counted in them.
      return previewer.option(editor, next, action, undoLabel, {
        ...options,
        price: options.price ?? ((p) => phrase(p.amount)),
        ...(options.price === undefined ? { explained: phrase } : {}),
      });
    },
  };
}
