import { action, computed, makeObservable, observable } from 'mobx';
import {
  err,
  type ApiError,
  type ApiResult,
  type CampaignApi,
  type CampaignChange,
  type CharacterSummary,
  type ConflictCopy,
  type LoadedCharacter,
  type OpenedCampaign,
  type Revision,
  type WatchState,
} from '../../shared/api';
import {
  mergeCampaigns,
  mergeCharacters,
  stableStringify,
  type CampaignFile,
  type CharacterFile,
  type FieldChoice,
  type FileProblem,
  type MergeChoices,
} from '../../shared/model';
import { droppedRecords } from '../base/campaign-records';
import type { SaveHooks, SaveOutcome } from './autosave';
import type { CharacterFiles } from './character-commands';
import { SaveQueue } from './save-queue';
import type { CopyOriginals } from './conflict-copies-store';
import { ConflictQuestion, type ConflictChoice, type WriteConflict } from './conflict-question';
import type { SaveStatus } from './save-status';

/** A change of campaign.json: the file to write, worked out from the campaign as it is when the change's turn comes; undefined for none. */
export type CampaignChangeOf = (current: CampaignFile) => CampaignFile | undefined;

/** What the sync needs of a character's editor (showing, or kept since its page last showed) when its file changes on disk. */
export interface FileFollower {
  /** True while an edit has not been written yet. */
  readonly hasUnsavedEdits: boolean;
  /** Takes the version now on disk in place of the one in memory. */
  takeDiskVersion(file: CharacterFile): void;
}

/**
 * Both versions kept, merged, as the conflict banner can offer it: the fields the user must choose first, what
 * "Keep mine" would drop of the other version, and the write of the merge (absent when the two cannot be merged).
 */
interface MergeOffer<T> {
  fields: FieldChoice[];
  drops?: string;
  write?: (chosen: MergeChoices) => Promise<ApiResult<T>>;
}

/** What the sync needs of the rest of the open campaign. */
export interface FolderSyncHooks {
  /** The editor of a character, if it has one. */
  editorOf(id: string): FileFollower | undefined;
  /** A character's file is gone, or cannot be read any more. */
  forgotten(id: string): void;
  /** The host reports the conflict copies in the folder now. */
  conflictCopies(copies: readonly ConflictCopy[]): void;
  /**
   * A character's file was replaced by a version it did not come from: both merged, or another version kept. Its
   * ledger may hold a share of an award the campaign does not list, which must then come with it.
   */
  replacedByAnother?(file: CharacterFile): Promise<void>;
}

/** What a conflict is about, in the words of the banner and the status line. */
interface ConflictSubject {
  characterId: string;
  /** The banner's name of it: the character as the list shows it, or the campaign. */
  name: string;
  /** The status line's name of it, e.g. "Aria" or "the campaign Wolves of Dunmore". */
  subject: string;
}

const CHARACTER_FILE = /^characters\/([a-z0-9][a-z0-9-]{0,63})\.json$/;
const CAMPAIGN_FILE = 'campaign.json';

/**
 * An open campaign's folder as the page knows it, kept in step with the disk: campaign.json and the list of
 * character files with the revision each was last read or written at, the files that cannot be opened, how
 * the host watches the folder, and a write that waits on the user's answer to a conflict. Every write goes
 * through here against the revision the user last saw; a file changed on disk meanwhile is never written
 * over without the user choosing "Keep mine". Changes the host's watcher reports are applied here too.
 */
export class FolderSync implements CharacterFiles, CopyOriginals {
  readonly handle: string;
  campaign: CampaignFile;
  /** Revision of campaign.json as last read or written: the base of the next write. */
  campaignRevision: Revision;
  /** The character files by id, each with the revision last read or written: the base of its next write. */
  characters = new Map<string, CharacterSummary>();
  problems: FileProblem[];
  /** How changes made by other programs reach the app; the campaign screen says so when the host has to poll. */
  watching: WatchState;
  /** The banner's question while a write waits on the user's answer to a conflict. */
  private readonly question = new ConflictQuestion();
  /**
   * The last version of each character read or written through here, with its revision: what the list's states
   * and the session pages would otherwise read again straight after the app's own save. Files are values (an
   * edit makes a new one), so one kept here never changes.
   */
  private readonly files = new Map<string, { revision: Revision; character: CharacterFile }>();
  /** Saves of several characters at once go to the host together. */
  private readonly writes: SaveQueue;

