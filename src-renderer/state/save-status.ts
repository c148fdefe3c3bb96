import { action, computed, makeObservable, observable } from 'mobx';
import type { ApiResult } from '../../shared/api';

export type SaveTone = 'idle' | 'saving' | 'saved' | 'error';

/**
 * What the status area says about writes: "Saving…" while any write is
 * pending, then "All changes saved", or the host's error message, which
 * already says what to do next.
 */
export class SaveStatus {
  pending = 0;
  error: string | undefined = undefined;
  /** A one-off note that is not an error, e.g. where a PDF was saved. */
  note: string | undefined = undefined;
  private hasSaved = false;

  constructor() {
    makeObservable<SaveStatus, 'hasSaved' | 'begin' | 'end'>(this, {
      pending: observable,
      error: observable,
      note: observable,
      hasSaved: observable,
      tone: computed,
      message: computed,
      begin: action,
      end: action,
      fail: action,
      inform: action,
      reset: action,
    });
  }

  get tone(): SaveTone {
    if (this.pending > 0) return 'saving';
    if (this.error !== undefined) return 'error';
    if (this.hasSaved) return 'saved';
    return 'idle';
  }

  get message(): string {
    switch (this.tone) {
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
