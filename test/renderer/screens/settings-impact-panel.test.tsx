import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import type { CharacterFile } from '../../../shared/model';
import { FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * Three HURSAGMU reference characters (test/fixtures/hursagmu/reference): Ashur begins with Fighting 7, Ninsun with
 * Sorcery 8 and Mysticism, Enkidu has the gift Intuition, which only the revised encounters offer; Ashur has
 * Athletics and Riding, which the revised encounters call Athlete and Rider.
 */
const reference = join(import.meta.dirname, '../../fixtures/hursagmu/reference');
const load = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterFile;

describe('what new settings do to the characters', () => {
  it('names who the new settings put out of bounds and why, and who they bring back, before anything is saved', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Uruk',
      system: 'hursagmu',
      settings: { startingCoins: 5000 },
      characters: [load('ashur'), load('ninsun'), load('enkidu')],
    });
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    const panel = screen.getByRole('region', { name: 'Campaign settings' });
    const impact = within(panel).getByRole('region', { name: 'What these settings do to the characters' });
    const check = within(impact).getByRole('button', { name: 'Check the characters against these settings' });
    // Nothing to check while the settings are those in force.
    expect(check).toBeDisabled();

    const limit = within(panel).getByRole('spinbutton', { name: 'Maximum beginning trait level' });
    await user.clear(limit);
    await user.type(limit, '7');
    await user.click(within(panel).getByRole('checkbox', { name: 'Revised encounters' }));
    await user.click(check);

    const out = await within(impact).findByRole('list', { name: 'Characters the new settings put out of bounds' });
    expect(impact).toHaveTextContent(
      'With these settings 2 of the 3 characters would break rules they do not break now:',
    );
    // The revised encounters rename Athletics and Riding, and replace Mysticism with the Intuition gift.
    expect(
      within(out)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "Ashur the Spearman: The creation names Athletics, the name the book's encounters give Athlete; this campaign plays the revised encounters, so it counts as Athlete. Convert the character's trait names to those of the revised encounters. The creation names Riding, the name the book's encounters give Rider; this campaign plays the revised encounters, so it counts as Rider. Convert the character's trait names to those of the revised encounters.",
      'Ninsun of Uruk: With the revised encounters Mysticism is replaced by the Intuition gift (Perception rolls to sense sorcery); take that gift instead. The Master limits beginning traits to level 7; Sorcery can start at 7 at most and rise later with experience.',
    ]);
    const back = within(impact).getByRole('list', { name: 'Characters the new settings bring within bounds' });
    expect(
      within(back)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Enkidu of the Steppe: Intuition is a gift of the revised encounters, which this campaign does not use; roll Mysticism instead.',
    ]);
    // Checking edits nothing.
    expect(api.callsOf('writeCharacter')).toHaveLength(0);
    expect(api.campaignFileOf(folder).settings).toEqual({ startingCoins: 5000 });

    // Another change makes the report stale: it goes until the characters are checked again. Level 9 holds
    // Sorcery 8, and without the revised encounters nothing else changes.
    await user.clear(limit);
    await user.type(limit, '9');
    await user.click(within(panel).getByRole('checkbox', { name: 'Revised encounters' }));
    expect(
      within(impact).queryByRole('list', { name: 'Characters the new settings put out of bounds' }),
    ).not.toBeInTheDocument();
    await user.click(check);
    expect(
      await within(impact).findByText('With these settings no character of the 3 breaks a rule it does not break now.'),
    ).toBeInTheDocument();
  });
});
