import {
  CreateCampaignInput,
  err,
  ok,
  WriteCampaignInput,
  WriteCharacterInput,
  type ApiError,
  type ApiResult,
  type CampaignApi,
  type CampaignChange,
  type CampaignListing,
  type CharacterRef,
  type CharacterSummary,
  type ConflictCopy,
  type ConflictCopyContents,
  type ConflictCopyRef,
  type ResolveConflictCopyInput,
  type HostInfo,
  type LoadedCampaign,
  type LoadedCharacter,
  type MenuCommand,
  type OpenedCampaign,
  type PrintInput,
  type Revision,
  type WatchState,
} from '../../shared/api';
import { conflictCopyOriginal, FORMAT_VERSION, loadFile, parseConflictCopyName, stableStringify, type CampaignFile, type CharacterFile, type FileProblem } from '../../shared/model';
// The host's own reading of sync tools' names, so the fake recognises exactly the copies the host does.

/** One campaign folder held in memory: relative file name → file text. */
export interface FakeCampaign {
  key: string;
  handle: string;
  path: string;
  files: Map<string, string>;
  /** Files moved to .backups, oldest first, each under the file it is a version of (a conflict copy under its original). */
  backups: { file: string; text: string }[];
  /** How the host watches the folder, as it tells the page at open. */
  watching: WatchState;
  /** What the host would read for a conflict copy other than from its name (its tool, or the day it was last changed). */
  copyDetails: Map<string, Partial<Pick<ConflictCopy, 'tool' | 'date'>>>;
}

type RequestMethod = Exclude<keyof CampaignApi, 'onCampaignChange' | 'onMenuCommand'>;

export const TODAY = '2026-11-21';

/**
 * An in-memory CampaignApi that behaves like the real host: content-hash
 * revisions, conflicts when an edit's base revision is stale, "already
 * exists" for a new file whose id is taken, deletes that move files to
 * .backups, and broken files reported as problems while the rest opens.
 */
export class FakeApi implements CampaignApi {
  host: HostInfo = { kind: 'browser', canChooseFolders: false, root: '/home/player/Campaigns', appVersion: '0.1.0' };
  readonly campaigns: FakeCampaign[] = [];
  /** Every request, in order, with its argument. */
  readonly calls: { method: RequestMethod; input: unknown }[] = [];
  /** What print and the folder dialog answer. */
  printResult: ApiResult<{ savedTo?: string }> = ok({ savedTo: '/home/player/Wolves.pdf' });
  folderDialogResult: ApiResult<OpenedCampaign> | undefined;
  private readonly failures = new Map<RequestMethod, ApiError[]>();
  private readonly changeListeners = new Set<(change: CampaignChange) => void>();
  private readonly menuListeners = new Set<(command: MenuCommand) => void>();
  private readonly open = new Set<string>();
  private gate: Promise<void> | undefined;
  private handles = 0;

  /**
   * Puts a campaign folder in the root, with these characters and raw extra files. A raw file named as a sync
   * tool names its conflict copies (e.g. "characters/aria.sync-conflict-20261123-101010-ABCDEFG.json") is one,
   * as the host would find it; `copyDetails` gives a copy's tool or date where its name does not say them.
   */
  addCampaign(input: {
    name: string;
    system?: string;
    characters?: CharacterFile[];
    rawFiles?: Record<string, string>;
    watching?: WatchState;
    copyDetails?: Record<string, Partial<Pick<ConflictCopy, 'tool' | 'date'>>>;
  }): FakeCampaign {
    const id = input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const campaign: CampaignFile = {
      formatVersion: FORMAT_VERSION,
      id,
      name: input.name,
      system: input.system ?? 'mls',
      settings: {},
      sessions: [],
      createdAt: TODAY,
    };
    const folder: FakeCampaign = {
      key: `root:${id}`,
      handle: `handle${String(++this.handles).padStart(4, '0')}`,
      path: `${this.host.root ?? '/campaigns'}/${input.name}`,
      files: new Map([['campaign.json', stableStringify(campaign)]]),
      backups: [],
      watching: input.watching ?? { mode: 'events' },
      copyDetails: new Map(Object.entries(input.copyDetails ?? {})),
    };
    for (const character of input.characters ?? []) folder.files.set(`characters/${character.id}.json`, stableStringify(character));
    for (const [file, text] of Object.entries(input.rawFiles ?? {})) folder.files.set(file, text);
    this.campaigns.push(folder);
    return folder;
  }

