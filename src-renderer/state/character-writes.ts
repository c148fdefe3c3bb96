import { err, MAX_CHARACTERS_PER_WRITE, type ApiResult, type CampaignApi, type Revision, type WriteCampaignInput, type WriteCharacterInput } from '../../shared/api';

type Write = Omit<WriteCharacterInput, 'handle'>;
type CampaignWrite = Omit<WriteCampaignInput, 'handle'>;
type Written = ApiResult<{ revision: Revision }>;

/**
 * Character writes asked for together (the shares of an award, one from each character's editor, all in one
 * turn of the page's work) go to the host as one writeCharacters request, which holds the campaign's lock once
 * for all of them instead of once each. A write asked for alone goes as writeCharacter. Each write keeps its
 * own outcome, so a conflict on one character is asked about as if it had been written alone. campaign.json can
 * follow them in the same request (the award after its shares): see followWith.
 */
export class CharacterWrites {
  private waiting: { write: Write; done: (result: Written) => void }[] = [];
  private scheduled = false;
  private following: { write: CampaignWrite; done: (result: Written | undefined) => void } | undefined;

  constructor(
    private readonly api: Pick<CampaignApi, 'writeCharacter' | 'writeCharacters'>,
    private readonly handle: string,
  ) {}

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
    if (!this.scheduled || this.following || !characters.every((id) => waiting.has(id))) return Promise.resolve(undefined);
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
    this.api.writeCharacters({ handle: this.handle, writes: batch.map((item) => item.write), ...(following ? { campaign: following.write } : {}) }).then(
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
      .then(item.done, (cause: unknown) => item.done(err('io', `The character could not be saved (${cause instanceof Error ? cause.message : String(cause)}). Try saving again.`)));
  }
}
