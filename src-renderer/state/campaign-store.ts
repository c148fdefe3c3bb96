import type {
  CampaignApi,
  CampaignChange,
  CampaignListing,
  CharacterSummary,
  OpenedCampaign,
  WatchState,
} from '../../shared/api';
import {
  awardFromShares,
  sharesWithoutAward,
  withAwardListed,
  stepTakenBack,
  withSettingsRecorded,
  type CampaignFile,
  type PartyAward,
  type CharacterFile,
  type FileProblem,
  type LedgerEvent,
  type MergeChoices,
} from '../../shared/model';
import { awardSharePoints } from '../../shared/rules/core/awards';
import { findSystem, getRuleSystem } from '../../shared/rules/registry';
import { reaction } from 'mobx';
import { addCharacterCommand, characterCommandFromKept, deleteCharacterCommand } from './character-commands';
import type { AnyCharacterEditorStore, SaveHooks, SaveOutcome } from './character-editor';
import {
  campaignsToReceive,
  copyIntoCampaign,
  errorsUnder,
  exportedCharacter,
  readImported,
  type TransferOutcome,
} from './character-transfer';
import { CharacterEditors } from './character-editors';
import type { CharacterStates } from './character-states';
import { CampaignPlaces } from './campaign-places';
import { ConflictCopiesStore } from './conflict-copies-store';
import type { ConflictChoice, WriteConflict } from './conflict-question';
import { FolderSync } from './folder-sync';
import type { EditorLoad } from './kept-editors';
import { Navigation } from './navigation';
import {
  awardName,
  entriesTakenBackOf,
  keepEntriesTakenBack,
  makeAward,
  remakeAward,
  undoLastAward,
  type AwardingCampaign,
  type AwardOutcome,
  type AwardRequest,
} from './party-awards';
import { Roster } from './roster';
import type { SessionLedgers } from './session-ledgers';
import type { SettingsImpact } from './settings-impact';
import type { SaveStatus } from './save-status';
import { AgingTakenBack } from './party-agings';
import { UndoHistory, type Command, type KeptCommand } from './undo-history';
import {
  CampaignUndoKeeping,
  UndoKeeping,
  type KeptCampaignHistory,
  type KeptStepOfCampaign,
  type UndoStorage,
} from './undo-keeping';
import { calendarDate, capitalise } from '../base/format';
import { randomTail } from '../base/random-tail';

export type { WriteConflict } from './conflict-question';

/**
 * One open campaign, as its pages use it, made of parts with one job each:
 * - `folder`: the folder kept in step with the disk (every write, the conflicts, the watcher's changes);
 * - `roster`: the characters as the list shows them, each evaluated through the rules;
 * - `places`: where the player is in the campaign;
 * - `editors`: the characters' editors, kept while the campaign is open;
 * - `conflictCopies`: the other versions sync tools left;
 * - `history`: the undoable edits of the campaign and its list.
 * A campaign edit is written when it is made (a character's edits and a session's details about half a second
 * after the last one); the list shows what is on disk. The getters and methods below are what
 * the screens use, each handed to the part that does it.
 */
export class CampaignStore {
  readonly handle: string;
  /** The listing key that opens this campaign again; the address names the campaign by it. */
  readonly key: string;
  readonly path: string;
  readonly history = new UndoHistory();
  readonly folder: FolderSync;
  readonly roster: Roster;
  readonly places: CampaignPlaces;
  readonly editors: CharacterEditors;
  /** Other versions of the campaign's files that sync tools left beside them. */
  readonly conflictCopies: ConflictCopiesStore;

