import { screen, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import type { Finding } from '../../shared/rules/core/findings';
import type { Budget } from '../../shared/rules/core/system';
import { BudgetBar } from '../../src-renderer/components/budget-bar';
import type { PointsVocabulary } from '../../src-renderer/contract/game-screens';

/** The character page as far as a game's builder needs it: the budget bar above the builder, in the points the Build section shows. */
export const BuilderPage = observer(function BuilderPage<
  Editor extends { readonly budget: Budget | undefined; readonly findings: readonly Finding[] },
>({
  editor,
  Builder,
  points,
  onFinish,
}: {
  editor: Editor;
  Builder: ComponentType<{ editor: Editor; onFinish?: () => void }>;
  points: PointsVocabulary;
  onFinish?: () => void;
}) {
  return (
    <>
      <BudgetBar budget={editor.budget} findings={editor.findings} points={points} />
      <Builder editor={editor} {...(onFinish ? { onFinish } : {})} />
    </>
  );
});

/** The builder's list of steps. */
export const builderSteps = () => screen.getByRole('navigation', { name: 'Builder steps' });

/** A table's text, row by row and cell by cell, headings included. */
export const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
