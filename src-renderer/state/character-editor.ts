import { action, computed, makeObservable, observable } from 'mobx';
import { stableStringify, type CharacterFile, type LedgerEvent } from '../../shared/model';
import { hasPlayBegun, isFinished } from '../../shared/rules/core/core-events';
import { attempt, type Attempt } from '../../shared/rules/core/ledger';
import { upgradeGameData } from '../../shared/rules/core/data-version';
import type { Finding } from '../../shared/rules/core/findings';
import type { AnyRuleSystem, Budget, Evaluation } from '../../shared/rules/core/system';
import type { CharacterEditor } from '../contract/character-editor';
import { AUTOSAVE_DELAY_MS, Autosave, type CharacterWriter, type SaveState } from './autosave';
import { LedgerFolds } from './ledger-folds';
import { isBlankCreation } from './new-character';
import { randomTail } from '../base/random-tail';

export { AUTOSAVE_DELAY_MS, type CharacterWriter, type SaveHooks, type SaveOutcome } from './autosave';

/**
 * One undoable edit: the whole file before and after, so undo restores it exactly. `label` is what the edit did,
 * as an instruction ("raise Cautious to 13"); `undoText`, when set, is what Undo says instead of "Undo: " and the
 * label, for an edit whose undo is best said plainly ("Put back the award of 28 Nov 2026").
 */
export interface Snapshot {
  label: string;
  undoText?: string;
  before: CharacterFile;
  after: CharacterFile;
}

/** The undo and redo lists of an editor, oldest first, as kept across a reload of the window (see undo-keeping.ts). */
export interface UndoStack {
  done: readonly Snapshot[];
  undone: readonly Snapshot[];
}

/** "Undo: raise Cautious to 13": one pattern for every game and every edit. */
export function undoText(step: Pick<Snapshot, 'label' | 'undoText'>): string {
  return step.undoText ?? `Undo: ${step.label}`;
}

/** "Redo: raise Cautious to 13". */
export function redoText(step: Pick<Snapshot, 'label'>): string {
  return `Redo: ${step.label}`;
}

export interface CharacterEditorOptions {
  system: AnyRuleSystem;
  file: CharacterFile;
  /** The campaign's raw settings object; the system parses it with its defaults. */
  campaignSettings: unknown;
  writer: CharacterWriter;
  /** Today's date, YYYY-MM-DD, for new ledger events. */
  today: () => string;
  /** Where new dice seeds come from; crypto-random by default. */
  randomSeed?: () => number;
  /** Milliseconds between the last edit and the automatic save. */
  saveDelay?: number;
  /** Shows the file without ever changing it: no edit is taken, so nothing reaches the writer. */
  readOnly?: boolean;
  /** The campaign's records of awards and agings the character's entries belong to; none outside a campaign. */
  party?: PartyLinks;
}

/**
 * What the editor needs of the campaign's party records (awards to the party, the party's agings), so that they and
 * the character's ledger always agree: which entries a record still counts, and a way to note that one was taken back
 * on the character's own page, or put back.
 */
export interface PartyLinks {
  /** The entries among these that name an award or aging which still counts them for this character. */
  counted(character: string, entries: readonly LedgerEvent[]): LedgerEvent[];
  /** True when the award or aging the entry names is in the campaign. */
  recorded(entry: LedgerEvent): boolean;
  /** Notes in the campaign that these entries were taken back on the character's own page. */
  takeBack(character: string, entries: readonly LedgerEvent[]): Promise<boolean>;
  /** Notes in the campaign that these entries, taken back before, are in the ledger again. */
  putBack(character: string, entries: readonly LedgerEvent[]): Promise<boolean>;
}

/**
 * An undo (or redo, or the history's removal of the last entry) waiting for the user's answer, because it takes out
 * an entry that is part of a record of the whole party: the entries it takes out, and what was asked.
 */
export interface PartyRemoval {
  how: 'undo' | 'redo' | 'remove-last';
  entries: readonly LedgerEvent[];
  /** The label of the history's removal. */
  label?: string;
}

