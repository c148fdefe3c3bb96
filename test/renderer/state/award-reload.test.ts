import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharacterFile } from '../../../shared/model';
import { AppStore } from '../../../src-renderer/state/app-store';
import { MemoryAddressBar } from '../../../src-renderer/state/navigation';
import { awardingOf, awardShares } from '../../../src-renderer/state/party-awards';
import type { UndoStorage } from '../../../src-renderer/state/undo-keeping';
import { character, FakeApi, TODAY } from '../fake-api';

/** Aldric of Varn (test/fixtures/mls), a finished character, in play. */
const aldric = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/mls/reference/characters/aldric.json'), 'utf8'),
) as CharacterFile;

/** A window's sessionStorage, which outlasts a reload of the page. */
class WindowSession implements UndoStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

async function openPage(api: FakeApi, key: string, session: UndoStorage, App: typeof AppStore = AppStore) {
  const store = new App(api, { today: () => TODAY, address: new MemoryAddressBar(), undoStorage: session });
  const stop = store.start();
  await store.openCampaign(key);
  return { campaign: store.campaign!, stop };
}

describe('an MLS adventure award taken back, after a reload of the page', () => {
  it('is made again by Undo with each character’s very entry, roll and all', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Varn', characters: [character('aldric', 'Aldric', aldric)] });
    const session = new WindowSession();
    const first = await openPage(api, folder.key, session);
    // "Adventure" (seed 000): an average adventure in a major role earns 1d6 CPs; the table rolled 4.
    const roll = { dice: '1d6', source: 'entered', total: 4 };
    const payload = { type: 'award', adventure: 'average', role: 'major', roll };
    const made = await awardShares(awardingOf(first.campaign), {
      date: TODAY,
      shares: [{ character: 'aldric', points: 4, label: 'award for an average adventure (major role)', payload }],
      done: 'Awarded the average adventure.',
    });
    expect(made).toMatchObject({ ok: true });
    expect((await first.campaign.undoLastAward()).ok).toBe(true);
    expect(api.characters(folder)[0]!.events.some((e) => e.award !== undefined)).toBe(false);
    first.stop();

    // A reload starts the page's code afresh: nothing the modules kept in memory is there any more.
    vi.resetModules();
    const reloaded = await import('../../../src-renderer/state/app-store');
    const again = await openPage(api, folder.key, session, reloaded.AppStore);
    // Taking the award back was the campaign's last step: its undo ("Make the award … again") makes it again.
    expect(await again.campaign.undo()).toBe(true);
    const share = api.characters(folder)[0]!.events.find((e) => e.award !== undefined);
    expect(share).toMatchObject({
      adventure: 'average',
      role: 'major',
      roll,
      award: api.campaignFileOf(folder).awards![0]!.id,
    });
    expect(api.campaignFileOf(folder).awards?.[0]?.shares).toEqual({ aldric: 4 });
    again.stop();
  });
});

describe('a party aging taken back, after a reload of the page', () => {
  it('is made again by Undo with each member’s very entry', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Varn', characters: [character('aldric', 'Aldric', aldric)] });
    const session = new WindowSession();
    const first = await openPage(api, folder.key, session);
    const { ageParty, undoLastAgingStep } = await import('../../../src-renderer/state/party-agings');
    const aged = await ageParty(first.campaign, {
      date: TODAY,
      steps: [{ character: 'aldric', label: 'age one increment', payload: { type: 'age' } }],
      done: 'Aged Aldric.',
    });
    expect(aged).toMatchObject({ ok: true });
    const agingId = api.campaignFileOf(folder).agings![0]!.id;
    expect(await undoLastAgingStep(first.campaign)).toMatchObject({ ok: true });
    expect(api.characters(folder)[0]!.events.some((e) => e.aging !== undefined)).toBe(false);
    first.stop();

    vi.resetModules();
    const reloaded = await import('../../../src-renderer/state/app-store');
    const again = await openPage(api, folder.key, session, reloaded.AppStore);
    expect(await again.campaign.undo()).toBe(true);
    expect(api.characters(folder)[0]!.events.filter((e) => e.aging === agingId)).toHaveLength(1);
    expect(api.campaignFileOf(folder).agings?.map((a) => a.id)).toEqual([agingId]);
    again.stop();
  });
});