  constructor(
    private readonly api: CampaignApi,
    opened: OpenedCampaign,
    private readonly status: SaveStatus,
    /** Today's date, YYYY-MM-DD, for new files and ledger entries. */
    readonly today: () => string,
    /** Where the player is; a campaign on its own (in tests) keeps a navigation with no address bar. */
    navigation: Navigation = new Navigation(),
    /** Where the characters' undo lists are kept across a reload of the window (its sessionStorage); none without it. */
    undoStorage?: UndoStorage,
  ) {
    this.handle = opened.handle;
    this.key = opened.key;
    this.path = opened.path;
    this.folder = new FolderSync(api, opened, status, {
      editorOf: (id) => this.editors.editorOf(id),
      forgotten: (id) => this.editors.drop(id),
      conflictCopies: (copies) => this.conflictCopies.replace(copies),
      replacedByAnother: (file) => this.bringAwardsOf(file),
    });
    this.roster = new Roster(this.folder, this.history, today);
    this.places = new CampaignPlaces(navigation, opened.key);
    this.editors = new CharacterEditors(
      this.folder,
      status,
      today,
      undoStorage ? new UndoKeeping(undoStorage, opened.key) : undefined,
    );
    if (undoStorage) this.keepHistory(new CampaignUndoKeeping(undoStorage, opened.key), status);
    this.conflictCopies = new ConflictCopiesStore(api, this.folder, status, opened.conflictCopies);
    // A save waiting on the banner's question is said in the status line too, until it is answered.
    this.stopSayingConflicts = status.followConflicts(() => this.folder.conflict);
  }

  private readonly stopSayingConflicts: () => void;

  // The folder on disk

  get campaign(): CampaignFile {
    return this.folder.campaign;
  }

  /** Revision of campaign.json as last read or written: the base of the next write. */
  get campaignRevision(): string {
    return this.folder.campaignRevision;
  }

  get characters(): ReadonlyMap<string, CharacterSummary> {
    return this.folder.characters;
  }

  get problems(): readonly FileProblem[] {
    return this.folder.problems;
  }

  get conflict(): WriteConflict | undefined {
    return this.folder.conflict;
  }

  /** How changes made by other programs reach the app; the campaign screen says so when the host has to poll. */
  get watching(): WatchState {
    return this.folder.watching;
  }

  /** True while a conflict waits for the user's choice; new edits would only queue behind it. */
  get editsPaused(): boolean {
    return this.folder.conflict !== undefined;
  }

  /** The game's name, or its id when this version of the app does not know it. */
  get systemName(): string {
    return findSystem(this.campaign.system)?.name ?? this.campaign.system;
  }

  /** The user's answer to the conflict banner, with a value for each field it asked about when keeping both. */
  resolveConflict(choice: ConflictChoice, chosen?: MergeChoices): void {
    this.folder.resolveConflict(choice, chosen);
  }

  /** Applies a change the host's watcher saw on disk. */
  applyChange(change: CampaignChange): Promise<void> {
    return this.folder.applyChange(change);
  }

  /** Reads a character as it is on disk now, without updating the list. */
  load(id: string): Promise<CharacterFile | undefined> {
    return this.folder.load(id);
  }

  saveCharacter(character: CharacterFile, hooks?: SaveHooks): Promise<SaveOutcome> {
    return this.folder.saveCharacter(character, hooks);
  }

  // The list of characters

  /** Characters by name, as the list shows them. */
  get sortedCharacters(): CharacterSummary[] {
    return this.roster.sortedCharacters;
  }

  /** Each character's state for the list (legal, points unspent), worked out in the background while the list shows. */
  get states(): CharacterStates {
    return this.roster.states;
  }

  /** Every character checked against settings not saved yet (see Roster.settingsImpact); edits nothing. */
  settingsImpact(next: unknown, progress?: (checked: number) => void): Promise<SettingsImpact> {
    return this.roster.settingsImpact(next, progress);
  }

  /** What every character recorded at a session, read from disk and folded through the rules; edits nothing. */
  sessionLedgers(sessionId: string, progress?: (read: number) => void): Promise<SessionLedgers> {
    return this.roster.sessionLedgers(sessionId, progress);
  }

