import { guardApi } from '../../../src-renderer/state/guarded-api';
import { FakeApi } from '../fake-api';

describe('guardApi', () => {
  it('turns a rejected request into an io error the user can read', async () => {
    const api = new FakeApi();
    api.writeCharacter = () => Promise.reject(new Error('channel closed'));
    const guarded = guardApi(api);

    const result = await guarded.writeCharacter({ handle: 'handle0001', character: {} as never });

    expect(result).toEqual({
      ok: false,
      error: { code: 'io', message: expect.stringContaining('while trying to save a character (channel closed)') },
    });
  });

  it('passes answers and subscriptions through unchanged', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves' });
    const guarded = guardApi(api);
    const changes: string[] = [];
    const stop = guarded.onCampaignChange((change) => changes.push('file' in change ? change.file : change.kind));

    expect(await guarded.listCampaigns()).toEqual(await api.listCampaigns());
    api.emitChange({ handle: 'handle0001', kind: 'add', file: 'characters/a.json' });
    stop();
    api.emitChange({ handle: 'handle0001', kind: 'add', file: 'characters/b.json' });
    expect(changes).toEqual(['characters/a.json']);
  });
});
