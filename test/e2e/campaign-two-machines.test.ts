import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OPTIONS, startApp, startServer, type RunningApp, type RunningServer } from './harness';
import { expect as pwExpect } from './page-expect';
import {
  awardParty,
  awardsMade,
  awardsOnDisk,
  CAMPAIGN_SUBJECT,
  checkMergedThenUndo,
  copiesPanel,
  GAMES,
  git,
  gitRefused,
  legendOf,
  mergeCampaignCopy,
  mergeCharacterCopies,
  openCampaign,
  playOneMachine,
  pointsOf,
  saveSettings,
  settingOnDisk,
  settingsShown,
  writeCampaign,
  type GameCase,
  type MachinePlan,
} from './two-machines';

/**
 * One campaign kept on two machines, for each game: both add a session, make an award to the party and change the
 * same setting to different values before they hear of each other, by way of git (two clones, one pulled into the
 * other), of a sync tool's conflict copies, or of two copies of the app saving one folder at once. Through what a
 * user sees and clicks only, both versions are kept, merged: both sessions, both awards with each character's
 * shares of both, the setting the user chose; and undoing the last award takes back that award alone.
 */

/** What the first and the second machine do in each game: different sessions, awards and values of one setting. */
function plans(game: GameCase): { first: MachinePlan; second: MachinePlan } {
  const first = { session: 'The Barrow' };
  const second = { session: 'The Ship' };
  switch (game.game) {
    case 'mls':
      // An average adventure, a minor role each: 1d3 per character, rolled at the table.
      return {
        first: { ...first, award: [2, 3], setting: 8 },
        second: { ...second, award: [1, 1], setting: 9, other: true },
      };
    case 'heimr':
      // 7 XP between two is 3 each and 1 carried; 5 XP is 2 each and 1 carried.
      return { first: { ...first, award: 7, setting: 4 }, second: { ...second, award: 5, setting: 5, other: 4 } };
    case 'hursagmu':
      return { first: { ...first, award: 4, setting: 6000 }, second: { ...second, award: 6, setting: 7000 } };
    case 'symbaroum':
      return { first: { ...first, award: 4, setting: 16 }, second: { ...second, award: 6, setting: 17 } };
  }
}

