import { err, MAX_CHARACTERS_PER_WRITE, type ApiResult, type CampaignApi, type Revision, type WriteCharacterInput } from '../../shared/api';

type Write = Omit<WriteCharacterInput, 'handle'>;
type Written = ApiResult<{ revision: Revision }>;

/**
 * Character writes asked for together (the shares of an award, one from each character's editor, all in one
 * turn of the page's work) go to the host as one writeCharacters request, which holds the campaign's lock once
 * for all of them instead of once each. A write asked for alone goes as writeCharacter. Each write keeps its
 * own outcome, so a conflict on one character is asked about as if it had been written alone.
 */
export class CharacterWrites {
  private waiting: { write: Write; done: (result: Written) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly api: Pick<CampaignApi, 'writeCharacter' | 'writeCharacters'>,
    private readonly handle: string,
  ) {}

  /** Writes a character with the others asked for in the same turn. */
  write(write: Write): Promise<Written> {
    return new Promise((done) => {
      this.waiting.push({ write, done });
      if (!this.scheduled) {
        this.scheduled = true;
        // Every write asked for before the page's next microtask runs goes with this one.
        queueMicrotask(() => this.send());
      }
    });
  }

  private send(): void {
    this.scheduled = false;
    const waiting = this.waiting;
    this.waiting = [];
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
      this.scheduled = true;
      queueMicrotask(() => this.send());
    }
    if (batch.length === 1) {
      this.alone(batch[0]!);
      return;
    }
    this.api.writeCharacters({ handle: this.handle, writes: batch.map((item) => item.write) }).then(
      (answer) => {
        if (answer.ok && answer.value.results.length === batch.length) {
          batch.forEach((item, index) => item.done(answer.value.results[index]!));
          return;
        }
        // Refused as a whole (too large for one request, say), nothing was written: each is tried on its own.
        for (const item of batch) this.alone(item);
      },
      () => batch.forEach((item) => this.alone(item)),
    );
  }

  /** One write as writeCharacter; a request that failed outright becomes an error, so no save waits for ever. */
  private alone(item: { write: Write; done: (result: Written) => void }): void {
    this.api
      .writeCharacter({ handle: this.handle, ...item.write })
      .then(item.done, (cause: unknown) => item.done(err('io', `The character could not be saved (${cause instanceof Error ? cause.message : String(cause)}). Try saving again.`)));
  }
}