  /** Adds a new character with this name; resolves to true once it is on disk. */
  addCharacter(name: string): Promise<boolean> {
    return this.roster.addCharacter(name);
  }

  renameCharacter(id: string, name: string): Promise<boolean> {
    return this.roster.renameCharacter(id, name);
  }

  /** Adds a copy of a character with its creation and ledger; one undo step. */
  duplicateCharacter(id: string): Promise<boolean> {
    return this.roster.duplicateCharacter(id);
  }

  deleteCharacter(id: string): Promise<boolean> {
    return this.roster.deleteCharacter(id);
  }

  // Characters leaving or joining the campaign

  /** A character as it is on disk (its last edits written first), as a file to save elsewhere. */
  async exportCharacter(id: string): Promise<{ fileName: string; text: string } | undefined> {
    await this.editors.keptEditor(id)?.flush();
    const file = await this.folder.load(id);
    return file ? exportedCharacter(file) : undefined;
  }

  /**
   * Adds the characters in files a player chose or dropped, each one undo step; a file that is no character of
   * this game is refused with what to do, and the others still come in.
   */
  async importCharacters(files: readonly { name: string; text: string }[]): Promise<TransferOutcome[]> {
    const outcomes: TransferOutcome[] = [];
    const taken = new Set(this.characters.keys());
    for (const file of files) {
      const read = readImported(file.text, file.name, { system: this.campaign.system, taken }, this.today());
      if (!read.ok) {
        outcomes.push(read);
        continue;
      }
      const character = read.character;
      taken.add(character.id);
      const added = await this.history.execute({
        ...addCharacterCommand(this.folder, character),
        label: `import ${character.name}`,
      });
      if (!added) {
        outcomes.push({
          ok: false,
          message: `${character.name} could not be written to the campaign; see the message below.`,
        });
        continue;
      }
      const errors = errorsUnder(character, this.campaign.settings);
      const verdict =
        errors.length === 0
          ? ''
          : ` Under this campaign's settings it breaks ${errors.length === 1 ? 'a rule' : `${errors.length} rules`}: ${errors.join(' ')}`;
      outcomes.push({ ok: true, message: `Imported ${character.name}.${verdict}` });
    }
    return outcomes;
  }

  /** The other campaigns of this game a character could be copied or moved to. */
  campaignsToReceive(): ReturnType<typeof campaignsToReceive> {
    return campaignsToReceive(this.api, { key: this.key, system: this.campaign.system });
  }

  /**
   * Copies a character into another campaign of the game, or moves it there (the copy is written first; then its
   * file here goes to .backups, one undo step that brings it back here and leaves the copy there).
   */
  async sendCharacter(
    id: string,
    target: CampaignListing,
    mode: 'copy' | 'move',
    options: { alongside?: boolean } = {},
  ): Promise<TransferOutcome> {
    await this.editors.keptEditor(id)?.flush();
    const file = await this.folder.load(id);
    if (!file) return { ok: false, message: 'The character could not be read; see the message below.' };
    // A campaign that already has the character (or one of its name) is said so first; `alongside` goes ahead.
    const copied = await copyIntoCampaign(this.api, file, target, this.handle, { mode, ...options });
    if (!copied.ok) return copied;
    const as = copied.copied && copied.copied.name !== file.name ? ` as “${copied.copied.name}”` : '';
    if (mode === 'copy') return { ok: true, message: `Copied ${file.name} to ${target.name}${as}. ${copied.message}` };
    if (
      !(await this.history.execute({
        ...deleteCharacterCommand(this.folder, id, file.name),
        label: `move ${file.name} to ${target.name}`,
      }))
    ) {
      return {
        ok: false,
        message: `${file.name} was copied to ${target.name}, but its file here could not be moved to .backups; it is in both campaigns now.`,
      };
    }
    return {
      ok: true,
      message: `Moved ${file.name} to ${target.name}${as}; its file here went to .backups, and Undo brings it back here. ${copied.message}`,
    };
  }

