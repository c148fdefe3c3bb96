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
    label: `add ${character.name}`,
    do: () => files.save(character),
    undo: () => files.remove(character.id),
    kept: () => ({ kind: 'add', character }),
  };
}

/**
 * Duplicating reads the character as it is on disk and writes it again under a new id and name, its creation and
 * ledger whole (entries keep their ids, unique in the new file as in the old); undoing it moves the copy to the
 * backups.
 */
export function duplicateCharacterCommand(
  files: CharacterFiles,
  id: string,
  copy: { id: string; name: string; today: string },
): Command {
  return {
    label: `duplicate as ${copy.name}`,
    do: async () => {
      const source = await files.load(id);
      return source ? files.save({ ...source, id: copy.id, name: copy.name, createdAt: copy.today }) : false;
    },
    undo: () => files.remove(copy.id),
    kept: () => ({ kind: 'duplicate', id, copy }),
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
    label: `rename ${from} to ${to}`,
    do: () => rename(to),
    undo: () => rename(from),
    kept: () => ({ kind: 'rename', id, from, to }),
  };
}

/** Deleting keeps the file as it was, so undo can write it back as a new file. */
export function deleteCharacterCommand(
  files: CharacterFiles,
  id: string,
  name: string,
  deleted?: CharacterFile,
): Command {
  let snapshot: CharacterFile | undefined = deleted;
  return {
    label: `delete ${name}`,
    async do() {
      snapshot = await files.load(id);
      return snapshot ? files.remove(id) : false;
    },
    undo: async () => (snapshot ? files.save(snapshot) : false),
    kept: () => (snapshot ? { kind: 'delete', id, name, snapshot } : undefined),
  };
}

/** A character command made again from what was kept of it across a reload of the window; undefined for another kind. */
export function characterCommandFromKept(files: CharacterFiles, kept: Record<string, unknown>): Command | undefined {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const file = (v: unknown) =>
    typeof v === 'object' && v !== null && typeof (v as CharacterFile).id === 'string'
      ? (v as CharacterFile)
      : undefined;
  switch (kept.kind) {
    case 'add': {
      const character = file(kept.character);
      return character ? addCharacterCommand(files, character) : undefined;
    }
    case 'duplicate': {
      const copy = kept.copy as { id?: unknown; name?: unknown; today?: unknown } | undefined;
      const id = text(kept.id);
      if (!id || !copy || !text(copy.id) || !text(copy.name) || !text(copy.today)) return undefined;
      return duplicateCharacterCommand(files, id, {
        id: copy.id as string,
        name: copy.name as string,
        today: copy.today as string,
      });
    }
    case 'rename': {
      const [id, from, to] = [text(kept.id), text(kept.from), text(kept.to)];
      return id && from && to ? renameCharacterCommand(files, id, from, to) : undefined;
    }
    case 'delete': {
      const [id, name, snapshot] = [text(kept.id), text(kept.name), file(kept.snapshot)];
      return id && name && snapshot ? deleteCharacterCommand(files, id, name, snapshot) : undefined;
    }
    default:
      return undefined;
  }
}
