import { action, computed, makeObservable, observable } from 'mobx';

/**
 * One undoable edit. `do` and `undo` resolve to true when the change reached
 * the disk; a command whose `do` fails is not recorded, so the history never
 * offers to undo something that did not happen.
 */
export interface Command {
  /** What the edit did, as an instruction in the user's words, e.g. "rename Aria to Aria Vell". */
  readonly label: string;
  /** What Undo says instead of "Undo: " and the label, when its undo is best said plainly ("Make the award of 28 Nov 2026 again"). */
  readonly undoText?: string;
  do(): Promise<boolean>;
  undo(): Promise<boolean>;
  /**
   * The command as plain JSON data, from which the campaign makes it again after a reload of the window
   * (campaign-store.ts, `commandFromKept`); undefined for one that cannot be kept, which then ends what is kept.
   */
  kept?(): KeptCommand | undefined;
}

/** A command as plain JSON data: what it is (`kind`) and what it needs; its label is kept beside it. */
export type KeptCommand = { readonly kind: string } & Readonly<Record<string, unknown>>;

/** How many edits can be undone; older ones drop off. */
const DEFAULT_LIMIT = 100;

/**
 * A linear undo/redo history. Commands run one at a time, in the order they
 * were asked for, because each one reads the file revision the previous one
 * wrote.
 */
export class UndoHistory {
  done: Command[] = [];
  undone: Command[] = [];
  /** Number of commands queued or running. */
  running = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly limit = DEFAULT_LIMIT) {
    makeObservable<UndoHistory, 'record' | 'settle'>(this, {
      done: observable.shallow,
      undone: observable.shallow,
      running: observable,
      busy: computed,
      canUndo: computed,
      canRedo: computed,
      undoLabel: computed,
      redoLabel: computed,
      record: action,
      settle: action,
      restore: action,
    });
  }

  /** Takes back the lists kept across a reload of the window, oldest first; only while the history is empty. */
  restore(done: readonly Command[], undone: readonly Command[]): void {
    if (this.done.length > 0 || this.undone.length > 0 || this.running > 0) return;
    this.done = [...done];
    this.undone = [...undone];
  }

  get busy(): boolean {
    return this.running > 0;
  }
  get canUndo(): boolean {
    return this.done.length > 0;
  }
  get canRedo(): boolean {
    return this.undone.length > 0;
  }
  /** "Undo: rename Aria to Aria Vell", or plain "Undo" when there is nothing to undo. */
  get undoLabel(): string {
    const last = this.done[this.done.length - 1];
    return last ? (last.undoText ?? `Undo: ${last.label}`) : 'Undo';
  }
  /** "Redo: rename Aria to Aria Vell", or plain "Redo". */
  get redoLabel(): string {
    const next = this.undone[this.undone.length - 1];
    return next ? `Redo: ${next.label}` : 'Redo';
  }

  /** Runs a new edit and, when it succeeds, records it (clearing the redo list). */
  execute(command: Command): Promise<boolean> {
    return this.enqueue(async () => {
      const succeeded = await command.do();
      if (succeeded) this.record(command);
      return succeeded;
    });
  }

  /** Undoes the most recent edit. Resolves to false when there was none or it failed. */
  undo(): Promise<boolean> {
    return this.enqueue(async () => {
      const command = this.done[this.done.length - 1];
      if (!command) return false;
      const succeeded = await command.undo();
      if (succeeded) this.move(this.done, this.undone);
      return succeeded;
    });
  }

  /** Redoes the most recently undone edit. */
  redo(): Promise<boolean> {
    return this.enqueue(async () => {
      const command = this.undone[this.undone.length - 1];
      if (!command) return false;
      const succeeded = await command.do();
      if (succeeded) this.move(this.undone, this.done);
      return succeeded;
    });
  }

  /** Resolves once every queued command has finished. */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private enqueue(work: () => Promise<boolean>): Promise<boolean> {
    this.settle(+1);
    const result = this.queue.then(work).finally(() => this.settle(-1));
    // A failing command must not stop the ones queued after it.
    this.queue = result.catch(() => undefined);
    return result;
  }

  private settle(delta: number): void {
    this.running += delta;
  }

  private record(command: Command): void {
    this.done.push(command);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
  }

  private move = action((from: Command[], to: Command[]): void => {
    const command = from.pop();
    if (command) to.push(command);
  });
}
