import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import { getRuleSystem } from '../../shared/rules/registry';
import { CharacterEditorStore, type AnyCharacterEditorStore } from './character-editor';
import type { FolderSync } from './folder-sync';
import { KeptEditors, type EditorLoad } from './kept-editors';
import { partyLinksOf } from './party-records';
import type { SaveStatus } from './save-status';
import type { UndoKeeping } from './undo-keeping';

/** How long after an edit its undo lists are kept for a reload: well within the autosave's delay. */
const KEEP_UNDO_DELAY_MS = 200;

/**
 * The editors of an open campaign's characters: the one whose page shows (undo and redo go to it), and
 * every one kept since its page first showed, so its undo history outlasts the page. Each writes through
 * the campaign's folder sync.
 */
export class CharacterEditors {
  /** The editor of the open character, while its page shows. */
  showing: AnyCharacterEditorStore | undefined = undefined;
  private readonly kept = new KeptEditors();
  /** For each kept editor, what stops its undo lists being written to `keeping` as they change. */
  private readonly following = new Map<string, () => void>();

  constructor(
    private readonly folder: FolderSync,
    private readonly status: SaveStatus,
    /** Today's date, YYYY-MM-DD, for ledger entries. */
    private readonly today: () => string,
    /** Where the editors' undo lists are kept across a reload of the window; without it they last while the page does. */
    private readonly keeping?: UndoKeeping,
  ) {
    makeObservable(this, { showing: observable.ref, attach: action, detach: action });
  }

  /** The character page registers its editor while it shows. */
  attach(editor: AnyCharacterEditorStore): void {
    this.showing = editor;
  }

  detach(editor: AnyCharacterEditorStore): void {
    if (this.showing === editor) this.showing = undefined;
  }

  /** The editor kept for a character since its page last showed, if any. */
  keptEditor(id: string): AnyCharacterEditorStore | undefined {
    return this.kept.get(id);
  }

  /** The editor of a character: the one showing, or the one kept since its page last showed. */
  editorOf(id: string): AnyCharacterEditorStore | undefined {
    if (this.showing?.file.id === id) return this.showing;
    return this.kept.get(id);
  }

  /**
   * The editor for a character's page: the one kept since the page last showed, with its undo history,
   * or a new one on the file as it is on disk. The file is read again either way: a kept editor with
   * nothing left to write takes the version on disk when it changed meanwhile (clearing its undo history,
   * with a note, as an outside change does while the page shows).
   */
  async open(id: string, systemId: string): Promise<EditorLoad> {
    const system = getRuleSystem(systemId);
    if (!system)
      return {
        state: 'failed',
        message: `This version of the app does not know the game "${systemId}". Update the app to edit this character.`,
      };
    const read = await this.folder.read(id);
    if (!read.ok) {
      this.status.fail(read.error.message);
      return {
        state: 'failed',
        message: 'The character’s file could not be read; the campaign page lists what is wrong with it.',
      };
    }
    const { character, revision } = read.value;
    const settings = this.folder.campaign.settings;
    const kept = this.kept.get(id);
    if (kept && (kept.hasUnsavedEdits || !this.kept.madeWithOtherSettings(id, settings))) {
      // With an edit still to be written, the list keeps the revision it was based on, so a change on disk comes back as a conflict.
      if (!kept.hasUnsavedEdits) {
        this.folder.takeCharacter(character, revision);
        kept.takeDiskVersion(character);
      }
      return { state: 'ready', editor: kept };
    }
    if (kept) {
      this.status.inform(
        `The campaign's settings changed since ${character.name} was last open, so the undo history of ${character.name} starts again.`,
      );
      this.keeping?.forget(id);
    }
    const editor = new CharacterEditorStore({
      system,
      file: character,
      campaignSettings: settings,
      writer: {
        save: (next, hooks) => this.folder.saveCharacter(next, hooks),
        resolveConflict: (choice) => this.folder.resolveConflict(choice),
      },
      today: this.today,
      party: partyLinksOf(this.folder, this.today),
    });
    // The editor holds exactly this version, so its first write is based on it.
    this.folder.takeCharacter(character, revision);
    this.kept.keep(id, editor, settings);
    this.follow(id, editor);
    return { state: 'ready', editor };
  }

  /**
   * Takes back the undo lists kept for a character before the window was reloaded, when they end on exactly the
   * file just read (otherwise they are let go, with a note on the page), and keeps the editor's lists from now on.
   */
  private follow(id: string, editor: AnyCharacterEditorStore): void {
    const keeping = this.keeping;
    if (!keeping) return;
    this.following.get(id)?.();
    const kept = keeping.take(id);
    if (kept && !editor.restoreUndo(kept)) {
      keeping.forget(id);
      editor.showNotice(
        `The undo history of ${editor.file.name} from before the page was reloaded was let go: the file changed on disk since, and undo must not apply to another version of it.`,
      );
    }
    this.following.set(
      id,
      // Kept a moment after the edit, not in the frame that draws it: writing the lists means turning every file they
      // hold into text, which a purchase should not wait for. The file itself is written later still (autosave).
      reaction(
        () => editor.undoStack,
        (stack) => keeping.keep(id, stack),
        { delay: KEEP_UNDO_DELAY_MS },
      ),
    );
  }

  private unfollow(id: string, forget: boolean): void {
    this.following.get(id)?.();
    this.following.delete(id);
    if (forget) this.keeping?.forget(id);
  }

  /**
   * The editor of a character for an edit made from the campaign's page (an award to the party): the kept one,
   * without reading the file again, while it holds the version the list has (or an edit still to be written) and
   * was made with the campaign's settings now; otherwise opened as for its page.
   */
  current(id: string, systemId: string): Promise<EditorLoad> {
    const kept = this.kept.get(id);
    const inStep = kept !== undefined && (kept.hasUnsavedEdits || this.folder.knownFile(id)?.character === kept.file);
    if (kept && inStep && !this.kept.madeWithOtherSettings(id, this.folder.campaign.settings))
      return Promise.resolve({ state: 'ready', editor: kept });
    return this.open(id, systemId);
  }

  /** A character's page closed: its editor writes what is pending and is kept for the next time. */
  close(editor: AnyCharacterEditorStore): void {
    this.detach(editor);
    void editor.flush();
  }

  /** Forgets a character's editor, e.g. when its file is gone: its undo would not bring the file back. */
  drop(id: string): void {
    this.unfollow(id, true);
    this.kept.drop(id);
  }

  /** The campaign is closing: every editor writes what is pending and stops. */
  async closeAll(): Promise<void> {
    runInAction(() => (this.showing = undefined));
    // Closing the campaign ends every undo history, as it always did; only a reload of the window keeps them.
    for (const id of [...this.following.keys()]) this.unfollow(id, true);
    await this.kept.closeAll();
  }
}