  /** The campaign folder whose name is `name`. */
  campaign(name: string): FakeCampaign {
    const found = this.campaigns.find((c) => this.campaignFile(c).name === name);
    if (!found) throw new Error(`No campaign named ${name}`);
    return found;
  }

  /** The characters on "disk" in a campaign, parsed. */
  characters(folder: FakeCampaign): CharacterFile[] {
    return [...folder.files.entries()]
      .filter(([file]) => file.startsWith('characters/') && !copyOf(file))
      .map(([, text]) => JSON.parse(text) as CharacterFile);
  }

  characterNames(folder: FakeCampaign): string[] {
    return this.characters(folder)
      .map((c) => c.name)
      .sort();
  }

  /** Another program changes a character file; the watcher reports it unless `silently`. */
  editOutside(folder: FakeCampaign, character: CharacterFile, options: { silently?: boolean } = {}): void {
    const file = `characters/${character.id}.json`;
    const kind = folder.files.has(file) ? 'change' : 'add';
    const text = stableStringify(character);
    folder.files.set(file, text);
    if (!options.silently) this.emitChange({ handle: folder.handle, kind, file, characterId: character.id, revision: revisionOf(text) });
  }

  /**
   * Another program writes raw text into a file (e.g. breaks it). For a conflict copy the watcher reports the
   * whole list of copies, as the host's does.
   */
  writeRawOutside(folder: FakeCampaign, file: string, text: string): void {
    const kind = folder.files.has(file) ? 'change' : 'add';
    folder.files.set(file, text);
    if (copyOf(file)) this.reportConflictCopies(folder);
    else this.emitChange({ handle: folder.handle, kind, file, revision: revisionOf(text) });
  }

  /** Another program deletes a file; for a conflict copy, the watcher reports the list of copies left. */
  deleteOutside(folder: FakeCampaign, file: string): void {
    folder.files.delete(file);
    if (copyOf(file)) this.reportConflictCopies(folder);
    else this.emitChange({ handle: folder.handle, kind: 'unlink', file });
  }

  /** The watcher reports the conflict copies in the folder now, as it does whenever they change. */
  reportConflictCopies(folder: FakeCampaign): void {
    this.emitChange({ handle: folder.handle, kind: 'conflict-copies', copies: this.conflictCopiesOf(folder) });
  }

  /** The host stops getting events from the system and looks every two seconds instead. */
  fallBackToPolling(folder: FakeCampaign, message: string): void {
    folder.watching = { mode: 'polling', intervalMs: 2000, message };
    this.emitChange({ handle: folder.handle, kind: 'watching', watching: folder.watching });
  }

  /** The conflict copies in a campaign folder, as the host lists them: sorted by file, each read like its original. */
  conflictCopiesOf(folder: FakeCampaign): ConflictCopy[] {
    const copies: ConflictCopy[] = [];
    for (const [file, text] of [...folder.files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const named = copyOf(file);
      if (!named) continue;
      const copy: ConflictCopy = {
        file,
        original: named.original,
        ...(named.characterId === undefined ? {} : { characterId: named.characterId }),
        tool: named.tool,
        date: named.date ?? TODAY,
        revision: revisionOf(text),
        ...folder.copyDetails.get(file),
      };
      const loaded = loadFile(named.characterId === undefined ? 'campaign' : 'character', text, { file, today: TODAY });
      if (!loaded.ok) copy.problem = loaded.problem.message;
      else if (named.characterId !== undefined && loaded.value.id !== named.characterId) {
        copy.problem = `${file} holds the character "${loaded.value.id}", not "${named.characterId}", so it is not another version of ${named.original}. Open it in a text editor to see whose it is.`;
      } else copy.name = loaded.value.name;
      copies.push(copy);
    }
    return copies;
  }

  emitChange(change: CampaignChange): void {
    for (const listener of this.changeListeners) listener(change);
  }

  sendMenuCommand(command: MenuCommand): void {
    for (const listener of this.menuListeners) listener(command);
  }

  /** The next call of `method` fails with this error. */
  failNext(method: RequestMethod, error: ApiError): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  /** Holds every write and delete until the returned function is called. */
  holdWrites(): () => void {
    let release!: () => void;
    this.gate = new Promise((resolve) => (release = resolve));
    return () => {
      this.gate = undefined;
      release();
    };
  }

  callsOf(method: RequestMethod): unknown[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.input);
  }