  constructor(
    private readonly api: CampaignApi,
    opened: OpenedCampaign,
    private readonly status: SaveStatus,
    private readonly hooks: FolderSyncHooks,
  ) {
    this.handle = opened.handle;
    this.writes = new SaveQueue(api, opened.handle);
    this.campaign = opened.campaign;
    this.campaignRevision = opened.campaignRevision;
    this.problems = [...opened.problems];
    for (const summary of opened.characters) this.characters.set(summary.id, { ...summary });
    this.watching = opened.watching;
    makeObservable<FolderSync, 'takeCampaignFile' | 'takeWatching' | 'forget'>(this, {
      campaign: observable.ref,
      campaignRevision: observable,
      // Kept between reads: the states compare it for every character, outside any reaction.
      settingsKey: computed({ keepAlive: true }),
      characters: observable.shallow,
      problems: observable.shallow,
      watching: observable.ref,
      takeCampaignFile: action,
      takeWatching: action,
      takeCharacter: action,
      forget: action,
    });
  }

  /** The name the character list shows for a character, if it lists it. */
  listedName(characterId: string): string | undefined {
    return this.characters.get(characterId)?.name;
  }

  // Reading

  /**
   * Reads a character as it is on disk now, without updating the list. A file that is gone or cannot be read
   * leaves the list (and shows among the problems when it cannot be read).
   */
  async read(id: string): Promise<ApiResult<LoadedCharacter>> {
    const result = await this.api.readCharacter({ handle: this.handle, id });
    if (!result.ok) this.dropUnreadable(id, this.fileOf(id), result.error);
    return result;
  }

  /**
   * Reads the file as it is now without updating the list: the next write
   * is still based on the revision the user saw, so a change made outside
   * the app since then comes back as a conflict instead of being lost.
   */
  async load(id: string): Promise<CharacterFile | undefined> {
    const result = await this.read(id);
    if (result.ok) return result.value.character;
    this.status.fail(result.error.message);
    return undefined;
  }

  /**
   * The character as it is on disk now, when the list's revision of it is one read or written through here;
   * undefined when it must be read (a change another program made, or a character not read yet).
   */
  knownFile(id: string): LoadedCharacter | undefined {
    const listed = this.characters.get(id);
    const known = this.files.get(id);
    return listed && known && known.revision === listed.revision
      ? { character: known.character, revision: known.revision }
      : undefined;
  }

  /** The campaign's settings as one string: the states worked out from them hold while it stays the same. */
  get settingsKey(): string {
    return stableStringify(this.campaign.settings);
  }

  /** The list takes this version of a character, read or written at `revision`: the base of its next write. */
  takeCharacter(character: CharacterFile, revision: Revision): void {
    const file = this.fileOf(character.id);
    this.files.set(character.id, { revision, character });
    this.characters.set(character.id, {
      id: character.id,
      name: character.name,
      system: character.system,
      file,
      revision,
    });
    // Only when it had one: a new list would draw everything that shows the problems again, for nothing.
    if (this.problems.some((p) => p.file === file)) this.problems = this.problems.filter((p) => p.file !== file);
  }

  // Writing

  async save(character: CharacterFile): Promise<boolean> {
    return (await this.saveCharacter(character)).kind === 'saved';
  }

  /**
   * Writes a character atomically against the revision the user last saw.
   * When the file changed on disk meanwhile, the banner asks which version
   * wins (`hooks.conflict` is told while it waits): "Keep mine" writes over
   * it (the other version goes to backups), "Reload from disk" resolves to
   * the version on disk.
   */
  async saveCharacter(character: CharacterFile, hooks: SaveHooks = {}): Promise<SaveOutcome> {
    // The character page has its own save indicator; the status line would only repeat it.
    const quiet = hooks.quiet === true;
    let kept: { file: CharacterFile; added: number } | undefined;
    const written = await this.writeOrAsk(
      (overwrite) => {
        const base = this.characters.get(character.id)?.revision;
        return this.writes.write({
          character,
          ...(base ? { baseRevision: base } : {}),
          ...(overwrite ? { overwrite: true } : {}),
        });
      },
      () => {
        // The banner names the character as the user last saw it in the list.
        const known = this.listedName(character.id) ?? character.name;
        return { characterId: character.id, name: known, subject: known };
      },
      {
        quiet,
        ...(hooks.conflict ? { conflict: hooks.conflict } : {}),
        merge: () => this.mergeWithDisk(character, (merged) => (kept = merged)),
      },
    );
    if (typeof written === 'object' && 'merged' in written) {
      if (!written.merged.ok || !kept)
        return {
          kind: 'error',
          message: written.merged.ok ? 'The merged version could not be kept.' : written.merged.error.message,
        };
      this.takeCharacter(kept.file, written.merged.value.revision);
      await this.hooks.replacedByAnother?.(kept.file);
      const notice = `Kept both versions of ${kept.file.name}: ${kept.added === 1 ? 'one entry' : `${kept.added} entries`} from the version on disk joined yours. The version on disk went to .backups; the undo history was cleared.`;
      if (!quiet) this.status.inform(notice);
      return { kind: 'reloaded', file: kept.file, notice };
    }
    if (written === 'reload') {
      const onDisk = await this.read(character.id);
      if (!onDisk.ok) return { kind: 'error', message: onDisk.error.message };
      this.takeCharacter(onDisk.value.character, onDisk.value.revision);
      if (!quiet) this.status.inform(`Reloaded ${onDisk.value.character.name} from disk; your change was not saved.`);
      return { kind: 'reloaded', file: onDisk.value.character };
    }
    if (!written.ok) return { kind: 'error', message: written.error.message };
    this.takeCharacter(character, written.value.revision);
    return { kind: 'saved' };
  }