  // Where the player is

  /** The character whose page is showing, if any. */
  get openCharacterId(): string | undefined {
    return this.places.openCharacterId;
  }

  /** The character whose page was just closed, so the list can put focus back on it. */
  get returnFocusTo(): string | undefined {
    return this.places.returnFocusTo;
  }

  openCharacter(id: string, section?: string): void {
    this.places.openCharacter(id, section);
  }

  /** The session whose page is showing, if any. */
  get openSessionId(): string | undefined {
    return this.places.openSessionId;
  }

  openSession(id: string): void {
    this.places.openSession(id);
  }

  closeCharacter(): void {
    this.places.closeCharacter();
  }

  focusReturned(): void {
    this.places.focusReturned();
  }

  // The characters' editors

  /** The editor of the open character, while its page shows; undo and redo go to it. */
  get editor(): AnyCharacterEditorStore | undefined {
    return this.editors.showing;
  }

  attachEditor(editor: AnyCharacterEditorStore): void {
    this.editors.attach(editor);
  }

  detachEditor(editor: AnyCharacterEditorStore): void {
    this.editors.detach(editor);
  }

  keptEditor(id: string): AnyCharacterEditorStore | undefined {
    return this.editors.keptEditor(id);
  }

  openEditor(id: string, systemId: string): Promise<EditorLoad> {
    return this.editors.open(id, systemId);
  }

  /** A character's editor for an edit made from the campaign's page, an award or a party action (see CharacterEditors.current). */
  currentEditor(id: string): Promise<EditorLoad> {
    return this.editors.current(id, this.campaign.system);
  }

  closeEditor(editor: AnyCharacterEditorStore): void {
    this.editors.close(editor);
  }

  // Undoable edits

  /**
   * Changes the campaign file (its name, settings or sessions) and writes it, in its turn in the campaign's save
   * queue; one undo step. `change` is applied to the file as it is when the edit's turn comes, so edits made one
   * after another, or at once, all keep each other's changes. The undo takes back what this step changed and
   * nothing else (`stepTakenBack`): a session added or a share taken back meanwhile stays. Resolves to true once on
   * disk. A write that changes the name or a setting, the undo's too, records it (`recorded`).
   */
  updateCampaign(label: string, change: (current: CampaignFile) => CampaignFile): Promise<boolean> {
    let before: CampaignFile | undefined;
    let after: CampaignFile | undefined;
    return this.history.execute({
      label,
      do: () =>
        this.folder.changeCampaign((current) => {
          before = current;
          after = this.recorded(current, change(current));
          return after;
        }),
      undo: () => (before && after ? this.stepBack(before, after) : Promise.resolve(false)),
      kept: () => (before && after ? { kind: 'campaign', before, after } : undefined),
    });
  }

  /**
   * Takes back what the step from `before` to `after` changed, from the campaign as it is when the turn comes, and
   * records a change of the name or settings (see `recorded`).
   */
  private stepBack(before: CampaignFile, after: CampaignFile): Promise<boolean> {
    return this.folder.changeCampaign((current) => this.recorded(current, stepTakenBack(current, before, after)));
  }

  /**
   * `next`, about to be written over `current`, with a change of its name or settings recorded as an entry of
   * `settingsChanges` (dated today, with a random tail no other machine makes), and the entries already there kept:
   * an undo takes a setting back by recording the change back, so another version of the campaign that has the
   * first change can tell the field was changed again.
   */
  private recorded(current: CampaignFile, next: CampaignFile): CampaignFile {
    const taken = new Set((current.settingsChanges ?? []).map((c) => c.id));
    const date = this.today().slice(0, 10);
    let id: string;
    do id = `settings-${date}-${randomTail()}`;
    while (taken.has(id));
    return withSettingsRecorded(current, next, { id, date });
  }

