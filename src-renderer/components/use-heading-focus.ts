import { useEffect, useRef } from 'react';

/**
 * When a screen replaces another, the control that had focus is gone and
 * focus would fall back to the page. Moving it to the new screen's heading
 * tells screen-reader users where they are and starts Tab from the top.
 * Give the heading tabIndex={-1}.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, []);
  return heading;
}
