import { screen, waitFor, within } from '@testing-library/react';
import { character, FakeApi } from '../../fake-api';
import { renderCampaign } from '../../render-app';

describe("the game master's characters", () => {
  it('marks a character as a non-player character and back, each one undo step, saved in its file', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('borin', 'Borin')] });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.click(within(screen.getByRole('list', { name: 'Characters' })).getByRole('button', { name: 'Borin' }));
    await screen.findByRole('heading', { level: 1, name: 'Borin' });
    const toolbar = screen.getByRole('toolbar', { name: 'Character' });
    const npc = within(toolbar).getByRole('checkbox', { name: 'Non-player character' });
    expect(npc).not.toBeChecked();

    await user.click(npc);
    expect(npc).toBeChecked();
    expect(screen.getByText(/· non-player character/)).toBeInTheDocument();
    await waitFor(() => expect(api.characters(folder)[0]!.npc).toBe(true));

    await user.click(within(toolbar).getByRole('button', { name: 'Undo: mark as a non-player character' }));
    expect(npc).not.toBeChecked();
    await waitFor(() => expect(api.characters(folder)[0]).not.toHaveProperty('npc'));
  });
});
