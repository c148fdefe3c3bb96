import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { stableStringify, type CampaignFile, type CharacterFile } from '../../../shared/model';
import { character, FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

const reference = join(import.meta.dirname, '../../fixtures/mls/reference/characters');

/** A played Nutshell MLS character (the reference Aldric, whose hit points roll was 9) as Aria Vell. */
function ariaVell(): CharacterFile {
  const aldric = JSON.parse(readFileSync(join(reference, 'aldric.json'), 'utf8')) as CharacterFile;
  return { ...aldric, id: 'aria-vell', name: 'Aria Vell' };
}

/** The same character as another machine saved it: renamed, with another hit points roll. */
function ariaOfTheFens(): CharacterFile {
  const aria = ariaVell();
  return {
    ...aria,
    name: 'Aria of the Fens',
    creation: { ...aria.creation, hitPointsRoll: { dice: '2d6', source: 'entered', total: 12 } },
  };
}

const ARIA_COPY = 'characters/aria-vell.sync-conflict-20261123-101010-ABCDEFG.json';
const ARIA_FILE = 'characters/aria-vell.json';

function panel() {
  return screen.getByRole('region', { name: /left by a sync tool/ });
}

function statusLine() {
  return within(screen.getByRole('contentinfo')).getByRole('status');
}

function characterList() {
  return screen.getByRole('list', { name: 'Characters' });
}

async function campaignWithAriaCopy(options: { copy?: CharacterFile } = {}) {
  const api = new FakeApi();
  const folder = api.addCampaign({
    name: 'Wolves',
    characters: [ariaVell()],
    rawFiles: { [ARIA_COPY]: stableStringify(options.copy ?? ariaOfTheFens()) },
  });
  const app = await renderCampaign(api, 'Wolves');
  return { ...app, api, folder };
}

describe('other versions left by sync tools', () => {
  it('names each copy in a sentence, never advising a rename, and offers only what each copy allows', async () => {
    const api = new FakeApi();
    const campaignCopy: CampaignFile = {
      formatVersion: 1,
      id: 'wolves',
      name: 'Wolves of the North',
      system: 'mls',
      settings: {},
      sessions: [],
      createdAt: '2026-11-21',
    };
    api.addCampaign({
      name: 'Wolves',
      characters: [ariaVell(), character('borin', 'Borin')],
      rawFiles: {
        [ARIA_COPY]: stableStringify(ariaOfTheFens()),
        "campaign (Bob's conflicted copy 2026-11-23).json": stableStringify(campaignCopy),
        'characters/borin_conflict-20261120-080000.json': stableStringify(character('borin', 'Borin the Bold')),
        'characters/cato (conflicted copy 2026-11-22 101010).json': '{ "name": "Cato", ',
        'characters/dara.sync-conflict-20261119-090000-ZZZZZZZ.json': stableStringify(character('dara', 'Dara')),
      },
      copyDetails: { 'characters/borin_conflict-20261120-080000.json': { tool: 'a sync tool' } },
    });
    const { user } = await renderCampaign(api, 'Wolves');

    const rows = within(panel()).getAllByRole('listitem');
    const raw = rows.map((row) => row.querySelector('.conflict-copy-sentence')?.textContent ?? '');
    // A date never breaks across lines.
    expect(raw[1]).toContain('23\u00a0Nov\u00a02026');
    const sentences = raw.map((text) => text.replaceAll('\u00a0', ' '));
    expect(sentences).toEqual([
      "Another version of the campaign's settings and sessions, left by Dropbox on 23 Nov 2026.",
      'Another version of Aria Vell, left by Syncthing on 23 Nov 2026.',
      'Another version of Borin, left by a sync tool on 20 Nov 2026.',
      'Another version of characters/cato (conflicted copy 2026-11-22 101010).json, left by Nextcloud or ownCloud on 22 Nov 2026.',
      // Dara is not in the list (her file is gone), so the copy is named by the name inside it.
      'Another version of Dara, left by Syncthing on 19 Nov 2026.',
    ]);

    const aria = rows[1]!;
    expect(
      within(aria)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Open this version of Aria Vell',
      'Keep this version of Aria Vell',
      'Keep the current version of Aria Vell',
    ]);
    // The campaign's settings open beside the current version, record by record.
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Open this version', 'Keep this version', 'Keep the current version']);
    // A copy that cannot be opened says why, and can only be set aside.
    const cato = rows[3]!;
    expect(cato).toHaveTextContent(/characters\/cato \(conflicted copy 2026-11-22 101010\)\.json/);
    expect(cato.querySelector('.conflict-copy-problem')?.textContent).toMatch(/\.$/);
    expect(
      within(cato)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep the current version']);

    expect(panel().textContent).not.toMatch(/renam/i);
    await user.click(within(aria).getByRole('button', { name: 'Keep this version of Aria Vell' }));
    let dialog = screen.getByRole('dialog', { name: 'Keep the other version of Aria Vell?' });
    expect(dialog).toHaveTextContent(
      "the other version, left by Syncthing on 23 Nov 2026. The current version of Aria Vell goes to this campaign's .backups folder",
    );
    expect(dialog.textContent).not.toMatch(/renam/i);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(aria).getByRole('button', { name: 'Keep the current version of Aria Vell' }));
    dialog = screen.getByRole('dialog', { name: 'Keep the current version of Aria Vell?' });
    expect(dialog).toHaveTextContent(
      "The current version of Aria Vell stays as it is. The other version, left by Syncthing on 23 Nov 2026, goes to this campaign's .backups folder",
    );
    expect(dialog.textContent).not.toMatch(/renam/i);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsOf('resolveConflictCopy')).toHaveLength(0);
  });

  it('shows a copy that a sync tool leaves while the campaign is open, and drops it when it goes', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [ariaVell()] });
    await renderCampaign(api, 'Wolves');
    expect(screen.queryByRole('region', { name: /left by a sync tool/ })).not.toBeInTheDocument();

    act(() => api.writeRawOutside(folder, ARIA_COPY, stableStringify(ariaOfTheFens())));
    expect(
      await within(panel()).findByText('Another version of Aria Vell, left by Syncthing on 23 Nov 2026.'),
    ).toBeInTheDocument();

    act(() => api.deleteOutside(folder, ARIA_COPY));
    await waitFor(() => expect(screen.queryByRole('region', { name: /left by a sync tool/ })).not.toBeInTheDocument());
    expect(within(characterList()).getByRole('button', { name: 'Aria Vell' })).toBeInTheDocument();
  });

  it('opens the other version read-only, by keyboard, and comes back to its row', async () => {
    const { user, api } = await campaignWithAriaCopy();

    within(panel()).getByRole('button', { name: 'Open this version of Aria Vell' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Another version of Aria Vell' });
    expect(heading).toHaveFocus();
    expect(heading.parentElement).toHaveTextContent(`Left by Syncthing on 23 Nov 2026 · ${ARIA_COPY}`);

    // The body is the game's printable sheet of that version: its name, and its hit points roll of 12, not 9.
    const sheet = await screen.findByRole('article', { name: 'Printable sheet of Aria of the Fens' });
    expect(sheet).toHaveTextContent('rolled 12 on 2d6');
    expect(sheet).not.toHaveTextContent('rolled 9 on 2d6');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const toolbar = screen.getByRole('toolbar', { name: 'Other version' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Keep this version',
      'Keep the current version',
      'Keep both, merged',
      'Open the current version',
      'Back to Wolves',
    ]);
    // Keep both is off for these two versions (their names differ), so four steps reach Back.
    for (let i = 0; i < 4; i += 1) await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Back to Wolves' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Wolves' });
    expect(within(panel()).getByRole('button', { name: 'Open this version of Aria Vell' })).toHaveFocus();
    expect(api.callsOf('writeCharacter')).toHaveLength(0);
    expect(api.callsOf('resolveConflictCopy')).toHaveLength(0);
  });

  it('opens the current version from the other one', async () => {
    const { user } = await campaignWithAriaCopy();
    await user.click(within(panel()).getByRole('button', { name: 'Open this version of Aria Vell' }));
    await screen.findByRole('article', { name: 'Printable sheet of Aria of the Fens' });
    await user.click(screen.getByRole('button', { name: 'Open the current version' }));

    await screen.findByRole('heading', { level: 1, name: 'Aria Vell' });
    await user.click(await screen.findByRole('button', { name: 'Back to Wolves' }));
    await screen.findByRole('heading', { level: 1, name: 'Wolves' });
    // Back from the character page, focus is on the character, as after any character page.
    await waitFor(() => expect(within(characterList()).getByRole('button', { name: 'Aria Vell' })).toHaveFocus());
  });

  it('keeps the other version when asked to: the list shows its name, and the replaced version is in the backups', async () => {
    const { user, api, folder } = await campaignWithAriaCopy();
    const before = folder.files.get(ARIA_FILE)!;
    const copyText = folder.files.get(ARIA_COPY)!;

    await user.click(within(panel()).getByRole('button', { name: 'Keep this version of Aria Vell' }));
    const dialog = screen.getByRole('dialog', { name: 'Keep the other version of Aria Vell?' });
    const release = api.holdWrites();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the other version' }));
    // While the host works, no other choice can be made.
    for (const button of within(panel()).getAllByRole('button')) expect(button).toBeDisabled();
    release();

    await within(characterList()).findByRole('button', { name: 'Aria of the Fens' });
    expect(within(characterList()).queryByRole('button', { name: 'Aria Vell' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /left by a sync tool/ })).not.toBeInTheDocument();
    expect(statusLine()).toHaveTextContent(
      "Kept the other version of Aria Vell; the version it replaced is in the campaign's .backups folder.",
    );
    // The last copy dealt with, focus waits on the character list.
    expect(screen.getByRole('heading', { level: 2, name: 'Characters' })).toHaveFocus();

    expect(folder.files.get(ARIA_FILE)).toBe(copyText);
    expect(folder.files.has(ARIA_COPY)).toBe(false);
    expect(folder.backups).toEqual([{ file: ARIA_FILE, text: before }]);
  });

  it('keeps the other version from its read-only view, and returns to the campaign', async () => {
    const { user, folder } = await campaignWithAriaCopy();
    const copyText = folder.files.get(ARIA_COPY)!;
    await user.click(within(panel()).getByRole('button', { name: 'Open this version of Aria Vell' }));
    await screen.findByRole('article', { name: 'Printable sheet of Aria of the Fens' });

    await user.click(screen.getByRole('button', { name: 'Keep this version' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keep the other version of Aria Vell?' })).getByRole('button', {
        name: 'Keep the other version',
      }),
    );

    await screen.findByRole('heading', { level: 1, name: 'Wolves' });
    await within(characterList()).findByRole('button', { name: 'Aria of the Fens' });
    expect(statusLine()).toHaveTextContent(
      "Kept the other version of Aria Vell; the version it replaced is in the campaign's .backups folder.",
    );
    expect(folder.files.get(ARIA_FILE)).toBe(copyText);
  });

  it('shows both ledgers entry by entry, and keeps both merged: every entry of either version, both earlier versions in the backups', async () => {
    const award = (id: string, date: string) => ({ id, type: 'award', date, adventure: 'minor', role: 'minor' });
    const mine = { ...ariaVell(), events: [...ariaVell().events, award('e4-mine01', '2026-01-06')] };
    const theirs = { ...ariaVell(), events: [...ariaVell().events, award('e4-their', '2026-01-05')] };
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Wolves',
      characters: [mine],
      rawFiles: { [ARIA_COPY]: stableStringify(theirs) },
    });
    const { user } = await renderCampaign(api, 'Wolves');
    const before = folder.files.get(ARIA_FILE)!;
    const copyText = folder.files.get(ARIA_COPY)!;

    await user.click(within(panel()).getByRole('button', { name: 'Open this version of Aria Vell' }));
    const compared = await screen.findByRole('region', { name: 'The two ledgers, entry by entry' });
    expect(compared).toHaveTextContent(
      '1 entry is only in the other version and 1 entry is only in the current version of Aria Vell.',
    );
    // The three shared entries, then the other version's award of 5 January before the current one's of 6 January.
    const rows = within(compared)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent!.replace(/\s/g, ' ')));
    expect(rows.map((r) => r.join(' | '))).toEqual([
      '2 Jan 2026 | has it | has it',
      '3 Jan 2026 | has it | has it',
      '4 Jan 2026 | has it | has it',
      '5 Jan 2026 | not there | has it',
      '6 Jan 2026 | has it | not there',
    ]);

    await user.click(screen.getByRole('button', { name: 'Keep both, merged' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keep both versions of Aria Vell, merged?' })).getByRole('button', {
        name: 'Keep both, merged',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Wolves' });
    expect(statusLine()).toHaveTextContent(
      "Kept both versions of Aria Vell, their ledgers merged; both earlier versions are in the campaign's .backups folder.",
    );
    const merged = JSON.parse(folder.files.get(ARIA_FILE)!) as CharacterFile;
    expect(merged.events.map((e) => e.id)).toEqual(['e1', 'e2', 'e3', 'e4-their', 'e4-mine01']);
    expect(folder.files.has(ARIA_COPY)).toBe(false);
    expect(folder.backups).toEqual([
      { file: ARIA_FILE, text: before },
      { file: ARIA_FILE, text: copyText },
    ]);
  });

  it('says why two versions cannot be merged yet, asks for each field they set differently, and merges once chosen', async () => {
    const { user, folder } = await campaignWithAriaCopy();
    await user.click(within(panel()).getByRole('button', { name: 'Open this version of Aria Vell' }));
    const compared = await screen.findByRole('region', { name: 'The two ledgers, entry by entry' });
    expect(compared).toHaveTextContent('Both versions have the same entries.');
    expect(within(compared).getByRole('note')).toHaveTextContent(
      'The name differs ("Aria Vell" and "Aria of the Fens"): choose which to keep.',
    );
    expect(within(compared).getByRole('note')).toHaveTextContent('The creation choices differ');
    const merge = screen.getByRole('button', { name: 'Keep both, merged' });
    expect(merge).toBeDisabled();
    expect(merge).toHaveAccessibleDescription(/^These versions cannot be merged:/);

    await user.click(
      within(screen.getByRole('group', { name: 'Name' })).getByRole('radio', {
        name: 'Other version: “Aria of the Fens”',
      }),
    );
    expect(merge).toBeDisabled();
    await user.click(
      within(screen.getByRole('group', { name: 'Creation choices' })).getByRole('radio', { name: /^Current version/ }),
    );
    expect(merge).toBeEnabled();
    await user.click(merge);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keep both versions of Aria Vell, merged?' })).getByRole('button', {
        name: 'Keep both, merged',
      }),
    );
    await waitFor(() => expect(folder.files.has(ARIA_COPY)).toBe(false));
    const kept = JSON.parse(folder.files.get(ARIA_FILE)!) as CharacterFile;
    expect(kept.name).toBe('Aria of the Fens');
    expect(kept.creation).toEqual(ariaVell().creation);
  });

  it('keeps the current version when asked to: the other goes to the backups', async () => {
    const { user, folder } = await campaignWithAriaCopy();
    const before = folder.files.get(ARIA_FILE)!;
    const copyText = folder.files.get(ARIA_COPY)!;

    await user.click(within(panel()).getByRole('button', { name: 'Keep the current version of Aria Vell' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keep the current version of Aria Vell?' })).getByRole('button', {
        name: 'Keep the current version',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('region', { name: /left by a sync tool/ })).not.toBeInTheDocument());
    expect(statusLine()).toHaveTextContent(
      "Kept the current version of Aria Vell; the other version is in the campaign's .backups folder.",
    );
    expect(within(characterList()).getByRole('button', { name: 'Aria Vell' })).toBeInTheDocument();
    expect(folder.files.get(ARIA_FILE)).toBe(before);
    expect(folder.files.has(ARIA_COPY)).toBe(false);
    expect(folder.backups).toEqual([{ file: ARIA_FILE, text: copyText }]);
  });

  it('keeps the campaign settings of the other version, and shows its name at once', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves' });
    const renamed = {
      ...(JSON.parse(folder.files.get('campaign.json')!) as CampaignFile),
      name: 'Wolves of the North',
    };
    const copyFile = "campaign (Bob's conflicted copy 2026-11-23).json";
    folder.files.set(copyFile, stableStringify(renamed));
    const { user } = await renderCampaign(api, 'Wolves');

    await user.click(
      within(panel()).getByRole('button', { name: "Keep this version of the campaign's settings and sessions" }),
    );
    await user.click(
      within(
        screen.getByRole('dialog', { name: "Keep the other version of the campaign's settings and sessions?" }),
      ).getByRole('button', { name: 'Keep the other version' }),
    );

    await screen.findByRole('heading', { level: 1, name: 'Wolves of the North' });
    expect(statusLine()).toHaveTextContent(
      "Kept the other version of the campaign's settings and sessions; the version it replaced is in the campaign's .backups folder.",
    );
    expect(folder.files.has(copyFile)).toBe(false);
    expect(folder.backups.map((b) => b.file)).toEqual(['campaign.json']);
  });

  it('keeps a copy that changed since it was listed, and says so in the host’s words', async () => {
    const { user, folder } = await campaignWithAriaCopy();
    const before = folder.files.get(ARIA_FILE)!;
    // The sync tool writes the copy again, and the watcher has not reported it yet.
    folder.files.set(ARIA_COPY, stableStringify({ ...ariaOfTheFens(), name: 'Aria the Third' }));

    await user.click(within(panel()).getByRole('button', { name: 'Keep this version of Aria Vell' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keep the other version of Aria Vell?' })).getByRole('button', {
        name: 'Keep the other version',
      }),
    );

    await waitFor(() =>
      expect(statusLine()).toHaveTextContent(
        `${ARIA_COPY} changed since you looked at it. Open it again to see what it holds now, then choose again.`,
      ),
    );
    expect(
      within(panel()).getByText('Another version of Aria Vell, left by Syncthing on 23 Nov 2026.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Keep this version of Aria Vell' })).toHaveFocus(),
    );
    expect(within(characterList()).getByRole('button', { name: 'Aria Vell' })).toBeInTheDocument();
    expect(folder.files.get(ARIA_FILE)).toBe(before);
    expect(folder.backups).toEqual([]);
  });

  it('says so while the host has to look for changes instead of being told of them', async () => {
    const api = new FakeApi();
    const polled =
      'This folder is on a network drive (NFS), which does not report changes by itself, so the app looks for changes every 2 seconds.';
    api.addCampaign({ name: 'Marsh', watching: { mode: 'polling', intervalMs: 2000, message: polled } });
    const folder = api.addCampaign({ name: 'Wolves' });

    const app = await renderCampaign(api, 'Wolves');
    const stopped =
      'The system stopped reporting changes in this folder (too many files are open), so the app now looks for changes every 2 seconds.';
    expect(screen.queryByText(stopped)).not.toBeInTheDocument();
    act(() => api.fallBackToPolling(folder, stopped));
    expect(await screen.findByText(stopped)).toBeInTheDocument();
    app.unmount();

    await renderCampaign(api, 'Marsh');
    expect(screen.getByText(polled)).toBeInTheDocument();
  });
});