  /**
   * When the version being written and the one on disk differ only in their ledgers, a write of both merged entry
   * by entry (shared/model/merge.ts), against the revision just read, so a third change meanwhile asks again;
   * undefined when they cannot be merged (the banner then offers only the two versions).
   */
  private async mergeWithDisk(
    mine: CharacterFile,
    keep: (merged: { file: CharacterFile; added: number }) => void,
  ): Promise<MergeOffer<{ revision: Revision }> | undefined> {
    const onDisk = await this.read(mine.id);
    if (!onDisk.ok) return undefined;
    const merge = mergeCharacters(mine, onDisk.value.character);
    if (!merge.ok) return undefined;
    const file = merge.merged;
    return {
      fields: [],
      write: () => {
        keep({ file, added: merge.added.second });
        return this.api.writeCharacter({ handle: this.handle, character: file, baseRevision: onDisk.value.revision });
      },
    };
  }

  /** Moves a character's file to the campaign's .backups folder. */
  async remove(id: string): Promise<boolean> {
    const result = await this.status.track(this.api.deleteCharacter({ handle: this.handle, id }));
    if (!result.ok) return false;
    this.forget(id, this.fileOf(id));
    return true;
  }

  /**
   * Changes campaign.json: `change` is given the campaign as it is when this change's turn in the save queue comes
   * (every change asked for before it settled), and returns the file to write, or undefined to write nothing. The
   * write is made against the revision last read or written. When the file changed on disk meanwhile, the banner
   * asks which version wins: "Keep mine" writes over it (the other version goes to backups), "Reload from disk"
   * takes the version on disk and this change is not made, "Keep both, merged" merges the two record by record.
   * Resolves to true once written (or when there was nothing to write).
   */
  changeCampaign(change: CampaignChangeOf): Promise<boolean> {
    return this.writes.campaign(async () => {
      const next = change(this.campaign);
      return next === undefined || next === this.campaign ? true : this.writeCampaignFrom(next);
    });
  }

  /**
   * Changes campaign.json in the request of the saves of `characters` asked for in this same turn (the shares of an
   * award): after them, and only when every one is written (see SaveQueue.followWith); then as changeCampaign, a
   * conflict on campaign.json asked about. Resolves to undefined when it could not go with them and nothing was
   * tried (another change of campaign.json is under way, say): the caller changes it once the saves have settled,
   * if at all.
   */
  changeCampaignWith(change: CampaignChangeOf, characters: readonly string[]): Promise<boolean | undefined> {
    if (this.writes.campaignBusy) return Promise.resolve(undefined);
    return this.writes.campaign(async () => {
      const next = change(this.campaign) ?? this.campaign;
      const joined = await this.status.track(
        this.writes.followWith({ campaign: next, baseRevision: this.campaignRevision }, characters),
      );
      return joined && this.writeCampaignFrom(next, joined);
    });
  }

