import { screen, within } from '@testing-library/react';
import { getRuleSystem } from '../../../shared/rules/registry';
import { renderApp } from '../render-app';

describe('new campaign form', () => {
  it('asks a new HURSAGMU campaign for its starting points and coins, showing the defaults, and creates it with them', async () => {
    const { api, user } = renderApp();
    await user.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Barrow Wights');
    expect(screen.queryByRole('group', { name: 'Before the first character' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game system' }), 'HURSAGMU');

    const group = screen.getByRole('group', { name: 'Before the first character' });
    const points = within(group).getByRole('spinbutton', { name: 'Starting character points' });
    const coins = within(group).getByRole('spinbutton', { name: 'Starting coins (cc)' });
    expect(points).toHaveValue(60);
    expect(coins).toHaveValue(1000);
    expect(coins).toHaveAccessibleDescription(/That is 10 gc\./);

    await user.clear(points);
    await user.type(points, '40');
    await user.clear(coins);
    await user.type(coins, '5000');
    expect(coins).toHaveAccessibleDescription(/That is 50 gc\./);
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    await screen.findByRole('heading', { level: 1, name: 'Barrow Wights' });
    const [input] = api.callsOf('createCampaign') as { settings: Record<string, unknown> }[];
    expect(input!.settings).toEqual({
      ...(getRuleSystem('hursagmu')!.defaultSettings() as Record<string, unknown>),
      startingCharacterPoints: 40,
      startingCoins: 5000,
    });
  });

  it('refuses to create the campaign while a setting breaks the rules, saying so beside the field', async () => {
    const { api, user } = renderApp();
    await user.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Barrow Wights');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game system' }), 'HURSAGMU');
    const points = screen.getByRole('spinbutton', { name: 'Starting character points' });
    await user.clear(points);
    await user.type(points, '-5');
    expect(points).toHaveAttribute('aria-invalid', 'true');
    const finding = getRuleSystem('hursagmu')!.parseSettings({ startingCharacterPoints: -5 }).findings[0]!;
    expect(points).toHaveAccessibleDescription(expect.stringContaining(finding.message));

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fix the setting marked as an error before creating the campaign',
    );
    expect(api.callsOf('createCampaign')).toHaveLength(0);

    // Another game starts from its own defaults, with nothing to ask.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game system' }), 'The Nutshell MLS');
    expect(screen.queryByRole('group', { name: 'Before the first character' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await screen.findByRole('heading', { level: 1, name: 'Barrow Wights' });
    expect(api.callsOf('createCampaign')).toMatchObject([
      { system: 'mls', settings: getRuleSystem('mls')!.defaultSettings() },
    ]);
  });
});
