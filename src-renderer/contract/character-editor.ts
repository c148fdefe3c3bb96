import type { CharacterFile, LedgerEvent } from '../../shared/model';
import type { Attempt } from '../../shared/rules/core/ledger';
import type { Finding } from '../../shared/rules/core/findings';
import type { AnyRuleSystem, Budget, Evaluation } from '../../shared/rules/core/system';

/**
 * The contract between the generic character page and each game's screens.
 *
 * A `CharacterEditor` holds one character file while it is open: its
 * creation choices and ledger, the evaluation the rules package computes
 * from them (always current, never stored), undo and redo of every edit,
 * and saving (automatic, atomic, at most a second after the last edit).
 * Each game contributes sections (builder, sheet, advancement) and a print
 * view that read and edit the character only through this interface.
 */
export interface CharacterEditor<Creation = Record<string, unknown>, Sheet = unknown, Settings = unknown> {
  /** The rule system of the character's game. */
  readonly system: AnyRuleSystem;
  /** The character file as it is now in memory (saved or about to be). */
  readonly file: CharacterFile;
  /** The campaign's settings for this game, parsed with defaults. */
  readonly settings: Settings;
  /** The creation object, parsed; undefined when the file's creation object is unreadable. */
  readonly creation: Creation | undefined;
  /** The fold of the ledger over the creation, with every sheet kept (index i+1 after event i). */
  readonly evaluation: Evaluation<Sheet>;
  /** evaluation.sheet; undefined only when the creation is unreadable. */
  readonly sheet: Sheet | undefined;
  readonly budget: Budget | undefined;
  /** Every finding about the character, overrides marked. */
  readonly findings: readonly Finding[];
  /** Findings whose path starts with the given prefix, e.g. "creation.primaries". */
  findingsAt(pathPrefix: string): Finding[];
  /** No standing error (errors a GM overrode do not count). */
  readonly legal: boolean;
  /** Open only to be read (another version, a file of a newer app): every edit is refused. */
  readonly readOnly: boolean;

  /**
   * Replaces the creation choices; one undo step labelled e.g. "set Strength to +1" ("Undo: set Strength to +1"),
   * or `options.undo` ("raise Strength to +1") when the change is best named by what the button did.
   * Once play has begun the history records the change with the reason given
   * to reopenCreation. Does nothing while creationEditable is false.
   */
  updateCreation(label: string, next: Creation, options?: { undo?: string }): void;
  /** "Finish the character" was recorded in the history. */
  readonly finished: boolean;
  /** Play has begun: the history holds an entry of the game's own (an award, a purchase, a roll). */
  readonly played: boolean;
  /** The creation choices may be changed now: not yet finished nor played on, or reopened with "Edit creation". */
  readonly creationEditable: boolean;
  /** Set while creation is reopened: the reason given ('' when play has not begun, so none was needed). */
  readonly reopenedBecause: string | undefined;
  /** Records "Finish the character" (once) and closes reopened creation choices. */
  finishCreation(): void;
  /** Reopens the creation choices; once play has begun a reason is required (false when it is missing). */
  reopenCreation(reason?: string): boolean;
  /** Closes reopened creation choices without recording anything. */
  closeCreation(): void;
  /** Renames the character; one undo step. */
  rename(name: string): void;
  /** Marks the character as the game master's (a non-player character) or a player's; one undo step. */
  setNonPlayer(npc: boolean): void;
  /**
   * Appends one ledger event (type and payload; id and date are filled in,
   * `session` when given). A rejected event changes nothing and its findings
   * are returned, so the control can say why. One undo step.
   */
  record(
    label: string,
    payload: { type: string } & Record<string, unknown>,
    options?: { session?: string; date?: string },
  ): Attempt<Sheet>;
  /** Removes the newest ledger entry (the history view's "Undo last entry"); one undo step, named by `label`. */
  removeLastEvent(label?: string): void;
  /**
   * True when the newest entry is part of a record of the whole party the campaign still counts (a share of an
   * award, a step of an aging): removing it first asks whether for everyone or this character alone, a question
   * that needs no confirmation before it.
   */
  readonly lastEntryAsksFirst: boolean;
  /** The ledger entries with their evaluation steps, newest last. */
  readonly ledger: readonly { event: LedgerEvent; accepted: boolean; left: number; findings: Finding[] }[];
  /** A seed for a new dice roll (different every call; the roll's result is stored in the event). */
  nextSeed(): number;

  /** Undo/redo of every edit made in this editor (creation, rename, ledger). */
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** "Undo: raise Strength to +1", or undefined. */
  readonly undoLabel: string | undefined;
  readonly redoLabel: string | undefined;
  undo(): void;
  redo(): void;

  /** 'saved', 'pending' (an edit waits for the autosave), 'saving', 'error', or 'conflict' (changed on disk). */
  readonly saveState: 'saved' | 'pending' | 'saving' | 'error' | 'conflict';
  /** The message to show for 'error' or 'conflict'. */
  readonly saveMessage: string | undefined;
  /** Saves now (used before printing or closing). Resolves when nothing is pending. */
  flush(): Promise<void>;
  /** After a conflict: take the version on disk, or write this one over it (the disk version goes to backups). */
  resolveConflict(choice: 'reload' | 'keep-mine' | 'merge'): Promise<void>;
}

/** A character editor whose game is not known where it is used (the toolkit, the generic pages): what every game has. */
export type AnyCharacterEditor = CharacterEditor<unknown, unknown, unknown>;
