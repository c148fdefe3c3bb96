/** Longest wait for a frame: a hidden window draws none, and work that waits for one must still happen. */
const FRAME_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the page has drawn its next frame (a task queued from an animation frame runs after that frame
 * is painted), or after a tenth of a second when no frame comes (a hidden window, or no animation frames at all):
 * for work that should follow what the user just did on screen, but not wait for it if it cannot be seen.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}
