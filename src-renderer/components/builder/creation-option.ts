import { explainCreationChange } from '../../../shared/rules/core/explain-creation';
import type { AnyRuleSystem } from '../../../shared/rules/core/system';
import type { ExplainedRule } from '../explain/explanation-dialog';
import type { StepOption } from '../step-buttons';

/** What the rules say of a change to the creation choices before it is made. */
export interface PricedChange {
  /** Its price in the game's words, e.g. "costs 2 CPs", "gives back 5 sc". */
  price: string;
  /** False when a rule (not the budget) refuses it: such a change has no meaningful price. */
  priced: boolean;
  /** Why it may not be taken, after its own words; undefined when it is allowed. */
  blocked?: string | undefined;
  /**
   * The rules' explanation of the price, worked out when the player asks "Why?": for a price in the game's first
   * currency, from the budget lines it moves (`explainCreation`); for another the game counts its own way (HURSAGMU's
   * coins for starting equipment), the game's own explanation of the change.
   */
  explain?: (() => ExplainedRule | undefined) | undefined;
}

/**
 * The question a creation price's "Why?" asks, in the words of the button's price: "Why does Raise Archery to 7
 * cost 2 CPs?" of "costs 2 CPs", "Why does Lower Quick to 10 give back 5 experience?" of "gives back 5 experience",
 * "Why is Raise Archery to 1 free?" of "free", "Why does … cost no CPs?" of "no CPs".
 */
export function changeQuestion(action: string, price: string): string {
  if (price === 'free') return `Why is ${action} free?`;
  const [verb = '', ...rest] = price.split(' ');
  const known = /^(costs|gives|yields|uses|frees)$/.test(verb);
  return known
    ? `Why does ${action} ${verb.replace(/s$/, '')} ${rest.join(' ')}?`
    : `Why does ${action} cost ${price}?`;
}

/**
 * Why a change to the creation choices costs what it does, from the budget lines it changes (explain-creation.ts),
 * worked out for the choices as they stand when asked; `phrase` words the price as the button does ("gives back 5
 * XP", "free").
 */
export function explainCreation<Creation>(
  editor: { readonly system: AnyRuleSystem; readonly creation: Creation | undefined; readonly settings: unknown },
  next: Creation,
  action: string,
  phrase?: (amount: number) => string,
): ExplainedRule | undefined {
  const current = editor.creation;
  return current === undefined
    ? undefined
    : explainCreationChange(editor.system, current, next, editor.settings, action, phrase);
}

/**
 * A button for a change to the creation choices, priced and checked by the game's rules before it is
 * pressed. `action` is e.g. "Raise Archery to 7"; the price is added in brackets ("not allowed" when a rule
 * refuses it), and Undo names the step by it ("Undo: raise Archery to 7"). `undoLabel` names the change in the
 * history when it is made after play began ("Archery to 7").
 */
export function creationOption<Creation>(
  editor: { updateCreation(label: string, next: Creation, options?: { undo?: string }): void },
  next: Creation,
  action: string,
  undoLabel: string,
  change: PricedChange,
): StepOption {
  const { blocked, explain } = change;
  return {
    label: `${action} (${change.priced ? change.price : 'not allowed'})`,
    ...(blocked ? { blocked } : {}),
    ...(change.priced && explain ? { why: { question: changeQuestion(action, change.price), explain } } : {}),
    apply: () => {
      // Undo names the step by what the button did: "Undo: raise Archery to 7".
      if (!blocked) editor.updateCreation(undoLabel, next, { undo: action.charAt(0).toLowerCase() + action.slice(1) });
    },
  };
}

/** A copy of the creation choices that may be changed freely (they are plain JSON data). */
export function copyCreation<Creation>(creation: Creation): Creation {
  return JSON.parse(JSON.stringify(creation)) as Creation;
}
