import type { StepOption } from '../step-buttons';

/** What the rules say of a change to the creation choices before it is made. */
export interface PricedChange {
  /** Its price in the game's words, e.g. "costs 2 CPs", "gives back 5 sc". */
  price: string;
  /** False when a rule (not the budget) refuses it: such a change has no meaningful price. */
  priced: boolean;
  /** Why it may not be taken, after its own words; undefined when it is allowed. */
  blocked?: string | undefined;
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
  const { blocked } = change;
  return {
    label: `${action} (${change.priced ? change.price : 'not allowed'})`,
    ...(blocked ? { blocked } : {}),
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
