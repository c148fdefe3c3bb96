import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { mainBudget } from '../../../shared/rules/core/system';
import { BudgetBar, lineExplainer, otherBudgets } from '../../../src-renderer/components/budget-bar';
import { findSystemScreens } from '../../../src-renderer/systems';
import { HeimrBuilder } from '../../../src-renderer/systems/heimr/builder/heimr-builder';
import { builderSteps } from '../builder-page';
import { OnCharacterPage, referenceEditor, type ReferenceEditor } from '../explain-page';

/*
 * "Why does this line of the budget give or cost what it does?" in the budget bar's breakdown, on a character's page:
 * every line of every currency has its control after the amount, named with the line and its amount, and the
 * explanation ends with that amount worked out by the book's rule. Bjorn is Heimr's reference character
 * (test/fixtures/heimr/reference): 30 XP to start, Brawl trained to consistency 3 and Survival to 1.
 */

const Bar = observer(function Bar({ editor }: { editor: ReferenceEditor }) {
  return (
    <OnCharacterPage editor={editor}>
      <BudgetBar
        budget={editor.budget}
        findings={editor.findings}
        points={findSystemScreens(editor.system.id)!.points}
        others={otherBudgets(editor.system.currencies, editor.evaluation.budgets)}
        currency={editor.system.currencies[0]!.id}
        explainLine={lineExplainer(editor)}
      />
    </OnCharacterPage>
  );
});

describe('the budget lines explained', () => {
  it('puts a "Why?" after every line of the breakdown, reached by Tab, that works the line out from the book', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = referenceEditor('heimr', 'bjorn');
    render(<Bar editor={editor} />);
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    const table = screen.getAllByRole('table')[0]!;
    // One control per line of the experience budget, the first reached by Tab from the breakdown's own button.
    const lines = mainBudget(editor.system, editor.evaluation.sheet).items;
    const controls = within(table).getAllByRole('button', { name: /^Why does “/ });
    expect(controls).toHaveLength(lines.length);
    await user.tab();
    expect(controls[0]).toHaveFocus();

    // "Experience points" > "Total cost": consistency 3 is 5 + 10 + 15 = 30 XP.
    const brawl = within(table).getByRole('row', { name: /Brawl consistency 3/ });
    const why = within(brawl).getByRole('button', { name: 'Why does “Brawl consistency 3” cost 30 XP?' });
    for (let i = 0; i < lines.length && document.activeElement !== why; i++) await user.tab();
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Why does “Brawl consistency 3” cost 30 XP?' });
    expect(dialog.querySelector('.explain-formula')).toHaveTextContent(/^Brawl consistency 3: .*30.* → costs 30 XP$/);
    expect(within(dialog).getAllByText(/Heimr Tabletop RPG Core/).length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });

  it('says what a line gained gives, in the starting experience the campaign sets', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = referenceEditor('heimr', 'bjorn', { startingExperience: 45 });
    render(<Bar editor={editor} />);
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    await user.click(screen.getByRole('button', { name: /^Why does “Starting experience.*” give 45 XP\?$/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.explain-formula')).toHaveTextContent(/→ gives 45 XP$/);
    // The campaign's 45 is a house rule, shown beside the default.
    expect(within(dialog).getByText('House rule')).toBeInTheDocument();
  });

  it('asks why a line of nothing costs nothing', async () => {
    // Enkidu (HURSAGMU) has Extra Limbs with no limbs chosen: 4 a limb times 0 ("Extra Limbs", "Cost: 4 per limb").
    const user = userEvent.setup({ delay: null });
    render(<Bar editor={referenceEditor('hursagmu', 'enkidu')} />);
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    await user.click(screen.getByRole('button', { name: 'Why does “Gift: Extra Limbs” cost nothing?' }));
    expect(screen.getByRole('dialog').querySelector('.explain-formula')).toHaveTextContent(/x 0 limbs = 0/);
  });

  it('puts the same "Why?" on the lines of the budget the builder’s Review lists', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = referenceEditor('heimr', 'bjorn');
    render(
      <OnCharacterPage editor={editor}>
        <HeimrBuilder editor={editor as never} />
      </OnCharacterPage>,
    );
    await user.click(within(builderSteps()).getByRole('button', { name: /^Review/ }));
    const review = screen.getByRole('table', { name: /^Experience points/ });
    // "Experience points", Total cost: consistency 3 is 5 + 10 + 15 = 30 XP.
    await user.click(within(review).getByRole('button', { name: 'Why does “Brawl consistency 3” cost 30 XP?' }));
    expect(screen.getByRole('dialog').querySelector('.explain-formula')).toHaveTextContent(/→ costs 30 XP$/);
  });

  it('shows no "Why?" outside a character’s page', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = referenceEditor('heimr', 'bjorn');
    render(<BudgetBar budget={editor.budget} findings={[]} explainLine={lineExplainer(editor)} />);
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    expect(screen.queryByRole('button', { name: /^Why does/ })).not.toBeInTheDocument();
  });
});
