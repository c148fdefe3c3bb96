import { countOf } from '../../base/format';
import type { StepOption } from '../step-buttons';
import type { LevelCheck } from './level-field';

/**
 * The checks and step buttons of a value bought from a pool of creation points within a range, for every game
 * (Heimr's and Symbaroum's attributes): a value outside the campaign's range is refused with the range, any other
 * is checked by the game's creation preview; a step up uses a point and a step down frees one.
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
  return {
    check(n) {
      const o = outside(n);
      if (o) return { price: 'not allowed', blocked: o };
      const { blocked } = p.preview(p.to(n), { budgetOnly: n < p.value });
      return { price: blocked ? 'not allowed' : points(n), blocked };
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
      return p.option(p.to(n), action, `${p.name} to ${p.shown(n)}`, {
        budgetOnly: n < p.value,
        price: () => points(n),
      });
    },
  };
}
