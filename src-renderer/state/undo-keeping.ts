import type { CharacterFile } from '../../shared/model';
import type { Snapshot, UndoStack } from './character-editor';

/** Where a window keeps its undo across a reload: the window's sessionStorage in the app, a map in tests. */
export type UndoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The form a stack is kept in: each distinct file once, and each step naming its files by their place in the list. */
interface KeptStack {
  version: 1;
  files: CharacterFile[];
  done: KeptStep[];
  undone: KeptStep[];
}

interface KeptStep {
  label: string;
  undoText?: string;
  before: number;
  after: number;
}

const PREFIX = 'ledger-of-heroes.undo:';
/**
 * At most this many characters of text per character's stack. A browser gives a page about five million characters
 * of sessionStorage; a character file is a few thousand, and every edit keeps one more file, so a long evening's
 * edits fit, and the oldest are let go first when they do not.
 */
const MAX_KEPT = 1_500_000;

/**
 * The character editors' undo and redo lists, kept in the window's session storage so that they outlast a reload of
 * the same window (which keeps the place: campaign, character, section, step) and nothing else: another window, or
 * the app opened again, starts with no undo, as before. Each character's lists are kept under the campaign's listing
 * key and the character's id, written whenever they change. A kept list is taken back only by an editor that opens
 * exactly the file it ends on (see CharacterEditorStore.restoreUndo): when the file changed on disk meanwhile, the
 * list is dropped and the page says so, so undo never applies to another version of the character.
 */
export class UndoKeeping {
  constructor(
    private readonly storage: UndoStorage,
    /** The campaign's listing key, which the address names it by and which a reload opens again. */
    private readonly campaignKey: string,
  ) {}

  /** Keeps a character's lists, replacing what was kept; an empty pair forgets them. */
  keep(characterId: string, stack: UndoStack): void {
    const key = this.keyOf(characterId);
    if (stack.done.length === 0 && stack.undone.length === 0) {
      this.forget(characterId);
      return;
    }
    // The oldest steps go first when the lists are too long to keep whole; the newest are what a reload needs.
    let done = stack.done;
    for (;;) {
      const text = JSON.stringify(packed({ done, undone: stack.undone }));
      if (text.length <= MAX_KEPT && this.write(key, text)) return;
      if (done.length === 0) return this.forget(characterId);
      done = done.slice(Math.ceil(done.length / 2));
    }
  }

  /** The lists kept for a character, or undefined when none were kept or what was kept cannot be read. */
  take(characterId: string): UndoStack | undefined {
    let text: string | null;
    try {
      text = this.storage.getItem(this.keyOf(characterId));
    } catch {
      return undefined;
    }
    if (text === null) return undefined;
    try {
      return unpacked(JSON.parse(text) as unknown);
    } catch {
      this.forget(characterId);
      return undefined;
    }
  }

  forget(characterId: string): void {
    try {
      this.storage.removeItem(this.keyOf(characterId));
    } catch {
      // Storage that cannot be written keeps nothing to forget.
    }
  }

  private write(key: string, text: string): boolean {
    try {
      this.storage.setItem(key, text);
      return true;
    } catch {
      // Full (or switched off by the browser's settings): the caller keeps fewer steps, or none.
      return false;
    }
  }

  private keyOf(characterId: string): string {
    return `${PREFIX}${JSON.stringify([this.campaignKey, characterId])}`;
  }
}

function packed(stack: UndoStack): KeptStack {
  const files: CharacterFile[] = [];
  const places = new Map<CharacterFile, number>();
  const placeOf = (file: CharacterFile) => {
    let place = places.get(file);
    if (place === undefined) {
      place = files.length;
      files.push(file);
      places.set(file, place);
    }
    return place;
  };
  const step = (s: Snapshot): KeptStep => ({
    label: s.label,
    ...(s.undoText === undefined ? {} : { undoText: s.undoText }),
    before: placeOf(s.before),
    after: placeOf(s.after),
  });
  return { version: 1, done: stack.done.map(step), undone: stack.undone.map(step), files };
}

