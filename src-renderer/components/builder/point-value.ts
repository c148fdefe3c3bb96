import { countOf } from '../../base/format';
import type { ExplainedRule } from '../explain/explanation-dialog';
import type { PriceWhy, StepOption } from '../step-buttons';
import { changeQuestion } from './creation-option';
import type { LevelCheck } from './level-field';

/**
 * The checks and step buttons of a value bought from a pool of creation points within a range, for every game
 * (Heimr's and Symbaroum's attributes): a value outside the campaign's range is refused with the range, any other
 * is checked by the game's creation preview; a step up uses a point and a step down frees one. With `explain`, a
 * step or a typed value that may be taken has its price's "Why?", asked in the words of the button ("Why does Raise
 * Agility to +2 use 1 point?") or of the field ("Why does Set Agility to +3 use 2 points?").
 */
export function pointValueControls<Creation>(p: {
  name: string;
  value: number;
  lowest: number;
  highest: number;
  /** How the game writes a value: "+1" or "11". */
  shown(n: number): string;
  /** Added to the range's sentence, e.g. " in this campaign". */
  where: string;
  to(n: number): Creation;
  preview(next: Creation, options: { budgetOnly: boolean }): { blocked?: string | undefined };
  option(
    next: Creation,
    action: string,
    undoLabel: string,
    options: { budgetOnly: boolean; price: () => string },
  ): StepOption;
  /** The game's explanation of the points a change uses or frees, worked out when the player asks; `action` words it. */
  explain?: ((next: Creation, action: string) => ExplainedRule | undefined) | undefined;
}): { check(n: number): LevelCheck; step(n: number, verb: 'Lower' | 'Raise'): StepOption } {
  const outside = (n: number): string | undefined =>
    n < p.lowest
      ? `${p.name} starts at ${p.shown(p.lowest)} at the least${p.where}.`
      : n > p.highest
        ? `${p.name} starts at ${p.shown(p.highest)} at most${p.where}.`
        : undefined;
  const points = (n: number) =>
    n > p.value
      ? `uses ${countOf(n - p.value, 'point', 'points')}`
      : `frees ${countOf(p.value - n, 'point', 'points')}`;
  /** The "Why?" of the price of `n`, reached by `action`; none where the game gives no explanation. */
  const whyOf = (n: number, action: string): PriceWhy | undefined => {
    const explain = p.explain;
    return explain && { question: changeQuestion(action, points(n)), explain: () => explain(p.to(n), action) };
  };
  return {
    check(n) {
      const o = outside(n);
      if (o) return { price: 'not allowed', blocked: o };
      const { blocked } = p.preview(p.to(n), { budgetOnly: n < p.value });
      if (blocked) return { price: 'not allowed', blocked };
      // Asked in the words the field takes a value in, as every builder's typed value is: "Set Agility to +2".
      const why = n === p.value ? undefined : whyOf(n, `Set ${p.name} to ${p.shown(n)}`);
      return why ? { price: points(n), why } : { price: points(n) };
    },
    step(n, verb) {
      const action = `${verb} ${p.name} to ${p.shown(n)}`;
      const o = outside(n);
      if (o)
        return {
          label: `${action} (not allowed)`,
          blocked: `${action}: ${o.charAt(0).toLowerCase()}${o.slice(1)}`,
          apply: () => {},
        };
      const option = p.option(p.to(n), action, `${p.name} to ${p.shown(n)}`, {
        budgetOnly: n < p.value,
        price: () => points(n),
      });
      // A step the rules refuse says "not allowed" rather than a price, so there is no price to explain.
      const why = option.blocked === undefined ? whyOf(n, action) : undefined;
      return why ? { ...option, why } : option;
    },
  };
}