  /** One write of campaign.json in its turn, from the outcome of a first write already made when there is one. */
  private async writeCampaignFrom(
    next: CampaignFile,
    firstTried?: ApiResult<{ revision: Revision }>,
  ): Promise<boolean> {
    // The version this edit was made from: what a merge with the version on disk keeps out when the edit took it out.
    const base = this.campaign;
    let kept: { file: CampaignFile; added: number } | undefined;
    const written = await this.writeOrAsk(
      (overwrite) =>
        this.api.writeCampaign({
          handle: this.handle,
          campaign: next,
          baseRevision: this.campaignRevision,
          ...(overwrite ? { overwrite: true } : {}),
        }),
      () => ({ characterId: '', name: this.campaign.name, subject: `the campaign ${this.campaign.name}` }),
      {
        ...(firstTried ? { first: firstTried } : {}),
        merge: () => this.mergeCampaignWithDisk(next, base, (merged) => (kept = merged)),
      },
    );
    if (written === 'reload') {
      if (await this.reloadCampaign())
        this.status.inform(`Reloaded the campaign ${this.campaign.name} from disk; your change was not saved.`);
      return false;
    }
    if ('merged' in written) {
      if (!written.merged.ok || !kept) return false;
      this.takeCampaignFile(kept.file, written.merged.value.revision);
      this.status.inform(
        `Kept both versions of the campaign ${kept.file.name}: ${kept.added === 1 ? 'one record' : `${kept.added} records`} from the version on disk joined yours. The version on disk went to .backups.`,
      );
      return true;
    }
    if (!written.ok) return false;
    this.takeCampaignFile(next, written.value.revision);
    return true;
  }

  /**
   * The campaign file being written merged with the one on disk record by record (shared/model/campaign-merge.ts),
   * knowing the version both came from, written against the revision just read, so a third change meanwhile asks
   * again; undefined when they cannot be merged (the same record changed on both sides). The settings both changed
   * differently are asked about in the banner. Also says what "Keep mine" would drop.
   */
  private async mergeCampaignWithDisk(
    mine: CampaignFile,
    base: CampaignFile,
    keep: (merged: { file: CampaignFile; added: number }) => void,
  ): Promise<MergeOffer<{ revision: Revision }> | undefined> {
    const onDisk = await this.api.readCampaign({ handle: this.handle });
    if (!onDisk.ok) return undefined;
    const theirs = onDisk.value.campaign;
    const first = mergeCampaigns(mine, theirs, {}, base);
    const dropped = droppedRecords(first.compared, 'second');
    const drops = dropped ? `Keep mine drops what the other version added: ${dropped}.` : undefined;
    if (!first.ok && first.collisions.length > 0) return { fields: [], ...(drops ? { drops } : {}) };
    return {
      fields: first.ok ? [] : first.choices,
      ...(drops ? { drops } : {}),
      write: (chosen) => {
        const merge = mergeCampaigns(mine, theirs, chosen, base);
        if (!merge.ok)
          return Promise.resolve(
            err<{ revision: Revision }>(
              'invalid-argument',
              'Choose a value for each setting both versions changed, then keep both again.',
            ),
          );
        const c = merge.compared;
        const added = [c.sessions, c.awards, c.agings, c.settingsChanges]
          .flat()
          .filter((r) => r.side === 'second').length;
        keep({ file: merge.merged, added });
        return this.api.writeCampaign({
          handle: this.handle,
          campaign: merge.merged,
          baseRevision: onDisk.value.revision,
        });
      },
    };
  }

  /** The conflict a write waits on, for the banner; undefined when none does. */
  get conflict(): WriteConflict | undefined {
    return this.question.conflict;
  }

  /** The user's answer to the conflict banner, with a value for each field it asked about when keeping both. */
  resolveConflict(choice: ConflictChoice, chosen?: MergeChoices): void {
    this.question.answer(choice, chosen);
  }

  /**
   * One write and, when the host answers that the file changed on disk since the app read it, the user's
   * answer: the banner waits for it (the status line says so unless `quiet`), "Keep mine" writes again over
   * the version on disk (which goes to the backups), and "Reload from disk" resolves to 'reload' for the
   * caller to take the version on disk. `about` names what the write is about when the conflict comes.
   */
  private async writeOrAsk<T>(
    write: (overwrite: boolean) => Promise<ApiResult<T>>,
    about: () => ConflictSubject,
    options: {
      quiet?: boolean;
      conflict?: (message: string) => void;
      merge?: () => Promise<MergeOffer<T> | undefined>;
      /** The first write's answer when it was made already (and shown by the status line): it is not made again. */
      first?: ApiResult<T>;
    } = {},
  ): Promise<ApiResult<T> | 'reload' | { merged: ApiResult<T> }> {
    const track = (request: Promise<ApiResult<T>>) => (options.quiet ? request : this.status.track(request));
    const first = options.first ?? (await track(write(false)));
    if (first.ok || first.error.code !== 'conflict') return first;
    const { characterId, name, subject } = about();
    // Whether both versions can be kept is worked out before asking, so the banner offers it only when it can be done.
    const offer = await options.merge?.();
    const writeMerged = offer?.write;
    const choices = writeMerged
      ? '"Reload from disk", "Keep mine" or "Keep both, merged"'
      : '"Reload from disk" or "Keep mine"';
    if (!options.quiet) this.status.fail(`Your change to ${subject} is not saved yet: choose ${choices} above.`);
    options.conflict?.(first.error.message);
    const choice = await this.question.ask({
      characterId,
      characterName: name,
      message: first.error.message,
      ...(writeMerged ? { canMerge: true } : {}),
      ...(offer && offer.fields.length > 0 ? { fields: offer.fields } : {}),
      ...(offer?.drops ? { keepMineDrops: offer.drops } : {}),
    });
    if (choice === 'merge' && writeMerged) return { merged: await track(writeMerged(this.question.chosen)) };
    return choice === 'reload' ? 'reload' : track(write(true));
  }

