import { action, computed, makeObservable, observable } from 'mobx';
import type { CharacterFile } from '../../shared/model';
import { isStandingError, type Finding } from '../../shared/rules/core/findings';

/** What the last action on a page did, for the page's live region; a refusal carries the rules' findings. */
export interface Outcome {
  /** "Raised Archery to base +2. Spent 3 CPs; 7 left." */
  message: string;
  /** Set when the action was refused: the findings that say why. */
  refused?: Finding[];
}

/**
 * The outcome of a page's last action, tied to the character file it was written for. It is shown only while
 * that file is still the editor's current one: after Undo, Redo, any other edit or a reload from disk, a
 * sentence such as "Aged to 23 years; 47 CPs left" would describe a character that is no longer there, so it
 * is cleared. Redo brings back the very file it was written for, and with it the sentence, which is then
 * true again.
 */
export class LastOutcome {
  private written: { outcome: Outcome; file: CharacterFile } | undefined = undefined;

  constructor(
    private readonly editor: {
      readonly file: CharacterFile;
      readonly saveState?: string;
      readonly saveMessage?: string;
    },
  ) {
    makeObservable<LastOutcome, 'written'>(this, {
      written: observable.ref,
      current: computed,
      unsaved: computed,
      write: action,
      clear: action,
    });
  }

  /**
   * When the outcome shown is not on disk because the save was refused: why, in a sentence for the line the user
   * is looking at (the banner that asks what to do is at the top of the page, out of sight on a long one).
   */
  get unsaved(): { message: string; conflict: boolean } | undefined {
    if (this.current === undefined) return undefined;
    if (this.editor.saveState === 'conflict')
      return {
        message:
          'Not saved yet: this character’s file was changed outside the app. Choose which version to keep at the top of the page.',
        conflict: true,
      };
    if (this.editor.saveState === 'error')
      return { message: `Not saved: ${this.editor.saveMessage ?? 'the file could not be written'}`, conflict: false };
    return undefined;
  }

  /** The outcome, while the character is still as it was when the outcome was written; otherwise undefined. */
  get current(): Outcome | undefined {
    const written = this.written;
    return written !== undefined && written.file === this.editor.file ? written.outcome : undefined;
  }

  /** Replaces the outcome with one about the character as it is now. */
  write(outcome: Outcome): void {
    this.written = { outcome, file: this.editor.file };
  }

  clear(): void {
    this.written = undefined;
  }
}

/** The outcome of a step the rules refused: "Not recorded: " and why, in the rules' words. */
export function refusedOutcome(findings: readonly Finding[]): Outcome {
  const refused = findings.filter(isStandingError);
  const reasons = (refused.length > 0 ? refused : findings).map((f) => f.message).join(' ');
  return { message: `Not recorded: ${reasons || 'the rules refused this step.'}`, refused };
}
