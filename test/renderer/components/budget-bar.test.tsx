import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Budget } from '../../../shared/rules/core/system';
import { BudgetBar, otherBudgets } from '../../../src-renderer/components/budget-bar';

const budget: Budget = {
  earned: 84,
  spent: 31,
  left: 53,
  items: [
    { label: 'Starting CPs at base age 18 + 12 increments', amount: 84, path: 'creation.ageIncrements' },
    { label: 'Strength at average +1', amount: -2, path: 'creation.primaries.strength' },
    { label: 'Archery at +3', amount: -29, path: 'creation.secondaries.0' },
  ],
};

describe('BudgetBar', () => {
  it('shows what is available and how it was produced, what is spent and what is left', () => {
    render(<BudgetBar budget={budget} findings={[]} />);
    const bar = screen.getByRole('region', { name: 'Character points' });
    expect(within(bar).getByText('Available').nextElementSibling).toHaveTextContent('84 CPs');
    expect(bar).toHaveTextContent('Starting CPs at base age 18 + 12 increments: 84');
    expect(within(bar).getByText('Spent').nextElementSibling).toHaveTextContent('31 CPs');
    expect(within(bar).getByText('Left').nextElementSibling).toHaveTextContent('53 CPs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says by how much the character is overspent, as an error', () => {
    const over: Budget = { ...budget, spent: 91, left: -7 };
    render(
      <BudgetBar
        budget={over}
        findings={[
          {
            code: 'mls.cp.overspent',
            severity: 'error',
            path: 'creation',
            message: 'The choices cost 91 CPs but only 84 are available: 7 CPs over.',
          },
        ]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Overspent by 7 CPs.');
    expect(screen.getByText('The choices cost 91 CPs but only 84 are available: 7 CPs over.')).toBeInTheDocument();
    expect(screen.getByText('Left').nextElementSibling).toHaveTextContent('−7 CPs');
  });

  it('lists every item on demand and hides it again', async () => {
    const user = userEvent.setup();
    render(<BudgetBar budget={budget} findings={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show breakdown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('rowheader', { name: 'Strength at average +1' }).nextElementSibling,
    ).toHaveTextContent('−2');
    expect(within(table).getByRole('rowheader', { name: 'Archery at +3' }).nextElementSibling).toHaveTextContent('−29');
    expect(within(table).getByRole('rowheader', { name: 'Left' }).nextElementSibling).toHaveTextContent('53');
    await user.click(screen.getByRole('button', { name: 'Hide breakdown' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the budget bar with a game’s other currencies', () => {
  it('shows what is left of each, and itemises each with the breakdown', async () => {
    const purse: Budget = {
      earned: 5000,
      spent: 3130,
      left: 1870,
      items: [
        { label: 'Starting coins', amount: 5000, path: 'settings.startingCoins' },
        { label: 'Starting equipment', amount: -3100, path: 'creation.equipment' },
        { label: 'Paid in play', amount: -30, path: 'events' },
      ],
    };
    const currencies = [
      { id: 'points', name: 'Points', format: (n: number) => `${n} points` },
      { id: 'coins', name: 'Coins', format: (n: number) => `${n} cc` },
    ];
    const others = otherBudgets(currencies, { points: budget, coins: purse });
    expect(others.map((o) => o.name)).toEqual(['Coins']);
    expect(otherBudgets(currencies, undefined)).toEqual([]);
    const user = userEvent.setup();
    render(<BudgetBar budget={budget} findings={[]} others={others} />);
    expect(screen.getByText('Coins: 1870 cc left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    const table = screen.getByRole('table', { name: 'Coins' });
    expect(within(table).getByRole('row', { name: 'Starting equipment −3100 cc' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Left 1870 cc' })).toBeInTheDocument();
  });
});
