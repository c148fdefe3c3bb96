import type { CampaignFile } from '../../../shared/model';
import { AppStore } from '../../../src-renderer/state/app-store';
import { MemoryAddressBar } from '../../../src-renderer/state/navigation';
import { FakeApi, TODAY } from '../fake-api';

async function openWolves() {
  const api = new FakeApi();
  const folder = api.addCampaign({ name: 'Wolves', characters: [] });
  const store = new AppStore(api, { today: () => TODAY, address: new MemoryAddressBar() });
  const stop = store.start();
  await store.openCampaign(folder.key);
  const onDisk = () => JSON.parse(folder.files.get('campaign.json')!) as CampaignFile;
  return { api, folder, campaign: store.campaign!, stop, onDisk };
}

const ford = { id: '2026-11-29-the-ford-k3x9q2', name: 'The Ford', date: '2026-11-29' };

describe('edits of campaign.json from one page', () => {
  it('keeps both of two edits asked for at once, and never meets its own first edit as a conflict', async () => {
    const { api, campaign, stop, onDisk } = await openWolves();
    const release = api.holdWrites();
    const renaming = campaign.updateCampaign('rename the campaign', (current) => ({
      ...current,
      name: 'Wolves of Dunmore',
    }));
    const adding = campaign.updateCampaign('add The Ford', (current) => ({
      ...current,
      sessions: [...current.sessions, ford],
    }));
    release();
    expect(await Promise.all([renaming, adding])).toEqual([true, true]);
    expect(onDisk().name).toBe('Wolves of Dunmore');
    expect(onDisk().sessions.map((s) => s.name)).toEqual(['The Ford']);
    expect(campaign.folder.conflict).toBeUndefined();
    stop();
  });

  it('undoes a rename without taking out a session another part of the page added meanwhile, and records the name back', async () => {
    const { campaign, stop, onDisk } = await openWolves();
    await campaign.updateCampaign('rename the campaign', (current) => ({ ...current, name: 'Wolves of Dunmore' }));
    // Not a step of the campaign's history: a share taken back on a character's page changes campaign.json the same way.
    await campaign.folder.changeCampaign((current) => ({ ...current, sessions: [...current.sessions, ford] }));
    expect(await campaign.undo()).toBe(true);
    expect(onDisk().name).toBe('Wolves');
    expect(onDisk().sessions.map((s) => s.name)).toEqual(['The Ford']);
    expect(onDisk().settingsChanges?.map((c) => c.changes)).toEqual([
      [{ path: ['name'], from: 'Wolves', to: 'Wolves of Dunmore' }],
      [{ path: ['name'], from: 'Wolves of Dunmore', to: 'Wolves' }],
    ]);
    stop();
  });
});
