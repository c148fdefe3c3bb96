import type { CharacterFile } from '../../shared/model';

/** How one write ended: written, replaced by the disk version at the user's choice, or failed with a message. */
export type SaveOutcome =
  | { kind: 'saved' }
  /** The editor takes `file`, now on disk: the disk version the user chose, or both versions merged (`notice` says so). */
  | { kind: 'reloaded'; file: CharacterFile; notice?: string }
  | { kind: 'error'; message: string };

/** How the writer reports back while a write is under way. */
export interface SaveHooks {
  /** Told while a write waits on the user's answer to a conflict. */
  conflict?(message: string): void;
  /** The editor shows the outcome itself; the app's status line stays out of it. */
  quiet?: boolean;
}

/** How the editor writes; the campaign store provides it (atomic writes and conflict handling live there). */
export interface CharacterWriter {
  /** A plain `true`/`false` is accepted too (false without a message counts as an error). */
  save(file: CharacterFile, hooks?: SaveHooks): Promise<boolean | SaveOutcome>;
  /** Answers the conflict a pending write waits on (the same as the banner's buttons). */
  resolveConflict?(choice: 'reload' | 'keep-mine' | 'merge'): void;
}

export type SaveState = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

/** Long enough to gather a burst of clicks into one write, short enough to save within a second. */
export const AUTOSAVE_DELAY_MS = 500;

const GENERIC_SAVE_ERROR =
  'The character could not be saved. Check that the campaign folder is still available, then make another change or press "Try saving again".';

/**
 * Writes a file shortly after the last of a burst of edits, with at most one
 * write in flight: edits made during a write get a write of their own after
 * it. A failed write waits for the next edit or an explicit flush.
 */
export class Autosave {
  /** True while the file in memory differs from the last version written. */
  private dirty = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> | undefined;
  private failed = false;

  constructor(
    private readonly options: {
      writer: CharacterWriter;
      delay: number;
      /** The file as it is now. */
      current(): CharacterFile;
      /** Told of every change of state, with the message for 'error' and 'conflict'. */
      report(state: SaveState, message?: string): void;
      /** The user chose the version on disk over the one being written. */
      reloaded(file: CharacterFile, notice?: string): void;
    },
  ) {}

  /** True while an edit has not been written yet (waiting, writing, failed or in conflict). */
  get unsaved(): boolean {
    return this.dirty || this.writing !== undefined;
  }

  /** Called after every edit. */
  changed(): void {
    this.dirty = true;
    if (!this.writing) this.options.report('pending');
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.writing) this.startWrite();
    }, this.options.delay);
  }

  /** Writes now; resolves when nothing is pending, or when a write failed. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.writing || this.dirty) {
      if (!this.writing) this.startWrite();
      await this.writing;
      // A failed write is retried by the next edit or by "Try saving again", not in a loop here.
      if (this.failed) return;
    }
  }

  /** Forgets pending edits: the file in memory now equals the one on disk. */
  settle(): void {
    this.dirty = false;
    this.failed = false;
    this.clearTimer();
    this.options.report('saved');
  }

  dispose(): void {
    this.clearTimer();
  }

  private startWrite(): void {
    const file = this.options.current();
    this.dirty = false;
    this.failed = false;
    this.options.report('saving');
    const hooks: SaveHooks = { quiet: true, conflict: (message) => this.options.report('conflict', message) };
    this.writing = this.options.writer
      .save(file, hooks)
      .then(normalise, (thrown: unknown): SaveOutcome => ({
        kind: 'error',
        message: thrown instanceof Error && thrown.message ? thrown.message : GENERIC_SAVE_ERROR,
      }))
      .then((outcome) => this.finishWrite(outcome));
  }

  private finishWrite(outcome: SaveOutcome): void {
    this.writing = undefined;
    if (outcome.kind === 'reloaded') {
      this.options.reloaded(outcome.file, outcome.notice);
      this.settle();
    } else if (outcome.kind === 'error') {
      this.dirty = true;
      this.failed = true;
      this.options.report('error', outcome.message);
    } else if (this.dirty) {
      // Edits arrived during the write; their own timer (or the flush loop) writes them.
      this.options.report('pending');
      if (this.timer === undefined) this.startWrite();
    } else {
      this.options.report('saved');
    }
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

function normalise(result: boolean | SaveOutcome): SaveOutcome {
  if (result === true) return { kind: 'saved' };
  if (result === false) return { kind: 'error', message: GENERIC_SAVE_ERROR };
  return result;
}
