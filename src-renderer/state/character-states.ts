import { action, computed, makeObservable, observable, reaction } from 'mobx';
import type { ApiResult, CharacterSummary, LoadedCharacter } from '../../shared/api';
import type { CampaignFile } from '../../shared/model';
import { hasPlayBegun, isFinished } from '../../shared/rules/core/core-events';
import { isStandingError } from '../../shared/rules/core/findings';
import { evaluate } from '../../shared/rules/core/ledger';
import { getRuleSystem } from '../../shared/rules/registry';
import { afterPaint } from './after-paint';

/** What the character list says of a character at a glance, from its file and the campaign's rules. */
export interface CharacterGlance {
  legal: boolean;
  /** Standing rule errors (errors a game master accepted do not count). */
  errors: number;
  /** Points unspent, in the game's own currency; undefined when the creation cannot be read. */
  left: number | undefined;
  /** Finished or played on: the game may name its points differently from then on (HURSAGMU: experience). */
  inPlay: boolean;
  /** The sheet the ledger folds to, for the game's key values in the party view; undefined when the creation cannot be read. */
  sheet: unknown;
  /** The session the newest entry that names one was recorded at (its id), if any. */
  lastSession: string | undefined;
  /** A non-player character, kept by the game master. */
  npc: boolean;
}

export type CharacterState =
  { kind: 'checking' } | { kind: 'checked'; glance: CharacterGlance } | { kind: 'unreadable'; message: string };

/** What the states are worked out from: the open campaign's list and settings. */
export interface CharacterStatesSource {
  readonly sortedCharacters: readonly CharacterSummary[];
  readonly campaign: CampaignFile;
  /** The campaign's settings as one string: a state holds while it is the same (an award or a session changes campaign.json, not this). */
  readonly settingsKey: string;
}

/** How many files are read at once: enough to keep the host busy, few enough to leave it free for the page. */
const AT_ONCE = 4;

/**
 * The state of every character of an open campaign, for the character list: legal or how many rule errors,
 * and the points unspent. The list holds only names, so each character's file is read and folded by the rules
 * package, lazily and in the background once the list shows (a few files at a time, yielding to the page
 * between them), so opening even a large campaign is not held up. A state is kept until its file or the
 * campaign's settings change (a save, a change on disk, new settings); then that character is read again.
 */
export class CharacterStates {
  private readonly known = observable.map<string, { revision: string; settings: string; state: CharacterState }>([], {
    deep: false,
  });
  private running = false;
  private stopped = false;

  constructor(
    private readonly source: CharacterStatesSource,
    /** Reads a character file without telling the status line: a file that cannot be read is already among the campaign's problems. */
    private readonly read: (id: string) => Promise<ApiResult<LoadedCharacter>>,
  ) {
    makeObservable<CharacterStates, 'settle'>(this, {
      checked: computed,
      total: computed,
      settle: action,
    });
  }

  /** The character's state: the last one worked out (even while it is being read again), or 'checking' before the first. */
  stateOf(id: string): CharacterState {
    return this.known.get(id)?.state ?? { kind: 'checking' };
  }

  /** Characters whose state is up to date with their file and the campaign's settings. */
  get checked(): number {
    return this.source.sortedCharacters.filter((c) => this.isCurrent(c)).length;
  }

  get total(): number {
    return this.source.sortedCharacters.length;
  }

  /**
   * Starts keeping the states up to date while the list shows: reads what is missing or out of date now,
   * and again whenever the list or the settings change. Returns the function that stops it.
   */
  follow(): () => void {
    this.stopped = false;
    const stop = reaction(
      () => [this.source.settingsKey, this.source.sortedCharacters] as const,
      () => void this.catchUp(),
      { fireImmediately: true },
    );
    return () => {
      this.stopped = true;
      stop();
    };
  }

  private isCurrent(c: CharacterSummary): boolean {
    const entry = this.known.get(c.id);
    return entry !== undefined && entry.revision === c.revision && entry.settings === this.source.settingsKey;
  }

  /** Reads and folds every character whose state is out of date, a few at a time, in the list's order. */
  private async catchUp(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      // What changed the files (an award, a save, opening the campaign) is drawn first, the states after it.
      await afterPaint();
      for (;;) {
        if (this.stopped) return;
        const due = this.source.sortedCharacters.filter((c) => !this.isCurrent(c)).slice(0, AT_ONCE);
        if (due.length === 0) return;
        await Promise.all(due.map((c) => this.check(c)));
        // Let the page draw and answer the player between batches.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } finally {
      this.running = false;
    }
  }

  private async check(summary: CharacterSummary): Promise<void> {
    const settings = this.source.settingsKey;
    try {
      await this.checkFile(summary, settings);
    } catch (cause) {
      // Whatever went wrong, the list says so for this character and goes on with the others.
      const detail = cause instanceof Error ? cause.message : String(cause);
      this.settle(summary, settings, {
        kind: 'unreadable',
        message: `Its state could not be worked out (${detail}); open the character to see it.`,
      });
    }
  }

  private async checkFile(summary: CharacterSummary, settings: string): Promise<void> {
    const result = await this.read(summary.id);
    if (!result.ok) {
      this.settle(summary, settings, { kind: 'unreadable', message: result.error.message });
      return;
    }
    const file = result.value.character;
    const system = getRuleSystem(file.system);
    if (!system) {
      this.settle(summary, settings, {
        kind: 'unreadable',
        message: `This version of the app does not know the game "${file.system}".`,
      });
      return;
    }
    const evaluation = evaluate(system, file, this.source.campaign.settings);
    const glance: CharacterGlance = {
      legal: evaluation.legal,
      errors: evaluation.findings.filter(isStandingError).length,
      left: evaluation.budget?.left,
      inPlay: isFinished(file.events) || hasPlayBegun(file.events),
      sheet: evaluation.sheet,
      lastSession: file.events.findLast((e) => e.session !== undefined)?.session,
      npc: file.npc === true,
    };
    this.settle(summary, settings, { kind: 'checked', glance });
  }

  /** Keeps a state worked out for the file and settings it was read with; a character no longer listed is forgotten. */
  private settle(summary: CharacterSummary, settings: string, state: CharacterState): void {
    this.known.set(summary.id, { revision: summary.revision, settings, state });
    if (this.known.size > this.source.sortedCharacters.length) {
      const listed = new Set(this.source.sortedCharacters.map((c) => c.id));
      for (const id of [...this.known.keys()]) if (!listed.has(id)) this.known.delete(id);
    }
  }
}
