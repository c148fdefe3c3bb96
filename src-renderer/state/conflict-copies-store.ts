import { action, computed, makeObservable, observable } from 'mobx';
import type {
  ApiResult,
  CampaignApi,
  ConflictCopy,
  ConflictCopyContents,
  ResolveConflictCopyInput,
  Revision,
} from '../../shared/api';
import type { CampaignFile } from '../../shared/model';
import { calendarDate } from '../base/format';
import type { SaveStatus } from './save-status';

/** What the conflict copies need from the campaign they were left in. */
export interface CopyOriginals {
  readonly handle: string;
  /** The name the character list shows for a character, if it lists it. */
  listedName(characterId: string): string | undefined;
  /** After a copy replaced its original: reads the original again, into the list or (campaign.json) the campaign. */
  originalReplaced(copy: ConflictCopy, revision: Revision): Promise<void>;
  /**
   * Changes campaign.json in its turn in the campaign's save queue, as the campaign's own saves do (its version before
   * goes to .backups); true once written, or when the change gave nothing to write.
   */
  changeCampaign(change: (current: CampaignFile) => CampaignFile | undefined): Promise<boolean>;
}

/** The value chosen for each field two versions of a character set differently. */
export type CharacterChoices = NonNullable<ResolveConflictCopyInput['choices']>;

/** Which version to keep: the other one, the current one, or (a character) both, their ledgers merged. */
export type KeptVersion = 'copy' | 'original' | 'both';

/** A button in a copy's row, to put focus back on when the row shows again. */
export type CopyControl = 'open' | 'keep-copy' | 'keep-original';

const CAMPAIGN_SUBJECT = "the campaign's settings and sessions";

/**
 * The other versions of campaign files that sync tools left beside them:
 * the list as the host reports it, the one the user is looking at, and
 * keeping one version of a file (the other goes to .backups). Nothing here
 * ever renames a copy over its original; the host keeps one and moves the
 * other aside.
 */
export class ConflictCopiesStore {
  list: ConflictCopy[];
  /** The copy shown read-only in place of the campaign screen, if any. */
  viewing: ConflictCopy | undefined = undefined;
  /** The row (and button) to focus when it shows again, e.g. after the read-only view closes. */
  returnFocusTo: { file: string; control: CopyControl } | undefined = undefined;
  /** Requests under way; the copies' buttons wait for them. */
  private pending = 0;

  constructor(
    private readonly api: CampaignApi,
    private readonly originals: CopyOriginals,
    private readonly status: SaveStatus,
    copies: readonly ConflictCopy[],
  ) {
    this.list = [...copies];
    makeObservable<ConflictCopiesStore, 'pending' | 'begin' | 'end' | 'drop'>(this, {
      list: observable.ref,
      viewing: observable.ref,
      returnFocusTo: observable.ref,
      pending: observable,
      busy: computed,
      replace: action,
      open: action,
      close: action,
      focusRow: action,
      focusReturned: action,
      begin: action,
      end: action,
      drop: action,
    });
  }

  /** True while a copy is being read or a version kept. */
  get busy(): boolean {
    return this.pending > 0;
  }

  /** Takes the whole list as the host reports it now. */
  replace(copies: readonly ConflictCopy[]): void {
    this.list = [...copies];
  }

  /** What the copy is another version of, in words: the character's name as the list shows it, or the campaign's settings and sessions. */
  subjectOf(copy: ConflictCopy): string {
    if (copy.characterId === undefined) return CAMPAIGN_SUBJECT;
    return this.originals.listedName(copy.characterId) ?? copy.name ?? copy.file;
  }

  /** The subject, told apart from another copy of the same file by who left it and when. */
  labelOf(copy: ConflictCopy): string {
    const subject = this.subjectOf(copy);
    const twin = this.list.some((other) => other.file !== copy.file && other.original === copy.original);
    return twin ? `${subject} (left by ${toolOf(copy)} on ${calendarDate(copy.date)})` : subject;
  }

  /** "Another version of Aria Vell, left by Syncthing on 23 Nov 2026." */
  sentenceOf(copy: ConflictCopy): string {
    return `Another version of ${this.subjectOf(copy)}, left by ${toolOf(copy)} on ${calendarDate(copy.date)}.`;
  }

  /** A copy that can be read can be opened: a character's beside its sheet, the campaign's beside the current version. */
  canOpen(copy: ConflictCopy): boolean {
    return copy.problem === undefined;
  }

  /** Shows the copy read-only in place of the campaign screen. */
  open(copy: ConflictCopy): void {
    this.viewing = copy;
  }

  /** Leaves the read-only view; focus goes back to the copy's row unless the user is going elsewhere. */
  close(returnFocus = true): void {
    const copy = this.viewing;
    this.viewing = undefined;
    if (copy && returnFocus) this.returnFocusTo = { file: copy.file, control: 'open' };
  }

