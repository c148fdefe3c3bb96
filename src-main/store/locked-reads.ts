/**
 * Reads of files that each need the campaign's lock, gathered: every read asked for while the lock is being
 * waited for is made in the same hold of it. A save of several files makes the watcher look at each of them at
 * about the same moment, and one hold of the lock (a folder made and removed on disk) then serves them all.
 */
export function gatheredReads<T>(
  /** Runs the task holding the lock; rejects when the lock could not be had. */
  holdingLock: (task: () => Promise<void>) => Promise<void>,
  /** Reads one file; the caller holds the lock. */
  readOne: (relFile: string) => Promise<T>,
): (relFile: string) => Promise<T> {
  let waiting: Map<string, { resolve: (value: T) => void; reject: (error: unknown) => void }[]> | undefined;

  const start = (batch: NonNullable<typeof waiting>) => {
    holdingLock(async () => {
      // Reads asked for from now on wait for the next hold: this one may already have read their file.
      if (waiting === batch) waiting = undefined;
      await Promise.all(
        [...batch].map(([relFile, readers]) =>
          readOne(relFile).then(
            (value) => readers.forEach((r) => r.resolve(value)),
            (error: unknown) => readers.forEach((r) => r.reject(error)),
          ),
        ),
      );
    }).catch((error: unknown) => {
      if (waiting === batch) waiting = undefined;
      // The lock could not be had: every read of this hold fails (a read already answered is not changed).
      for (const readers of batch.values()) readers.forEach((r) => r.reject(error));
    });
  };

  return (relFile) =>
    new Promise<T>((resolve, reject) => {
      let batch = waiting;
      if (!batch) {
        batch = new Map();
        waiting = batch;
        start(batch);
      }
      const readers = batch.get(relFile) ?? [];
      readers.push({ resolve, reject });
      batch.set(relFile, readers);
    });
}
