import {
  CreateCampaignInput,
  err,
  ok,
  WriteCampaignInput,
  WriteCharacterInput,
  WriteCharactersInput,
  type WrittenCharacters,
  type ApiError,
  type ApiResult,
  type CampaignApi,
  type CampaignChange,
  type CampaignListing,
  type CharacterRef,
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
import {
  FORMAT_VERSION,
  loadFile,
  mergeCharacters,
  stableStringify,
  type CampaignFile,
  type CharacterFile,
  type MergeChoices,
} from '../../shared/model';
import {
  characterIdOf,
  conflictCopiesOf,
  copyOf,
  keepBackup,
  keepOwnVersion,
  listCharacters,
  loadCharacterAt,
  newerVersion,
  readCopyIn,
  revisionOf,
  TODAY,
  wroteOwn,
  type FakeCampaign,
} from './fake-folder';

export { revisionOf, TODAY, type FakeCampaign } from './fake-folder';

type RequestMethod = Exclude<keyof CampaignApi, 'onCampaignChange' | 'onMenuCommand'>;

/**
 * An in-memory CampaignApi that behaves like the real host in browser mode: content-hash revisions,
 * conflicts when an edit's base revision is stale, "already exists" for a new file whose id is taken,
 * versions replaced and deleted files kept in .backups, files of a newer version never touched, and broken
 * files reported as problems while the rest opens. The contract suite (test/contract) holds it to the real
 * store's behaviour, case by case.
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
  /** How many times each handle was opened and not yet closed: two pages showing one campaign share it. */
  private readonly open = new Map<string, number>();
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
    settings?: Record<string, unknown>;
    sessions?: CampaignFile['sessions'];
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
      settings: input.settings ?? {},
      sessions: input.sessions ?? [],
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
      own: new Map(),
    };
    for (const character of input.characters ?? [])
      folder.files.set(`characters/${character.id}.json`, stableStringify(character));
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

  /** The campaign file on "disk", parsed. */
  campaignFileOf(folder: FakeCampaign): CampaignFile {
    return this.campaignFile(folder);
  }

  /** Another program changes a character file; the watcher reports it unless `silently`. */
  editOutside(folder: FakeCampaign, character: CharacterFile, options: { silently?: boolean } = {}): void {
    this.changeOutside(folder, `characters/${character.id}.json`, stableStringify(character), options);
  }

  /**
   * Another program writes raw text into a file (e.g. breaks it). For a conflict copy the watcher reports the
   * whole list of copies, as the host's does.
   */
  writeRawOutside(folder: FakeCampaign, file: string, text: string): void {
    this.changeOutside(folder, file, text);
  }

  /** Another program deletes a file; for a conflict copy, the watcher reports the list of copies left. */
  deleteOutside(folder: FakeCampaign, file: string): void {
    folder.files.delete(file);
    this.seenOutside(folder, file, 'unlink');
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
    return conflictCopiesOf(folder);
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
    return this.answer(
      'chooseCampaignFolder',
      undefined,
      () =>
        this.folderDialogResult ??
        err('unsupported', 'Browser mode cannot show folder dialogs. Pick a campaign from the list instead.'),
    );
  }

  async openCampaign(input: { key: string }): Promise<ApiResult<OpenedCampaign>> {
    return this.answer('openCampaign', input, () => {
      const folder = this.campaigns.find((c) => c.key === input.key);
      if (!folder)
        return err('not-found', 'That campaign is no longer in the list. Refresh the list and pick it again.');
      return ok(this.openFolder(folder));
    });
  }

  async createCampaign(input: CreateCampaignInput): Promise<ApiResult<OpenedCampaign>> {
    return this.answer('createCampaign', input, () => {
      const parsed = CreateCampaignInput.safeParse(input);
      if (!parsed.success)
        return err('invalid-argument', `The campaign could not be created: ${parsed.error.issues[0]?.message}.`);
      if (this.campaigns.some((c) => this.campaignFile(c).name === input.name)) {
        return err(
          'already-exists',
          `A campaign folder named ${input.name} already exists. Choose another name, or open the existing campaign.`,
        );
      }
      const { name, system, settings } = parsed.data;
      return ok(this.openFolder(this.addCampaign({ name, system, ...(settings ? { settings } : {}) })));
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
      if (!parsed.success)
        return err('invalid-argument', `The campaign could not be saved: ${parsed.error.issues[0]?.message}.`);
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      return this.checkedWrite(folder, 'campaign.json', stableStringify(parsed.data.campaign), parsed.data);
    });
  }

  async closeCampaign(input: { handle: string }): Promise<ApiResult<null>> {
    return this.answer('closeCampaign', input, () => {
      const opens = this.open.get(input.handle);
      if (opens === undefined) return notOpen();
      if (opens > 1) {
        this.open.set(input.handle, opens - 1);
        return ok(null);
      }
      this.open.delete(input.handle);
      // The host forgets what it wrote in a campaign nobody has open.
      this.campaigns.find((c) => c.handle === input.handle)?.own.clear();
      return ok(null);
    });
  }

  async readCharacter(input: CharacterRef): Promise<ApiResult<LoadedCharacter>> {
    return this.answer('readCharacter', input, () => {
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const file = `characters/${input.id}.json`;
      const text = folder.files.get(file);
      if (text === undefined)
        return err('not-found', `${file} does not exist any more. It may have been deleted outside the app.`);
      const loaded = loadCharacterAt(file, text);
      if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
      return ok({
        character: loaded.value,
        revision: revisionOf(text),
        ...(loaded.migratedFrom === undefined ? {} : { migratedFrom: loaded.migratedFrom }),
      });
    });
  }

  async writeCharacter(input: WriteCharacterInput): Promise<ApiResult<{ revision: Revision }>> {
    await this.gate;
    return this.answer('writeCharacter', input, () => {
      const parsed = WriteCharacterInput.safeParse(input);
      if (!parsed.success)
        return err('invalid-argument', `The character could not be saved: ${parsed.error.issues[0]?.message}.`);
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      return this.checkedWrite(
        folder,
        `characters/${input.character.id}.json`,
        stableStringify(parsed.data.character),
        parsed.data,
      );
    });
  }

  async writeCharacters(input: WriteCharactersInput): Promise<ApiResult<WrittenCharacters>> {
    await this.gate;
    return this.answer('writeCharacters', input, () => {
      const parsed = WriteCharactersInput.safeParse(input);
      if (!parsed.success)
        return err('invalid-argument', `The characters could not be saved: ${parsed.error.issues[0]?.message}.`);
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const results = parsed.data.writes.map((write) =>
        this.checkedWrite(folder, `characters/${write.character.id}.json`, stableStringify(write.character), write),
      );
      const campaign = parsed.data.campaign;
      // As the store: campaign.json follows its characters, and only when every one was written.
      if (!campaign || !results.every((r) => r.ok)) return ok({ results });
      return ok({
        results,
        campaign: this.checkedWrite(folder, 'campaign.json', stableStringify(campaign.campaign), campaign),
      });
    });
  }

  async deleteCharacter(input: CharacterRef): Promise<ApiResult<null>> {
    await this.gate;
    return this.answer('deleteCharacter', input, () => {
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      const file = `characters/${input.id}.json`;
      const current = folder.files.get(file);
      if (current === undefined)
        return err('not-found', `${file} does not exist any more. Reopen the campaign to refresh its list.`);
      const newer = newerVersion('character', file, current);
      if (newer) return err('file-problem', newer.message, newer);
      keepBackup(folder, file, current, 'deleted');
      folder.files.delete(file);
      folder.own.delete(file);
      return ok(null);
    });
  }

  async readConflictCopy(input: ConflictCopyRef): Promise<ApiResult<ConflictCopyContents>> {
    return this.answer('readConflictCopy', input, () => {
      const folder = this.granted(input.handle);
      if (!folder) return notOpen();
      return readCopyIn(folder, input.file);
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
      const read = readCopyIn(folder, input.file);
      if (!read.ok && read.error.code === 'not-found') return read;
      const named = copyOf(input.file)!;
      const copyText = folder.files.get(input.file)!;
      if (revisionOf(copyText) !== input.copyRevision) {
        return err(
          'conflict',
          `${input.file} changed since you looked at it. Open it again to see what it holds now, then choose again.`,
        );
      }
      // A copy that cannot be opened may be set aside, never put in place of its original.
      if (input.keep !== 'original' && !read.ok) return read;
      if (input.keep === 'both') return this.keepBoth(folder, input.file, named.original, read, input.choices);
      keepOwnVersion(folder, named.original);
      const original = folder.files.get(named.original);
      folder.files.delete(input.file);
      if (input.keep === 'original') {
        keepBackup(folder, named.original, copyText);
        if (original === undefined) {
          return err(
            'not-found',
            `${named.original} is not there any more, so the other version was kept in .backups. Restore it from there if you want it back.`,
          );
        }
        return ok({ revision: revisionOf(original) });
      }
      if (original !== undefined) keepBackup(folder, named.original, original);
      wroteOwn(folder, named.original, copyText);
      return ok({ revision: revisionOf(copyText) });
    });
  }

  /** Keeps both versions of a character, their ledgers merged, as the store does (see keepBoth in conflict-copy-writes.ts). */
  private keepBoth(
    folder: FakeCampaign,
    file: string,
    originalFile: string,
    read: ApiResult<ConflictCopyContents>,
    choices: MergeChoices = {},
  ): ApiResult<{ revision: Revision }> {
    if (!read.ok) return read;
    if (read.value.kind !== 'character')
      return err(
        'invalid-argument',
        'Only two versions of a character can be merged; keep one version of the campaign file.',
      );
    keepOwnVersion(folder, originalFile);
    const originalText = folder.files.get(originalFile);
    if (originalText === undefined)
      return err(
        'not-found',
        `${originalFile} is not there any more, so there is nothing to merge with. Keep the other version instead.`,
      );
    const current = loadFile('character', originalText, { file: originalFile, today: TODAY });
    if (!current.ok)
      return err(
        'file-problem',
        `${current.problem.message} Merging needs both versions readable; keep one of them instead.`,
        current.problem,
      );
    const merge = mergeCharacters(current.value, read.value.character, choices);
    if (!merge.ok)
      return err(
        'conflict',
        `The two versions cannot be merged: ${merge.collisions.map((c) => c.message).join(' ')} Nothing was changed.`,
      );
    const copyText = folder.files.get(file)!;
    const merged = stableStringify(merge.merged);
    folder.files.delete(file);
    keepBackup(folder, originalFile, originalText);
    keepBackup(folder, originalFile, copyText);
    wroteOwn(folder, originalFile, merged);
    return ok({ revision: revisionOf(merged) });
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

  /**
   * A write as the host checks it: its own last version, if another program replaced it, goes to the backups
   * first; a file of a newer version is refused; then a new file must not exist and an edit must be based on
   * the version on disk, unless the user chose to keep theirs. The version replaced goes to the backups;
   * unchanged text is not written again.
   */
  private checkedWrite(
    folder: FakeCampaign,
    file: string,
    text: string,
    input: { baseRevision?: Revision; overwrite?: boolean },
  ): ApiResult<{ revision: Revision }> {
    keepOwnVersion(folder, file);
    const current = folder.files.get(file);
    const newer = newerVersion(file === 'campaign.json' ? 'campaign' : 'character', file, current);
    if (newer) return err('file-problem', newer.message, newer);
    if (!input.overwrite) {
      if (input.baseRevision === undefined && current !== undefined) {
        return err(
          'already-exists',
          `A character with this id already exists (${file}). Choose another id, or open the existing one instead.`,
        );
      }
      if (input.baseRevision !== undefined && current === undefined) {
        return err(
          'conflict',
          `${file} was deleted outside the app after you opened it. Save again and choose to keep your version to write it back.`,
        );
      }
      if (input.baseRevision !== undefined && current !== undefined && revisionOf(current) !== input.baseRevision) {
        return err(
          'conflict',
          `${file} was changed outside the app after you opened it. Reload it to see the other version, or save again and choose to keep yours.`,
        );
      }
    }
    if (current !== undefined && current !== text) keepBackup(folder, file, current);
    wroteOwn(folder, file, text);
    return ok({ revision: revisionOf(text) });
  }

  /** Another program wrote a file; the watcher reports it unless `silently`. */
  private changeOutside(folder: FakeCampaign, file: string, text: string, options: { silently?: boolean } = {}): void {
    const kind = folder.files.has(file) ? 'change' : 'add';
    folder.files.set(file, text);
    if (!options.silently) this.seenOutside(folder, file, kind);
  }

  /**
   * What the host does when its watcher sees a file changed by another program: the version the app wrote,
   * if that was replaced without a backup, goes to the backups; then the change is reported, naming the
   * character of a character file. A conflict copy's change is reported as the whole list of copies.
   */
  private seenOutside(folder: FakeCampaign, file: string, kind: 'add' | 'change' | 'unlink'): void {
    if (copyOf(file)) {
      this.reportConflictCopies(folder);
      return;
    }
    keepOwnVersion(folder, file);
    const characterId = characterIdOf(file);
    const text = folder.files.get(file);
    this.emitChange({
      handle: folder.handle,
      kind,
      file,
      ...(characterId === undefined ? {} : { characterId }),
      ...(text === undefined ? {} : { revision: revisionOf(text) }),
    });
  }

  private openFolder(folder: FakeCampaign): OpenedCampaign {
    this.open.set(folder.handle, (this.open.get(folder.handle) ?? 0) + 1);
    const { characters, problems } = listCharacters(folder);
    const text = folder.files.get('campaign.json')!;
    return {
      handle: folder.handle,
      key: folder.key,
      path: folder.path,
      campaign: this.campaignFile(folder),
      campaignRevision: revisionOf(text),
      characters,
      problems,
      conflictCopies: conflictCopiesOf(folder),
      watching: folder.watching,
    };
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
  return {
    formatVersion: FORMAT_VERSION,
    id,
    name,
    system: 'mls',
    createdAt: TODAY,
    creation: {},
    events: [],
    ...extra,
  };
}

function notOpen<T>(): ApiResult<T> {
  return err('not-allowed', 'This campaign is not open (or was closed). Open it again from the campaign list.');
}
