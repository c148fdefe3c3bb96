import { action, makeObservable, observable } from 'mobx';

/** A write the host refused because the file changed on disk since the app read it. */
export interface WriteConflict {
  /** The character's id; empty when the campaign file itself changed. */
  characterId: string;
  /** The name of what changed: the character, or the campaign. */
  characterName: string;
  message: string;
}

export type ConflictChoice = 'keep-mine' | 'reload';

/**
 * The question the conflict banner asks while a write waits: keep the version being written, or take the
 * one on disk. One question at a time; a new one answers the one before with "Reload from disk".
 */
export class ConflictQuestion {
  /** The conflict waiting for the user's answer, if any. */
  conflict: WriteConflict | undefined = undefined;
  private settle: ((choice: ConflictChoice) => void) | undefined;

  constructor() {
    makeObservable(this, { conflict: observable.ref, ask: action, answer: action });
  }

  /** Shows the banner for this conflict; resolves to the user's answer. */
  ask(conflict: WriteConflict): Promise<ConflictChoice> {
    this.settle?.('reload');
    this.conflict = conflict;
    return new Promise((resolve) => (this.settle = resolve));
  }

  /** The user's answer to the banner. */
  answer(choice: ConflictChoice): void {
    const settle = this.settle;
    this.settle = undefined;
    this.conflict = undefined;
    settle?.(choice);
  }
}
