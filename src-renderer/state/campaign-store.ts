import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { ApiError, ApiResult, CampaignApi, CampaignChange, CharacterSummary, ConflictCopy, OpenedCampaign, Revision, WatchState } from '../../shared/api';
import type { CampaignFile, CharacterFile, FileProblem } from '../../shared/model';
import { findSystem, getRuleSystem } from '../../shared/rules/registry';
import { addCharacterCommand, deleteCharacterCommand, renameCharacterCommand, type CharacterFiles } from './character-commands';
import { CharacterEditorStore, type AnyCharacterEditorStore, type SaveHooks, type SaveOutcome } from './character-editor';
import { CharacterStates } from './character-states';
import { ConflictCopiesStore, type CopyOriginals } from './conflict-copies-store';
import { KeptEditors, type EditorLoad } from './kept-editors';
import { Navigation } from './navigation';
import { newCharacterFile, randomSeed, startingCreation } from './new-character';
import type { SaveStatus } from './save-status';
import { UndoHistory } from './undo-history';

/** A write the host refused because the file changed on disk since the app read it. */
export interface WriteConflict {
  /** The character's id; empty when the campaign file itself changed. */
  characterId: string;
  /** The name of what changed: the character, or the campaign. */
  characterName: string;
  message: string;
}

type ConflictChoice = 'keep-mine' | 'reload';

const CHARACTER_FILE = /^characters\/([a-z0-9][a-z0-9-]{0,63})\.json$/;
const CAMPAIGN_FILE = 'campaign.json';

/**
 * One open campaign: its characters, the files that could not be opened,
 * and the history of undoable edits. Every edit is written at once; the
 * list shows what is on disk.
 */
export class CampaignStore implements CharacterFiles, CopyOriginals {
  readonly handle: string;
  /** The listing key that opens this campaign again; the address names the campaign by it. */
  readonly key: string;
  readonly path: string;
  campaign: CampaignFile;
  /** Revision of campaign.json as last read or written: the base of the next write. */
  campaignRevision: Revision;
  characters = new Map<string, CharacterSummary>();
  problems: FileProblem[];
  conflict: WriteConflict | undefined = undefined;
  /** The character whose page was just closed, so the list can put focus back on it. */
  returnFocusTo: string | undefined = undefined;
  readonly history = new UndoHistory();
  /** Other versions of the campaign's files that sync tools left beside them. */
  readonly conflictCopies: ConflictCopiesStore;
  /** How changes made by other programs reach the app; the campaign screen says so when the host has to poll. */
  watching: WatchState;
  /** Each character's state for the list (legal, points unspent), worked out in the background while the list shows. */
  readonly states: CharacterStates;
  /** The editor of the open character, while its page shows; undo and redo go to it. */
  editor: AnyCharacterEditorStore | undefined = undefined;
  /** Every character's editor since its page first showed, so its undo history outlasts the page. */
  private readonly editors = new KeptEditors();
  private settleConflict: ((choice: ConflictChoice) => void) | undefined;
  private readonly stopFocusReturn: () => void;

