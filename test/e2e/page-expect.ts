/**
 * Polls a value from the page until it matches, for states that settle
 * asynchronously (a list after a save). Fails with the last value seen.
 */
export function expect<T>(read: () => Promise<T>, timeoutMs = 10_000) {
  return {
    async toBe(expected: T): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let last: T = await read();
      while (last !== expected) {
        if (Date.now() > deadline)
          throw new Error(`expected ${String(expected)}, still ${String(last)} after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
        last = await read();
      }
    },
  };
}
