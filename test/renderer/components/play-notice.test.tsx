import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile } from '../../../shared/model';
import { getRuleSystem } from '../../../shared/rules/registry';
import { character, FakeApi, TODAY } from '../fake-api';
import { renderCampaign } from '../render-app';

const system = getRuleSystem('mls')!;

/** A legal, finished reference character with a history of play. */
function finishedMira() {
  const folder = join(import.meta.dirname, '../../fixtures/mls/reference');
  const loaded = loadFile('character', readFileSync(join(folder, 'characters/mira.json'), 'utf8'), {
    file: 'mira.json',
    today: TODAY,
  });
  if (!loaded.ok) throw new Error(loaded.problem.message);
  return { ...loaded.value, events: [{ id: 'finish-1', type: 'finish', date: '2026-11-01' }, ...loaded.value.events] };
}

async function openAdvanceOf(
  name: string,
  characters: ReturnType<typeof character>[],
  settings?: Record<string, unknown>,
) {
  const api = new FakeApi();
  api.addCampaign({ name: 'Wolves', characters, ...(settings ? { settings } : {}) });
  const app = await renderCampaign(api, 'Wolves');
  await app.user.click(within(screen.getByRole('list', { name: 'Characters' })).getByRole('button', { name }));
  await app.user.click(await screen.findByRole('tab', { name: 'Advance' }));
  return app;
}

describe('the Advance section says what stands, without blocking', () => {
  it('tells that a new character is not finished and has rule errors, and leads to the Review', async () => {
    const aria = character('aria-aaaaaa', 'Aria', {
      creation: system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>,
    });
    const { user } = await openAdvanceOf('Aria', [aria]);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Aria is not finished yet, so the creation choices may still change.');
    expect(note).toHaveTextContent(/Aria has (one rule error|\d+ rule errors) standing\./);
    expect(note).toHaveTextContent('Play can be recorded all the same');
    // Nothing in Advance is blocked by it.
    expect(screen.getByRole('tabpanel', { name: 'Advance' }).querySelectorAll('button:disabled').length).toBeLessThan(
      screen.getByRole('tabpanel', { name: 'Advance' }).querySelectorAll('button').length,
    );
    await user.click(within(note).getByRole('button', { name: 'Open the Review' }));
    expect(screen.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toBeInTheDocument();
  });

  it('says nothing for a finished, legal character', async () => {
    const mira = finishedMira();
    const campaign = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../fixtures/mls/reference/campaign.json'), 'utf8'),
    ) as { settings: Record<string, unknown> };
    await openAdvanceOf(mira.name, [mira], campaign.settings);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