  constructor(
    private readonly api: CampaignApi,
    opened: OpenedCampaign,
    private readonly status: SaveStatus,
    /** Today's date, YYYY-MM-DD, for new files and ledger entries. */
    readonly today: () => string,
    /** Where the player is; a campaign on its own (in tests) keeps a navigation with no address bar. */
    private readonly navigation: Navigation = new Navigation(),
  ) {
    this.handle = opened.handle;
    this.key = opened.key;
    this.path = opened.path;
    this.campaign = opened.campaign;
    this.campaignRevision = opened.campaignRevision;
    this.problems = [...opened.problems];
    for (const summary of opened.characters) this.characters.set(summary.id, { ...summary });
    this.watching = opened.watching;
    this.conflictCopies = new ConflictCopiesStore(api, this, status, opened.conflictCopies);
    this.states = new CharacterStates(this, (id) => api.readCharacter({ handle: opened.handle, id }));
    makeObservable<CampaignStore, 'upsert' | 'forget' | 'raiseConflict' | 'takeCampaignFile' | 'takeWatching' | 'leaveCharacter'>(this, {
      campaign: observable.ref,
      campaignRevision: observable,
      takeCampaignFile: action,
      characters: observable.shallow,
      problems: observable.shallow,
      conflict: observable.ref,
      watching: observable.ref,
      takeWatching: action,
      openCharacterId: computed,
      returnFocusTo: observable,
      editor: observable.ref,
      attachEditor: action,
      detachEditor: action,
      focusReturned: action,
      leaveCharacter: action,
      sortedCharacters: computed,
      editsPaused: computed,
      systemName: computed,
      openCharacter: action,
      closeCharacter: action,
      upsert: action,
      forget: action,
      raiseConflict: action,
    });
    // However the page is left (its Back button, the browser's Back, an address), the list puts focus on it.
    this.stopFocusReturn = reaction(
      () => this.openCharacterId,
      (now, before) => before !== undefined && now === undefined && this.leaveCharacter(before),
    );
  }