  // CampaignApi

  async hostInfo(): Promise<ApiResult<HostInfo>> {
    return this.answer('hostInfo', undefined, () => ok(this.host));
  }

  async listCampaigns(): Promise<ApiResult<CampaignListing[]>> {
    return this.answer('listCampaigns', undefined, () =>
      ok(
        this.campaigns.map((folder) => {
          const campaign = this.campaignFile(folder);
          return { key: folder.key, name: campaign.name, system: campaign.system, path: folder.path };
        }),
      ),
    );
  }

  async chooseCampaignFolder(): Promise<ApiResult<OpenedCampaign>> {
    return this.answer('chooseCampaignFolder', undefined, () =>
      this.folderDialogResult ?? err('unsupported', 'Browser mode cannot show folder dialogs. Pick a campaign from the list instead.'),
    );
  }

  async openCampaign(input: { key: string }): Promise<ApiResult<OpenedCampaign>> {
    return this.answer('openCampaign', input, () => {
      const folder = this.campaigns.find((c) => c.key === input.key);
      if (!folder) return err('not-found', 'That campaign is no longer in the list. Refresh the list and pick it again.');
      return ok(this.openFolder(folder));
    });
  }

  async createCampaign(input: CreateCampaignInput): Promise<ApiResult<OpenedCampaign>> {
    return this.answer('createCampaign', input, () => {
      const parsed = CreateCampaignInput.safeParse(input);
      if (!parsed.success) return err('invalid-argument', `The campaign could not be created: ${parsed.error.issues[0]?.message}.`);
      if (this.campaigns.some((c) => this.campaignFile(c).name === input.name)) {
        return err('already-exists', `A campaign folder named ${input.name} already exists. Choose another name, or open the existing campaign.`);
      }
      return ok(this.openFolder(this.addCampaign({ name: input.name, system: input.system })));
    });
  }

  async readCampaign(input: { handle: string }): Promise<ApiResult<LoadedCampaign>> {
    await this.gate;
    return this.answer('readCampaign', input, () => {
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const text = folder.files.get('campaign.json')!;
      const loaded = loadFile('campaign', text, { file: 'campaign.json', today: TODAY });
      if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
      return ok({ campaign: loaded.value, revision: revisionOf(text) });
    });
  }

  async writeCampaign(input: WriteCampaignInput): Promise<ApiResult<{ revision: Revision }>> {
    await this.gate;
    return this.answer('writeCampaign', input, () => {
      const parsed = WriteCampaignInput.safeParse(input);
      if (!parsed.success) return err('invalid-argument', `The campaign could not be saved: ${parsed.error.issues[0]?.message}.`);
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const file = 'campaign.json';
      const current = folder.files.get(file);
      if (!input.overwrite && current !== undefined && revisionOf(current) !== input.baseRevision) {
        return err('conflict', `${file} was changed outside the app after you opened it. Reload it to see the other version, or save again and choose to keep yours.`);
      }
      const text = stableStringify(parsed.data.campaign);
      if (current !== undefined && current !== text) folder.backups.push({ file, text: current });
      folder.files.set(file, text);
      return ok({ revision: revisionOf(text) });
    });
  }

  /** The campaign file on "disk", parsed. */
  campaignFileOf(folder: FakeCampaign): CampaignFile {
    return this.campaignFile(folder);
  }

  async closeCampaign(input: { handle: string }): Promise<ApiResult<null>> {
    return this.answer('closeCampaign', input, () => {
      this.open.delete(input.handle);
      return ok(null);
    });
  }

