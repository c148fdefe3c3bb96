import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BudgetBar } from '../../../../src-renderer/components/budget-bar';
import { MlsBuilder } from '../../../../src-renderer/systems/mls/builder/mls-builder';
import { mlsEditor } from './mls-editor';

const steps = () => screen.getByRole('navigation', { name: 'Builder steps' });

describe('MLS counts of one', () => {
  it('says "1 CP over", never "1 CPs over"', () => {
    // A new human has 60 CPs: twelve extra fate points at 5 CPs spend them all, and a trained skill at base (1 CP) is one too many.
    const editor = mlsEditor((c) => {
      c.extraFatePoints = 12;
      c.secondaries.push({
        id: 'archery',
        name: 'Archery',
        kind: 'trained',
        base: { kind: 'primary', trait: 'dexterity' },
        level: 0,
      });
    });
    render(<BudgetBar budget={editor.budget} findings={editor.findings} />);
    expect(screen.getByText(/^Spending 61 CPs of the 60 available is 1 CP over; lower a trait/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Overspent by 1 CP.');
    expect(document.body.textContent).not.toMatch(/\b1 CPs\b/);
  });

  it('names one age increment in the singular in the breakdown of CPs', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = mlsEditor((c) => (c.ageIncrements = 1));
    render(<BudgetBar budget={editor.budget} findings={editor.findings} />);
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    expect(screen.getByRole('rowheader', { name: 'Starting CPs at base age 18 + 1 increment' })).toBeInTheDocument();
  });

  it('counts one trait at +2 in the singular', async () => {
    const user = userEvent.setup({ delay: null });
    // From base age + 22 increments only one primary trait may be at +2.
    render(<MlsBuilder editor={mlsEditor((c) => (c.ageIncrements = 22))} />);
    await user.click(within(steps()).getByRole('button', { name: /^Primary traits/ }));
    expect(screen.getByText('0 of 1 trait at +2 used.')).toBeInTheDocument();
  });
});
