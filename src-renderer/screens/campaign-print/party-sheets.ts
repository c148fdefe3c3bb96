import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { CharacterSummary } from '../../../shared/api';
import type { CharacterFile } from '../../../shared/model';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { CampaignStore } from '../../state/campaign-store';
import { CharacterEditorStore, type CharacterWriter, type AnyCharacterEditorStore } from '../../state/character-editor';

/** One character of the campaign's print: its file read into a read-only editor, or why it could not be. */
export type PartySheet =
  | { id: string; name: string; state: 'loading' }
  | { id: string; name: string; state: 'ready'; editor: AnyCharacterEditorStore }
  | { id: string; name: string; state: 'failed'; message: string };

/** The writer of a printed sheet's editor: it is never reached (the editor is read-only), and would refuse if it were. */
const NEVER_WRITES: CharacterWriter = {
  save: async () => ({
    kind: 'error',
    message: 'A sheet shown for printing is never saved; open the character to change it.',
  }),
};

/**
 * Every character of a campaign as a read-only editor, for printing all their sheets at once. The files are
 * read through the campaign (so an unreadable one shows in its problems panel), in the list's order; a
 * character changed since it was read (in the app, or by another program) is read again, and a change of the
 * campaign's settings reads them all again, as the settings shape every sheet.
 */
export class PartySheets {
  private readonly entries = observable.map<string, PartySheet & { revision: string }>([], { deep: false });
  private settingsRevision: string | undefined;
  private readonly stopWatching: () => void;
  private disposed = false;

  constructor(private readonly campaign: CampaignStore) {
    makeObservable<PartySheets, 'sync'>(this, {
      sheets: computed,
      loaded: computed,
      done: computed,
      sync: action,
    });
    this.stopWatching = reaction(
      () => [campaign.campaignRevision, campaign.sortedCharacters] as const,
      () => this.sync(),
      { fireImmediately: true },
    );
  }

  /** The campaign's characters in the list's order, each loading, ready or failed. */
  get sheets(): PartySheet[] {
    return this.campaign.sortedCharacters.map(
      (c) => this.entries.get(c.id) ?? { id: c.id, name: c.name, state: 'loading' },
    );
  }

  /** How many characters have been read (or could not be). */
  get loaded(): number {
    return this.sheets.filter((s) => s.state !== 'loading').length;
  }

  /** True once every character has been read or has failed. */
  get done(): boolean {
    return this.loaded === this.sheets.length;
  }

  /** Stops following the campaign and lets go of every editor. */
  dispose(): void {
    this.disposed = true;
    this.stopWatching();
    for (const entry of this.entries.values()) if (entry.state === 'ready') entry.editor.dispose();
    this.entries.clear();
  }

  private sync(): void {
    if (this.settingsRevision !== this.campaign.campaignRevision) {
      this.settingsRevision = this.campaign.campaignRevision;
      this.forget(() => true);
    }
    const present = new Map(this.campaign.sortedCharacters.map((c) => [c.id, c]));
    this.forget((id, revision) => present.get(id)?.revision !== revision);
    for (const character of present.values()) {
      if (!this.entries.has(character.id)) void this.read(character);
    }
  }

  private forget(stale: (id: string, revision: string) => boolean): void {
    for (const [id, entry] of [...this.entries]) {
      if (!stale(id, entry.revision)) continue;
      if (entry.state === 'ready') entry.editor.dispose();
      this.entries.delete(id);
    }
  }

  private async read(character: CharacterSummary): Promise<void> {
    const { id, name, revision } = character;
    const placeholder = { id, name, revision, state: 'loading' as const };
    this.entries.set(id, placeholder);
    const file = await this.campaign.load(id);
    const entry = file
      ? this.editorFor(id, file, revision)
      : {
          id,
          name,
          revision,
          state: 'failed' as const,
          message: `${name}’s sheet could not be read, so it is left out; the status line says why. Close the print view and open it again to try once more.`,
        };
    // A newer read (or closing the print view) took this one's place meanwhile.
    if (this.disposed || this.entries.get(id) !== placeholder) {
      if (entry.state === 'ready') entry.editor.dispose();
      return;
    }
    runInAction(() => this.entries.set(id, entry));
  }

  private editorFor(id: string, file: CharacterFile, revision: string): PartySheet & { revision: string } {
    const system = getRuleSystem(file.system);
    if (!system) {
      return {
        id,
        name: file.name,
        revision,
        state: 'failed',
        message: `This version of the app does not know the game "${file.system}" of ${file.name}, so there is no sheet to print. Update the app to print it.`,
      };
    }
    const editor = new CharacterEditorStore({
      system,
      file,
      campaignSettings: this.campaign.campaign.settings,
      writer: NEVER_WRITES,
      today: this.campaign.today,
      readOnly: true,
    });
    return { id, name: file.name, revision, state: 'ready', editor };
  }
}
