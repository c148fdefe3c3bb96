import { action, makeObservable, observable } from 'mobx';
import type { FieldChoice, MergeChoices } from '../../shared/model';

/** A write the host refused because the file changed on disk since the app read it. */
export interface WriteConflict {
  /** The character's id; empty when the campaign file itself changed. */
  characterId: string;
  /** The name of what changed: the character, or the campaign. */
  characterName: string;
  message: string;
  /**
   * Both versions can be kept, merged: a character's ledgers entry by entry (when the versions differ only in their
   * ledgers), the campaign file's records one by one.
   */
  canMerge?: boolean;
  /** The campaign's settings both versions changed differently: the merge waits for a choice of each. */
  fields?: FieldChoice[];
  /** What "Keep mine" would drop of the other version, in a sentence, when it drops something. */
  keepMineDrops?: string;
}

export type ConflictChoice = 'keep-mine' | 'reload' | 'merge';

/**
 * The question the conflict banner asks while a write waits: keep the version being written, take the
 * one on disk, or (for a character whose versions differ only in their ledgers) keep both ledgers merged. One question at a time; a new one answers the one before with "Reload from disk".
 */
export class ConflictQuestion {
  /** The conflict waiting for the user's answer, if any. */
  conflict: WriteConflict | undefined = undefined;
  private settle: ((choice: ConflictChoice) => void) | undefined;
  /** The choices given with "Keep both, merged", for the fields it asked about. */
  chosen: MergeChoices = {};

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
  answer(choice: ConflictChoice, chosen: MergeChoices = {}): void {
    this.chosen = chosen;
    const settle = this.settle;
    this.settle = undefined;
    this.conflict = undefined;
    settle?.(choice);
  }
}
