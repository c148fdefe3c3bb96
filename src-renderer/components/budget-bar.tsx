import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { Finding } from '../../shared/rules/core/findings';
import type { Budget, BudgetItem, Currency } from '../../shared/rules/core/system';
import { budgetLineExplained } from '../../shared/rules/core/explain';
import type { AnyCharacterEditor } from '../contract/character-editor';
import type { ExplainedRule } from './explain/explanation-dialog';
import { WhyRule } from './explain/why-button';
import type { PointsVocabulary } from '../contract/game-screens';
import { cps, figure, signed } from '../base/format';

/** One of a game's other currencies, as the budget bar shows it. */
export interface OtherBudget {
  /** The currency's id, as the rules' `budgets` key it. */
  id: string;
  name: string;
  format(amount: number): string;
  /** What is left in words, where "N left" would mislead (see Currency.left). */
  left?: ((amount: number) => string) | undefined;
  /** What the currency is and what it buys, shown with its breakdown. */
  about?: string | undefined;
  budget: Budget;
}

/** The budgets of every currency of the game but the first, named as the game names them. */
export function otherBudgets(
  currencies: readonly Currency[],
  budgets: Record<string, Budget> | undefined,
): OtherBudget[] {
  if (!budgets) return [];
  return currencies.slice(1).flatMap((c) => {
    const budget = budgets[c.id];
    return budget
      ? [
          {
            id: c.id,
            name: c.name,
            format: (n: number) => c.format(n),
            left: c.left ? (n: number) => c.left!(n) : undefined,
            about: c.about,
            budget,
          },
        ]
      : [];
  });
}

/** Character points as most games here name them; a game may name its own. */
export const CHARACTER_POINTS: PointsVocabulary = {
  format: cps,
  short: 'CPs',
  long: 'Character points',
  overspentAdvice: 'Lower a purchase or take a negative trait to bring the total back to zero or more.',
};

/** A budget line's explanation by the rules, for the line of currency `currency` (`RuleSystem.explainBudgetLine`). */
export type ExplainLine = (currency: string, item: BudgetItem) => ExplainedRule | undefined;

/**
 * The budget lines of an open character explained by its game's rules, for the sheet as it stands when asked, or
 * for the sheet `of` whose budget is shown (the builder's review: the creation's own).
 */
export function lineExplainer(editor: AnyCharacterEditor, of?: unknown): ExplainLine {
  return (currency, item) => {
    const sheet = of ?? editor.evaluation.sheet;
    const known = editor.system.currencies.find((c) => c.id === currency);
    if (sheet === undefined || known === undefined) return undefined;
    const rule = editor.system.explainBudgetLine(sheet, currency, item, editor.settings);
    return budgetLineExplained(rule, (n) => known.format(n));
  };
}

/**
 * A budget line's "Why?": "Why does “Strength at average +1” cost 4 CPs?", for a line gained "Why does “Starting
 * CPs at base age 16” give 20 CPs?", and for a line of nothing "Why does “Gift: Extra Limbs” cost nothing?".
 */
export function LineWhy({
  currency,
  item,
  format,
  explain,
}: {
  currency: string;
  item: BudgetItem;
  format(n: number): string;
  explain: ExplainLine | undefined;
}) {
  if (explain === undefined) return null;
  const amount =
    item.amount === 0 ? 'cost nothing' : `${item.amount < 0 ? 'cost' : 'give'} ${format(Math.abs(item.amount))}`;
  return <WhyRule question={`Why does “${item.label}” ${amount}?`} explain={() => explain(currency, item)} />;
}

/**
 * The character points at a glance: what is available and where it came
 * from (age, race, negative traits, play), what is spent, what is left, and
 * every item on demand. Overspending is shown as an error with the amount.
 */