function unpacked(value: unknown): UndoStack | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const kept = value as Partial<KeptStack>;
  if (kept.version !== 1 || !Array.isArray(kept.files) || !Array.isArray(kept.done) || !Array.isArray(kept.undone))
    return undefined;
  const files = kept.files.filter(
    (f): f is CharacterFile => typeof f === 'object' && f !== null && Array.isArray((f as CharacterFile).events),
  );
  if (files.length !== kept.files.length) return undefined;
  const step = (s: unknown): Snapshot | undefined => {
    if (typeof s !== 'object' || s === null) return undefined;
    const { label, undoText, before, after } = s as Partial<KeptStep>;
    const from = typeof before === 'number' ? files[before] : undefined;
    const to = typeof after === 'number' ? files[after] : undefined;
    if (typeof label !== 'string' || from === undefined || to === undefined) return undefined;
    return { label, ...(typeof undoText === 'string' ? { undoText } : {}), before: from, after: to };
  };
  const done = kept.done.map(step);
  const undone = kept.undone.map(step);
  if (done.some((s) => s === undefined) || undone.some((s) => s === undefined)) return undefined;
  return { done: done as Snapshot[], undone: undone as Snapshot[] };
}

/** The campaign's own history as kept: its steps as plain data, and the state of the campaign they lead to. */
export interface KeptCampaignHistory {
  /** campaign.json's revision and the characters' ids when the history was kept; both must be the same to take it back. */
  state: string;
  done: KeptStepOfCampaign[];
  undone: KeptStepOfCampaign[];
}

export interface KeptStepOfCampaign {
  label: string;
  undoText?: string;
  command: Record<string, unknown> & { kind: string };
}

/**
 * The campaign's own undo history (adding, renaming, deleting characters, settings, sessions, awards taken back),
 * kept in the window's session storage as plain data beside the characters' (see UndoKeeping), under the campaign's
 * listing key. It is taken back only when campaign.json and the list of characters are as they were when it was
 * kept; otherwise it is let go.
 */
export class CampaignUndoKeeping {
  constructor(
    private readonly storage: UndoStorage,
    private readonly campaignKey: string,
  ) {}

  keep(history: KeptCampaignHistory): void {
    const key = this.key();
    if (history.done.length === 0 && history.undone.length === 0) return this.forget();
    let done = history.done;
    for (;;) {
      const text = JSON.stringify({ version: 1, ...history, done });
      if (text.length <= MAX_KEPT) {
        try {
          this.storage.setItem(key, text);
          return;
        } catch {
          // Full: fewer steps are kept, or none.
        }
      }
      if (done.length === 0) return this.forget();
      done = done.slice(Math.ceil(done.length / 2));
    }
  }

  take(): KeptCampaignHistory | undefined {
    try {
      const text = this.storage.getItem(this.key());
      if (text === null) return undefined;
      const value = JSON.parse(text) as Partial<KeptCampaignHistory> & { version?: unknown };
      const steps = (list: unknown) =>
        Array.isArray(list) &&
        list.every(
          (s: Partial<KeptStepOfCampaign>) =>
            typeof s?.label === 'string' &&
            typeof s.command === 'object' &&
            s.command !== null &&
            typeof s.command.kind === 'string',
        );
      if (value.version !== 1 || typeof value.state !== 'string' || !steps(value.done) || !steps(value.undone))
        return undefined;
      return { state: value.state, done: value.done!, undone: value.undone! };
    } catch {
      return undefined;
    }
  }

  forget(): void {
    try {
      this.storage.removeItem(this.key());
    } catch {
      // Nothing kept.
    }
  }

  private key(): string {
    return `${PREFIX}${JSON.stringify([this.campaignKey])}`;
  }
}