describe('another version of the campaign file, record by record', () => {
  const COPY = "campaign (Bob's conflicted copy 2026-11-23).json";

  /** The campaign as two machines left it: one session both have, one each, and the same setting changed differently. */
  async function twoVersions() {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Wolves',
      settings: { rollHitPointsForNewCharacters: true },
      sessions: [
        { id: '2026-11-20-the-ford-aaaaaa', name: 'The Ford', date: '2026-11-20' },
        { id: '2026-11-27-the-barrow-k3x9q2', name: 'The Barrow', date: '2026-11-27' },
      ],
    });
    const mine = JSON.parse(folder.files.get('campaign.json')!) as CampaignFile;
    const change = (id: string, date: string, to: boolean) => ({
      id,
      date,
      changes: [{ path: ['settings', 'rollHitPointsForNewCharacters'], from: false, to }],
    });
    folder.files.set(
      'campaign.json',
      stableStringify({ ...mine, settingsChanges: [change('settings-2026-11-21-mmmmmm', '2026-11-21', true)] }),
    );
    const theirs: CampaignFile = {
      ...mine,
      settings: { rollHitPointsForNewCharacters: false, startingCpPast22Increments: 'racial-differences' },
      sessions: [mine.sessions[0]!, { id: '2026-11-27-the-ship-p0p0p0', name: 'The Ship', date: '2026-11-27' }],
      // Saving the settings there also wrote out a field this version never had.
      settingsChanges: [
        {
          ...change('settings-2026-11-22-tttttt', '2026-11-22', false),
          changes: [
            ...change('', '', false).changes,
            { path: ['settings', 'startingCpPast22Increments'], to: 'racial-differences' },
          ],
        },
      ],
    };
    folder.files.set(COPY, stableStringify(theirs));
    const app = await renderCampaign(api, 'Wolves');
    return { ...app, folder };
  }

  it('shows both versions’ sessions and settings changes, asks per setting, and keeps both merged', async () => {
    const { user, folder } = await twoVersions();
    await user.click(
      within(panel()).getByRole('button', { name: "Open this version of the campaign's settings and sessions" }),
    );
    await screen.findByRole('heading', { level: 1, name: "Another version of the campaign's settings and sessions" });

    const sessions = await screen.findByRole('table', { name: 'Sessions' });
    const rows = within(sessions)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replaceAll('\u00a0', ' ')));
    expect(rows).toEqual([
      ['20 Nov 2026', 'The Ford', 'has it', 'has it'],
      ['27 Nov 2026', 'The Barrow', 'has it', 'not there'],
      ['27 Nov 2026', 'The Ship', 'not there', 'has it'],
    ]);

    // Both machines changed whether hit points are rolled: the merge waits for the game master's choice.
    const keepBoth = screen.getByRole('button', { name: 'Keep both, merged' });
    expect(keepBoth).toBeDisabled();
    expect(keepBoth).toHaveAccessibleDescription('Choose a value for each setting listed below first.');
    const field = screen.getByRole('group', { name: 'rollHitPointsForNewCharacters' });
    await user.click(within(field).getByRole('radio', { name: 'Other version: off' }));
    expect(keepBoth).toBeEnabled();
    // The choice stays in view, and can be changed, until both are kept.
    expect(
      within(screen.getByRole('group', { name: 'rollHitPointsForNewCharacters' })).getByRole('radio', {
        name: 'Other version: off',
      }),
    ).toBeChecked();

    await user.click(keepBoth);
    await user.click(
      within(
        screen.getByRole('dialog', { name: "Keep both versions of the campaign's settings and sessions, merged?" }),
      ).getByRole('button', { name: 'Keep both, merged' }),
    );
    await waitFor(() =>
      expect(statusLine()).toHaveTextContent(
        "Kept both versions of the campaign's settings and sessions, merged record by record",
      ),
    );

    const kept = JSON.parse(folder.files.get('campaign.json')!) as CampaignFile;
    expect(kept.sessions.map((s) => s.name)).toEqual(['The Ford', 'The Barrow', 'The Ship']);
    // The setting as chosen; the field only the other version set comes with it.
    expect(kept.settings).toEqual({
      rollHitPointsForNewCharacters: false,
      startingCpPast22Increments: 'racial-differences',
    });
    expect(kept.settingsChanges!.at(-1)!.settles).toEqual(['settings-2026-11-21-mmmmmm', 'settings-2026-11-22-tttttt']);
    expect(folder.files.has(COPY)).toBe(false);
    // The version the merge replaced and the copy, both kept among the campaign file's backups.
    expect(folder.backups.map((b) => b.file)).toEqual(['campaign.json', 'campaign.json']);
  });

  it('refuses to merge a session both versions changed differently, naming it', async () => {
    const { user, folder } = await twoVersions();
    const theirs = JSON.parse(folder.files.get(COPY)!) as CampaignFile;
    folder.files.set(
      COPY,
      stableStringify({
        ...theirs,
        sessions: [{ ...theirs.sessions[0]!, notes: 'We crossed at dawn.' }, theirs.sessions[1]!],
      }),
    );
    await user.click(
      within(panel()).getByRole('button', { name: "Open this version of the campaign's settings and sessions" }),
    );
    expect(
      await screen.findByText(
        /Session 2026-11-20-the-ford-aaaaaa \(The Ford, 2026-11-20\) differs between the versions/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep both, merged' })).toBeDisabled();
    // Keeping one version whole says first what only the other has.
    await user.click(screen.getByRole('button', { name: 'Keep the current version' }));
    expect(
      screen.getByRole('dialog', { name: "Keep the current version of the campaign's settings and sessions?" }),
    ).toHaveTextContent('This drops what only the version not kept has: the session The Ship.');
  });
});