  /**
   * Keeps the campaign's own undo history across a reload of the window: taken back now when campaign.json and the
   * list of characters are as they were when it was kept (otherwise let go, with a note), and kept whenever it or
   * they change. Closing the campaign ends it (`leave`).
   */
  private keepHistory(keeping: CampaignUndoKeeping, status: SaveStatus): void {
    const state = () => `${this.folder.campaignRevision} ${[...this.folder.characters.keys()].sort().join(',')}`;
    const kept = keeping.take();
    if (kept) {
      const rebuild = (steps: readonly KeptStepOfCampaign[]) => steps.map((s) => this.commandFromKept(s));
      const done = rebuild(kept.done);
      const undone = rebuild(kept.undone);
      if (kept.state === state() && done.every((c) => c !== undefined) && undone.every((c) => c !== undefined))
        this.history.restore(done as Command[], undone as Command[]);
      else {
        keeping.forget();
        status.inform(
          'The campaign’s undo history from before the page was reloaded was let go: its files changed on disk since, and undo must not apply to another version.',
        );
      }
    }
    const toKeep = (commands: readonly Command[]): KeptStepOfCampaign[] | undefined => {
      const steps: KeptStepOfCampaign[] = [];
      for (const c of commands) {
        const command = c.kept?.();
        if (!command) return undefined;
        steps.push({
          label: c.label,
          ...(c.undoText === undefined ? {} : { undoText: c.undoText }),
          command: command as KeptStepOfCampaign['command'],
        });
      }
      return steps;
    };
    this.stopKeeping = reaction(
      () => ({
        done: [...this.history.done],
        undone: [...this.history.undone],
        state: state(),
        busy: this.history.busy,
      }),
      ({ done, undone, state, busy }) => {
        if (busy) return;
        // A step that cannot be kept ends what is kept: only the steps after it are.
        let from = done.length;
        while (from > 0 && done[from - 1]!.kept?.() !== undefined) from--;
        const history: KeptCampaignHistory = {
          state,
          done: toKeep(done.slice(from)) ?? [],
          undone: toKeep(undone) ?? [],
        };
        keeping.keep(history);
      },
    );
    this.forgetKept = () => keeping.forget();
  }

  private stopKeeping: (() => void) | undefined = undefined;
  private forgetKept: (() => void) | undefined = undefined;

  /** A step of the campaign's history made again from what was kept of it; undefined when it cannot be. */
  private commandFromKept(step: KeptStepOfCampaign): Command | undefined {
    const kept = step.command;
    const withWords = (command: Command | undefined): Command | undefined =>
      command && { ...command, label: step.label, ...(step.undoText === undefined ? {} : { undoText: step.undoText }) };
    if (kept.kind === 'campaign') {
      const before = kept.before as CampaignFile | undefined;
      const after = kept.after as CampaignFile | undefined;
      if (!before || !after) return undefined;
      return withWords({
        label: step.label,
        do: () => this.stepBack(after, before),
        undo: () => this.stepBack(before, after),
        kept: () => kept,
      });
    }
    if (kept.kind === 'award') {
      const award = kept.award as PartyAward | undefined;
      if (!award) return undefined;
      // The class keeps its own words, so it stays an award step the panel recognises.
      const before = typeof kept.before === 'string' && kept.before !== '' ? kept.before : undefined;
      keepEntriesTakenBack(award.id, kept.entries);
      return new AwardTakenBack(
        award,
        this.awarding(),
        { withDependents: kept.withDependents === true },
        { id: before },
      );
    }
    if (kept.kind === 'aging') return AgingTakenBack.fromKept(kept, this.awarding());
    return withWords(characterCommandFromKept(this.folder, kept));
  }

