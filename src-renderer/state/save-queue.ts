import {
  err,
  MAX_CHARACTERS_PER_WRITE,
  type ApiResult,
  type CampaignApi,
  type Revision,
  type WriteCampaignInput,
  type WriteCharacterInput,
} from '../../shared/api';

type Write = Omit<WriteCharacterInput, 'handle'>;
type CampaignWrite = Omit<WriteCampaignInput, 'handle'>;
type Written = ApiResult<{ revision: Revision }>;

/**
 * The open campaign's save queue: every write the page makes to its folder goes through here.
 *
 * - **campaign.json, one change at a time** (`campaign`): a change waits for the one before it to be written (or
 *   refused, or settled by the user's answer to a conflict), and is worked out from the campaign as that left it,
 *   so two edits made at once keep each other's changes and never meet each other as a conflict.
 * - **Characters, together** (`write`): character writes asked for together (the shares of an award, one from each
 *   character's editor, all in one turn of the page's work) go to the host as one writeCharacters request, which
 *   holds the campaign's lock once for all of them instead of once each. A write asked for alone goes as
 *   writeCharacter. Each write keeps its own outcome, so a conflict on one character is asked about as if it had
 *   been written alone. A character's own writes follow each other through its editor's Autosave.
 * - **campaign.json after characters** (`followWith`): the award after its shares, in the same request.
 */
export class SaveQueue {
  private waiting: { write: Write; done: (result: Written) => void }[] = [];
  private scheduled = false;
  private following: { write: CampaignWrite; done: (result: Written | undefined) => void } | undefined;
  /** The campaign.json change under way or last asked for: the next waits for it to settle. */
  private campaignTail: Promise<unknown> = Promise.resolve();
  private campaignChanges = 0;

  constructor(
    private readonly api: Pick<CampaignApi, 'writeCharacter' | 'writeCharacters'>,
    private readonly handle: string,
  ) {}

  /** True while a change of campaign.json is under way or waiting: a change of it seen on disk meanwhile may be the page's own. */
  get campaignBusy(): boolean {
    return this.campaignChanges > 0;
  }

  /**
   * Runs `change`, one write of campaign.json (with whatever it asks of the user), after every change asked for
   * before it has settled; at once when none is under way, so a change started in this turn can still go in the
   * request of this turn's character writes (followWith).
   */
  campaign<T>(change: () => Promise<T>): Promise<T> {
    const run = this.campaignChanges === 0 ? change() : this.campaignTail.then(change);
    this.campaignChanges += 1;
    const settled = run.finally(() => (this.campaignChanges -= 1));
    this.campaignTail = settled.catch(() => undefined);
    return settled;
  }

  /** Writes a character with the others asked for in the same turn. */
  write(write: Write): Promise<Written> {
    return new Promise((done) => {
      this.waiting.push({ write, done });
      // Every write asked for before the page's next microtask runs goes with this one.
      if (!this.scheduled) this.sendSoon();
    });
  }

  /**
   * Writes campaign.json in the request of the writes of `characters` asked for in this turn, after them, and only
   * when the host wrote every one of them. Resolves to its outcome, or to undefined when it was not tried: a
   * character's write is not waiting to go (its editor was still busy with an earlier one), the writes go in more
   * than one request, the host refused the request as a whole, or a character was not written. The caller then
   * writes campaign.json on its own once the characters' saves have settled.
   */
  followWith(write: CampaignWrite, characters: readonly string[]): Promise<Written | undefined> {
    const waiting = new Set(this.waiting.map((item) => item.write.character.id));
    if (!this.scheduled || this.following || !characters.every((id) => waiting.has(id)))
      return Promise.resolve(undefined);
    const followed = new Promise<Written | undefined>((done) => (this.following = { write, done }));
    // campaign.json closes the request: it goes now, not after the rest of this turn's work (the page's drawing of
    // the shares, say), and a write asked for after it goes in the next request.
    this.send();
    return followed;
  }

  /** Sends what is waiting at the next microtask, unless campaign.json has closed the request before (see followWith). */
  private sendSoon(): void {
    this.scheduled = true;
    queueMicrotask(() => {
      if (this.scheduled) this.send();
    });
  }

  private send(): void {
    this.scheduled = false;
    const waiting = this.waiting;
    this.waiting = [];
    let following = this.following;
    this.following = undefined;
    // One request names each character once: a second write of one waits for the next request.
    const batch: typeof waiting = [];
    const ids = new Set<string>();
    for (const item of waiting) {
      if (ids.has(item.write.character.id) || batch.length >= MAX_CHARACTERS_PER_WRITE) this.waiting.push(item);
      else {
        ids.add(item.write.character.id);
        batch.push(item);
      }
    }
    if (this.waiting.length > 0) {
      this.sendSoon();
      // campaign.json follows every write asked for before it, and some of them wait for the next request.
      following?.done(undefined);
      following = undefined;
    }
    if (batch.length === 1 && !following) {
      this.alone(batch[0]!);
      return;
    }
    const notTried = () => following?.done(undefined);
    this.api
      .writeCharacters({
        handle: this.handle,
        writes: batch.map((item) => item.write),
        ...(following ? { campaign: following.write } : {}),
      })
      .then(
        (answer) => {
          if (answer.ok && answer.value.results.length === batch.length) {
            // campaign.json's outcome first: its way to the page's state is the longest, so it is not left for a
            // drawing of the page of its own after the characters'.
            following?.done(answer.value.campaign);
            batch.forEach((item, index) => item.done(answer.value.results[index]!));
            return;
          }
          // Refused as a whole (too large for one request, say), nothing was written: each is tried on its own.
          notTried();
          for (const item of batch) this.alone(item);
        },
        () => {
          notTried();
          batch.forEach((item) => this.alone(item));
        },
      );
  }

  /** One write as writeCharacter; a request that failed outright becomes an error, so no save waits for ever. */
  private alone(item: { write: Write; done: (result: Written) => void }): void {
    this.api
      .writeCharacter({ handle: this.handle, ...item.write })
      .then(item.done, (cause: unknown) =>
        item.done(
          err(
            'io',
            `The character could not be saved (${cause instanceof Error ? cause.message : String(cause)}). Try saving again.`,
          ),
        ),
      );
  }
}
