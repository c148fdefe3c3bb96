import { action, computed, makeObservable, observable } from 'mobx';
import type { ApiResult } from '../../shared/api';
import type { WriteConflict } from './conflict-question';

export type SaveTone = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

/**
 * What the status area says about writes: "Saving…" while any write is
 * pending, then "All changes saved", or the host's error message, which
 * already says what to do next. While a write waits on the user's choice
 * between its version and one another program wrote first, it says that
 * before anything else, whatever other writes did meanwhile.
 */
export class SaveStatus {
  pending = 0;
  error: string | undefined = undefined;
  /** A one-off note that is not an error, e.g. where a PDF was saved. */
  note: string | undefined = undefined;
  private hasSaved = false;
  /** Where a write waiting on the user's choice between two versions is found (the open campaign's folder). */
  private conflictSource: (() => WriteConflict | undefined) | undefined = undefined;

  constructor() {
    makeObservable<SaveStatus, 'hasSaved' | 'conflictSource' | 'begin' | 'end'>(this, {
      pending: observable,
      error: observable,
      note: observable,
      hasSaved: observable,
      conflictSource: observable.ref,
      conflict: computed,
      tone: computed,
      message: computed,
      followConflicts: action,
      begin: action,
      end: action,
      fail: action,
      inform: action,
      reset: action,
    });
  }

  /** The write waiting on the user's choice between two versions, if one does. */
  get conflict(): WriteConflict | undefined {
    return this.conflictSource?.();
  }

  /**
   * Says a conflict `source` reports for as long as it waits (a character's save or the campaign file's); resolves
   * nothing itself. Returns what stops following it, which leaves a source followed since in place.
   */
  followConflicts(source: () => WriteConflict | undefined): () => void {
    this.conflictSource = source;
    return action(() => {
      if (this.conflictSource === source) this.conflictSource = undefined;
    });
  }

  get tone(): SaveTone {
    if (this.conflict) return 'conflict';
    if (this.pending > 0) return 'saving';
    if (this.error !== undefined) return 'error';
    if (this.hasSaved) return 'saved';
    return 'idle';
  }

  get message(): string {
    switch (this.tone) {
      case 'conflict':
        return conflictMessage(this.conflict!);
      case 'saving':
        return 'Saving…';
      case 'error':
        return this.error ?? '';
      case 'saved':
        return this.note ?? 'All changes saved';
      case 'idle':
        return this.note ?? '';
    }
  }

  /**
   * Wraps one write: the status says "Saving…" until it settles, then either
   * "All changes saved" or the error message. Resolves to the same result.
   * A write that resolves to undefined was not made, and changes neither.
   */
  async track<R extends ApiResult<unknown> | undefined>(write: Promise<R>): Promise<R> {
    this.begin();
    let result: R | undefined;
    try {
      result = await write;
      return result;
    } finally {
      this.end(result);
    }
  }

  /** Shows an error that did not come from a write (opening a campaign, printing). */
  fail(message: string): void {
    this.error = message;
    this.note = undefined;
  }

  /** Shows a short note in place of "All changes saved". */
  inform(message: string): void {
    this.note = message;
    this.error = undefined;
    this.hasSaved = true;
  }

  /** Clears everything, e.g. when a campaign is closed. */
  reset(): void {
    this.error = undefined;
    this.note = undefined;
    this.hasSaved = false;
  }

  private begin(): void {
    this.pending += 1;
    this.note = undefined;
  }

  private end(result: ApiResult<unknown> | undefined): void {
    this.pending -= 1;
    if (!result) return;
    if (result.ok) {
      this.hasSaved = true;
      this.error = undefined;
    } else {
      this.error = result.error.message;
    }
  }
}

/** The status line's words for a write waiting on the user's choice, naming what changed and where to choose. */
function conflictMessage(conflict: WriteConflict): string {
  const what = conflict.characterId === '' ? `the campaign ${conflict.characterName}` : conflict.characterName;
  return `Not saved: ${what} was changed outside the app. Choose which version to keep at the top of the page.`;
}