/** The entries of `from` that are part of a party's record (an award's share, a step of an aging) and not in `to`. */
function partyEntriesGone(from: CharacterFile, to: CharacterFile): LedgerEvent[] {
  const kept = new Set(to.events.map((e) => e.id));
  return from.events.filter((e) => (e.award !== undefined || e.aging !== undefined) && !kept.has(e.id));
}

/** An open character of any game, where the game is not known (the campaign, the generic pages). */
export type AnyCharacterEditorStore = CharacterEditorStore<unknown, unknown, unknown>;

/**
 * One open character: the file in memory, its evaluation by the rules
 * package (a computed value, so the sheet, the budget and the findings never
 * disagree), undo and redo of every edit as whole-file snapshots, and
 * saving through the campaign: automatically, once, shortly after a burst of
 * edits, with at most one write in flight.
 */
export class CharacterEditorStore<
  Creation = Record<string, unknown>,
  Sheet = unknown,
  Settings = unknown,
> implements CharacterEditor<Creation, Sheet, Settings> {
  readonly system: AnyRuleSystem;
  /** Shown, never changed: asked for, or a file of a newer (or unreadable) data version than this app reads. */
  readOnly: boolean;
  file: CharacterFile;
  saveState: CharacterEditor['saveState'] = 'saved';
  saveMessage: string | undefined = undefined;
  /** A one-off note for the user, e.g. that the file was reloaded from disk and the undo history cleared. */
  notice: string | undefined = undefined;
  /**
   * Set while the player has deliberately reopened a finished creation (or one
   * that play has built on) with "Edit creation": the reason given, or '' when
   * none is needed because play has not begun. Lasts while the app is open.
   */
  reopenedBecause: string | undefined = undefined;
  /** An edit that would take out a share of an award or a step of an aging, waiting for the user's answer. */
  partyRemoval: PartyRemoval | undefined = undefined;
  private readonly party: PartyLinks | undefined;
  private done: Snapshot[] = [];
  private undone: Snapshot[] = [];
  private readonly campaignSettings: unknown;
  private readonly writer: CharacterWriter;
  private readonly today: () => string;
  private readonly randomSeed: () => number;
  private readonly autosave: Autosave;
  private readonly folds: LedgerFolds;

  constructor(options: CharacterEditorOptions) {
    this.system = options.system;
    // The game's data as this version of the app reads it: an older file is upgraded in memory (and written on the
    // next save); a newer one, or one whose version cannot be read, is shown and never changed.
    const opened = upgradedFile(options.system, options.file);
    this.readOnly = options.readOnly === true || opened.newer;
    this.file = opened.file;
    this.notice = opened.notice;
    this.campaignSettings = options.campaignSettings;
    this.party = options.party;
    this.writer = options.writer;
    this.today = options.today;
    this.randomSeed = options.randomSeed ?? cryptoSeed;
    this.folds = new LedgerFolds(options.system, options.campaignSettings);
    this.autosave = new Autosave({
      writer: options.writer,
      delay: options.saveDelay ?? AUTOSAVE_DELAY_MS,
      current: () => this.file,
      report: (state, message) => this.reportSave(state, message),
      reloaded: (file, notice) => this.takeDiskVersion(file, notice),
    });
    makeObservable<
      CharacterEditorStore<Creation, Sheet, Settings>,
      'done' | 'undone' | 'commit' | 'changed' | 'reportSave'
    >(this, {
      file: observable.ref,
      readOnly: observable,
      saveState: observable,
      saveMessage: observable,
      notice: observable,
      reopenedBecause: observable,
      partyRemoval: observable.ref,
      answerPartyRemoval: action,
      finished: computed,
      played: computed,
      creationEditable: computed,
      finishCreation: action,
      reopenCreation: action,
      closeCreation: action,
      done: observable.shallow,
      undone: observable.shallow,
      settings: computed,
      creation: computed,
      evaluation: computed,
      sheet: computed,
      budget: computed,
      findings: computed,
      legal: computed,
      ledger: computed,
      canUndo: computed,
      canRedo: computed,
      undoLabel: computed,
      redoLabel: computed,
      undoStack: computed,
      restoreUndo: action,
      updateCreation: action,
      rename: action,
      record: action,
      removeLastEvent: action,
      removeEntries: action,
      undo: action,
      redo: action,
      commit: action,
      changed: action,
      reportSave: action,
      takeDiskVersion: action,
      dismissNotice: action,
      showNotice: action,
    });
    // Files made before the builder existed hold an empty creation object; start them like a new character, undoably.
    if (!this.readOnly && isBlankCreation(this.file.creation)) {
      const blank = this.system.newCharacter(this.settings, this.randomSeed()) as Record<string, unknown>;
      this.commit('set up the character', { ...this.file, creation: blank });
    }
  }

  get settings(): Settings {
    return this.system.parseSettings(this.campaignSettings).settings as Settings;
  }

  get creation(): Creation | undefined {
    return this.system.parseCreation(this.file.creation).creation as Creation | undefined;
  }

  get evaluation(): Evaluation<Sheet> {
    return this.folds.evaluationOf(this.file) as Evaluation<Sheet>;
  }

  get sheet(): Sheet | undefined {
    return this.evaluation.sheet;
  }

  get budget(): Budget | undefined {
    return this.evaluation.budget;
  }

  get findings(): readonly Finding[] {
    return this.evaluation.findings;
  }

  findingsAt(pathPrefix: string): Finding[] {
    return this.findings.filter((f) => f.path === pathPrefix || f.path.startsWith(`${pathPrefix}.`));
  }

  get legal(): boolean {
    return this.evaluation.legal;
  }

  get ledger(): CharacterEditor['ledger'] {
    const steps = this.evaluation.steps;
    return this.file.events.map((event, i) => ({
      event,
      accepted: steps[i]?.accepted ?? false,
      left: steps[i]?.left ?? 0,
      findings: steps[i]?.findings ?? [],
    }));
  }

  /** True once "Finish the character" was recorded. */
  get finished(): boolean {
    return isFinished(this.file.events);
  }

  /** True once play has begun: the history holds an award, a purchase or a roll of the game. */
  get played(): boolean {
    return hasPlayBegun(this.file.events);
  }

  /** The creation choices can be changed: neither finished nor played on, or deliberately reopened. */
  get creationEditable(): boolean {
    if (this.readOnly) return false;
    return this.reopenedBecause !== undefined || (!this.finished && !this.played);
  }

  /**
   * Changes the creation choices; one undo step labelled e.g. "Strength to +1".
   * Once play has begun, the history records the change with the reason given
   * when creation was reopened (and the choices as they were). Refused while
   * creation is closed.
   */
  updateCreation(label: string, next: Creation, options: { undo?: string } = {}): void {
    if (!this.creationEditable) return;
    const creation = next as Record<string, unknown>;
    const step = options.undo ?? label;
    if (!this.played) {
      this.commit(step, { ...this.file, creation });
      return;
    }
    const change: LedgerEvent = {
      id: this.nextEventId(),
      type: 'amend-creation',
      date: this.today(),
      reason: this.reopenedBecause || 'No reason given',
      change: label.charAt(0).toUpperCase() + label.slice(1),
      before: this.file.creation,
    };
    this.commit(step, { ...this.file, creation, events: [...this.file.events, change] });
  }

  /**
   * "Finish the character": records the finish in the history (once) and
   * closes the creation choices again if they were reopened.
   */
  finishCreation(): void {
    this.reopenedBecause = undefined;
    if (this.finished) return;
    const finish: LedgerEvent = { id: this.nextEventId(), type: 'finish', date: this.today() };
    this.commit('finish the character', { ...this.file, events: [...this.file.events, finish] });
  }

  /**
   * "Edit creation": reopens the creation choices as a deliberate act. Once
   * play has begun a reason is needed; it is recorded with every change.
   * Resolves to false (and changes nothing) when a needed reason is missing.
   */
  reopenCreation(reason = ''): boolean {
    const why = reason.trim();
    if (this.played && why === '') return false;
    this.reopenedBecause = why;
    return true;
  }

  /** Closes reopened creation choices again without finishing anything new. */
  closeCreation(): void {
    this.reopenedBecause = undefined;
  }

  rename(name: string): void {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === this.file.name) return;
    this.commit(`rename to ${trimmed}`, { ...this.file, name: trimmed });
  }

  setNonPlayer(npc: boolean): void {
    if (npc === (this.file.npc === true)) return;
    const { npc: _was, ...rest } = this.file;
    this.commit(
      npc ? 'mark as a non-player character' : 'mark as a player character',
      npc ? { ...rest, npc: true } : rest,
    );
  }

  record(
    label: string,
    payload: { type: string } & Record<string, unknown>,
    options: { session?: string; date?: string } = {},
  ): Attempt<Sheet> {
    const event: LedgerEvent = {
      ...payload,
      id: this.nextEventId(),
      date: options.date ?? this.today(),
      ...(options.session ? { session: options.session } : {}),
    };
    const sheet = this.sheet;
    if (this.readOnly) {
      return {
        accepted: false,
        sheet: sheet as Sheet,
        findings: [
          {
            code: 'editor.read-only',
            severity: 'error',
            path: '',
            message: this.notice ?? 'This character is open read-only; nothing can be recorded here.',
          },
        ],
      };
    }
    if (sheet === undefined) {
      return {
        accepted: false,
        sheet: sheet as Sheet,
        findings: [
          {
            code: 'editor.creation-unreadable',
            severity: 'error',
            path: 'creation',
            message: 'Fix the character’s creation choices before recording advancement.',
          },
        ],
      };
    }
    const path = `events.${this.file.events.length}`;
    const overrides = this.evaluation.overrides;
    const tried = attempt(this.system, sheet, event, this.settings, path, overrides) as Attempt<Sheet>;
    if (tried.accepted) this.commit(label, { ...this.file, events: [...this.file.events, event] });
    return tried;
  }

  /** True when the newest entry is a party's share or step the campaign still counts (see the contract). */
  get lastEntryAsksFirst(): boolean {
    const last = this.file.events.at(-1);
    return (
      !this.readOnly &&
      this.party !== undefined &&
      last !== undefined &&
      this.party.counted(this.file.id, [last]).length > 0
    );
  }

  /**
   * Takes the newest entry out of the ledger; `label` names it for Undo, e.g. "remove “Took 3 damage” from the
   * history". An entry that is a share of an award or a step of an aging the campaign still counts is not taken out
   * yet: the user is asked first (`partyRemoval`).
   */
  removeLastEvent(label = 'remove the last entry from the history'): void {
    const last = this.file.events.at(-1);
    if (!last) return;
    if (this.asksFirst('remove-last', [last], label)) return;
    this.takeOutLast(label);
  }

  private takeOutLast(label: string): void {
    const last = this.file.events.at(-1);
    if (!last) return;
    const events = this.file.events.slice(0, -1);
    // Removing a change of creation puts the choices back as they were before it.
    const before = last.type === 'amend-creation' ? (last as { before?: unknown }).before : undefined;
    const creation =
      before !== null && typeof before === 'object' ? (before as Record<string, unknown>) : this.file.creation;
    this.commit(label, { ...this.file, creation, events });
  }

  /** Removes the ledger entries that match, e.g. every share of an award taken back; one undo step. */
  removeEntries(label: string, matches: (event: LedgerEvent) => boolean, options: { undo?: string } = {}): void {
    const events = this.file.events.filter((e) => !matches(e));
    if (events.length !== this.file.events.length) this.commit(label, { ...this.file, events }, options.undo);
  }

  nextSeed(): number {
    return this.randomSeed();
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  get undoLabel(): string | undefined {
    const last = this.done.at(-1);
    return last ? undoText(last) : undefined;
  }

  get redoLabel(): string | undefined {
    const last = this.undone.at(-1);
    return last ? redoText(last) : undefined;
  }

  /** The undo and redo lists as they are, to keep across a reload of the window. */
  get undoStack(): UndoStack {
    return { done: [...this.done], undone: [...this.undone] };
  }

  /**
   * Takes back undo and redo lists kept across a reload, when they lead to exactly the file this editor holds;
   * otherwise (the file changed on disk meanwhile) they are dropped, so undo never applies to another version.
   * Resolves to true when they were taken.
   */
  restoreUndo(stack: UndoStack): boolean {
    if (this.readOnly || this.done.length > 0 || this.undone.length > 0) return false;
    const current = stack.done.at(-1)?.after ?? stack.undone.at(-1)?.before;
    if (current === undefined || stableStringify(current) !== stableStringify(this.file)) return false;
    // The file the lists end on is this editor's own object, so the outcome lines and the folds keep their identity.
    const same = (f: CharacterFile) => (f === current ? this.file : f);
    this.done.splice(
      0,
      this.done.length,
      ...stack.done.map((s) => ({ ...s, before: same(s.before), after: same(s.after) })),
    );
    this.undone.splice(
      0,
      this.undone.length,
      ...stack.undone.map((s) => ({ ...s, before: same(s.before), after: same(s.after) })),
    );
    return true;
  }

  /**
   * Undoes the last edit. One that would take out a share of an award or a step of an aging the campaign still counts
   * waits for the user's answer (`partyRemoval`); one that puts back an entry taken back on this page tells the
   * campaign, so its record counts the character again.
   */
  undo(): void {
    const step = this.done.at(-1);
    if (
      !step ||
      this.asksFirst('undo', partyEntriesGone(step.after, step.before)) ||
      this.orphans(partyEntriesGone(step.before, step.after))
    )
      return;
    this.stepBack();
  }

  redo(): void {
    const step = this.undone.at(-1);
    if (
      !step ||
      this.asksFirst('redo', partyEntriesGone(step.before, step.after)) ||
      this.orphans(partyEntriesGone(step.after, step.before))
    )
      return;
    this.stepForward();
  }

  /**
   * True (with a note) when `entries`, about to come back, name an award or aging no longer in the campaign: it was
   * undone for the whole party, and a share without its award would make the two disagree.
   */
  private orphans(entries: readonly LedgerEvent[]): boolean {
    const gone = this.party ? entries.filter((e) => !this.party!.recorded(e)) : [];
    if (gone.length === 0) return false;
    this.notice = `This would put back ${this.file.name}'s ${gone[0]!.award !== undefined ? 'share of an award' : 'increment of an aging'} that was undone for the whole party. Use “Redo” on the campaign's page to make it again for everyone; nothing was changed here.`;
    return true;
  }

  /**
   * The user's answer about an edit that takes out a party's entry: 'mine' takes it out of this character alone (the
   * campaign notes it as taken back); 'cancel' leaves everything as it is (as after undoing the whole award or aging
   * for everyone, which the page does through the campaign).
   */
  answerPartyRemoval(answer: 'mine' | 'cancel'): void {
    const asked = this.partyRemoval;
    this.partyRemoval = undefined;
    if (!asked || answer === 'cancel') return;
    const before = this.file;
    if (asked.how === 'undo') this.stepBack();
    else if (asked.how === 'redo') this.stepForward();
    else this.takeOutLast(asked.label ?? 'remove the last entry from the history');
    const gone = partyEntriesGone(before, this.file).filter((e) => asked.entries.some((a) => a.id === e.id));
    if (gone.length > 0) void this.party?.takeBack(this.file.id, gone);
  }

  /** True (and the question set) when `entries` hold a share or step the campaign still counts for this character. */
  private asksFirst(how: PartyRemoval['how'], entries: readonly LedgerEvent[], label?: string): boolean {
    if (this.readOnly || !this.party || entries.length === 0) return false;
    const counted = this.party.counted(this.file.id, entries);
    if (counted.length === 0) return false;
    this.partyRemoval = { how, entries: counted, ...(label === undefined ? {} : { label }) };
    return true;
  }

  private stepBack(): void {
    const step = this.done.pop();
    if (!step) return;
    this.undone.push(step);
    this.moveTo(step.before);
  }

  private stepForward(): void {
    const step = this.undone.pop();
    if (!step) return;
    this.done.push(step);
    this.moveTo(step.after);
  }

  /** Undo or redo lands on `next`; a party's entry it brings back is no longer taken back. */
  private moveTo(next: CharacterFile): void {
    const back = partyEntriesGone(next, this.file);
    this.file = next;
    this.changed();
    if (back.length > 0) void this.party?.putBack(this.file.id, back);
  }

  /** True while an edit has not been written yet (waiting, writing, failed or in conflict). */
  get hasUnsavedEdits(): boolean {
    return this.autosave.unsaved;
  }

  flush(): Promise<void> {
    return this.autosave.flush();
  }

  async resolveConflict(choice: 'reload' | 'keep-mine' | 'merge'): Promise<void> {
    if (this.saveState !== 'conflict') return;
    // The pending write is waiting on this answer; its outcome (written, or the disk version) lands in finishWrite.
    this.writer.resolveConflict?.(choice);
    await this.flush();
  }

  /**
   * Replaces the file with the version on disk (the user chose "Reload from
   * disk", or the file changed outside the app while nothing was pending).
   * Undo would restore a version the user no longer has on disk, so the
   * history is cleared and a note says so.
   */
  takeDiskVersion(file: CharacterFile, notice?: string): void {
    this.autosave.settle();
    if (stableStringify(file) === stableStringify(this.file)) return;
    const loaded = upgradedFile(this.system, file);
    this.file = loaded.file;
    this.done.length = 0;
    this.undone.length = 0;
    if (loaded.newer) this.readOnly = true;
    this.notice =
      loaded.notice ?? notice ?? `Loaded the version of ${file.name} on disk; the undo history was cleared.`;
  }

  dismissNotice(): void {
    this.notice = undefined;
  }

  /** Shows a one-off note about the character, e.g. that the undo history kept across a reload was let go. */
  showNotice(message: string): void {
    this.notice = message;
  }

  /** Stops the autosave timer, e.g. when the page closes after a flush. */
  dispose(): void {
    this.autosave.dispose();
  }

  private commit(label: string, next: CharacterFile, undo?: string): void {
    if (this.readOnly) return;
    this.done.push({ label, ...(undo === undefined ? {} : { undoText: undo }), before: this.file, after: next });
    this.undone.length = 0;
    this.file = next;
    this.changed();
  }

  /** Called after every edit of `file`. */
  private changed(): void {
    this.notice = undefined;
    this.autosave.changed();
  }

  private reportSave(state: SaveState, message?: string): void {
    this.saveState = state;
    this.saveMessage = message;
  }

  /**
   * A new entry's id: its place in the ledger and a random tail ("e5-k3x9q2"), so that entries two machines add to
   * one character at the same time never share an id, and their versions merge entry by entry.
   */
  private nextEventId(): string {
    const taken = new Set(this.file.events.map((e) => e.id));
    const n = this.file.events.length + 1;
    let id: string;
    do id = `e${n}-${randomTail()}`;
    while (taken.has(id));
    return id;
  }
}

function cryptoSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]!;
}

/**
 * A character file as this version of the app reads it: the game's data of an older version upgraded in memory
 * (written on the next save), with a note saying so; a newer or unreadable version left as it is, `newer`.
 */
function upgradedFile(
  system: AnyRuleSystem,
  file: CharacterFile,
): { file: CharacterFile; newer: boolean; notice?: string } {
  const upgraded = upgradeGameData(system, file);
  if (!upgraded.ok) return { file, newer: true, notice: upgraded.finding.message };
  if (upgraded.from === undefined) return { file, newer: false };
  return {
    file: {
      ...file,
      creation: upgraded.data.creation,
      events: upgraded.data.events as LedgerEvent[],
      dataVersion: system.dataVersion,
    },
    newer: false,
    notice: `This character was saved with ${system.name} data version ${upgraded.from} and is read as version ${system.dataVersion}; the file is updated when you next change it.`,
  };
}
