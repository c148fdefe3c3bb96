import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import { startApp, type RunningApp } from './harness';

/**
 * A game master's first evening, through what a user sees and clicks only:
 * create a campaign, add two characters, rename one, delete one, reload,
 * and find the same campaign, in the browser and in the folder on disk.
 */
describe('campaigns and characters in browser mode', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('creates, renames, deletes and keeps characters across a reload', async () => {
    const { page, root } = app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();

    await page.getByLabel('Campaign name').fill('The Goblin Marches');
    await page.getByLabel('Game system').selectOption({ label: 'The Nutshell MLS' });
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();

    for (const name of ['Aria Vell', 'Brannoc']) {
      await page.getByLabel('Character name').fill(name);
      await page.getByRole('button', { name: 'Add character' }).click();
      await page.getByRole('button', { name: name, exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Rename Brannoc' }).click();
    const nameField = page.getByLabel('New name for Brannoc');
    await nameField.fill('Brannoc of the Fens');
    await nameField.press('Enter');
    await page.getByRole('button', { name: 'Brannoc of the Fens', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Aria Vell' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Aria Vell?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await pwExpect(() => page.getByRole('button', { name: 'Aria Vell', exact: true }).count()).toBe(0);
    await page.getByText('All changes saved').waitFor();

    await page.reload();
    // The address keeps the campaign, so a reload returns to it.
    await page.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Brannoc of the Fens', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Aria Vell', exact: true }).count()).toBe(0);

    // The disk agrees: one campaign folder, one character file, the deleted one in .backups.
    const folders = readdirSync(root, { withFileTypes: true }).filter(
      (e) => e.isDirectory() && !e.name.startsWith('.'),
    );
    expect(folders.map((f) => f.name)).toEqual(['The Goblin Marches']);
    const folder = join(root, 'The Goblin Marches');
    const campaign = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8'));
    expect(campaign).toMatchObject({ name: 'The Goblin Marches', system: 'mls', formatVersion: 1 });
    const files = readdirSync(join(folder, 'characters'));
    expect(files).toHaveLength(1);
    const brannoc = JSON.parse(readFileSync(join(folder, 'characters', files[0]!), 'utf8'));
    expect(brannoc).toMatchObject({ name: 'Brannoc of the Fens', system: 'mls', events: [] });
    const backups = readdirSync(join(folder, '.backups', 'characters'));
    const ariaBackups = backups.filter((b) => b.startsWith('aria-vell'));
    expect(ariaBackups).toHaveLength(1);
    const deleted = readdirSync(join(folder, '.backups', 'characters', ariaBackups[0]!)).filter((f) =>
      f.endsWith('-deleted.json'),
    );
    expect(deleted).toHaveLength(1);
    const ariaFile = JSON.parse(
      readFileSync(join(folder, '.backups', 'characters', ariaBackups[0]!, deleted[0]!), 'utf8'),
    );
    expect(ariaFile.name).toBe('Aria Vell');
  });
});
