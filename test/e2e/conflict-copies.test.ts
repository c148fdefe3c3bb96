import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './harness';
import { expect as pwExpect } from './page-expect';

/**
 * Two machines changed one character at once and Syncthing kept the other version beside the file:
 * through what a user sees and clicks only, the copy shows up while the campaign is open, the user
 * opens it, keeps it, and finds the replaced version in the campaign's .backups folder on disk.
 */
describe('another version left by a sync tool, in browser mode', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('shows a copy left while the campaign is open, opens it read-only and keeps it', async () => {
    const { page, root } = app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await page.getByLabel('Campaign name').fill('The Goblin Marches');
    await page.getByLabel('Game system').selectOption({ label: 'The Nutshell MLS' });
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();
    await page.getByLabel('Character name').fill('Aria Vell');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Aria Vell', exact: true }).waitFor();
    await page.getByText('All changes saved').waitFor();

    const folder = join(root, 'The Goblin Marches');
    const characters = join(folder, 'characters');
    const [fileName] = readdirSync(characters);
    const id = fileName!.replace(/\.json$/, '');
    const current = readFileSync(join(characters, fileName!));
    const otherVersion = {
      ...(JSON.parse(current.toString('utf8')) as Record<string, unknown>),
      name: 'Aria of the Fens',
    };
    const copyName = `${id}.sync-conflict-20261123-101010-ABCDEFG.json`;
    const copyBytes = Buffer.from(`${JSON.stringify(otherVersion, null, 2)}\n`);
    writeFileSync(join(characters, copyName), copyBytes);

    // No reload: the host's watcher reports the copy and the campaign screen lists it.
    const panel = page.getByRole('region', { name: /left by a sync tool/ });
    await panel.getByText('Another version of Aria Vell, left by Syncthing on 23 Nov 2026.').waitFor();
    expect(await panel.textContent()).not.toMatch(/renam/i);

    await panel.getByRole('button', { name: 'Open this version of Aria Vell' }).click();
    await page.getByRole('heading', { level: 1, name: 'Another version of Aria Vell' }).waitFor();
    await page.getByText(`Left by Syncthing on 23 Nov 2026 · characters/${copyName}`).waitFor();
    await page.getByRole('article', { name: 'Printable sheet of Aria of the Fens' }).waitFor();

    await page.getByRole('button', { name: 'Keep this version', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Keep the other version of Aria Vell?' })
      .getByRole('button', { name: 'Keep the other version' })
      .click();

    await page.getByRole('heading', { level: 1, name: 'The Goblin Marches' }).waitFor();
    await page.getByRole('button', { name: 'Aria of the Fens', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Aria Vell', exact: true }).count()).toBe(0);
    await page
      .getByText("Kept the other version of Aria Vell; the version it replaced is in the campaign's .backups folder.")
      .waitFor();
    await pwExpect(() => panel.count()).toBe(0);

    // On disk: the copy's bytes are the character's file, its own name is gone, and the version it replaced is in .backups byte for byte.
    expect(existsSync(join(characters, copyName))).toBe(false);
    expect(readFileSync(join(characters, fileName!)).equals(copyBytes)).toBe(true);
    const backups = join(folder, '.backups', 'characters', id);
    const kept = readdirSync(backups).map((name) => readFileSync(join(backups, name)));
    expect(kept.some((bytes) => bytes.equals(current))).toBe(true);
  });

  it('splits campaign.json git left with conflict markers, shows both versions side by side and keeps both, merged', async () => {
    const { page, root } = app;
    const folder = join(root, 'The Goblin Marches');
    await page.getByRole('textbox', { name: 'Session name' }).fill('The Barrow');
    await page.getByRole('button', { name: 'Add session' }).click();
    await page.getByRole('button', { name: 'Open session The Barrow' }).waitFor();
    await page.getByText('All changes saved').waitFor();

    // Another machine added its own session and changed a setting; git pull left both sides in campaign.json.
    const oursText = readFileSync(join(folder, 'campaign.json'), 'utf8');
    const mine = JSON.parse(oursText) as { sessions: unknown[]; settings: Record<string, unknown> };
    const theirs = {
      ...mine,
      sessions: [{ id: '2026-11-23-the-ship-p0p0p0', name: 'The Ship', date: '2026-11-23' }],
      settings: { ...mine.settings, rollHitPointsForNewCharacters: true },
      settingsChanges: [
        {
          id: 'settings-2026-11-23-p0p0p0',
          date: '2026-11-23',
          changes: [{ path: ['settings', 'rollHitPointsForNewCharacters'], from: false, to: true }],
        },
      ],
    };
    writeFileSync(
      join(folder, 'campaign.json'),
      `<<<<<<< HEAD\n${oursText}=======\n${JSON.stringify(theirs, null, 2)}\n>>>>>>> origin/main\n`,
    );

    // No reload: the watcher splits the file, this side staying, the other offered as another version.
    const panel = page.getByRole('region', { name: /left by a sync tool/ });
    await panel.getByText(/Another version of the campaign's settings and sessions, left by git on/).waitFor();
    const copyName = readdirSync(folder).find((name) => name.startsWith('campaign (git conflict, theirs '));
    expect(copyName).toBeDefined();
    await panel.getByRole('button', { name: "Open this version of the campaign's settings and sessions" }).click();
    await page
      .getByRole('heading', { level: 1, name: "Another version of the campaign's settings and sessions" })
      .waitFor();
    const sessions = page.getByRole('table', { name: 'Sessions' });
    await sessions.getByRole('row', { name: /The Barrow has it not there/ }).waitFor();
    await sessions.getByRole('row', { name: /The Ship not there has it/ }).waitFor();

    await page.getByRole('button', { name: 'Keep both, merged' }).click();
    await page
      .getByRole('dialog', { name: "Keep both versions of the campaign's settings and sessions, merged?" })
      .getByRole('button', { name: 'Keep both, merged' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'The Goblin Marches' }).waitFor();
    await page.getByRole('button', { name: 'Open session The Ship' }).waitFor();
    await page.getByRole('button', { name: 'Open session The Barrow' }).waitFor();

    const merged = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as {
      sessions: { name: string }[];
      settings: Record<string, unknown>;
    };
    expect(merged.sessions.map((s) => s.name).sort()).toEqual(['The Barrow', 'The Ship']);
    // Only the other machine changed the setting since the two parted, so its value is kept without asking.
    expect(merged.settings.rollHitPointsForNewCharacters).toBe(true);
    expect(existsSync(join(folder, copyName!))).toBe(false);
  });
});
