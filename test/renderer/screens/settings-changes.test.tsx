import { screen, waitFor, within } from '@testing-library/react';
import { CampaignFile } from '../../../shared/model';
import { FakeApi, TODAY } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * Every saving of the campaign's settings or name is recorded in campaign.json as a settings change: the fields it
 * changed, each with its value before and after, so two versions of the campaign can tell which of them changed a
 * field. HURSAGMU's book gives 60 starting character points; the project's default purse is 1000 cc.
 */

const SETTINGS_ID = /^settings-2026-11-21-[a-z0-9]{6}$/;

async function openUrSettings() {
  const api = new FakeApi();
  const folder = api.addCampaign({ name: 'Ur', system: 'hursagmu', settings: { startingCharacterPoints: 50 } });
  const app = await renderCampaign(api, 'Ur');
  await app.user.click(screen.getByRole('button', { name: 'Campaign settings' }));
  const panel = screen.getByRole('region', { name: 'Campaign settings' });
  const recorded = () => api.campaignFileOf(folder).settingsChanges ?? [];
  return { ...app, folder, panel, recorded };
}

describe('settings changes', () => {
  it('records a saved setting as one change naming the field with its old and new value', async () => {
    const { api, user, panel, recorded, folder } = await openUrSettings();
    const points = within(panel).getByRole('spinbutton', { name: 'Starting character points' });
    await user.clear(points);
    await user.type(points, '45');
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(recorded()).toHaveLength(1));
    expect(recorded()[0]).toEqual({
      id: expect.stringMatching(SETTINGS_ID),
      date: TODAY,
      changes: [{ path: ['settings', 'startingCharacterPoints'], from: 50, to: 45 }],
    });
    expect(api.campaignFileOf(folder).settings).toEqual({ startingCharacterPoints: 45 });
    expect(CampaignFile.safeParse(api.campaignFileOf(folder)).success).toBe(true);

    // A setting the file left out (the purse, at the default 1000) changed: "from" is left out.
    const coins = within(panel).getByRole('spinbutton', { name: 'Starting coins (cc)' });
    await user.clear(coins);
    await user.type(coins, '2000');
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(recorded()).toHaveLength(2));
    expect(recorded()[1]!.changes).toEqual([{ path: ['settings', 'startingCoins'], to: 2000 }]);
    expect(recorded()[1]!.id).not.toBe(recorded()[0]!.id);
  });

  it('records nothing when a save changes neither the name nor a setting', async () => {
    const { api, user, panel, recorded } = await openUrSettings();
    const points = within(panel).getByRole('spinbutton', { name: 'Starting character points' });
    await user.clear(points);
    await user.type(points, '50');
    expect(within(panel).getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await user.type(points, '{Enter}');
    expect(api.callsOf('writeCampaign')).toHaveLength(0);

    // Another edit of the campaign file is no settings change.
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'The ziggurat{Enter}');
    await waitFor(() => expect(api.callsOf('writeCampaign')).toHaveLength(1));
    expect(recorded()).toEqual([]);
  });

  it('records a rename as a change of the name alone, and its undo as the change back', async () => {
    const { user, panel, recorded } = await openUrSettings();
    const name = within(panel).getByRole('textbox', { name: 'Campaign name' });
    await user.clear(name);
    await user.type(name, 'Ur of the Chaldees');
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ur of the Chaldees' })).toBeInTheDocument();
    expect(recorded().map((c) => c.changes)).toEqual([[{ path: ['name'], from: 'Ur', to: 'Ur of the Chaldees' }]]);

    // The undo keeps the first change and records the way back, so another version that has the first can tell.
    await user.click(screen.getByRole('button', { name: 'Undo: rename the campaign to Ur of the Chaldees' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ur' })).toBeInTheDocument();
    await waitFor(() => expect(recorded()).toHaveLength(2));
    expect(recorded()[1]).toEqual({
      id: expect.stringMatching(SETTINGS_ID),
      date: TODAY,
      changes: [{ path: ['name'], from: 'Ur of the Chaldees', to: 'Ur' }],
    });
  });
});
