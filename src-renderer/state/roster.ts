import { computed, makeObservable } from 'mobx';
import { ok, type ApiResult, type CharacterSummary, type LoadedCharacter } from '../../shared/api';
import type { CampaignFile } from '../../shared/model';
import {
  addCharacterCommand,
  deleteCharacterCommand,
  duplicateCharacterCommand,
  renameCharacterCommand,
} from './character-commands';
import { CharacterStates, type CharacterStatesSource } from './character-states';
import { sessionLedgers, type SessionLedgers } from './session-ledgers';
import { settingsImpact, type SettingsImpact } from './settings-impact';
import type { FolderSync } from './folder-sync';
import { characterIdFor, newCharacterFile, randomSeed, startingCreation } from './new-character';
import type { UndoHistory } from './undo-history';

/**
 * The campaign's characters as its page lists them: by name, each with its state worked out through the
 * rules (legal or how many errors stand, the points left), and the list's own edits (adding, renaming and
 * deleting a character), each one undo step in the campaign's history and written at once.
 */
export class Roster implements CharacterStatesSource {
  /** Each character's state for the list (legal, points unspent), worked out in the background while the list shows. */
  readonly states: CharacterStates;
  /** Reads a character as it is on disk now, for the states, the settings' check and a session's page. */
  private readonly read: (id: string) => Promise<ApiResult<LoadedCharacter>>;

  constructor(
    private readonly folder: FolderSync,
    private readonly history: UndoHistory,
    /** Today's date, YYYY-MM-DD, for new files. */
    private readonly today: () => string,
  ) {
    // A version the app itself just read or wrote is not read again. A file that cannot be opened leaves the list
    // for the problems (opening the campaign looked only at each character's id, name and game).
    this.read = (id) => {
      const known = folder.knownFile(id);
      return known ? Promise.resolve(ok(known)) : folder.read(id);
    };
    this.states = new CharacterStates(this, this.read);
    makeObservable(this, { sortedCharacters: computed });
  }

  /** Characters by name, as the list shows them. */
  get sortedCharacters(): CharacterSummary[] {
    return [...this.folder.characters.values()].sort(
      (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
  }

  get campaign(): CampaignFile {
    return this.folder.campaign;
  }

  get settingsKey(): string {
    return this.folder.settingsKey;
  }

  /** Every character checked against settings not saved yet: who would break a rule it does not break now, and why. */
  settingsImpact(next: unknown, progress?: (checked: number) => void): Promise<SettingsImpact> {
    return settingsImpact(this.sortedCharacters, this.read, this.folder.campaign.settings, next, progress);
  }

  /** What every character recorded at a session, read from disk and folded (see sessionLedgers); edits nothing. */
  sessionLedgers(sessionId: string, progress?: (read: number) => void): Promise<SessionLedgers> {
    return sessionLedgers(this.sortedCharacters, this.read, this.folder.campaign.settings, sessionId, progress);
  }

  /** Adds a new character with this name, its creation begun with the campaign's settings; resolves to true once it is on disk. */
  addCharacter(name: string): Promise<boolean> {
    const { system, settings } = this.folder.campaign;
    const creation = startingCreation(system, settings, randomSeed());
    const character = newCharacterFile({ name, system, today: this.today(), creation });
    return this.history.execute(addCharacterCommand(this.folder, character));
  }

  /** Adds a copy of a character, "Aria (copy)", with its creation and ledger; one undo step. */
  duplicateCharacter(id: string): Promise<boolean> {
    const current = this.folder.characters.get(id);
    if (!current) return Promise.resolve(false);
    const name = copyName(
      current.name,
      [...this.folder.characters.values()].map((c) => c.name),
    );
    return this.history.execute(
      duplicateCharacterCommand(this.folder, id, { id: characterIdFor(name), name, today: this.today() }),
    );
  }

  renameCharacter(id: string, name: string): Promise<boolean> {
    const current = this.folder.characters.get(id);
    const to = name.trim();
    if (!current || current.name === to) return Promise.resolve(false);
    return this.history.execute(renameCharacterCommand(this.folder, id, current.name, to));
  }

  deleteCharacter(id: string): Promise<boolean> {
    const current = this.folder.characters.get(id);
    if (!current) return Promise.resolve(false);
    return this.history.execute(deleteCharacterCommand(this.folder, id, current.name));
  }
}

/**
 * The name of a copy: "Aria (copy)", then "Aria (copy 2)", "Aria (copy 3)" while the names `taken` have those (a copy
 * of a copy counts from the original's name), so a list can tell every copy apart; the name is shortened where the
 * whole would pass the 120 characters a name may have.
 */
export function copyName(name: string, taken: Iterable<string> = []): string {
  const names = new Set(taken);
  const original = name.replace(/ \(copy(?: \d+)?\)$/, '');
  for (let n = 1; ; n++) {
    const tail = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${original.slice(0, 120 - tail.length).trimEnd()}${tail}`;
    if (!names.has(candidate)) return candidate;
  }
}