export const BudgetBar = observer(function BudgetBar({
  budget,
  findings,
  points = CHARACTER_POINTS,
  others = [],
  currency = 'cp',
  explainLine,
}: {
  budget: Budget | undefined;
  findings: readonly Finding[];
  points?: PointsVocabulary;
  /** The game's other currencies (a purse, fate points), each shown by what is left and itemised with the breakdown. */
  others?: readonly OtherBudget[];
  /** The id of the currency `budget` counts: the game's first. */
  currency?: string;
  /** Each line's explanation by the rules, behind a "Why?" after its amount (on a character's page). */
  explainLine?: ExplainLine | undefined;
}) {
  const format = points.format;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  if (!budget) {
    return (
      <section className="budget-bar" aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {points.long}
        </h2>
        <p>The points cannot be counted until the creation choices can be read; see the problems listed below.</p>
      </section>
    );
  }
  const sources = budget.items.filter((item) => item.amount > 0);
  const overspent = budget.left < 0;
  const budgetErrors = findings.filter(
    (f) => f.severity === 'error' && !f.overridden && /(^|\.)(cp|budget)(\.|$)/.test(f.code),
  );
  return (
    <section className={`budget-bar${overspent ? ' budget-overspent' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {points.long}
      </h2>
      <dl className="budget-figures">
        <div>
          <dt>Available</dt>
          <dd>
            <span className="budget-number">{format(budget.earned)}</span>
            {sources.length > 0 && (
              <span className="budget-sources">
                {sources.map((item) => `${item.label}: ${figure(item.amount)}`).join('; ')}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Spent</dt>
          <dd className="budget-number">{format(budget.spent)}</dd>
        </div>
        <div className="budget-left">
          <dt>Left</dt>
          <dd className="budget-number">{format(budget.left)}</dd>
        </div>
      </dl>
      {overspent && (
        <p className="budget-error" role="alert">
          Overspent by {format(-budget.left)}.{budgetErrors.length === 0 && ` ${points.overspentAdvice}`}
        </p>
      )}
      {budgetErrors.map((f) => (
        <p key={`${f.code}:${f.path}`} className="budget-error">
          {f.message}
        </p>
      ))}
      {others.length > 0 && (
        <p className="budget-others">
          {others.map((o) => (
            <span key={o.name} className="budget-other" title={o.about}>
              {o.name}: {o.left ? o.left(o.budget.left) : `${o.format(o.budget.left)} left`}
            </span>
          ))}
        </p>
      )}
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide breakdown' : 'Show breakdown'}
      </button>
      <div id={listId} hidden={!open}>
        {open && (
          <BudgetBreakdown
            budget={budget}
            points={points}
            others={others}
            currency={currency}
            explainLine={explainLine}
          />
        )}
      </div>
    </section>
  );
});

/** Every line of the budget and of the game's other currencies, each with its "Why?" on a character's page. */
function BudgetBreakdown({
  budget,
  points,
  others,
  currency,
  explainLine,
}: {
  budget: Budget;
  points: PointsVocabulary;
  others: readonly OtherBudget[];
  currency: string;
  explainLine: ExplainLine | undefined;
}) {
  const format = points.format;
  return (
    <>
      <table className="budget-breakdown">
        <caption className="visually-hidden">Where the points came from and went</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">{points.short}</th>
          </tr>
        </thead>
        <tbody>
          {budget.items.map((item, i) => (
            <tr key={`${item.path}:${i}`}>
              <th scope="row">{item.label}</th>
              <td className={item.amount < 0 ? 'cp-spent' : 'cp-gained'}>
                {signed(item.amount)}
                <LineWhy currency={currency} item={item} format={format} explain={explainLine} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Left</th>
            <td>{figure(budget.left)}</td>
          </tr>
        </tfoot>
      </table>
      {others.map((o) => (
        <table key={o.name} className="budget-breakdown">
          <caption>
            {o.name}
            {/* What a gathered currency is and what it buys, for a player who meets it here first. */}
            {o.about && <span className="budget-about">{o.about}</span>}
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {o.budget.items.map((item, i) => (
              <tr key={`${item.path}:${i}`}>
                <th scope="row">{item.label}</th>
                <td className={item.amount < 0 ? 'cp-spent' : 'cp-gained'}>
                  {item.amount < 0 ? '−' : '+'}
                  {o.format(Math.abs(item.amount))}
                  <LineWhy currency={o.id} item={item} format={o.format} explain={explainLine} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Left</th>
              <td>{o.format(o.budget.left)}</td>
            </tr>
          </tfoot>
        </table>
      ))}
    </>
  );
}