  // Changes on disk

  /** The newest read asked for each character the watcher said had changed (see refresh). */
  private readonly refreshes = new Map<string, number>();

  /** Applies a change the host's watcher saw on disk. */
  async applyChange(change: CampaignChange): Promise<void> {
    if (change.handle !== this.handle) return;
    if (change.kind === 'conflict-copies') {
      this.hooks.conflictCopies(change.copies);
      return;
    }
    if (change.kind === 'watching') {
      this.takeWatching(change.watching);
      return;
    }
    if (change.file === CAMPAIGN_FILE) {
      // Our own writes come back from the watcher too; a write in progress settles its own revision.
      if (change.kind !== 'unlink' && change.revision !== this.campaignRevision && !this.writes.campaignBusy)
        await this.reloadCampaign();
      return;
    }
    const id = change.characterId ?? CHARACTER_FILE.exec(change.file)?.[1];
    if (!id) return;
    if (change.kind === 'unlink') {
      this.forget(id, change.file);
      return;
    }
    const known = this.characters.get(id);
    // Our own writes come back from the watcher too; their revision is already known.
    if (known && change.revision !== undefined && known.revision === change.revision) return;
    await this.refresh(id, change.file);
  }

  /**
   * A conflict copy replaced its original (the user kept the other version):
   * the host tells other pages, not this one, so the original is read again
   * here, as an outside change would be.
   */
  async originalReplaced(copy: ConflictCopy, revision: Revision): Promise<void> {
    if (copy.characterId === undefined) {
      if (revision !== this.campaignRevision) await this.reloadCampaign();
      return;
    }
    await this.refresh(copy.characterId, copy.original);
    const now = this.files.get(copy.characterId);
    if (now) await this.hooks.replacedByAnother?.(now.character);
  }

  /** Reads campaign.json as it is on disk now. */
  async reloadCampaign(): Promise<boolean> {
    const read = await this.api.readCampaign({ handle: this.handle });
    if (!read.ok) {
      this.status.fail(
        `The campaign file could not be read again: ${read.error.message} Close the campaign and open it again to see the version on disk.`,
      );
      return false;
    }
    this.takeCampaignFile(read.value.campaign, read.value.revision);
    return true;
  }

  /**
   * Re-reads a character changed on disk. Its editor, if it has one, takes the new version when it has
   * nothing pending; with an edit still to be written, the list keeps the revision the user saw, so that
   * write comes back as a conflict and the banner asks which version wins.
   */
  private async refresh(id: string, file: string): Promise<void> {
    const editor = this.hooks.editorOf(id);
    // Reads of one file can answer out of order; only the read asked for last tells what is on disk now.
    const ticket = (this.refreshes.get(id) ?? 0) + 1;
    this.refreshes.set(id, ticket);
    const result = await this.api.readCharacter({ handle: this.handle, id });
    if (this.refreshes.get(id) !== ticket) return;
    // A file broken outside the app shows in the problems panel; the status line is for the user's own edits.
    if (!result.ok) {
      this.dropUnreadable(id, file, result.error);
      return;
    }
    if (editor?.hasUnsavedEdits) return;
    this.takeCharacter(result.value.character, result.value.revision);
    editor?.takeDiskVersion(result.value.character);
  }

  private takeCampaignFile(campaign: CampaignFile, revision: Revision): void {
    this.campaign = campaign;
    this.campaignRevision = revision;
  }

  private takeWatching(watching: WatchState): void {
    this.watching = watching;
  }

  private dropUnreadable(id: string, file: string, error: ApiError): void {
    if (error.code === 'not-found') this.forget(id, file);
    else if (error.problem) this.forget(id, file, error.problem);
  }

  private forget(id: string, file: string, problem?: FileProblem): void {
    this.characters.delete(id);
    this.files.delete(id);
    this.hooks.forgotten(id);
    const others = this.problems.filter((p) => p.file !== file);
    this.problems = problem ? [...others, problem] : others;
  }

  private fileOf(id: string): string {
    return this.characters.get(id)?.file ?? `characters/${id}.json`;
  }
}
