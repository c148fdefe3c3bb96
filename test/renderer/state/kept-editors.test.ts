import { getRuleSystem } from '../../../shared/rules/registry';
import { AppStore } from '../../../src-renderer/state/app-store';
import type { CampaignStore } from '../../../src-renderer/state/campaign-store';
import { MemoryAddressBar } from '../../../src-renderer/state/navigation';
import { character, FakeApi, TODAY } from '../fake-api';

const system = getRuleSystem('mls')!;

async function openWolves() {
  const api = new FakeApi();
  const creation = system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>;
  const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria', { creation })] });
  const bar = new MemoryAddressBar();
  const store = new AppStore(api, { today: () => TODAY, address: bar });
  const stop = store.start();
  await store.openCampaign(folder.key);
  return { api, folder, store, bar, campaign: store.campaign!, stop };
}

async function editorOf(campaign: CampaignStore) {
  const load = await campaign.openEditor('aria-aaaaaa', 'mls');
  if (load.state !== 'ready') throw new Error(`Aria's editor did not open: ${JSON.stringify(load)}`);
  return load.editor;
}

describe('the editors an open campaign keeps', () => {
  it('gives a character’s page the same editor each time it opens, undo history and all', async () => {
    const { campaign, stop } = await openWolves();
    const first = await editorOf(campaign);
    first.rename('Aria Vell');
    await first.flush();
    const again = await editorOf(campaign);
    expect(again).toBe(first);
    expect(again.undoLabel).toBe('Undo: rename to Aria Vell');
    expect(again.notice).toBeUndefined();
    stop();
  });

  it('starts a new editor, and says so, when the campaign settings changed since the character was open', async () => {
    const { campaign, store, stop } = await openWolves();
    const first = await editorOf(campaign);
    first.rename('Aria Vell');
    await first.flush();
    await campaign.updateCampaign('house rules', (current) => ({
      ...current,
      settings: { racialAverages: { human: { strength: 1 } } },
    }));
    const again = await editorOf(campaign);
    expect(again).not.toBe(first);
    expect(again.canUndo).toBe(false);
    expect(again.file.name).toBe('Aria Vell');
    expect(store.status.message).toBe(
      "The campaign's settings changed since Aria Vell was last open, so the undo history of Aria Vell starts again.",
    );
    stop();
  });

  it('keeps an editor whose edit is not written yet over a change on disk, so the write comes back as a conflict', async () => {
    const { api, folder, campaign, stop } = await openWolves();
    const first = await editorOf(campaign);
    api.failNext('writeCharacter', { code: 'io', message: 'The disk is full.' });
    first.rename('Aria Vell');
    await first.flush();
    expect(first.saveState).toBe('error');
    api.editOutside(folder, { ...api.characters(folder)[0]!, name: 'Aria of the Marsh' }, { silently: true });

    const again = await editorOf(campaign);
    expect(again).toBe(first);
    expect(again.file.name).toBe('Aria Vell');
    void again.flush();
    await vi.waitFor(() => expect(campaign.conflict?.characterName).toBe('Aria'));
    stop();
  });

  it('writes what every editor has pending when the campaign closes', async () => {
    const { api, folder, store, campaign, bar, stop } = await openWolves();
    const editor = await editorOf(campaign);
    editor.rename('Aria Vell');
    expect(editor.hasUnsavedEdits).toBe(true);
    await store.closeCampaign();
    expect(api.characterNames(folder)).toEqual(['Aria Vell']);
    expect(store.navigation.place).toEqual({ screen: 'home' });
    expect(bar.read()).toBe('#/');
    stop();
  });
});