  async readCharacter(input: CharacterRef): Promise<ApiResult<LoadedCharacter>> {
    return this.answer('readCharacter', input, () => {
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const file = `characters/${input.id}.json`;
      const text = folder.files.get(file);
      if (text === undefined) return err('not-found', `${file} does not exist any more. It may have been deleted outside the app.`);
      const loaded = loadFile('character', text, { file, today: TODAY });
      if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
      return ok({ character: loaded.value, revision: revisionOf(text) });
    });
  }

  async writeCharacter(input: WriteCharacterInput): Promise<ApiResult<{ revision: Revision }>> {
    await this.gate;
    return this.answer('writeCharacter', input, () => {
      const parsed = WriteCharacterInput.safeParse(input);
      if (!parsed.success) return err('invalid-argument', `The character could not be saved: ${parsed.error.issues[0]?.message}.`);
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const file = `characters/${input.character.id}.json`;
      const current = folder.files.get(file);
      if (!input.overwrite) {
        if (input.baseRevision === undefined && current !== undefined) {
          return err('already-exists', `A character with this id already exists (${file}). Choose another id, or open the existing one instead.`);
        }
        if (input.baseRevision !== undefined && current === undefined) {
          return err('conflict', `${file} was deleted outside the app after you opened it. Save again and choose to keep your version to write it back.`);
        }
        if (input.baseRevision !== undefined && current !== undefined && revisionOf(current) !== input.baseRevision) {
          return err('conflict', `${file} was changed outside the app after you opened it. Reload it to see the other version, or save again and choose to keep yours.`);
        }
      }
      if (current !== undefined) folder.backups.push({ file, text: current });
      const text = stableStringify(parsed.data.character);
      folder.files.set(file, text);
      return ok({ revision: revisionOf(text) });
    });
  }

  async deleteCharacter(input: CharacterRef): Promise<ApiResult<null>> {
    await this.gate;
    return this.answer('deleteCharacter', input, () => {
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const file = `characters/${input.id}.json`;
      const current = folder.files.get(file);
      if (current === undefined) return err('not-found', `${file} does not exist any more. Reopen the campaign to refresh its list.`);
      folder.backups.push({ file, text: current });
      folder.files.delete(file);
      return ok(null);
    });
  }

  async readConflictCopy(input: ConflictCopyRef): Promise<ApiResult<ConflictCopyContents>> {
    return this.answer('readConflictCopy', input, () => {
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      return this.readCopy(folder, input.file);
    });
  }

  /**
   * Keeps one of a file and its conflict copy, as the host does: 'copy' puts the copy's text in place of the
   * original (which goes to the backups) and removes the copy's name; 'original' moves the copy to the
   * original's backups. A copy changed since the user saw it is a conflict, and nothing changes.
   */
  async resolveConflictCopy(input: ResolveConflictCopyInput): Promise<ApiResult<{ revision: Revision }>> {
    await this.gate;
    return this.answer('resolveConflictCopy', input, () => {
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const read = this.readCopy(folder, input.file);
      if (!read.ok && (input.keep === 'copy' || read.error.code === 'not-found')) return read;
      const named = copyOf(input.file)!;
      const copyText = folder.files.get(input.file)!;
      if (revisionOf(copyText) !== input.copyRevision) {
        return err('conflict', `${input.file} changed since you looked at it. Open it again to see what it holds now, then choose again.`);
      }
      const original = folder.files.get(named.original);
      if (input.keep === 'original') {
        folder.files.delete(input.file);
        folder.backups.push({ file: named.original, text: copyText });
        if (original === undefined) {
          return err('not-found', `${named.original} is not there any more, so the other version was kept in .backups. Restore it from there if you want it back.`);
        }
        return ok({ revision: revisionOf(original) });
      }
      if (original !== undefined) folder.backups.push({ file: named.original, text: original });
      folder.files.set(named.original, copyText);
      folder.files.delete(input.file);
      return ok({ revision: revisionOf(copyText) });
    });
  }

  async print(input: PrintInput): Promise<ApiResult<{ savedTo?: string }>> {
    return this.answer('print', input, () => this.printResult);
  }