  focusRow(file: string, control: CopyControl): void {
    this.returnFocusTo = { file, control };
  }

  focusReturned(): void {
    this.returnFocusTo = undefined;
  }

  /** Reads what the copy holds, for the read-only view. */
  async read(copy: ConflictCopy): Promise<ApiResult<ConflictCopyContents>> {
    this.begin();
    try {
      return await this.api.readConflictCopy({ handle: this.originals.handle, file: copy.file });
    } finally {
      this.end();
    }
  }

  /**
   * Keeps one version: 'copy' makes the copy the file (the replaced original
   * goes to .backups), 'original' keeps the file as it is (the copy goes to
   * .backups). `copyRevision` is the copy as the user saw it (the list's, or
   * the one read for the view); a copy changed since is not acted on. The
   * status line says what happened and where the other version went.
   * Resolves to true once one version was kept.
   */
  async keep(
    copy: ConflictCopy,
    keep: KeptVersion,
    copyRevision: Revision = copy.revision,
    choices?: CharacterChoices,
  ): Promise<boolean> {
    const subject = this.subjectOf(copy);
    const chosen = keep === 'both' && choices && Object.keys(choices).length > 0 ? { choices } : {};
    const result = await this.resolve(copy, async () =>
      this.status.track(
        this.api.resolveConflictCopy({ handle: this.originals.handle, file: copy.file, keep, copyRevision, ...chosen }),
      ),
    );
    if (!result) return false;
    this.status.inform(
      keep === 'copy'
        ? `Kept the other version of ${subject}; the version it replaced is in the campaign's .backups folder.`
        : keep === 'both'
          ? `Kept both versions of ${subject}, their ledgers merged; both earlier versions are in the campaign's .backups folder.`
          : `Kept the current version of ${subject}; the other version is in the campaign's .backups folder.`,
    );
    if (keep !== 'original') await this.originals.originalReplaced(copy, result.revision);
    return true;
  }

  /**
   * Keeps both versions of the campaign file, merged record by record: `mergeWith` merges the copy into the current
   * version as it is when the write's turn comes (with the user's choice for each field both changed), or answers
   * undefined when the two cannot be merged as they are then. The merged version is written over the current one
   * (which goes to .backups as any save's does), then the copy goes to .backups. Resolves to true once both are done;
   * if the second step fails, the copy stays listed, and merging it again changes nothing more.
   */
  async keepCampaignMerged(
    copy: ConflictCopy,
    mergeWith: (current: CampaignFile) => CampaignFile | undefined,
    copyRevision: Revision,
  ): Promise<boolean> {
    let merged = true;
    const result = await this.resolve(copy, async () => {
      const written = await this.originals.changeCampaign((current) => {
        const next = mergeWith(current);
        merged = next !== undefined;
        return next;
      });
      if (!merged) {
        this.status.fail(
          `The campaign changed while you chose, and the two versions can no longer be merged as shown. Look at them again, then choose.`,
        );
        return undefined;
      }
      if (!written) return undefined;
      return this.status.track(
        this.api.resolveConflictCopy({
          handle: this.originals.handle,
          file: copy.file,
          keep: 'original',
          copyRevision,
        }),
      );
    });
    if (!result) return false;
    this.status.inform(
      `Kept both versions of ${CAMPAIGN_SUBJECT}, merged record by record; both earlier versions are in the campaign's .backups folder.`,
    );
    return true;
  }

  /**
   * Runs a request that settles `copy`, the copies' buttons waiting meanwhile: once it is settled, or is no longer
   * there (removed outside the app, or already set aside), its row goes; the host's sentence stays in the status
   * line. Resolves to the original's revision now, or undefined when nothing was settled.
   */
  private async resolve(
    copy: ConflictCopy,
    request: () => Promise<ApiResult<{ revision: Revision }> | undefined>,
  ): Promise<{ revision: Revision } | undefined> {
    this.begin();
    let result: ApiResult<{ revision: Revision }> | undefined;
    try {
      result = await request();
    } finally {
      this.end();
    }
    if (result === undefined) return undefined;
    if (!result.ok) {
      if (result.error.code === 'not-found') this.drop(copy.file);
      return undefined;
    }
    this.drop(copy.file);
    return result.value;
  }

  private drop(file: string): void {
    this.list = this.list.filter((copy) => copy.file !== file);
    if (this.viewing?.file === file) this.viewing = undefined;
  }

  private begin(): void {
    this.pending += 1;
  }

  private end(): void {
    this.pending -= 1;
  }
}

/** The tool that left a copy, or "a sync tool" when the host could not tell. */
export function toolOf(copy: ConflictCopy): string {
  return copy.tool.trim() === '' ? 'a sync tool' : copy.tool;
}
