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
 * refuses it). `undoLabel` names the step in Undo and the history.
 */
export function creationOption<Creation>(
  editor: { updateCreation(label: string, next: Creation): void },
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
      if (!blocked) editor.updateCreation(undoLabel, next);
    },
  };
}

/** A copy of the creation choices that may be changed freely (they are plain JSON data). */
export function copyCreation<Creation>(creation: Creation): Creation {
  return JSON.parse(JSON.stringify(creation)) as Creation;
}