  /** Characters by name, as the list shows them. */
  get sortedCharacters(): CharacterSummary[] {
    return [...this.characters.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /** True while a conflict waits for the user's choice; new edits would only queue behind it. */
  get editsPaused(): boolean {
    return this.conflict !== undefined;
  }

  /** The game's name, or its id when this version of the app does not know it. */
  get systemName(): string {
    return findSystem(this.campaign.system)?.name ?? this.campaign.system;
  }

  /** Adds a new character with this name; resolves to true once it is on disk. */
  addCharacter(name: string): Promise<boolean> {
    const creation = startingCreation(this.campaign.system, this.campaign.settings, randomSeed());
    const character = newCharacterFile({ name, system: this.campaign.system, today: this.today(), creation });
    return this.history.execute(addCharacterCommand(this, character));
  }

  renameCharacter(id: string, name: string): Promise<boolean> {
    const current = this.characters.get(id);
    const to = name.trim();
    if (!current || current.name === to) return Promise.resolve(false);
    return this.history.execute(renameCharacterCommand(this, id, current.name, to));
  }

  deleteCharacter(id: string): Promise<boolean> {
    const current = this.characters.get(id);
    if (!current) return Promise.resolve(false);
    return this.history.execute(deleteCharacterCommand(this, id, current.name));
  }

  /**
   * Changes the campaign file (its name, settings or sessions) and writes it;
   * one undo step, whose undo writes the file as it was. `change` is applied
   * to the file as it is when the edit's turn comes, so edits queued one
   * after another all keep each other's changes. Resolves to true once on disk.
   */
  updateCampaign(label: string, change: (current: CampaignFile) => CampaignFile): Promise<boolean> {
    let before: CampaignFile | undefined;
    return this.history.execute({
      label,
      do: () => {
        before = this.campaign;
        return this.writeCampaignFile(change(before));
      },
      undo: () => (before ? this.writeCampaignFile(before) : Promise.resolve(false)),
    });
  }

  undo(): Promise<boolean> {
    return this.history.undo();
  }

  redo(): Promise<boolean> {
    return this.history.redo();
  }

  /** The character whose page is showing, if any: the one the navigation's place names in this campaign. */
  get openCharacterId(): string | undefined {
    const place = this.navigation.place;
    return place.screen === 'character' && place.campaign === this.key ? place.character : undefined;
  }

  /** Shows a character's page (a new history entry, so Back returns to the campaign). */
  openCharacter(id: string): void {
    this.navigation.go({ screen: 'character', campaign: this.key, character: id });
  }

  /** Shows the campaign's page again (a new history entry, so Back returns to the character). */
  closeCharacter(): void {
    this.navigation.go({ screen: 'campaign', campaign: this.key });
  }

  private leaveCharacter(id: string): void {
    this.returnFocusTo = id;
  }

  focusReturned(): void {
    this.returnFocusTo = undefined;
  }

  /** The character page registers its editor while it shows. */
  attachEditor(editor: AnyCharacterEditorStore): void {
    this.editor = editor;
  }

  detachEditor(editor: AnyCharacterEditorStore): void {
    if (this.editor === editor) this.editor = undefined;
  }

  /** The editor kept for a character since its page last showed, if any. */
  keptEditor(id: string): AnyCharacterEditorStore | undefined {
    return this.editors.get(id);
  }

  /**
   * The editor for a character's page: the one kept since the page last showed, with its undo history,
   * or a new one on the file as it is on disk. The file is read again either way: a kept editor with
   * nothing left to write takes the version on disk when it changed meanwhile (clearing its undo history,
   * with a note, as an outside change does while the page shows).
   */
  async openEditor(id: string, systemId: string): Promise<EditorLoad> {
    const system = getRuleSystem(systemId);
    if (!system) return { state: 'failed', message: `This version of the app does not know the game "${systemId}". Update the app to edit this character.` };
    const read = await this.api.readCharacter({ handle: this.handle, id });
    if (!read.ok) {
      this.dropUnreadable(id, this.fileOf(id), read.error);
      this.status.fail(read.error.message);
      return { state: 'failed', message: 'The character’s file could not be read; the campaign page lists what is wrong with it.' };
    }
    const { character, revision } = read.value;
    const kept = this.editors.get(id);
    if (kept && (kept.hasUnsavedEdits || !this.editors.madeWithOtherSettings(id, this.campaign.settings))) {
      // With an edit still to be written, the list keeps the revision it was based on, so a change on disk comes back as a conflict.
      if (!kept.hasUnsavedEdits) {
        this.upsert(character, revision);
        kept.takeDiskVersion(character);
      }
      return { state: 'ready', editor: kept };
    }
    if (kept) this.status.inform(`The campaign's settings changed since ${character.name} was last open, so the undo history of ${character.name} starts again.`);
    const editor = new CharacterEditorStore({
      system,
      file: character,
      campaignSettings: this.campaign.settings,
      writer: { save: (next, hooks) => this.saveCharacter(next, hooks), resolveConflict: (choice) => this.resolveConflict(choice) },
      today: this.today,
    });
    // The editor holds exactly this version, so its first write is based on it.
    this.upsert(character, revision);
    this.editors.keep(id, editor, this.campaign.settings);
    return { state: 'ready', editor };
  }

  /** A character's page closed: its editor writes what is pending and is kept for the next time. */
  closeEditor(editor: AnyCharacterEditorStore): void {
    this.detachEditor(editor);
    void editor.flush();
  }

  /** The campaign is closing: every character's editor writes what is pending and stops, and its edits settle. */
  async leave(): Promise<void> {
    this.stopFocusReturn();
    runInAction(() => (this.editor = undefined));
    await this.editors.closeAll();
    await this.history.idle();
  }

  /** Undo in the open character's editor when one shows, in the campaign's history otherwise. */
  async undoHere(): Promise<void> {
    if (this.editor) this.editor.undo();
    else await this.undo();
  }

  /** Redo in the open character's editor when one shows, in the campaign's history otherwise. */
  async redoHere(): Promise<void> {
    if (this.editor) this.editor.redo();
    else await this.redo();
  }

  /** The user's answer to the conflict banner. */
  resolveConflict(choice: ConflictChoice): void {
    const settle = this.settleConflict;
    this.settleConflict = undefined;
    runInAction(() => (this.conflict = undefined));
    settle?.(choice);
  }

  /** Applies a change the host's watcher saw on disk. */
  async applyChange(change: CampaignChange): Promise<void> {
    if (change.handle !== this.handle) return;
    if (change.kind === 'conflict-copies') {
      this.conflictCopies.replace(change.copies);
      return;
    }
    if (change.kind === 'watching') {
      this.takeWatching(change.watching);
      return;
    }
    if (change.file === CAMPAIGN_FILE) {
      // Our own writes come back from the watcher too; a write in progress settles its own revision.
      if (change.kind !== 'unlink' && change.revision !== this.campaignRevision && !this.history.busy) await this.reloadCampaignFile();
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
    const editor = this.editorOf(id);
    if (editor) {
      await this.refreshOpen(editor, id, change.file);
      return;
    }
    await this.refresh(id, change.file);
  }

  /** The name the character list shows for a character, if it lists it. */
  listedName(characterId: string): string | undefined {
    return this.characters.get(characterId)?.name;
  }

  /**
   * A conflict copy replaced its original (the user kept the other version):
   * the host tells other pages, not this one, so the original is read again
   * here, as an outside change would be.
   */
  async originalReplaced(copy: ConflictCopy, revision: Revision): Promise<void> {
    if (copy.characterId === undefined) {
      if (revision !== this.campaignRevision) await this.reloadCampaignFile();
      return;
    }
    const editor = this.editorOf(copy.characterId);
    if (editor) await this.refreshOpen(editor, copy.characterId, copy.original);
    else await this.refresh(copy.characterId, copy.original);
  }

  /** The editor of a character: the one showing, or the one kept since its page last showed. */
  private editorOf(id: string): AnyCharacterEditorStore | undefined {
    if (this.editor?.file.id === id) return this.editor;
    return this.editors.get(id);
  }

  /**
   * An outside change to a character with an editor (showing or kept): with nothing pending
   * the editor simply takes the new version; with an edit still to be
   * written, the list keeps the revision the user saw, so that write comes
   * back as a conflict and the banner asks which version wins.
   */
  private async refreshOpen(editor: AnyCharacterEditorStore, id: string, file: string): Promise<void> {
    const result = await this.api.readCharacter({ handle: this.handle, id });
    if (!result.ok) {
      this.dropUnreadable(id, file, result.error);
      return;
    }
    if (editor.hasUnsavedEdits) return;
    this.upsert(result.value.character, result.value.revision);
    editor.takeDiskVersion(result.value.character);
  }

  // CharacterFiles, used by the undoable commands.

  /**
   * Reads the file as it is now without updating the list: the next write
   * is still based on the revision the user saw, so a change made outside
   * the app since then comes back as a conflict instead of being lost.
   */
  async load(id: string): Promise<CharacterFile | undefined> {
    const result = await this.api.readCharacter({ handle: this.handle, id });
    if (result.ok) return result.value.character;
    this.dropUnreadable(id, this.fileOf(id), result.error);
    this.status.fail(result.error.message);
    return undefined;
  }

  /** Re-reads a character into the list, e.g. after the watcher saw it change. */
  private async refresh(id: string, file: string): Promise<void> {
    const result = await this.api.readCharacter({ handle: this.handle, id });
    // A file broken outside the app shows in the problems panel; the status line is for the user's own edits.
    if (result.ok) this.upsert(result.value.character, result.value.revision);
    else this.dropUnreadable(id, file, result.error);
  }

  private dropUnreadable(id: string, file: string, error: ApiError): void {
    if (error.code === 'not-found') this.forget(id, file);
    else if (error.problem) this.forget(id, file, error.problem);
  }

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
    const write = (overwrite: boolean) =>
      this.api.writeCharacter({
        handle: this.handle,
        character,
        ...(this.characters.get(character.id) ? { baseRevision: this.characters.get(character.id)!.revision } : {}),
        ...(overwrite ? { overwrite: true } : {}),
      });
    // The character page has its own save indicator; the status line would only repeat it.
    const quiet = hooks.quiet === true;
    const track = <T,>(request: Promise<ApiResult<T>>) => (quiet ? request : this.status.track(request));
    let result = await track(write(false));
    if (!result.ok && result.error.code === 'conflict') {
      // The banner names the character as the user last saw it in the list.
      const known = this.characters.get(character.id)?.name ?? character.name;
      if (!quiet) this.status.fail(`Your change to ${known} is not saved yet: choose "Reload from disk" or "Keep mine" above.`);
      hooks.conflict?.(result.error.message);
      const choice = await this.raiseConflict(character.id, known, result.error.message);
      if (choice === 'reload') {
        const file = this.fileOf(character.id);
        const onDisk = await this.api.readCharacter({ handle: this.handle, id: character.id });
        if (!onDisk.ok) {
          this.dropUnreadable(character.id, file, onDisk.error);
          return { kind: 'error', message: onDisk.error.message };
        }
        this.upsert(onDisk.value.character, onDisk.value.revision);
        if (!quiet) this.status.inform(`Reloaded ${onDisk.value.character.name} from disk; your change was not saved.`);
        return { kind: 'reloaded', file: onDisk.value.character };
      }
      result = await track(write(true));
    }
    if (!result.ok) return { kind: 'error', message: result.error.message };
    this.upsert(character, result.value.revision);
    return { kind: 'saved' };
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.status.track(this.api.deleteCharacter({ handle: this.handle, id }));
    if (!result.ok) return false;
    this.forget(id, this.fileOf(id));
    return true;
  }

  /**
   * Writes campaign.json against the revision last read or written. When it
   * changed on disk meanwhile, the banner asks which version wins: "Keep
   * mine" writes over it (the other version goes to backups), "Reload from
   * disk" takes the version on disk and this edit is not made.
   */
  private async writeCampaignFile(next: CampaignFile): Promise<boolean> {
    const write = (overwrite: boolean) =>
      this.api.writeCampaign({ handle: this.handle, campaign: next, baseRevision: this.campaignRevision, ...(overwrite ? { overwrite: true } : {}) });
    let result = await this.status.track(write(false));
    if (!result.ok && result.error.code === 'conflict') {
      this.status.fail(`Your change to the campaign ${this.campaign.name} is not saved yet: choose "Reload from disk" or "Keep mine" above.`);
      const choice = await this.raiseConflict('', this.campaign.name, result.error.message);
      if (choice === 'reload') {
        if (await this.reloadCampaignFile()) this.status.inform(`Reloaded the campaign ${this.campaign.name} from disk; your change was not saved.`);
        return false;
      }
      result = await this.status.track(write(true));
    }
    if (!result.ok) return false;
    this.takeCampaignFile(next, result.value.revision);
    return true;
  }

  /** Reads campaign.json as it is on disk now. */
  private async reloadCampaignFile(): Promise<boolean> {
    const read = await this.api.readCampaign({ handle: this.handle });
    if (!read.ok) {
      this.status.fail(`The campaign file could not be read again: ${read.error.message} Close the campaign and open it again to see the version on disk.`);
      return false;
    }
    this.takeCampaignFile(read.value.campaign, read.value.revision);
    return true;
  }

  private takeCampaignFile(campaign: CampaignFile, revision: Revision): void {
    this.campaign = campaign;
    this.campaignRevision = revision;
  }

  private takeWatching(watching: WatchState): void {
    this.watching = watching;
  }

  /** Waits for the user to pick "Keep mine" or "Reload from disk". */
  private raiseConflict(characterId: string, characterName: string, message: string): Promise<ConflictChoice> {
    this.settleConflict?.('reload');
    this.conflict = { characterId, characterName, message };
    return new Promise((resolve) => (this.settleConflict = resolve));
  }

  private upsert(character: CharacterFile, revision: string): void {
    const file = this.characters.get(character.id)?.file ?? this.fileOf(character.id);
    this.characters.set(character.id, { id: character.id, name: character.name, system: character.system, file, revision });
    this.problems = this.problems.filter((p) => p.file !== file);
  }

  private forget(id: string, file: string, problem?: FileProblem): void {
    this.characters.delete(id);
    // The editor's undo history belongs to a file that is gone; its undo would not bring the file back.
    this.editors.drop(id);
    const others = this.problems.filter((p) => p.file !== file);
    this.problems = problem ? [...others, problem] : others;
  }

  private fileOf(id: string): string {
    return this.characters.get(id)?.file ?? `characters/${id}.json`;
  }
}
