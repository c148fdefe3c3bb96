import { budgetLineExplained, lineWords, priceWords, type CostExplanation, type PriceRule } from './explain';
import { mainBudget, type BudgetItem, type RuleSystem } from './system';

/*
 * The price of a change to the creation choices, explained from the budget lines it changes: the builder prices a
 * change as the creation's points spent after it less before, and those points are the sum of the budget's lines, so
 * the lines that differ are the explanation, each by its own rule (`RuleSystem.explainBudgetLine`).
 */

type AnySystem<S, C, Sh extends St, St> = Pick<
  RuleSystem<S, C, unknown, Sh, unknown, St>,
  'create' | 'sheetOf' | 'budgets' | 'currencies' | 'explainBudgetLine'
>;

/** One line explained against the same line before, if there was one. */
interface LineChange {
  after?: PriceRule;
  before?: PriceRule;
}

/** The first currency's budget lines of a creation, each with the way to its explanation. */
function linesOf<S, C, Sh extends St, St>(system: AnySystem<S, C, Sh, St>, creation: C, settings: S) {
  const sheet = system.sheetOf(system.create(creation, settings).sheet);
  const currency = system.currencies[0]!.id;
  return mainBudget(system, sheet).items.map((item) => ({
    item,
    explain: () => system.explainBudgetLine(sheet, currency, item, settings),
  }));
}

type Line = ReturnType<typeof linesOf>[number];

/**
 * The lines before and after paired: first by label (a line whose place moved, as a gift after one taken away, is
 * the same line), then by path among those left (a trait whose level changed, "Archery 5" to "Archery 7"). A line
 * after with no pair was added; one before with no pair was dropped.
 */
function paired(before: readonly Line[], after: readonly Line[]): { after?: Line; before?: Line }[] {
  const left = new Set(before);
  const pairs: { after?: Line; before?: Line }[] = after.map((line) => ({ after: line }));
  const take = (match: (was: Line, now: Line) => boolean) => {
    for (const pair of pairs) {
      if (pair.before !== undefined) continue;
      const was = [...left].find((l) => match(l, pair.after!));
      if (was === undefined) continue;
      pair.before = was;
      left.delete(was);
    }
  };
  take((was, now) => was.item.label === now.item.label);
  take((was, now) => was.item.path === now.item.path);
  return [...pairs, ...[...left].map((line) => ({ before: line }))];
}

const sameLine = (a: BudgetItem, b: BudgetItem) => a.label === b.label && a.amount === b.amount;

/** What a change does to the points, as the builder's buttons say it: "costs 2 CPs", "gives back 5 XP", "costs nothing". */
const changeWords = (amount: number, format: (n: number) => string): string =>
  amount === 0 ? 'costs nothing' : amount < 0 ? `gives back ${format(-amount)}` : priceWords(amount, format);

/** A changed line in words: "Archery 7: …, costs 6 CPs, in place of Archery 5, which costs 4 CPs". */
function lineChangeWords({ after, before }: LineChange, format: (n: number) => string): string {
  if (after === undefined) return `${before!.what} no longer ${lineWords(before!.amount, format)}`;
  const now = `${after.what}: ${after.rule}, ${lineWords(after.amount, format)}`;
  if (before === undefined) return now;
  const was = before.what === after.what ? 'before' : `${before.what}, which`;
  return `${now}, in place of ${was} ${lineWords(before.amount, format).replace(/^(costs|gives)/, (v) => (v === 'costs' ? 'cost' : 'gave'))}`;
}

/**
 * Why a change to the creation choices costs what the builder says (`what` words the change: "Raise Archery to 7"):
 * the budget lines of the game's first currency that differ between the current choices and the next, each with its
 * rule, and the price they add up to (positive spent, negative given back), in `words` where the builder words its
 * prices its own way (the formula then ends as the button does). A change that moves no line costs nothing, and says so.
 */
export function explainCreationChange<S, C, Sh extends St, St>(
  system: AnySystem<S, C, Sh, St>,
  current: C,
  next: C,
  settings: S,
  what: string,
  words?: (amount: number) => string,
): CostExplanation {
  const format = (n: number) => system.currencies[0]!.format(n);
  const before = linesOf(system, current, settings);
  const after = linesOf(system, next, settings);
  const changes: LineChange[] = [];
  for (const pair of paired(before, after)) {
    if (pair.after && pair.before && sameLine(pair.after.item, pair.before.item)) continue;
    const change: LineChange = {};
    if (pair.after) change.after = pair.after.explain();
    if (pair.before) change.before = pair.before.explain();
    changes.push(change);
  }
  // A line's price is its item's amount negated, so the change's price is what the lines spend after less before.
  const total = (lines: typeof before) => lines.reduce((sum, l) => sum - l.item.amount, 0);
  const amount = total(after) - total(before) || 0;
  const rules = changes.map((c) => budgetLineExplained((c.after ?? c.before)!, format));
  const readings = [...new Set(rules.flatMap((r) => (r.reading === undefined ? [] : [r.reading])))];
  const lines =
    changes.length === 0
      ? 'no line of the budget changes'
      : changes.length === 1 && changes[0]!.before === undefined
        ? // A line added alone: its price is the change's, said once at the end.
          `${changes[0]!.after!.what}: ${changes[0]!.after!.rule}`
        : changes.map((c) => lineChangeWords(c, format)).join('; ');
  const explained: CostExplanation = {
    formula: `${what}: ${lines} → ${words ? words(amount) : changeWords(amount, format)}`,
    settings: [...new Set(rules.flatMap((r) => r.settings))],
    sources: rules
      .flatMap((r) => r.sources)
      .filter((s, i, all) => all.findIndex((o) => o.seed === s.seed && o.quote === s.quote) === i),
    amount,
  };
  if (readings.length > 0) explained.reading = readings.join(' ');
  return explained;
}
