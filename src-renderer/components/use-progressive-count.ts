import { useEffect, useState } from 'react';

/**
 * How many of a long list's `total` items to draw now: the first `first` at once, then `step` more after each
 * frame is painted, until all are drawn. A campaign of hundreds of characters shows the top of its lists as soon
 * as its page opens, and the rest follows, a part at a time, without holding up the page or what the user does.
 */
export function useProgressiveCount(total: number, first = 30, step = 60): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that shows what is drawn now: a task queued from an animation frame runs once it is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn((n) => n + step), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, total, step]);
  return Math.min(total, drawn);
}
