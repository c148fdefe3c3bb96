import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type { CharacterFile } from '../../../shared/model';
import { copyName } from '../../../src-renderer/state/roster';
import { FakeApi, TODAY } from '../fake-api';
import { renderCampaign } from '../render-app';

const aldric = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../fixtures/mls/reference/characters/aldric.json'), 'utf8'),
  ) as CharacterFile;

describe('duplicating a character', () => {
  it('adds a copy with the creation and the whole ledger under a new id, one undo step', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [aldric()] });
    const { user } = await renderCampaign(api, 'Wolves');
    const list = screen.getByRole('list', { name: 'Characters' });
    await user.click(within(list).getByRole('button', { name: 'Duplicate Aldric of Varn' }));

    await within(list).findByRole('button', { name: 'Aldric of Varn (copy)' });
    const files = api.characters(folder);
    expect(files.map((c) => c.name).sort()).toEqual(['Aldric of Varn', 'Aldric of Varn (copy)']);
    const copy = files.find((c) => c.name === 'Aldric of Varn (copy)')!;
    const original = aldric();
    expect(copy.id).toMatch(/^aldric-of-varn-copy-[a-z0-9]+$/);
    expect(copy).toEqual({ ...original, id: copy.id, name: 'Aldric of Varn (copy)', createdAt: TODAY });

    await user.click(screen.getByRole('button', { name: 'Undo: duplicate as Aldric of Varn (copy)' }));
    await waitFor(() => expect(api.characters(folder).map((c) => c.name)).toEqual(['Aldric of Varn']));
  });

  it('keeps a long name within the 120 characters a name may have', () => {
    expect(copyName('Aria')).toBe('Aria (copy)');
    const long = 'A'.repeat(120);
    expect(copyName(long)).toBe(`${'A'.repeat(113)} (copy)`);
    expect(copyName(long)).toHaveLength(120);
  });
});
