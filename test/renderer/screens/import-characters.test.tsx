import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { MAX_FILE_BYTES, stableStringify, type CharacterFile } from '../../../shared/model';
import { FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * A character file larger than the app opens (16 MB) is refused on import in the words the app uses for a file
 * in a campaign folder, a save and a request in browser mode: its size, and what the app opens.
 */
const ninsun = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/hursagmu/reference/characters/ninsun.json'), 'utf8'),
) as CharacterFile;

describe('importing a character file larger than the app opens', () => {
  it('says how large it is and what the app opens, and imports nothing', async () => {
    const api = new FakeApi();
    const uruk = api.addCampaign({
      name: 'Uruk',
      system: 'hursagmu',
      settings: { startingCoins: 5000 },
      characters: [],
    });
    const { user } = await renderCampaign(api, 'Uruk');
    // Ninsun with a note long enough to make her file 16 MB and a byte: a file the app would not open from a campaign folder.
    const padded = { ...ninsun, creation: { ...ninsun.creation, notes: '' } };
    const text = stableStringify({
      ...padded,
      creation: { ...padded.creation, notes: 'x'.repeat(MAX_FILE_BYTES + 1 - stableStringify(padded).length) },
    });
    expect(text).toHaveLength(MAX_FILE_BYTES + 1);

    await user.upload(screen.getByLabelText('Character files to import'), [new File([text], 'ninsun.json')]);
    // Reading 16 MB takes jsdom a few seconds on two busy cores: the wait is for the message, not a timing.
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'ninsun.json could not be imported: ninsun.json is 16.1 MB; the app opens files up to 16 MB, so it was not read. Choose a character file exported from a campaign.',
    );
    await waitFor(() => expect(api.characters(uruk)).toEqual([]));
  });
});