describe('one campaign changed on two machines', () => {
  let app: RunningApp;
  let scratch: string;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    page = app.page;
    scratch = mkdtempSync(join(tmpdir(), 'ledger-two-machines-'));
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
  });
  afterAll(async () => {
    await app?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const closeCampaign = async () => {
    await page.getByRole('toolbar', { name: 'Campaign' }).getByRole('button', { name: 'Close campaign' }).click();
    await page.getByRole('heading', { name: 'Ledger of Heroes', level: 1 }).waitFor();
  };

  it.each(['mls', 'hursagmu', 'heimr', 'symbaroum'] as const)(
    'merges two git clones of a %s campaign pulled into each other',
    async (id) => {
      const game = GAMES[id];
      const { first, second } = plans(game);
      const name = `${game.title} over git`;
      const origin = join(scratch, `${id}-origin`);
      writeCampaign(origin, game, name);
      git(origin, 'init', '-q', '-b', 'main');
      git(origin, 'add', '-A');
      git(origin, 'commit', '-q', '-m', 'The party before the session');
      const [a, b] = [`${id}-git-a`, `${id}-git-b`];
      for (const clone of [a, b]) git(app.root, 'clone', '-q', origin, clone);

      await openCampaign(page, app.server.origin, a, name);
      await playOneMachine(page, game, first);
      await openCampaign(page, app.server.origin, b, name);
      await playOneMachine(page, game, second);
      await closeCampaign();

      // Each commits; the second pulls the first's commit, and git leaves both sides in every file both changed.
      for (const clone of [a, b]) {
        git(join(app.root, clone), 'add', '-A');
        git(join(app.root, clone), 'commit', '-q', '-m', `After ${clone}`);
      }
      const pull = ['-c', 'pull.rebase=false', 'pull', '--no-rebase', '--no-edit', join(app.root, a), 'main'];
      expect(gitRefused(join(app.root, b), ...pull)).toMatch(/Automatic merge failed; fix conflicts/);
      expect(git(join(app.root, b), 'diff', '--name-only', '--diff-filter=U').trim().split('\n').sort()).toEqual(
        ['campaign.json', ...game.members.map((m) => `characters/${m.id}.json`)].sort(),
      );

      await openCampaign(page, app.server.origin, b, name);
      await copiesPanel(page)
        .getByText(new RegExp(`^Another version of ${CAMPAIGN_SUBJECT}, left by git on `))
        .waitFor();
      // The clone that pulled is the current version; the pulled side is the other.
      await mergeCampaignCopy(page, name, game, { current: second, other: first, keep: 'other' });
      await mergeCharacterCopies(page, name, game);
      await checkMergedThenUndo(page, {
        folder: join(app.root, b),
        name,
        game,
        first,
        second,
        chosen: first.setting,
      });
    },
  );

  it.each(['mls', 'hursagmu', 'heimr', 'symbaroum'] as const)(
    'merges the conflict copies Syncthing left of a %s campaign',
    async (id) => {
      const game = GAMES[id];
      const { first, second } = plans(game);
      const name = `${game.title} over Syncthing`;
      const [a, b] = [`${id}-sync-a`, `${id}-sync-b`];
      for (const folder of [a, b]) writeCampaign(join(app.root, folder), game, name);

      await openCampaign(page, app.server.origin, b, name);
      await playOneMachine(page, game, second);
      await openCampaign(page, app.server.origin, a, name);
      await playOneMachine(page, game, first);

      // Syncthing brings the second machine's files and keeps them beside the first's, which it found changed too.
      const tail = 'sync-conflict-20261129-101010-ABCDEFG.json';
      cpSync(join(app.root, b, 'campaign.json'), join(app.root, a, `campaign.${tail}`));
      for (const m of game.members)
        cpSync(join(app.root, b, 'characters', `${m.id}.json`), join(app.root, a, 'characters', `${m.id}.${tail}`));
      await copiesPanel(page)
        .getByText(`Another version of ${CAMPAIGN_SUBJECT}, left by Syncthing on 29 Nov 2026.`)
        .waitFor();
      for (const m of game.members)
        await copiesPanel(page).getByText(`Another version of ${m.name}, left by Syncthing on 29 Nov 2026.`).waitFor();

      await mergeCampaignCopy(page, name, game, { current: first, other: second, keep: 'current' });
      await mergeCharacterCopies(page, name, game);
      expect(readdirSync(join(app.root, a)).filter((f) => f.includes('sync-conflict'))).toEqual([]);
      await checkMergedThenUndo(page, {
        folder: join(app.root, a),
        name,
        game,
        first,
        second,
        chosen: first.setting,
      });
    },
  );

  describe('two copies of the app saving one folder', () => {
    let second: RunningServer;
    let context: BrowserContext;
    let other: Page;

    beforeAll(async () => {
      second = await startServer({ root: app.root });
      context = await app.browser.newContext(CONTEXT_OPTIONS);
      // The second page hears of no change made elsewhere: its stream of changes is held, as a watcher not yet
      // delivering, so its next save meets the first page's on disk.
      await context.route('**/api/events', () => undefined);
      other = await context.newPage();
      await other.goto(second.url);
      await other.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    });
    afterAll(async () => {
      await context?.close();
      await second?.stop();
    });

    /** The second page's banner, once its save met the first page's. */
    const bannerOf = async (name: string) => {
      const banner = other.getByRole('region', { name: `${name} was changed outside the app` });
      await banner.getByRole('button', { name: 'Keep both, merged' }).waitFor();
      return banner;
    };

    it.each(['mls', 'hursagmu', 'heimr', 'symbaroum'] as const)(
      'keeps both when one copy saves a %s campaign the other saved before it had heard: award, session and setting',
      async (id) => {
        const game = GAMES[id];
        const { first, second: plan } = plans(game);
        const name = `${game.title} on a shared drive`;
        const folder = `${id}-shared`;
        writeCampaign(join(app.root, folder), game, name);
        await openCampaign(page, app.server.origin, folder, name);
        await openCampaign(other, second.origin, folder, name);

        // The first page awards the party; the second, which has not heard of it, adds a session.
        await awardParty(page, game, first.award);
        await other.getByRole('textbox', { name: 'Session name' }).fill(plan.session);
        await other.getByRole('button', { name: 'Add session' }).click();
        const banner = await bannerOf(name);
        // Keeping only its own version would drop the award, it says.
        await banner.getByText(/^Keep mine drops what the other version added: the award of /).waitFor();
        await banner.getByRole('button', { name: 'Keep both, merged' }).click();
        await pwExpect(() => banner.count()).toBe(0);
        await other.getByRole('button', { name: `Open session ${plan.session}` }).waitFor();
        await pwExpect(() => awardsMade(other).count()).toBe(1);

        // Then both change the same setting, the second again without having heard: it is chosen in the banner. The
        // first has heard of the second's session by now (its stream is not held), so its own save meets nothing.
        await page.getByRole('button', { name: `Open session ${plan.session}` }).waitFor();
        await saveSettings(page, [{ field: game.setting, value: first.setting }]);
        await other.getByRole('button', { name: 'Campaign settings', exact: true }).click();
        const settings = other.getByRole('region', { name: 'Campaign settings' });
        await settings.getByRole('spinbutton', { name: game.setting.label, exact: true }).fill(String(plan.setting));
        await settings.getByRole('button', { name: 'Save settings' }).click();
        await (
          await bannerOf(name)
        )
          .getByRole('group', { name: legendOf(game.setting), exact: true })
          .getByRole('radio', { name: `Current version: ${plan.setting}` })
          .click();
        await banner.getByRole('button', { name: 'Keep both, merged' }).click();
        await pwExpect(() => banner.count()).toBe(0);
        await settings.getByText('Nothing to save: the settings are as on disk.').waitFor();
        await settings.getByRole('button', { name: 'Close settings' }).click();

        // Both pages show the award, the session and the setting chosen; so does the file.
        for (const p of [page, other]) {
          await p.getByRole('button', { name: `Open session ${plan.session}` }).waitFor();
          await pwExpect(() => awardsMade(p).count()).toBe(1);
          await pwExpect(async () => (await settingsShown(p, [game.setting]))[0]).toBe(String(plan.setting));
        }
        const onDisk = JSON.parse(readFileSync(join(app.root, folder, 'campaign.json'), 'utf8')) as {
          sessions: { name: string }[];
        };
        expect(onDisk.sessions.map((s) => s.name)).toEqual([plan.session]);
        expect(awardsOnDisk(join(app.root, folder)).map((x) => x.points)).toEqual([pointsOf(first.award)]);
        expect(settingOnDisk(join(app.root, folder), game.setting)).toBe(plan.setting);
      },
    );
  });
});
