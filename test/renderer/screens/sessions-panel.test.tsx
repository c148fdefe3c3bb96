import { screen, waitFor, within } from '@testing-library/react';
import { Identifier } from '../../../shared/model';
import { FakeApi, TODAY } from '../fake-api';
import { renderCampaign } from '../render-app';

function sessionList() {
  return screen.getByRole('list', { name: 'Sessions' });
}

describe('sessions', () => {
  it('adds and renames sessions, each written to the campaign file, and undoes a rename', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves of Dunmore' });
    const { user } = await renderCampaign(api, 'Wolves of Dunmore');
    expect(screen.getByText(/No sessions yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Session date')).toHaveValue(TODAY);

    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'The barrow{Enter}');
    const date = screen.getByLabelText('Session date');
    await user.clear(date);
    await user.type(date, '2026-11-28');
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'The barrow');
    await user.click(screen.getByRole('button', { name: 'Add session' }));

    await waitFor(() => expect(api.campaignFileOf(folder).sessions).toHaveLength(2));
    const [first, second] = api.campaignFileOf(folder).sessions;
    // Each id is the day, the name and a random tail, so another machine adding "The barrow" that day makes another.
    expect(first).toEqual({
      id: expect.stringMatching(/^2026-11-21-the-barrow-[a-z0-9]{6}$/),
      name: 'The barrow',
      date: TODAY,
    });
    expect(second).toEqual({
      id: expect.stringMatching(/^2026-11-28-the-barrow-[a-z0-9]{6}$/),
      name: 'The barrow',
      date: '2026-11-28',
    });
    expect(Identifier.safeParse(second!.id).success).toBe(true);
    expect(within(sessionList()).getAllByText('The barrow')).toHaveLength(2);

    await user.click(within(sessionList()).getAllByRole('button', { name: 'Rename session The barrow' })[1]!);
    const field = screen.getByRole('textbox', { name: 'New name for The barrow' });
    await user.clear(field);
    await user.type(field, 'Back to the barrow{Enter}');
    expect(await within(sessionList()).findByText('Back to the barrow')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.campaignFileOf(folder).sessions[1]).toEqual({ ...second, name: 'Back to the barrow' }),
    );

    await user.click(screen.getByRole('button', { name: 'Undo: rename session The barrow to Back to the barrow' }));
    await waitFor(() => expect(api.campaignFileOf(folder).sessions[1]).toEqual(second));
    expect(within(sessionList()).queryByText('Back to the barrow')).not.toBeInTheDocument();
  });

  it('refuses a session without a name and removes one after saying what becomes of its entries', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves' });
    const { user } = await renderCampaign(api, 'Wolves');

    await user.click(screen.getByRole('button', { name: 'Add session' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a name for the session first.');
    expect(api.callsOf('writeCampaign')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Night one{Enter}');
    await within(sessionList()).findByText('Night one');
    await user.click(screen.getByRole('button', { name: 'Remove session Night one' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the session Night one?' });
    expect(dialog).toHaveTextContent(`keep its id, ${api.campaignFileOf(folder).sessions[0]!.id}`);
    expect(api.campaignFileOf(folder).sessions[0]!.id).toMatch(/^2026-11-21-night-one-[a-z0-9]{6}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove session' }));

    expect(await screen.findByText(/No sessions yet/)).toBeInTheDocument();
    expect(api.campaignFileOf(folder).sessions).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Undo: remove session Night one' }));
    expect(await within(sessionList()).findByText('Night one')).toBeInTheDocument();
    expect(api.campaignFileOf(folder).sessions).toHaveLength(1);
  });

  it('adds a session again with the same id when its adding is undone and redone', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves' });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'Night one{Enter}');
    await waitFor(() => expect(api.campaignFileOf(folder).sessions).toHaveLength(1));
    const added = api.campaignFileOf(folder).sessions[0]!;

    await user.click(screen.getByRole('button', { name: 'Undo: add session Night one' }));
    await waitFor(() => expect(api.campaignFileOf(folder).sessions).toEqual([]));
    await user.click(screen.getByRole('button', { name: 'Redo: add session Night one' }));
    // Entries recorded at the session before the undo still name it.
    await waitFor(() => expect(api.campaignFileOf(folder).sessions).toEqual([added]));
  });
});