describe('a merged character brings the awards it has a share of', () => {
  const heimr = join(import.meta.dirname, '../../fixtures/heimr/reference/characters');
  const ragna = () => JSON.parse(readFileSync(join(heimr, 'ragna.json'), 'utf8')) as CharacterFile;
  const RAGNA_COPY = 'characters/ragna.sync-conflict-20261123-101010-ABCDEFG.json';
  const AWARD = 'award-2026-11-22-k3x9q2';
  /** Heimr, "Experience points": 10 XP divided among four is 2 each with 2 carried; Ragna's share of it, from the other machine. */
  const share = { id: 'e8-k3x9q2', type: 'award', date: '2026-11-22', points: 2, award: AWARD };
  const recorded = {
    id: AWARD,
    date: '2026-11-22',
    points: 10,
    carriedIn: 0,
    shares: { ragna: 2, bjorn: 2, hild: 2, sigrun: 2 },
    remainder: 2,
  };

  async function midgard(rawFiles: Record<string, string>) {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Midgard',
      system: 'heimr',
      characters: [ragna()],
      rawFiles: { [RAGNA_COPY]: stableStringify({ ...ragna(), events: [...ragna().events, share] }), ...rawFiles },
    });
    const app = await renderCampaign(api, 'Midgard');
    return { ...app, api, folder };
  }

  it('takes the award as the campaign’s other version recorded it', async () => {
    const campaignCopy = "campaign (Bob's conflicted copy 2026-11-23).json";
    const { user, api, folder } = await midgard({});
    folder.files.set(campaignCopy, stableStringify({ ...api.campaignFileOf(folder), awards: [recorded] }));
    api.reportConflictCopies(folder);
    await user.click(await within(panel()).findByRole('button', { name: 'Open this version of Ragna Far-Shot' }));
    await user.click(await screen.findByRole('button', { name: 'Keep both, merged' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keep both versions of Ragna Far-Shot, merged?' })).getByRole(
        'button',
        { name: 'Keep both, merged' },
      ),
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([recorded]));
    expect(statusLine()).toHaveTextContent(
      'Ragna Far-Shot has a share of the award of 22 Nov 2026, which the campaign did not list; it is listed again',
    );
  });

  it('puts the award back from the shares when no other version has it', async () => {
    const { user, api, folder } = await midgard({});
    await user.click(within(panel()).getByRole('button', { name: 'Open this version of Ragna Far-Shot' }));
    await user.click(await screen.findByRole('button', { name: 'Keep both, merged' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keep both versions of Ragna Far-Shot, merged?' })).getByRole(
        'button',
        { name: 'Keep both, merged' },
      ),
    );
    // Only Ragna's share is known: Heimr divides an award, so the award put back is the sum of the shares found.
    await waitFor(() =>
      expect(api.campaignFileOf(folder).awards).toEqual([
        {
          id: AWARD,
          date: '2026-11-22',
          note: 'Put back from the characters’ shares.',
          points: 2,
          carriedIn: 0,
          shares: { ragna: 2 },
          remainder: 0,
        },
      ]),
    );
  });
});
