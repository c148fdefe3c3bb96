import { useCallback, useRef } from 'react';

/**
 * Focus kept clear of the bars that stay put while the page scrolls (the character page's budget bar at the top,
 * the status line at the bottom). The browser scrolls a control that takes focus into view, but knows nothing of
 * what covers the window's edges; the page's scroll-padding (styles/app.css) tells it, from the variables
 * `--sticky-top` and `--sticky-bottom` on the root element. Each bar's height changes with the window's width and
 * what the bar says, so it is measured as it changes and the variable kept equal to it.
 */

export type StickyEdge = 'top' | 'bottom';

/** The heights of the bars at each edge of each document, by bar. */
const barsByDocument = new WeakMap<Document, Record<StickyEdge, Map<Element, number>>>();

function barsOf(doc: Document): Record<StickyEdge, Map<Element, number>> {
  let bars = barsByDocument.get(doc);
  if (!bars) {
    bars = { top: new Map(), bottom: new Map() };
    barsByDocument.set(doc, bars);
  }
  return bars;
}

/** Sets the edge's variable to the tallest bar at that edge, or removes it when none is left. */
function publish(doc: Document, edge: StickyEdge): void {
  const heights = Array.from(barsOf(doc)[edge].values());
  const name = `--sticky-${edge}`;
  if (heights.length === 0) doc.documentElement.style.removeProperty(name);
  else doc.documentElement.style.setProperty(name, `${Math.ceil(Math.max(...heights))}px`);
}

/**
 * Follows one bar's height at `edge` of the window: from when `bar` is in the page until it leaves it. Returns
 * the function that stops following it.
 */
export function followStickyBar(bar: HTMLElement, edge: StickyEdge): () => void {
  const doc = bar.ownerDocument;
  const heights = barsOf(doc)[edge];
  const measure = () => {
    heights.set(bar, bar.getBoundingClientRect().height);
    publish(doc, edge);
  };
  measure();
  const Observer = doc.defaultView?.ResizeObserver;
  const observer = Observer ? new Observer(measure) : undefined;
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    heights.delete(bar);
    publish(doc, edge);
  };
}

/** A ref for a bar that stays at `edge` of the window while the page scrolls, e.g. `<div ref={useStickyBar('top')}>`. */
export function useStickyBar<T extends HTMLElement>(edge: StickyEdge): (bar: T | null) => void {
  const stop = useRef<(() => void) | undefined>(undefined);
  return useCallback(
    (bar: T | null) => {
      stop.current?.();
      stop.current = bar ? followStickyBar(bar, edge) : undefined;
    },
    [edge],
  );
}