  /** An award to the characters present: each share to its ledger, then the award to campaign.json. */
  /**
   * A character whose file was replaced by another version (merged, or the other kept) brings with it the awards it
   * has a share of that the campaign does not list: each as the campaign's other version recorded it, when a sync
   * tool or git left one that has it, or else put back from the shares the characters hold. One undo step.
   */
  async bringAwardsOf(file: CharacterFile): Promise<void> {
    const missing = [...new Set(sharesWithoutAward(this.campaign, file).map((s) => s.award))];
    if (missing.length === 0) return;
    const recorded = await this.awardsInOtherVersions(missing);
    // The whole award to each character present, or not: divided (Heimr), or worked out per character (the Nutshell
    // MLS adventure), the award being the sum of the shares.
    const division = getRuleSystem(this.campaign.system)?.partyAwards?.division.kind === 'each' ? 'each' : 'divide';
    const awards = missing.map((id) => recorded.get(id) ?? awardFromShares(id, this.sharesOf(id, file), division));
    const names = awards.map((a) => `the award of ${calendarDate(a.date)}`).join(', ');
    if (await this.updateCampaign(`put back ${names}`, (current) => awards.reduce(withAwardListed, current)))
      this.status.inform(
        `${file.name} has a share of ${names}, which the campaign did not list; it is listed again, so its shares and the award agree.`,
      );
  }

  /** The awards the campaign file's other versions (left by sync tools or git) record, among `ids`. */
  private async awardsInOtherVersions(ids: readonly string[]): Promise<Map<string, PartyAward>> {
    const found = new Map<string, PartyAward>();
    for (const copy of this.conflictCopies.list.filter((c) => c.characterId === undefined && c.problem === undefined)) {
      const read = await this.conflictCopies.read(copy);
      if (!read.ok || read.value.kind !== 'campaign') continue;
      for (const award of read.value.campaign.awards ?? [])
        if (ids.includes(award.id) && !found.has(award.id)) found.set(award.id, award);
    }
    return found;
  }

  /**
   * Every share of award `id` the characters read so far hold, with `file`'s own, each with the points it gave as the
   * rules count them (a Nutshell MLS adventure's share names no points: the rules work them out from the entry).
   */
  private sharesOf(id: string, file: CharacterFile): { character: string; entry: LedgerEvent; points: number }[] {
    const files = [
      file,
      ...[...this.folder.characters.keys()]
        .filter((c) => c !== file.id)
        .flatMap((c) => this.folder.knownFile(c)?.character ?? []),
    ];
    const system = getRuleSystem(this.campaign.system);
    return files.flatMap((f) => {
      const entry = f.events.find((e) => e.award === id);
      if (!entry) return [];
      const counted = system && awardSharePoints(system, f, id, this.campaign.settings);
      const points = counted ?? (typeof entry.points === 'number' ? entry.points : 0);
      return [{ character: f.id, entry, points }];
    });
  }

  makeAward(request: AwardRequest): Promise<AwardOutcome> {
    return makeAward(this.awarding(), request);
  }

  /**
   * Undoes the newest award; a purchase paid with a share is named and kept, unless `withDependents` takes it out too.
   * One step of the campaign's history, whose undo makes the same award again with the same shares (`redoAward`).
   */
  async undoLastAward(options?: { withDependents?: boolean }): Promise<AwardOutcome> {
    const award = this.campaign.awards?.at(-1);
    if (!award) return undoLastAward(this.awarding(), options);
    const step = new AwardTakenBack(award, this.awarding(), options);
    await this.history.execute(step);
    return step.outcome;
  }

  /** The award the newest step of the campaign's history took back, which `redoAward` makes again; otherwise undefined. */
  get awardToRedo(): PartyAward | undefined {
    const last = this.history.done.at(-1);
    return last instanceof AwardTakenBack && last.canRemake ? last.award : undefined;
  }

  /** Makes the award just taken back again, with the same shares: the undo of that step, so Redo takes it back again. */
  async redoAward(): Promise<AwardOutcome> {
    const last = this.history.done.at(-1);
    if (!(last instanceof AwardTakenBack))
      return {
        ok: false,
        message: 'There is no award to make again: another change was made since it was taken back.',
      };
    await this.history.undo();
    return last.outcome;
  }

