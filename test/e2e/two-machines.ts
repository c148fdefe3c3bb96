import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { repo } from './harness';
import { expect as pwExpect } from './page-expect';

/**
 * Steps for a campaign changed on two machines: the campaign made on disk from a game's reference characters, git
 * run on it, and what a game master does on the campaign's page (a session, an award to the party, a setting) and
 * on the other version's page (the choice of a setting, keeping both merged), each through roles and names only.
 */

export type Game = 'mls' | 'hursagmu' | 'heimr' | 'symbaroum';

/** One of a game's reference characters, with the points it has left as its expected file pins them. */
export interface Member {
  id: string;
  name: string;
  left: number;
}

/** A setting as the settings form labels it, and its place in the campaign's settings. */
export interface SettingField {
  label: string;
  kind: 'number' | 'checkbox';
  path: readonly string[];
}

/** How the choice between two versions names a setting: its place, key by key ("racialAverages › goblin › strength"). */
export function legendOf(field: SettingField): string {
  return field.path.join(' › ');
}

/** The value campaign.json holds for a setting. */
export function settingOnDisk(folder: string, field: SettingField): unknown {
  const { settings } = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { settings: unknown };
  return field.path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], settings);
}

/** What each game needs for the flows: its name, two legal characters, the award panel and a setting to change. */
export interface GameCase {
  game: Game;
  /** The game's name on the page ("Heimr"). */
  title: string;
  members: readonly [Member, Member];
  /** How the game shares an award: the whole to each, divided with the rest carried, or one roll per character. */
  division: 'each' | 'divide' | 'rolls';
  /** The award panel's name on the campaign page. */
  awardPanel: string;
  /** The setting both machines change. */
  setting: SettingField;
  /** Another setting only the second machine changes, where the game has one that touches no points. */
  other?: SettingField;
}

/** The points left of a reference character, as test/fixtures/<game>/reference/expected/<id>.json pins them. */
function member(game: Game, id: string): Member {
  const dir = join(repo, 'test/fixtures', game, 'reference');
  const { name } = JSON.parse(readFileSync(join(dir, 'characters', `${id}.json`), 'utf8')) as { name: string };
  const expected = JSON.parse(readFileSync(join(dir, 'expected', `${id}.json`), 'utf8')) as {
    legal: boolean;
    budget: { left: number };
  };
  if (!expected.legal) throw new Error(`${game}/${id} is not a legal reference character.`);
  return { id, name, left: expected.budget.left };
}

export const GAMES: Record<Game, GameCase> = {
  mls: {
    game: 'mls',
    title: 'The Nutshell MLS',
    // Aldric is human and Elowen an elf: the goblins' averages touch neither.
    members: [member('mls', 'aldric'), member('mls', 'elowen')],
    division: 'rolls',
    awardPanel: 'Award an adventure to the party',
    setting: { label: 'Strength average for Goblin', kind: 'number', path: ['racialAverages', 'goblin', 'strength'] },
    other: {
      label: 'The app rolls hit points for new characters',
      kind: 'checkbox',
      path: ['rollHitPointsForNewCharacters'],
    },
  },
  hursagmu: {
    game: 'hursagmu',
    title: 'HURSAGMU',
    members: [member('hursagmu', 'ashur'), member('hursagmu', 'bob')],
    division: 'each',
    awardPanel: 'Award experience points to the party',
    setting: { label: 'Starting coins (cc)', kind: 'number', path: ['startingCoins'] },
  },
  heimr: {
    game: 'heimr',
    title: 'Heimr',
    members: [member('heimr', 'ragna'), member('heimr', 'sigrun')],
    division: 'divide',
    awardPanel: 'Award experience points to the party',
    setting: { label: 'Willpower', kind: 'number', path: ['willpower'] },
    other: { label: 'Hit points', kind: 'number', path: ['hitPoints'] },
  },
  symbaroum: {
    game: 'symbaroum',
    title: 'Symbaroum',
    members: [member('symbaroum', 'brand'), member('symbaroum', 'ylva')],
    division: 'each',
    awardPanel: 'Award experience to the party',
    setting: { label: 'Highest starting attribute', kind: 'number', path: ['highestAttribute'] },
  },
};

/** What one machine does: a session, an award (points, or one roll per character for MLS) and settings. */
export interface MachinePlan {
  session: string;
  /** The points awarded to the party; for MLS, each character's roll of 1d3 for a minor role in an average adventure. */
  award: number | readonly [number, number];
  setting: number;
  /** A value of the game's `other` setting (a number, or true to tick a checkbox). */
  other?: number | boolean;
}

