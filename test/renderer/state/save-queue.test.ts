import { SaveQueue } from '../../../src-renderer/state/save-queue';
import { character, FakeApi } from '../fake-api';

/** Opens a campaign of the fake host with these characters; the handle and each character's revision. */
async function opened(ids: string[]) {
  const api = new FakeApi();
  const folder = api.addCampaign({ name: 'Uruk', characters: ids.map((id) => character(id, id.toUpperCase())) });
  const open = await api.openCampaign({ key: folder.key });
  if (!open.ok) throw new Error(open.error.message);
  const revisions = new Map(open.value.characters.map((c) => [c.id, c.revision]));
  return { api, folder, handle: open.value.handle, revisions };
}

describe('saving several characters at once', () => {
  it('sends the writes asked for together as one request, and gives each its own outcome', async () => {
    const { api, handle, revisions } = await opened(['ashur', 'ninsun', 'enkidu']);
    const writes = new SaveQueue(api, handle);
    const results = await Promise.all([
      writes.write({ character: character('ashur', 'Ashur the Spearman'), baseRevision: revisions.get('ashur')! }),
      // Based on a revision that is not the one on disk: refused alone, as writeCharacter would refuse it.
      writes.write({ character: character('ninsun', 'Ninsun of Uruk'), baseRevision: revisions.get('ashur')! }),
      writes.write({ character: character('enkidu', 'Enkidu of the Steppe'), baseRevision: revisions.get('enkidu')! }),
    ]);
    expect(results.map((r) => (r.ok ? 'written' : r.error.code))).toEqual(['written', 'conflict', 'written']);
    expect(api.calls.map((c) => c.method).filter((m) => m.startsWith('write'))).toEqual(['writeCharacters']);
    expect(
      api
        .characters(api.campaign('Uruk'))
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Ashur the Spearman', 'Enkidu of the Steppe', 'NINSUN']);
  });

  it('sends a write asked for alone as it is, and two writes of one character one after the other', async () => {
    const { api, handle, revisions } = await opened(['ashur']);
    const writes = new SaveQueue(api, handle);
    const alone = await writes.write({
      character: character('ashur', 'Ashur I'),
      baseRevision: revisions.get('ashur')!,
    });
    if (!alone.ok) throw new Error(alone.error.message);
    expect(api.calls.at(-1)?.method).toBe('writeCharacter');
    const [second, third] = await Promise.all([
      writes.write({ character: character('ashur', 'Ashur II'), baseRevision: alone.value.revision }),
      writes.write({ character: character('ashur', 'Ashur III'), baseRevision: alone.value.revision }),
    ]);
    // The second write of Ashur went in a request of its own, after the first: based on the same revision, it is a conflict.
    expect([second.ok, third.ok ? 'written' : third.error.code]).toEqual([true, 'conflict']);
    expect(api.calls.slice(-2).map((c) => c.method)).toEqual(['writeCharacter', 'writeCharacter']);
  });

  it('tries each write on its own when the host refuses them as a whole', async () => {
    const { api, handle, revisions } = await opened(['ashur', 'ninsun']);
    api.failNext('writeCharacters', {
      code: 'invalid-argument',
      message: 'The request was larger than 5 MB and was refused. Nothing was saved.',
    });
    const writes = new SaveQueue(api, handle);
    const results = await Promise.all(
      ['ashur', 'ninsun'].map((id) =>
        writes.write({ character: character(id, `${id} II`), baseRevision: revisions.get(id)! }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(api.calls.map((c) => c.method).filter((m) => m.startsWith('write'))).toEqual([
      'writeCharacters',
      'writeCharacter',
      'writeCharacter',
    ]);
    expect(
      api
        .characters(api.campaign('Uruk'))
        .map((c) => c.name)
        .sort(),
    ).toEqual(['ashur II', 'ninsun II']);
  });

  it("answers every write when the host's channel fails outright, so no save waits for ever", async () => {
    const { api, handle, revisions } = await opened(['ashur', 'ninsun']);
    const broken = {
      writeCharacters: () => Promise.reject(new Error('channel closed')),
      writeCharacter: (input: Parameters<typeof api.writeCharacter>[0]) =>
        input.character.id === 'ashur' ? api.writeCharacter(input) : Promise.reject(new Error('channel closed')),
    };
    const writes = new SaveQueue(broken, handle);
    const results = await Promise.all(
      ['ashur', 'ninsun'].map((id) =>
        writes.write({ character: character(id, `${id} II`), baseRevision: revisions.get(id)! }),
      ),
    );
    expect(results.map((r) => (r.ok ? 'written' : r.error.message))).toEqual([
      'written',
      'The character could not be saved (channel closed). Try saving again.',
    ]);
  });

  describe('campaign.json after the characters', () => {
    async function openedWithCampaign(ids: string[]) {
      const setup = await opened(ids);
      const read = await setup.api.readCampaign({ handle: setup.handle });
      if (!read.ok) throw new Error(read.error.message);
      return { ...setup, campaign: read.value };
    }

    it('goes in the request of the writes it follows and is written after them', async () => {
      const { api, folder, handle, revisions, campaign } = await openedWithCampaign(['ashur', 'ninsun']);
      const writes = new SaveQueue(api, handle);
      const saves = ['ashur', 'ninsun'].map((id) =>
        writes.write({ character: character(id, `${id} II`), baseRevision: revisions.get(id)! }),
      );
      const followed = writes.followWith(
        { campaign: { ...campaign.campaign, name: 'Uruk, awarded' }, baseRevision: campaign.revision },
        ['ashur', 'ninsun'],
      );
      const [results, written] = await Promise.all([Promise.all(saves), followed]);
      expect(results.every((r) => r.ok)).toBe(true);
      expect(written?.ok).toBe(true);
      expect(api.calls.map((c) => c.method).filter((m) => m.startsWith('write'))).toEqual(['writeCharacters']);
      expect(api.campaignFileOf(folder).name).toBe('Uruk, awarded');
    });

    it('goes with a single write too', async () => {
      const { api, handle, revisions, campaign } = await openedWithCampaign(['ashur']);
      const writes = new SaveQueue(api, handle);
      const save = writes.write({ character: character('ashur', 'Ashur II'), baseRevision: revisions.get('ashur')! });
      const followed = writes.followWith(
        { campaign: { ...campaign.campaign, name: 'Uruk, awarded' }, baseRevision: campaign.revision },
        ['ashur'],
      );
      expect([(await save).ok, (await followed)?.ok]).toEqual([true, true]);
      expect(api.calls.map((c) => c.method).filter((m) => m.startsWith('write'))).toEqual(['writeCharacters']);
    });

    it('closes the request: it goes at once, and a write asked for after it goes in the next request', async () => {
      const { api, handle, revisions, campaign } = await openedWithCampaign(['ashur', 'ninsun']);
      // The requests as the page sends them, before the host has seen them.
      const sent: string[] = [];
      const writes = new SaveQueue(
        {
          writeCharacter: (input) => (sent.push('writeCharacter'), api.writeCharacter(input)),
          writeCharacters: (input) => (sent.push('writeCharacters'), api.writeCharacters(input)),
        },
        handle,
      );
      const ashur = writes.write({ character: character('ashur', 'Ashur II'), baseRevision: revisions.get('ashur')! });
      const followed = writes.followWith(
        { campaign: { ...campaign.campaign, name: 'Uruk, awarded' }, baseRevision: campaign.revision },
        ['ashur'],
      );
      // Sent before any other work of this turn (no microtask has run yet).
      expect(sent).toEqual(['writeCharacters']);
      const ninsun = writes.write({
        character: character('ninsun', 'Ninsun II'),
        baseRevision: revisions.get('ninsun')!,
      });
      expect([(await ashur).ok, (await followed)?.ok, (await ninsun).ok]).toEqual([true, true, true]);
      expect(sent).toEqual(['writeCharacters', 'writeCharacter']);
      expect((api.callsOf('writeCharacters')[0] as { writes: unknown[] }).writes).toHaveLength(1);
    });

    it('is not tried, and says so, when a character it follows is not written', async () => {
      const { api, handle, revisions, campaign } = await openedWithCampaign(['ashur', 'ninsun']);
      const writes = new SaveQueue(api, handle);
      const saves = [
        writes.write({ character: character('ashur', 'Ashur II'), baseRevision: revisions.get('ashur')! }),
        // Based on a revision that is not Ninsun's: a conflict.
        writes.write({ character: character('ninsun', 'Ninsun II'), baseRevision: revisions.get('ashur')! }),
      ];
      const followed = writes.followWith(
        { campaign: { ...campaign.campaign, name: 'Not kept' }, baseRevision: campaign.revision },
        ['ashur', 'ninsun'],
      );
      expect((await Promise.all(saves)).map((r) => (r.ok ? 'written' : r.error.code))).toEqual(['written', 'conflict']);
      expect(await followed).toBeUndefined();
      expect(api.campaignFileOf(api.campaign('Uruk')).name).toBe('Uruk');
    });

    it('is not tried when a character it follows has no write waiting, or when its writes go in two requests', async () => {
      const { api, handle, revisions, campaign } = await openedWithCampaign(['ashur', 'ninsun']);
      const writes = new SaveQueue(api, handle);
      const next = { campaign: { ...campaign.campaign, name: 'Not kept' }, baseRevision: campaign.revision };
      // Nothing waits at all.
      expect(await writes.followWith(next, [])).toBeUndefined();
      // Ninsun's write is not among those waiting.
      const ashur = writes.write({ character: character('ashur', 'Ashur II'), baseRevision: revisions.get('ashur')! });
      expect(await writes.followWith(next, ['ashur', 'ninsun'])).toBeUndefined();
      const ashurNow = await ashur;
      if (!ashurNow.ok) throw new Error(ashurNow.error.message);
      // Two writes of Ashur go one request after the other, so the campaign cannot follow both in one.
      const twice = [
        writes.write({ character: character('ashur', 'Ashur III'), baseRevision: ashurNow.value.revision }),
        writes.write({ character: character('ashur', 'Ashur IV'), baseRevision: ashurNow.value.revision }),
      ];
      expect(await writes.followWith(next, ['ashur'])).toBeUndefined();
      await Promise.all(twice);
      expect(
        api.calls.some(
          (c) => c.method === 'writeCharacters' && (c.input as { campaign?: unknown }).campaign !== undefined,
        ),
      ).toBe(false);
      expect(api.campaignFileOf(api.campaign('Uruk')).name).toBe('Uruk');
    });

    it('is not tried when the host refuses the request as a whole; the characters are then written one by one', async () => {
      const { api, handle, revisions, campaign } = await openedWithCampaign(['ashur', 'ninsun']);
      api.failNext('writeCharacters', {
        code: 'invalid-argument',
        message: 'The request was larger than 5 MB and was refused. Nothing was saved.',
      });
      const writes = new SaveQueue(api, handle);
      const saves = ['ashur', 'ninsun'].map((id) =>
        writes.write({ character: character(id, `${id} II`), baseRevision: revisions.get(id)! }),
      );
      const followed = writes.followWith(
        { campaign: { ...campaign.campaign, name: 'Not kept' }, baseRevision: campaign.revision },
        ['ashur', 'ninsun'],
      );
      expect(await followed).toBeUndefined();
      expect((await Promise.all(saves)).every((r) => r.ok)).toBe(true);
      expect(api.campaignFileOf(api.campaign('Uruk')).name).toBe('Uruk');
    });
  });
});
