import type { CharacterFile } from '../../shared/model';
import type { Command } from './undo-history';

/**
 * What the character commands need from the open campaign. Every method
 * goes to disk through the host and resolves to false (after telling the
 * user why) when it could not.
 */
export interface CharacterFiles {
  /** Reads the character as it is on disk now. */
  load(id: string): Promise<CharacterFile | undefined>;
  /** Writes the character, based on the revision last seen (or as a new file). */
  save(character: CharacterFile): Promise<boolean>;
  /** Moves the character's file to the campaign's .backups folder. */
  remove(id: string): Promise<boolean>;
}

/** Adding a character writes its file; undoing it moves the file to the backups. */
export function addCharacterCommand(files: CharacterFiles, character: CharacterFile): Command {
  return {
    label: `adding ${character.name}`,
    do: () => files.save(character),
    undo: () => files.remove(character.id),
  };
}

/**
 * Duplicating reads the character as it is on disk and writes it again under a new id and name, its creation and
 * ledger whole (entries keep their ids, unique in the new file as in the old); undoing it moves the copy to the
 * backups.
 */
export function duplicateCharacterCommand(files: CharacterFiles, id: string, copy: { id: string; name: string; today: string }): Command {
  return {
    label: `duplicating as ${copy.name}`,
    do: async () => {
      const source = await files.load(id);
      return source ? files.save({ ...source, id: copy.id, name: copy.name, createdAt: copy.today }) : false;
    },
    undo: () => files.remove(copy.id),
  };
}

/**
 * Renaming reads the file fresh each way, so a change made outside the app
 * to anything but the name is kept.
 */
export function renameCharacterCommand(files: CharacterFiles, id: string, from: string, to: string): Command {
  const rename = async (name: string) => {
    const current = await files.load(id);
    return current ? files.save({ ...current, name }) : false;
  };
  return {
    label: `rename of ${from} to ${to}`,
    do: () => rename(to),
    undo: () => rename(from),
  };
}

/** Deleting keeps the file as it was, so undo can write it back as a new file. */
export function deleteCharacterCommand(files: CharacterFiles, id: string, name: string): Command {
  let snapshot: CharacterFile | undefined;
  return {
    label: `deletion of ${name}`,
    async do() {
      snapshot = await files.load(id);
      return snapshot ? files.remove(id) : false;
    },
    undo: async () => (snapshot ? files.save(snapshot) : false),
  };
}