/**
 * Each character's share of an award, from the game's rule as the award panel explains it: the whole to each
 * present (HURSAGMU, Symbaroum), divided among those present rounded down with the rest carried to the next award
 * (Heimr; these campaigns carry nothing in), or the roll of each (MLS adventure).
 */
export function sharesOf(game: GameCase, award: MachinePlan['award']): [number, number] {
  if (typeof award !== 'number') return [award[0], award[1]];
  if (game.division === 'each') return [award, award];
  const share = Math.floor(award / game.members.length);
  return [share, share];
}

/** The award's points as the campaign records them: as awarded, or for MLS the sum of the shares. */
export function pointsOf(award: MachinePlan['award']): number {
  return typeof award === 'number' ? award : award[0] + award[1];
}

/**
 * Writes a campaign folder of the game's reference campaign, named `name`, with its two characters, and the
 * .gitignore docs/sharing.md advises (the lock, and the backups kept out of git).
 */
export function writeCampaign(folder: string, game: GameCase, name: string): void {
  const fixture = join(repo, 'test/fixtures', game.game, 'reference');
  mkdirSync(join(folder, 'characters'), { recursive: true });
  const campaign = JSON.parse(readFileSync(join(fixture, 'campaign.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(folder, 'campaign.json'), `${JSON.stringify({ ...campaign, name }, null, 2)}\n`);
  for (const m of game.members)
    cpSync(join(fixture, 'characters', `${m.id}.json`), join(folder, 'characters', `${m.id}.json`));
  writeFileSync(join(folder, '.gitignore'), '.ledger.lock*\n.backups/\n');
}

/** Runs git in `cwd` as a player would, with a name and address of its own; returns what it printed. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=Game Master', '-c', 'user.email=gm@example.com', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** Runs git where it must stop (a pull that meets a conflict), and returns what it printed; throws if it went through. */
export function gitRefused(cwd: string, ...args: string[]): string {
  try {
    git(cwd, ...args);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}`;
  }
  throw new Error(`git ${args.join(' ')} went through where it should have stopped at a conflict.`);
}

/** Opens the campaign in `folder` of the server's root by its address, and waits for its page. */
export async function openCampaign(page: Page, origin: string, folder: string, name: string): Promise<void> {
  await page.goto(`${origin}/#/campaign/root:${encodeURIComponent(folder)}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Adds a session of this name on today's date and waits until it is written. */
export async function addSession(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Session name' }).fill(name);
  await page.getByRole('button', { name: 'Add session' }).click();
  await page.getByRole('button', { name: `Open session ${name}` }).waitFor();
}

/** The awards the campaign page lists under "Awards made". */
export function awardsMade(page: Page) {
  return page.getByRole('list', { name: 'Awards made', exact: true }).getByRole('listitem');
}

/** Awards the party as the game does it, to both characters, and waits until the award is listed. */
export async function awardParty(page: Page, game: GameCase, award: MachinePlan['award']): Promise<void> {
  const before = await awardsMade(page).count();
  const region = page.getByRole('region', { name: game.awardPanel });
  if (typeof award === 'number') {
    await region.getByRole('spinbutton', { name: 'Points' }).fill(String(award));
    await region.getByRole('button', { name: 'Award', exact: true }).click();
  } else {
    await region.getByRole('button', { name: 'Prepare an adventure award…' }).click();
    for (const [i, m] of game.members.entries())
      await region
        .getByRole('textbox', { name: `Roll for ${m.name} (1d3), empty for the app to roll` })
        .fill(String(award[i]));
    await region.getByRole('button', { name: 'Award 2 characters' }).click();
  }
  await pwExpect(() => awardsMade(page).count()).toBe(before + 1);
}

/** Opens the campaign settings, sets the fields given, saves, and closes them. */
export async function saveSettings(
  page: Page,
  fields: readonly { field: SettingField; value: number | boolean }[],
): Promise<void> {
  await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Campaign settings' });
  for (const { field, value } of fields) {
    if (field.kind === 'checkbox') await panel.getByRole('checkbox', { name: field.label }).setChecked(value === true);
    else await panel.getByRole('spinbutton', { name: field.label, exact: true }).fill(String(value));
  }
  await panel.getByRole('button', { name: 'Save settings' }).click();
  await panel.getByText('Nothing to save: the settings are as on disk.').waitFor();
  await panel.getByRole('button', { name: 'Close settings' }).click();
}

/** The values the campaign settings show for the fields given: the number typed, or whether the box is ticked. */
export async function settingsShown(page: Page, fields: readonly SettingField[]): Promise<(string | boolean)[]> {
  await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Campaign settings' });
  const values: (string | boolean)[] = [];
  for (const field of fields)
    values.push(
      field.kind === 'checkbox'
        ? await panel.getByRole('checkbox', { name: field.label }).isChecked()
        : await panel.getByRole('spinbutton', { name: field.label, exact: true }).inputValue(),
    );
  await panel.getByRole('button', { name: 'Close settings' }).click();
  return values;
}

/** Does on the open campaign what one machine does: a session, an award to both characters, and settings. */
export async function playOneMachine(page: Page, game: GameCase, plan: MachinePlan): Promise<void> {
  await addSession(page, plan.session);
  await awardParty(page, game, plan.award);
  const fields: { field: SettingField; value: number | boolean }[] = [{ field: game.setting, value: plan.setting }];
  if (game.other && plan.other !== undefined) fields.push({ field: game.other, value: plan.other });
  await saveSettings(page, fields);
}

/** The number the party at a glance shows in its "… unspent" column for a character, once it is worked out. */
export async function unspent(page: Page, name: string): Promise<string> {
  const table = page.getByRole('table', { name: 'The party at a glance' });
  const heads = await table.getByRole('columnheader').allTextContents();
  const column = heads.findIndex((h) => / unspent/.test(h));
  if (column < 1) throw new Error(`The party at a glance has no column of points unspent: ${heads.join(', ')}`);
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) });
  // The row header is the first column; the cells are the others.
  return (
    (await row
      .getByRole('cell')
      .nth(column - 1)
      .textContent()) ?? ''
  );
}

/** Waits until the party at a glance shows each character with the points given left. */
export async function expectUnspent(page: Page, game: GameCase, left: readonly [number, number]): Promise<void> {
  for (const [i, m] of game.members.entries()) await pwExpect(() => unspent(page, m.name)).toBe(String(left[i]));
}

/** The sync tool's panel on the campaign page. */
export function copiesPanel(page: Page) {
  return page.getByRole('region', { name: /left by a sync tool/ });
}

export const CAMPAIGN_SUBJECT = "the campaign's settings and sessions";

/**
 * Opens the campaign's other version, checks that it lists each version's session and award as only its own,
 * chooses the value of the setting both changed, and keeps both, merged.
 */
export async function mergeCampaignCopy(
  page: Page,
  name: string,
  game: GameCase,
  versions: { current: MachinePlan; other: MachinePlan; keep: 'current' | 'other' },
): Promise<void> {
  await copiesPanel(page)
    .getByRole('button', { name: `Open this version of ${CAMPAIGN_SUBJECT}` })
    .click();
  await page.getByRole('heading', { level: 1, name: `Another version of ${CAMPAIGN_SUBJECT}` }).waitFor();
  const sessions = page.getByRole('table', { name: 'Sessions' });
  await sessions.getByRole('row', { name: new RegExp(`${versions.current.session} has it not there`) }).waitFor();
  await sessions.getByRole('row', { name: new RegExp(`${versions.other.session} not there has it`) }).waitFor();
  const awards = page.getByRole('table', { name: 'Awards' });
  for (const [plan, side] of [
    [versions.current, 'has it not there'],
    [versions.other, 'not there has it'],
  ] as const)
    await awards.getByRole('row', { name: new RegExp(` ${pointsOf(plan.award)} points: .* ${side}$`) }).waitFor();

  const choice = page.getByRole('group', { name: legendOf(game.setting), exact: true });
  const value = versions[versions.keep].setting;
  // Once every setting asked about has its value, the merge can be made and the question gives way to this hint.
  await choice
    .getByRole('radio', { name: `${versions.keep === 'current' ? 'Current' : 'Other'} version: ${value}` })
    .click();
  await page.getByText('Your choices are kept in the merged version as a settings change of its own.').waitFor();
  await page.getByRole('toolbar', { name: 'Other version' }).getByRole('button', { name: 'Keep both, merged' }).click();
  await page
    .getByRole('dialog', { name: `Keep both versions of ${CAMPAIGN_SUBJECT}, merged?` })
    .getByRole('button', { name: 'Keep both, merged' })
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Opens each character's other version from the campaign page and keeps both, merged. */
export async function mergeCharacterCopies(page: Page, name: string, game: GameCase): Promise<void> {
  for (const m of game.members) {
    await copiesPanel(page)
      .getByRole('button', { name: `Open this version of ${m.name}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Another version of ${m.name}` }).waitFor();
    await page
      .getByRole('toolbar', { name: 'Other version' })
      .getByRole('button', { name: 'Keep both, merged' })
      .click();
    await page
      .getByRole('dialog', { name: `Keep both versions of ${m.name}, merged?` })
      .getByRole('button', { name: 'Keep both, merged' })
      .click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }
  await pwExpect(() => copiesPanel(page).count()).toBe(0);
}

/** The awards campaign.json lists, oldest first. */
export function awardsOnDisk(folder: string): { id: string; points: number; shares: Record<string, number> }[] {
  const campaign = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as {
    awards?: { id: string; points: number; shares: Record<string, number> }[];
  };
  return campaign.awards ?? [];
}

/** Presses "Undo the last award" and confirms; returns what the dialog said it takes back. */
export async function undoLastAward(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Undo the last award' }).click();
  const dialog = page.getByRole('dialog', { name: /^Undo the award of / });
  const losses = (await dialog.getByText(/ loses /).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Undo the award' }).click();
  await pwExpect(() => dialog.count()).toBe(0);
  return losses;
}

/** The two machines' plans, which one's setting the merge keeps, and the folder of the merged campaign. */
export interface MergedCampaign {
  folder: string;
  name: string;
  game: GameCase;
  first: MachinePlan;
  second: MachinePlan;
  /** The value of the setting both changed that was chosen. */
  chosen: number;
}

/**
 * What a user sees once both versions are merged: both sessions, both awards (with distinct ids on disk), each
 * character's points left raised by both shares, the chosen setting (and the one only the second machine changed);
 * then "Undo the last award" takes back that award alone, from the list, the file and each character's points.
 */
/**
 * Heimr: each machine's award left a remainder (7 between two leaves 1, 5 leaves 1); merged, the next award shares out
 * both, none lost: 2 more XP with the 2 carried is 4 between two, 2 each, nothing left. Nothing is awarded here.
 */
async function expectBothRemaindersCarried(page: Page, game: GameCase, awards: MachinePlan['award'][]): Promise<void> {
  const left = awards.map((a) => pointsOf(a) % game.members.length).reduce((x, y) => x + y, 0);
  const next = 2 + left;
  const each = Math.floor(next / game.members.length);
  const region = page.getByRole('region', { name: game.awardPanel });
  const points = region.getByRole('spinbutton', { name: 'Points' });
  await points.fill('2');
  const shares = game.members.map((m) => `${m.name} ${each}`).join(', ');
  await region.getByText(`${shares} (with ${left} carried from 2 earlier awards)`, { exact: false }).waitFor();
  await points.fill('');
}

export async function checkMergedThenUndo(page: Page, merged: MergedCampaign): Promise<void> {
  const { folder, game, first, second } = merged;
  for (const plan of [first, second])
    await page.getByRole('button', { name: `Open session ${plan.session}` }).waitFor();
  await pwExpect(() => awardsMade(page).count()).toBe(2);
  const awards = awardsOnDisk(folder);
  expect(awards.map((a) => a.points).sort()).toEqual([pointsOf(first.award), pointsOf(second.award)].sort());
  expect(new Set(awards.map((a) => a.id)).size).toBe(2);

  const [a, b] = [sharesOf(game, first.award), sharesOf(game, second.award)];
  const [one, two] = game.members;
  await expectUnspent(page, game, [one.left + a[0] + b[0], two.left + a[1] + b[1]]);
  // The setting both changed has the value chosen; one only the second machine changed keeps its value.
  const byOne = game.other && second.other !== undefined ? { field: game.other, value: second.other } : undefined;
  expect(await settingsShown(page, [game.setting, ...(byOne ? [byOne.field] : [])])).toEqual([
    String(merged.chosen),
    ...(byOne ? [typeof byOne.value === 'boolean' ? byOne.value : String(byOne.value)] : []),
  ]);
  expect(settingOnDisk(folder, game.setting)).toBe(merged.chosen);
  if (game.division === 'divide') await expectBothRemaindersCarried(page, game, [first.award, second.award]);

  // The newest award on disk is the one undone; the other one stays, and so do its shares.
  const last = awards.at(-1)!;
  const [undone, kept] = last.points === pointsOf(first.award) ? [first, second] : [second, first];
  const losses = await undoLastAward(page);
  const u = sharesOf(game, undone.award);
  expect(losses).toMatch(new RegExp(`^${one.name} loses ${u[0]} [^,]+, ${two.name} loses ${u[1]} [^,;.]+[.;]`));
  await pwExpect(() => awardsMade(page).count()).toBe(1);
  const left = awardsOnDisk(folder);
  expect(left.map((x) => x.id)).toEqual(awards.filter((x) => x.id !== last.id).map((x) => x.id));
  const k = sharesOf(game, kept.award);
  await expectUnspent(page, game, [one.left + k[0], two.left + k[1]]);
}