  private awarding(): AwardingCampaign {
    const current = () => this.campaign;
    return {
      get campaign() {
        return current();
      },
      openEditor: (id, systemId) => this.editors.current(id, systemId),
      changeCampaign: (change) => this.folder.changeCampaign(change),
      changeCampaignWith: (change, characters) => this.folder.changeCampaignWith(change, characters),
      characterName: (id) => this.characters.get(id)?.name ?? id,
      hasCharacter: (id) => this.characters.has(id),
    };
  }

  undo(): Promise<boolean> {
    return this.history.undo();
  }

  redo(): Promise<boolean> {
    return this.history.redo();
  }

  /** Undo in the open character's editor when one shows, in the campaign's history otherwise. */
  async undoHere(): Promise<void> {
    if (this.editor) this.editor.undo();
    else await this.undo();
  }

  /** Redo in the open character's editor when one shows, in the campaign's history otherwise. */
  async redoHere(): Promise<void> {
    if (this.editor) this.editor.redo();
    else await this.redo();
  }

  /** The campaign is closing: every character's editor writes what is pending and stops, and its edits settle. */
  async leave(): Promise<void> {
    this.places.stop();
    await this.editors.closeAll();
    await this.history.idle();
    // Closing the campaign ends its undo history, as it always did; only a reload of the window keeps it.
    this.stopKeeping?.();
    this.forgetKept?.();
    this.stopSayingConflicts();
  }
}

/**
 * Taking back the newest award, as one step of the campaign's history: its undo makes the same award again, with the
 * same id, date, note and shares; its redo takes it back again while it is still the newest. `outcome` is what the
 * last run said, for the award panel.
 */
class AwardTakenBack implements Command {
  readonly label: string;
  readonly undoText: string;
  outcome: AwardOutcome = { ok: false, message: 'The award was left as it is.' };
  /** The award that was newest before this one: it must be newest again for this one to be made again. */
  private readonly before: string | undefined;

  constructor(
    readonly award: PartyAward,
    private readonly campaign: AwardingCampaign,
    private readonly options: { withDependents?: boolean } | undefined,
    /** The award newest before this one (none: `id` undefined), when made again from what was kept across a reload. */
    before?: { id: string | undefined },
  ) {
    this.label = `take back ${awardName(award)}`;
    this.undoText = `Make ${awardName(award)} again`;
    this.before = before ? before.id : campaign.campaign.awards?.at(-2)?.id;
  }

  /** Award ids are never empty, so '' says there was no award before this one. */
  kept(): KeptCommand {
    return {
      kind: 'award',
      award: this.award,
      withDependents: this.options?.withDependents === true,
      before: this.before ?? '',
      // Each character's entry as it was, so the award can be made again after a reload (an MLS share is its entry).
      entries: entriesTakenBackOf(this.award.id),
    };
  }

  /** True while no award was made since, so making this one again keeps the awards in order and what they carried. */
  get canRemake(): boolean {
    return this.campaign.campaign.awards?.at(-1)?.id === this.before;
  }

  async do(): Promise<boolean> {
    const newest = this.campaign.campaign.awards?.at(-1);
    this.outcome =
      newest?.id === this.award.id
        ? await undoLastAward(this.campaign, this.options)
        : {
            ok: false,
            message: `${capitalise(awardName(this.award))} is no longer the newest award, so it was left as it is.`,
          };
    return this.outcome.ok;
  }

  async undo(): Promise<boolean> {
    this.outcome = this.canRemake
      ? await remakeAward(this.campaign, this.award)
      : {
          ok: false,
          message: `${capitalise(awardName(this.award))} cannot be made again: an award was made since. Make a new award instead.`,
        };
    return this.outcome.ok;
  }
}
