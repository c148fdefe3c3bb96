import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiResult, CampaignChange, OpenedCampaign } from '../../shared/api';
import { campaignFile, ChangeLog, characterFile, textOf, type ContractHost } from './contract-host';

const ARIA = 'characters/aria.json';
const ARIA_COPY = 'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json';
const CAMPAIGN_COPY = 'campaign.sync-conflict-20261124-090000-HIJKLMN.json';
const V0_CHARACTER = readFileSync(path.join(import.meta.dirname, '../fixtures/format/v0-character.json'), 'utf8');

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const nameIn = (text: string | undefined): unknown =>
  text === undefined ? undefined : (JSON.parse(text) as { name?: unknown }).name;

/**
 * The behaviour of the CampaignApi that the renderer relies on, as one suite: the real store (through each
 * host) and the renderer's test double run the same cases, so the double cannot drift from the store.
 */
export function campaignApiContract(makeHost: () => Promise<ContractHost>): void {
  let host: ContractHost;
  let log: ChangeLog;

  beforeEach(async () => {
    host = await makeHost();
    log = new ChangeLog(host.api);
  });
  afterEach(async () => {
    log.close();
    await host.dispose();
  });

  /** Places the Border Watch with these files beside its campaign.json, and opens it. */
  async function openPlaced(files: Record<string, string> = {}): Promise<OpenedCampaign> {
    const key = await host.placeCampaign('Border Watch', {
      'campaign.json': textOf(campaignFile('The Border Watch')),
      ...files,
    });
    return value(await host.api.openCampaign({ key }));
  }

  describe('campaigns', () => {
    it('creates a campaign with the settings given, lists it and reads it back', async () => {
      const created = value(
        await host.api.createCampaign({ name: 'The Border Watch', system: 'mls', settings: { startingCp: 70 } }),
      );
      expect(created.campaign).toMatchObject({
        name: 'The Border Watch',
        system: 'mls',
        settings: { startingCp: 70 },
        sessions: [],
      });
      expect(created).toMatchObject({ characters: [], problems: [], conflictCopies: [] });
      expect(value(await host.api.readCampaign({ handle: created.handle }))).toEqual({
        campaign: created.campaign,
        revision: created.campaignRevision,
      });
      const listed = value(await host.api.listCampaigns()).find((listing) => listing.key === created.key);
      expect(listed).toMatchObject({ name: 'The Border Watch', system: 'mls', path: created.path });
    });

    it('opens a campaign by its listing key, and again by the key it opened with, under the same handle', async () => {
      const key = await host.placeCampaign('Border Watch', {
        'campaign.json': textOf(campaignFile('The Border Watch')),
      });
      expect(value(await host.api.listCampaigns()).find((listing) => listing.key === key)).toMatchObject({
        name: 'The Border Watch',
        system: 'mls',
      });
      const opened = value(await host.api.openCampaign({ key }));
      expect(opened.campaign.name).toBe('The Border Watch');
      const again = value(await host.api.openCampaign({ key: opened.key }));
      expect(again.handle).toBe(opened.handle);
    });

    it('does not open a key it never listed', async () => {
      expect(await host.api.openCampaign({ key: 'root:nowhere' })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
    });

    it('lists the characters by name, and reports each file it cannot open while the rest opens', async () => {
      const opened = await openPlaced({
        [ARIA]: textOf(characterFile('aria', 'Aria')),
        'characters/bron.json': textOf(characterFile('bron', 'Anselm')),
        'characters/broken.json': '{ "formatVersion": 1, ',
        'characters/copy.json': textOf(characterFile('aria', 'Aria')),
        'characters/newer.json': JSON.stringify({ formatVersion: 99, id: 'newer' }),
      });
      expect(opened.characters.map(({ id, name, system, file }) => ({ id, name, system, file }))).toEqual([
        { id: 'bron', name: 'Anselm', system: 'mls', file: 'characters/bron.json' },
        { id: 'aria', name: 'Aria', system: 'mls', file: ARIA },
      ]);
      expect(opened.problems.map(({ code, file, field }) => ({ code, file, field }))).toEqual([
        { code: 'corrupt-json', file: 'characters/broken.json', field: undefined },
        { code: 'invalid', file: 'characters/copy.json', field: 'id' },
        { code: 'newer-version', file: 'characters/newer.json', field: 'formatVersion' },
      ]);
      const aria = value(await host.api.readCharacter({ handle: opened.handle, id: 'aria' }));
      expect(opened.characters.find((c) => c.id === 'aria')?.revision).toBe(aria.revision);
      expect(await host.api.readCharacter({ handle: opened.handle, id: 'copy' })).toMatchObject({
        ok: false,
        error: { code: 'file-problem', problem: { field: 'id' } },
      });
      expect(await host.api.readCharacter({ handle: opened.handle, id: 'broken' })).toMatchObject({
        ok: false,
        error: { code: 'file-problem', problem: { code: 'corrupt-json' } },
      });
    });

    it('refuses the handle of a campaign once it is closed as often as it was opened', async () => {
      const key = await host.placeCampaign('Border Watch', {
        'campaign.json': textOf(campaignFile('The Border Watch')),
      });
      const opened = value(await host.api.openCampaign({ key }));
      value(await host.api.openCampaign({ key }));
      value(await host.api.closeCampaign({ handle: opened.handle }));
      expect(await host.api.readCampaign({ handle: opened.handle })).toMatchObject({ ok: true });
      value(await host.api.closeCampaign({ handle: opened.handle }));
      const refused = { ok: false, error: { code: 'not-allowed' } };
      expect(await host.api.readCampaign({ handle: opened.handle })).toMatchObject(refused);
      expect(await host.api.readCharacter({ handle: opened.handle, id: 'aria' })).toMatchObject(refused);
      expect(
        await host.api.writeCharacter({ handle: opened.handle, character: characterFile('aria', 'Aria') }),
      ).toMatchObject(refused);
    });
  });

  describe('characters', () => {
    it('writes a new character, reads it back with the same revision, and refuses a second new one with its id', async () => {
      const { handle } = await openPlaced();
      const aria = characterFile('aria', 'Aria');
      const { revision } = value(await host.api.writeCharacter({ handle, character: aria }));
      expect(value(await host.api.readCharacter({ handle, id: 'aria' }))).toEqual({ character: aria, revision });
      expect(await host.readOnDisk(handle, ARIA)).toBe(textOf(aria));
      expect(await host.api.writeCharacter({ handle, character: characterFile('aria', 'Another Aria') })).toMatchObject(
        { ok: false, error: { code: 'already-exists' } },
      );
      expect(nameIn(await host.readOnDisk(handle, ARIA))).toBe('Aria');
    });

    it('saves against the revision last read and keeps the version it replaced in the backups; an unchanged file is not written again', async () => {
      const { handle } = await openPlaced();
      const first = value(await host.api.writeCharacter({ handle, character: characterFile('aria', 'Aria') }));
      const second = value(
        await host.api.writeCharacter({
          handle,
          character: characterFile('aria', 'Aria Vell'),
          baseRevision: first.revision,
        }),
      );
      expect(second.revision).not.toBe(first.revision);
      expect((await host.backups(handle, ARIA)).map(nameIn)).toEqual(['Aria']);
      const same = value(
        await host.api.writeCharacter({
          handle,
          character: characterFile('aria', 'Aria Vell'),
          baseRevision: second.revision,
        }),
      );
      expect(same.revision).toBe(second.revision);
      expect((await host.backups(handle, ARIA)).map(nameIn)).toEqual(['Aria']);
    });

    it('refuses a save based on a stale revision until the user keeps theirs; every version replaced is in the backups', async () => {
      const { handle } = await openPlaced();
      const { revision } = value(await host.api.writeCharacter({ handle, character: characterFile('aria', 'Aria') }));
      await host.writeOutside(handle, ARIA, textOf(characterFile('aria', 'Aria of the Marsh')));
      await log.next((change) => change.kind === 'change' && change.file === ARIA);
      // The version saved through the app was replaced without a backup, so the app keeps it there.
      expect((await host.backups(handle, ARIA)).map(nameIn)).toEqual(['Aria']);
      const mine = characterFile('aria', 'Aria Vell');
      expect(await host.api.writeCharacter({ handle, character: mine, baseRevision: revision })).toMatchObject({
        ok: false,
        error: { code: 'conflict' },
      });
      expect(nameIn(await host.readOnDisk(handle, ARIA))).toBe('Aria of the Marsh');
      const kept = value(
        await host.api.writeCharacter({ handle, character: mine, baseRevision: revision, overwrite: true }),
      );
      expect(value(await host.api.readCharacter({ handle, id: 'aria' }))).toEqual({
        character: mine,
        revision: kept.revision,
      });
      expect((await host.backups(handle, ARIA)).map(nameIn)).toEqual(['Aria', 'Aria of the Marsh']);
    });

    it('writes several characters at once, each against its own revision, and says for each whether it was written', async () => {
      const { handle } = await openPlaced({
        [ARIA]: textOf(characterFile('aria', 'Aria')),
        'characters/bron.json': textOf(characterFile('bron', 'Bron')),
      });
      const aria = value(await host.api.readCharacter({ handle, id: 'aria' }));
      const bron = value(await host.api.readCharacter({ handle, id: 'bron' }));
      await host.writeOutside(handle, 'characters/bron.json', textOf(characterFile('bron', 'Bron of the Marsh')));
      await log.next((change) => change.kind === 'change' && change.file === 'characters/bron.json');
      const written = value(
        await host.api.writeCharacters({
          handle,
          writes: [
            { character: characterFile('aria', 'Aria Vell'), baseRevision: aria.revision },
            { character: characterFile('bron', 'Bron Vell'), baseRevision: bron.revision },
            { character: characterFile('cara', 'Cara') },
          ],
        }),
      );
      // Bron changed on disk since it was read: only his write is refused, and the version on disk stays.
      expect(written.results.map((r) => (r.ok ? 'written' : r.error.code))).toEqual(['written', 'conflict', 'written']);
      const [ariaNow, , caraNow] = written.results.map((r) => (r.ok ? r.value.revision : undefined));
      expect(value(await host.api.readCharacter({ handle, id: 'aria' }))).toEqual({
        character: characterFile('aria', 'Aria Vell'),
        revision: ariaNow,
      });
      expect(value(await host.api.readCharacter({ handle, id: 'cara' }))).toEqual({
        character: characterFile('cara', 'Cara'),
        revision: caraNow,
      });
      expect(nameIn(await host.readOnDisk(handle, 'characters/bron.json'))).toBe('Bron of the Marsh');
      expect((await host.backups(handle, ARIA)).map(nameIn)).toEqual(['Aria']);
    });

    it('writes campaign.json after the characters in the same request, only when every character was written', async () => {
      const opened = await openPlaced({
        [ARIA]: textOf(characterFile('aria', 'Aria')),
        'characters/bron.json': textOf(characterFile('bron', 'Bron')),
      });
      const { handle } = opened;
      const aria = value(await host.api.readCharacter({ handle, id: 'aria' }));
      const bron = value(await host.api.readCharacter({ handle, id: 'bron' }));
      const awarded = { ...opened.campaign, name: 'The Border Watch, awarded' };
      const both = value(
        await host.api.writeCharacters({
          handle,
          writes: [
            { character: characterFile('aria', 'Aria Vell'), baseRevision: aria.revision },
            { character: characterFile('bron', 'Bron Vell'), baseRevision: bron.revision },
          ],
          campaign: { campaign: awarded, baseRevision: opened.campaignRevision },
        }),
      );
      expect(both.results.every((r) => r.ok)).toBe(true);
      const campaignNow = value(
        both.campaign ?? { ok: false, error: { code: 'io', message: 'campaign.json was not tried' } },
      );
      expect(value(await host.api.readCampaign({ handle }))).toEqual({
        campaign: awarded,
        revision: campaignNow.revision,
      });
      // The campaign renamed this way is listed under its new name, as after writeCampaign.
      expect(value(await host.api.listCampaigns()).find((listing) => listing.path === opened.path)?.name).toBe(
        'The Border Watch, awarded',
      );

      // Bron changed elsewhere: his write is refused, so campaign.json is not tried and stays as it was.
      await host.writeOutside(handle, 'characters/bron.json', textOf(characterFile('bron', 'Bron of the Marsh')));
      await log.next((change) => change.kind === 'change' && change.file === 'characters/bron.json');
      const [ariaNow, bronNow] = both.results.map((r) => (r.ok ? r.value.revision : ''));
      const refused = value(
        await host.api.writeCharacters({
          handle,
          writes: [
            { character: characterFile('aria', 'Aria of the Fen'), baseRevision: ariaNow },
            { character: characterFile('bron', 'Bron of the Fen'), baseRevision: bronNow },
          ],
          campaign: { campaign: { ...awarded, name: 'Not kept' }, baseRevision: campaignNow.revision },
        }),
      );
      expect(refused.results.map((r) => (r.ok ? 'written' : r.error.code))).toEqual(['written', 'conflict']);
      expect(refused.campaign).toBeUndefined();
      expect(value(await host.api.readCampaign({ handle }))).toEqual({
        campaign: awarded,
        revision: campaignNow.revision,
      });

      // A stale campaign.json is refused as writeCampaign refuses it, after the characters were written.
      const stale = value(
        await host.api.writeCharacters({
          handle,
          writes: [
            {
              character: characterFile('aria', 'Aria of the Hills'),
              baseRevision: (refused.results[0] as { value: { revision: string } }).value.revision,
            },
          ],
          campaign: { campaign: { ...awarded, name: 'Stale' }, baseRevision: opened.campaignRevision },
        }),
      );
      expect(stale.results.map((r) => r.ok)).toEqual([true]);
      expect(stale.campaign).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(value(await host.api.readCampaign({ handle })).campaign.name).toBe('The Border Watch, awarded');
    });

    it('refuses, writing nothing, several writes that name one character twice or none at all', async () => {
      const { handle } = await openPlaced();
      const twice = await host.api.writeCharacters({
        handle,
        writes: [{ character: characterFile('aria', 'Aria') }, { character: characterFile('aria', 'Aria Vell') }],
      });
      expect(twice).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      expect(await host.api.writeCharacters({ handle, writes: [] })).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      expect(await host.readOnDisk(handle, ARIA)).toBeUndefined();
    });

    it('treats a save based on a file deleted since as a conflict', async () => {
      const { handle } = await openPlaced();
      const { revision } = value(await host.api.writeCharacter({ handle, character: characterFile('aria', 'Aria') }));
      await host.removeOutside(handle, ARIA);
      const mine = characterFile('aria', 'Aria Vell');
      expect(await host.api.writeCharacter({ handle, character: mine, baseRevision: revision })).toMatchObject({
        ok: false,
        error: { code: 'conflict' },
      });
      expect(await host.readOnDisk(handle, ARIA)).toBeUndefined();
      value(await host.api.writeCharacter({ handle, character: mine, baseRevision: revision, overwrite: true }));
      expect(nameIn(await host.readOnDisk(handle, ARIA))).toBe('Aria Vell');
    });

    it('deletes a character by moving its file to the backups', async () => {
      const { handle } = await openPlaced({ [ARIA]: textOf(characterFile('aria', 'Aria')) });
      value(await host.api.deleteCharacter({ handle, id: 'aria' }));
      expect(await host.readOnDisk(handle, ARIA)).toBeUndefined();
      expect(await host.api.readCharacter({ handle, id: 'aria' })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
      expect((await host.backups(handle, ARIA)).map(nameIn)).toEqual(['Aria']);
      expect(await host.api.deleteCharacter({ handle, id: 'aria' })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
    });

    it('never writes over a file a newer version of the app saved over its own', async () => {
      const { handle } = await openPlaced();
      const { revision } = value(await host.api.writeCharacter({ handle, character: characterFile('aria', 'Aria') }));
      const newer = JSON.stringify({ formatVersion: 99, id: 'aria', name: 'From the future' });
      await host.writeOutside(handle, ARIA, newer);
      await log.next((change) => change.kind === 'change' && change.file === ARIA);
      const written = await host.api.writeCharacter({
        handle,
        character: characterFile('aria', 'Aria Vell'),
        baseRevision: revision,
        overwrite: true,
      });
      expect(written).toMatchObject({ ok: false, error: { code: 'file-problem', problem: { code: 'newer-version' } } });
      expect(await host.readOnDisk(handle, ARIA)).toBe(newer);
    });

    it('never writes over or deletes a file saved by a newer version of the app', async () => {
      const newer = JSON.stringify({ formatVersion: 99, id: 'newer', name: 'From the future' });
      const { handle } = await openPlaced({ 'characters/newer.json': newer });
      const written = await host.api.writeCharacter({
        handle,
        character: characterFile('newer', 'Now'),
        baseRevision: '0123456789abcdef',
        overwrite: true,
      });
      expect(written).toMatchObject({ ok: false, error: { code: 'file-problem', problem: { code: 'newer-version' } } });
      expect(await host.api.deleteCharacter({ handle, id: 'newer' })).toMatchObject({
        ok: false,
        error: { code: 'file-problem' },
      });
      expect(await host.readOnDisk(handle, 'characters/newer.json')).toBe(newer);
      expect(await host.backups(handle, 'characters/newer.json')).toEqual([]);
    });

    it('keeps the newest 10 versions of each file in the backups', async () => {
      const { handle } = await openPlaced();
      let revision: string | undefined;
      for (let n = 1; n <= 12; n++) {
        ({ revision } = value(
          await host.api.writeCharacter({
            handle,
            character: characterFile('aria', `Aria ${n}`),
            ...(revision ? { baseRevision: revision } : {}),
          }),
        ));
      }
      expect((await host.backups(handle, ARIA)).map(nameIn)).toEqual([
        'Aria 2',
        'Aria 3',
        'Aria 4',
        'Aria 5',
        'Aria 6',
        'Aria 7',
        'Aria 8',
        'Aria 9',
        'Aria 10',
        'Aria 11',
      ]);
    });

    it('reads a character of an older format migrated, and says from which', async () => {
      const { handle, characters } = await openPlaced({ 'characters/brannoc.json': V0_CHARACTER });
      expect(characters.map((c) => c.name)).toEqual(['Brannoc of the Fens']);
      const read = value(await host.api.readCharacter({ handle, id: 'brannoc' }));
      expect(read).toMatchObject({
        migratedFrom: 0,
        revision: characters[0]!.revision,
        character: { formatVersion: 1, system: 'mls', name: 'Brannoc of the Fens' },
      });
      expect(await host.readOnDisk(handle, 'characters/brannoc.json')).toBe(V0_CHARACTER);
    });
  });

  describe('the campaign file', () => {
    it('writes campaign.json against its revision; a stale one is a conflict until the user keeps theirs', async () => {
      const opened = await openPlaced();
      const { handle } = opened;
      const renamed = { ...opened.campaign, name: 'The Border Watch (2)' };
      const { revision } = value(
        await host.api.writeCampaign({ handle, campaign: renamed, baseRevision: opened.campaignRevision }),
      );
      expect(value(await host.api.readCampaign({ handle }))).toEqual({ campaign: renamed, revision });
      expect((await host.backups(handle, 'campaign.json')).map(nameIn)).toEqual(['The Border Watch']);

      const theirs = { ...opened.campaign, name: 'The Marsh Watch' };
      await host.writeOutside(handle, 'campaign.json', textOf(theirs));
      await log.next((change) => change.kind === 'change' && change.file === 'campaign.json');
      const mine = { ...opened.campaign, name: 'The Fen Watch' };
      expect(await host.api.writeCampaign({ handle, campaign: mine, baseRevision: revision })).toMatchObject({
        ok: false,
        error: { code: 'conflict' },
      });
      const onDisk = value(await host.api.readCampaign({ handle }));
      expect(onDisk.campaign).toEqual(theirs);
      value(await host.api.writeCampaign({ handle, campaign: mine, baseRevision: revision, overwrite: true }));
      expect(value(await host.api.readCampaign({ handle })).campaign).toEqual(mine);
      expect((await host.backups(handle, 'campaign.json')).map(nameIn)).toEqual([
        'The Border Watch',
        'The Border Watch (2)',
        'The Marsh Watch',
      ]);
    });

    it('reports a campaign.json broken since it opened as a problem with the file', async () => {
      const { handle } = await openPlaced();
      await host.writeOutside(handle, 'campaign.json', '{ "formatVersion": 1, ');
      expect(await host.api.readCampaign({ handle })).toMatchObject({
        ok: false,
        error: { code: 'file-problem', problem: { code: 'corrupt-json', file: 'campaign.json' } },
      });
    });
  });

  describe('conflict copies', () => {
    const aria = textOf(characterFile('aria', 'Aria'));
    const ariaCopy = textOf(characterFile('aria', 'Aria (laptop)'));

    it('lists the copies sync tools left, each with its original, tool, date and the name inside', async () => {
      const opened = await openPlaced({
        [ARIA]: aria,
        [ARIA_COPY]: ariaCopy,
        [CAMPAIGN_COPY]: textOf(campaignFile('The Border Watch (laptop)')),
      });
      expect(opened.characters.map((c) => c.id)).toEqual(['aria']);
      const [campaignCopy, characterCopy] = opened.conflictCopies;
      expect(opened.conflictCopies).toHaveLength(2);
      expect(campaignCopy).toEqual({
        file: CAMPAIGN_COPY,
        original: 'campaign.json',
        tool: 'Syncthing',
        date: '2026-11-24',
        revision: campaignCopy!.revision,
        name: 'The Border Watch (laptop)',
      });
      expect(characterCopy).toEqual({
        file: ARIA_COPY,
        original: ARIA,
        characterId: 'aria',
        tool: 'Syncthing',
        date: '2026-11-23',
        revision: characterCopy!.revision,
        name: 'Aria (laptop)',
      });
      expect(value(await host.api.readConflictCopy({ handle: opened.handle, file: ARIA_COPY }))).toEqual({
        kind: 'character',
        character: characterFile('aria', 'Aria (laptop)'),
        revision: characterCopy!.revision,
      });
    });

    it('keeps the copy: it becomes the file, the version it replaced goes to the backups and its own name is gone', async () => {
      const opened = await openPlaced({ [ARIA]: aria, [ARIA_COPY]: ariaCopy });
      const copy = opened.conflictCopies[0]!;
      const { revision } = value(
        await host.api.resolveConflictCopy({
          handle: opened.handle,
          file: copy.file,
          keep: 'copy',
          copyRevision: copy.revision,
        }),
      );
      expect(value(await host.api.readCharacter({ handle: opened.handle, id: 'aria' }))).toEqual({
        character: characterFile('aria', 'Aria (laptop)'),
        revision,
      });
      expect(await host.backups(opened.handle, ARIA)).toEqual([aria]);
      expect(await host.readOnDisk(opened.handle, ARIA_COPY)).toBeUndefined();
      expect(await host.api.readConflictCopy({ handle: opened.handle, file: ARIA_COPY })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
    });

    it("keeps the original: the copy goes to the original's backups", async () => {
      const opened = await openPlaced({ [ARIA]: aria, [ARIA_COPY]: ariaCopy });
      const copy = opened.conflictCopies[0]!;
      const { revision } = value(
        await host.api.resolveConflictCopy({
          handle: opened.handle,
          file: copy.file,
          keep: 'original',
          copyRevision: copy.revision,
        }),
      );
      expect(revision).toBe(opened.characters[0]!.revision);
      expect(await host.readOnDisk(opened.handle, ARIA)).toBe(aria);
      expect(await host.readOnDisk(opened.handle, ARIA_COPY)).toBeUndefined();
      expect(await host.backups(opened.handle, ARIA)).toEqual([ariaCopy]);
    });

    it('keeps both versions of a character, their ledgers merged entry by entry, and both earlier versions in the backups', async () => {
      const shared = { id: 'e1-aaaaaa', type: 'age', date: '2026-11-01' };
      const mine = textOf(
        characterFile('aria', 'Aria', { events: [shared, { id: 'e2-bbbbbb', type: 'age', date: '2026-11-03' }] }),
      );
      const theirs = textOf(
        characterFile('aria', 'Aria', { events: [shared, { id: 'e2-cccccc', type: 'age', date: '2026-11-02' }] }),
      );
      const opened = await openPlaced({ [ARIA]: mine, [ARIA_COPY]: theirs });
      const copy = opened.conflictCopies[0]!;
      const { revision } = value(
        await host.api.resolveConflictCopy({
          handle: opened.handle,
          file: copy.file,
          keep: 'both',
          copyRevision: copy.revision,
        }),
      );
      const merged = textOf(
        characterFile('aria', 'Aria', {
          events: [
            shared,
            { id: 'e2-cccccc', type: 'age', date: '2026-11-02' },
            { id: 'e2-bbbbbb', type: 'age', date: '2026-11-03' },
          ],
        }),
      );
      expect(await host.readOnDisk(opened.handle, ARIA)).toBe(merged);
      expect(value(await host.api.readCharacter({ handle: opened.handle, id: 'aria' })).revision).toBe(revision);
      expect(await host.readOnDisk(opened.handle, ARIA_COPY)).toBeUndefined();
      expect(await host.backups(opened.handle, ARIA)).toEqual([mine, theirs]);
    });

    it('merges nothing, and changes nothing, where the two versions collide', async () => {
      const mine = textOf(
        characterFile('aria', 'Aria', { events: [{ id: 'e1-aaaaaa', type: 'age', date: '2026-11-01' }] }),
      );
      const theirs = textOf(
        characterFile('aria', 'Aria', { events: [{ id: 'e1-aaaaaa', type: 'age', date: '2026-11-02' }] }),
      );
      const opened = await openPlaced({ [ARIA]: mine, [ARIA_COPY]: theirs });
      const copy = opened.conflictCopies[0]!;
      const refused = await host.api.resolveConflictCopy({
        handle: opened.handle,
        file: copy.file,
        keep: 'both',
        copyRevision: copy.revision,
      });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: 'conflict',
          message: expect.stringMatching(
            /^The two versions cannot be merged: Entry e1-aaaaaa \(age, 2026-11-01\) differs/,
          ),
        },
      });
      expect(await host.readOnDisk(opened.handle, ARIA)).toBe(mine);
      expect(await host.readOnDisk(opened.handle, ARIA_COPY)).toBe(theirs);
      expect(await host.backups(opened.handle, ARIA)).toEqual([]);
    });

    it('merges two versions with different names once the user chose one, and refuses a choice neither has', async () => {
      const mine = textOf(
        characterFile('aria', 'Aria', { events: [{ id: 'e1-aaaaaa', type: 'age', date: '2026-11-01' }] }),
      );
      const theirs = textOf(
        characterFile('aria', 'Aria of the Fens', { events: [{ id: 'e2-bbbbbb', type: 'age', date: '2026-11-02' }] }),
      );
      const opened = await openPlaced({ [ARIA]: mine, [ARIA_COPY]: theirs });
      const copy = opened.conflictCopies[0]!;
      const neither = await host.api.resolveConflictCopy({
        handle: opened.handle,
        file: copy.file,
        keep: 'both',
        copyRevision: copy.revision,
        choices: { name: { value: 'Aria the Third' } },
      });
      expect(neither).toMatchObject({
        ok: false,
        error: {
          code: 'conflict',
          message: expect.stringContaining('The name differs ("Aria" and "Aria of the Fens"): choose which to keep.'),
        },
      });
      expect(await host.readOnDisk(opened.handle, ARIA)).toBe(mine);
      value(
        await host.api.resolveConflictCopy({
          handle: opened.handle,
          file: copy.file,
          keep: 'both',
          copyRevision: copy.revision,
          choices: { name: { value: 'Aria of the Fens' } },
        }),
      );
      const merged = JSON.parse((await host.readOnDisk(opened.handle, ARIA))!) as {
        name: string;
        events: { id: string }[];
      };
      expect([merged.name, merged.events.map((e) => e.id)]).toEqual(['Aria of the Fens', ['e1-aaaaaa', 'e2-bbbbbb']]);
    });

    it('merges only characters: both versions of campaign.json cannot be kept', async () => {
      const other = textOf(campaignFile('The Border Watch (laptop)'));
      const opened = await openPlaced({ [CAMPAIGN_COPY]: other });
      const copy = opened.conflictCopies[0]!;
      const refused = await host.api.resolveConflictCopy({
        handle: opened.handle,
        file: copy.file,
        keep: 'both',
        copyRevision: copy.revision,
      });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: 'invalid-argument',
          message: 'Only two versions of a character can be merged; keep one version of the campaign file.',
        },
      });
      expect(await host.readOnDisk(opened.handle, CAMPAIGN_COPY)).toBe(other);
    });

    it('does not act on a copy changed since the user saw it', async () => {
      const opened = await openPlaced({ [ARIA]: aria, [ARIA_COPY]: ariaCopy });
      const copy = opened.conflictCopies[0]!;
      await host.writeOutside(opened.handle, ARIA_COPY, textOf(characterFile('aria', 'Aria (phone)')));
      expect(
        await host.api.resolveConflictCopy({
          handle: opened.handle,
          file: copy.file,
          keep: 'copy',
          copyRevision: copy.revision,
        }),
      ).toMatchObject({
        ok: false,
        error: { code: 'conflict' },
      });
      expect(await host.readOnDisk(opened.handle, ARIA)).toBe(aria);
      expect(await host.backups(opened.handle, ARIA)).toEqual([]);
    });
  });

  describe('changes made outside the app', () => {
    const isFile = (file: string, kind: CampaignChange['kind']) => (change: CampaignChange) =>
      change.kind === kind && 'file' in change && change.file === file;

    it('reports a character changed, added and deleted by another program, with the revision it has now', async () => {
      const { handle } = await openPlaced({ [ARIA]: textOf(characterFile('aria', 'Aria')) });
      await host.writeOutside(handle, ARIA, textOf(characterFile('aria', 'Aria of the Marsh')));
      const changed = await log.next(isFile(ARIA, 'change'));
      expect(changed).toEqual({
        handle,
        kind: 'change',
        file: ARIA,
        characterId: 'aria',
        revision: value(await host.api.readCharacter({ handle, id: 'aria' })).revision,
      });

      await host.writeOutside(handle, 'characters/cora.json', textOf(characterFile('cora', 'Cora')));
      const added = await log.next(isFile('characters/cora.json', 'add'));
      expect(added).toEqual({
        handle,
        kind: 'add',
        file: 'characters/cora.json',
        characterId: 'cora',
        revision: value(await host.api.readCharacter({ handle, id: 'cora' })).revision,
      });

      await host.removeOutside(handle, ARIA);
      expect(await log.next(isFile(ARIA, 'unlink'))).toEqual({
        handle,
        kind: 'unlink',
        file: ARIA,
        characterId: 'aria',
      });
    });

    it('reports campaign.json changed by another program', async () => {
      const opened = await openPlaced();
      const theirs = { ...opened.campaign, name: 'The Marsh Watch' };
      await host.writeOutside(opened.handle, 'campaign.json', textOf(theirs));
      const changed = await log.next(isFile('campaign.json', 'change'));
      expect(changed).toEqual({
        handle: opened.handle,
        kind: 'change',
        file: 'campaign.json',
        revision: value(await host.api.readCampaign({ handle: opened.handle })).revision,
      });
    });

    it("does not report the page's own writes back to it", async () => {
      const { handle } = await openPlaced();
      const from = log.changes.length;
      const { revision } = value(await host.api.writeCharacter({ handle, character: characterFile('aria', 'Aria') }));
      value(
        await host.api.writeCharacter({
          handle,
          character: characterFile('aria', 'Aria Vell'),
          baseRevision: revision,
        }),
      );
      value(await host.api.deleteCharacter({ handle, id: 'aria' }));
      // A change made outside afterwards arrives after any report of those writes would have.
      await host.writeOutside(handle, 'characters/cora.json', textOf(characterFile('cora', 'Cora')));
      await log.next(isFile('characters/cora.json', 'add'), from);
      expect(log.changes.slice(from).filter((change) => 'file' in change && change.file === ARIA)).toEqual([]);
    });

    it('reports the whole list of conflict copies whenever a sync tool leaves or removes one', async () => {
      const { handle } = await openPlaced({ [ARIA]: textOf(characterFile('aria', 'Aria')) });
      await host.writeOutside(handle, ARIA_COPY, textOf(characterFile('aria', 'Aria (laptop)')));
      const listed = await log.next((change) => change.kind === 'conflict-copies' && change.copies.length === 1);
      expect(listed).toMatchObject({
        handle,
        kind: 'conflict-copies',
        copies: [{ file: ARIA_COPY, original: ARIA, characterId: 'aria', name: 'Aria (laptop)' }],
      });
      const from = log.changes.length;
      await host.removeOutside(handle, ARIA_COPY);
      expect(await log.next((change) => change.kind === 'conflict-copies', from)).toEqual({
        handle,
        kind: 'conflict-copies',
        copies: [],
      });
    });
  });
}
