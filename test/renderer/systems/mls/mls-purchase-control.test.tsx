import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { BudgetBar } from '../../../../src-renderer/components/budget-bar';
import { mlsEditor } from './mls-editor';
import { PrimaryStep } from '../../../../src-renderer/systems/mls/builder/primary-step';
import { SecondaryStep } from '../../../../src-renderer/systems/mls/builder/trait-steps';
import type { MlsEditor } from '../../../../src-renderer/systems/mls/controls/creation-step';

const WithBudget = observer(function WithBudget({
  editor,
  step,
}: {
  editor: MlsEditor;
  step: 'primaries' | 'secondaries';
}) {
  return (
    <>
      <BudgetBar budget={editor.budget} findings={editor.findings} />
      {step === 'primaries' ? <PrimaryStep editor={editor} /> : <SecondaryStep editor={editor} />}
    </>
  );
});

function cpsLeft() {
  return screen.getByText('Left').nextElementSibling?.textContent;
}

describe('purchase control', () => {
  it('shows the price before the click, and a click changes the character and the budget', async () => {
    const user = userEvent.setup();
    const editor = mlsEditor();
    render(<WithBudget editor={editor} step="primaries" />);
    expect(cpsLeft()).toBe('60 CPs');
    expect(screen.getByRole('button', { name: 'Lower Strength to 1 (yields 3 CPs)' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Raise Strength to 3 (costs 2 CPs)' }));
    expect(editor.creation!.primaries.strength).toBe(1);
    expect(cpsLeft()).toBe('58 CPs');
    expect(screen.getByRole('row', { name: /Strength/ })).toHaveTextContent('3');
    // The second step up costs the difference between +1 (2 CPs) and +2 (5 CPs).
    await user.click(screen.getByRole('button', { name: 'Raise Strength to 4 (costs 3 CPs)' }));
    expect(cpsLeft()).toBe('55 CPs');
    expect(screen.getByText('1 of 2 traits at +2 used.')).toBeInTheDocument();
    expect(editor.undoLabel).toBe('Undo: raise Strength to 4');
  });

  it('disables a step the rules refuse and shows the finding beside it', async () => {
    const user = userEvent.setup();
    const editor = mlsEditor((c) => {
      c.primaries.body = 2;
      c.primaries.size = 2;
    });
    render(<WithBudget editor={editor} step="primaries" />);
    await user.click(screen.getByRole('button', { name: 'Raise Strength to 3 (costs 2 CPs)' }));
    const refused = screen.getByRole('button', { name: 'Raise Strength to 4 (not allowed)' });
    // Refused by its own click, it keeps the focus: marked aria-disabled until the focus moves on.
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription(
      /^Raise Strength to 4: this character may have at most 2 primary traits at average \+2/,
    );
    await user.click(refused);
    expect(editor.creation!.primaries.strength).toBe(1);

    // A trait below average earns one more +2, and the refused step becomes possible.
    await user.click(screen.getByRole('button', { name: 'Lower Mind to 1 (yields 3 CPs)' }));
    await user.click(screen.getByRole('button', { name: 'Raise Strength to 4 (costs 3 CPs)' }));
    expect(editor.creation!.primaries.strength).toBe(2);
    expect(editor.findingsAt('creation.primaries')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Raise Strength to 5 (not allowed)' })).toHaveAccessibleDescription(
      /^Raise Strength to 5: a primary trait must stay within racial average ±2; Strength can be from average -2 to average \+2\.$/,
    );
  });

  it('refuses to spend CPs that are not there, with the amount over', () => {
    const editor = mlsEditor((c) => (c.extraFatePoints = 12));
    render(<WithBudget editor={editor} step="primaries" />);
    const raise = screen.getByRole('button', { name: 'Raise Strength to 3 (costs 2 CPs)' });
    expect(raise).toBeDisabled();
    expect(raise).toHaveAccessibleDescription(
      /^Raise Strength to 3: spending 62 CPs of the 60 available is 2 CPs over/,
    );
    expect(screen.getByRole('button', { name: 'Lower Strength to 1 (yields 3 CPs)' })).toBeEnabled();
  });

  it('prices a secondary trait level by level and shows how it changes the odds on 3d6', async () => {
    const user = userEvent.setup();
    const editor = mlsEditor();
    render(<WithBudget editor={editor} step="secondaries" />);
    await user.type(screen.getByRole('textbox', { name: 'Name of the new secondary trait' }), 'Archery');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Base' }), 'Dexterity');
    await user.click(screen.getByRole('button', { name: 'Add Archery (costs 1 CP)' }));
    expect(cpsLeft()).toBe('59 CPs');

    const card = within(screen.getByRole('list', { name: 'Secondary traits' })).getByRole('listitem');
    // Dexterity 2 at base: 3d6 + 2 succeeds on 13 or more (56 of 216), a critical only on three sixes.
    expect(card).toHaveTextContent('On 3d6 + 2: success 26% (critical 0.5%), fumble 16%.');
    expect(card).toHaveTextContent('Raise to base +1: success 26% → 38%.');
    await user.click(within(card).getByRole('button', { name: 'Raise Archery to base +1 (costs 2 CPs)' }));
    expect(editor.creation!.secondaries[0]).toMatchObject({
      name: 'Archery',
      level: 1,
      kind: 'trained',
      base: { kind: 'primary', trait: 'dexterity' },
    });
    expect(cpsLeft()).toBe('57 CPs');
    expect(card).toHaveTextContent('On 3d6 + 3: success 38%');
  });
});