  onCampaignChange(listener: (change: CampaignChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onMenuCommand(listener: (command: MenuCommand) => void): () => void {
    this.menuListeners.add(listener);
    return () => this.menuListeners.delete(listener);
  }

  private answer<T>(method: RequestMethod, input: unknown, work: () => ApiResult<T>): ApiResult<T> {
    this.calls.push({ method, input: structuredClone(input) });
    const queued = this.failures.get(method);
    const failure = queued?.shift();
    if (failure) return { ok: false, error: failure };
    return work();
  }

  private openFolder(folder: FakeCampaign): OpenedCampaign {
    this.open.add(folder.handle);
    const characters: CharacterSummary[] = [];
    const problems: FileProblem[] = [];
    for (const [file, text] of folder.files) {
      if (!file.startsWith('characters/') || copyOf(file)) continue;
      const loaded = loadFile('character', text, { file, today: TODAY });
      if (loaded.ok) {
        const { id, name, system } = loaded.value;
        characters.push({ id, name, system, file, revision: revisionOf(text) });
      } else {
        problems.push(loaded.problem);
      }
    }
    const text = folder.files.get('campaign.json')!;
    return {
      handle: folder.handle,
      key: folder.key,
      path: folder.path,
      campaign: this.campaignFile(folder),
      campaignRevision: revisionOf(text),
      characters,
      problems,
      conflictCopies: this.conflictCopiesOf(folder),
      watching: folder.watching,
    };
  }

  private readCopy(folder: FakeCampaign, file: string): ApiResult<ConflictCopyContents> {
    const named = copyOf(file);
    if (!named) return err('not-found', `${file} is not another version left by a sync tool, so the app leaves it alone. Reopen the campaign to refresh the list.`);
    const text = folder.files.get(file);
    if (text === undefined) return err('not-found', `${file} is not there any more; the sync tool or someone else may have removed it. Reopen the campaign to refresh the list.`);
    if (named.characterId === undefined) {
      const loaded = loadFile('campaign', text, { file, today: TODAY });
      return loaded.ok ? ok({ kind: 'campaign', campaign: loaded.value, revision: revisionOf(text) }) : err('file-problem', loaded.problem.message, loaded.problem);
    }
    const loaded = loadFile('character', text, { file, today: TODAY });
    if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
    if (loaded.value.id !== named.characterId) {
      const problem: FileProblem = { code: 'invalid', file, field: 'id', message: `${file} holds the character "${loaded.value.id}", not "${named.characterId}".` };
      return err('file-problem', problem.message, problem);
    }
    return ok({ kind: 'character', character: loaded.value, revision: revisionOf(text) });
  }

  private granted(handle: string): FakeCampaign | undefined {
    return this.open.has(handle) ? this.campaigns.find((c) => c.handle === handle) : undefined;
  }

  private campaignFile(folder: FakeCampaign): CampaignFile {
    return JSON.parse(folder.files.get('campaign.json')!) as CampaignFile;
  }
}

/** A character file as the app would write it. */
export function character(id: string, name: string, extra: Partial<CharacterFile> = {}): CharacterFile {
  return { formatVersion: FORMAT_VERSION, id, name, system: 'mls', createdAt: TODAY, creation: {}, events: [], ...extra };
}

/** What a conflict copy's name says, as the host reads it: its original, the character's id, the tool and the date. */
function copyOf(file: string): { original: string; characterId?: string; tool: string; date?: string } | undefined {
  const slash = file.lastIndexOf('/');
  const folder = slash < 0 ? '' : file.slice(0, slash);
  const name = file.slice(slash + 1);
  const original = conflictCopyOriginal(folder, name);
  const parsed = parseConflictCopyName(name);
  if (original === undefined || !parsed) return undefined;
  const characterId = original === 'campaign.json' ? undefined : original.slice('characters/'.length, -'.json'.length);
  return { original, ...(characterId === undefined ? {} : { characterId }), tool: parsed.tool, ...(parsed.date === undefined ? {} : { date: parsed.date }) };
}

function notOpen<T>(): ApiResult<T> {
  return err('not-allowed', 'This campaign is not open (or was closed). Open it again from the campaign list.');
}

/** 64-bit FNV-1a of the text as 16 hex digits; like the host, equal text gives equal revisions. */
export function revisionOf(text: string): Revision {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
