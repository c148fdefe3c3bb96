import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';
import { pressTimes } from './steps';

/*
 * What every screen a player meets is held to, checked where the walk of every screen (every-screen.test.ts) stands:
 * it fits the window at 1024 and 1280 pixels, axe finds no WCAG 2 A/AA violation in the light theme and again (its
 * colour rules) in the dark one, and, where asked, every visible, enabled control can be reached with the Tab key.
 */

/** The rules a theme's colours decide: text contrast, and links told apart from the text around them. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const WIDTHS = [1024, 1280] as const;

/** Whether the page shows the dark colours: its colour scheme, and a page background darker than mid-grey. */
export function showsDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const [r = 255, g = 255, b = 255] = (style.backgroundColor.match(/\d+/g) ?? []).map(Number);
    return style.colorScheme === 'dark' && r + g + b < 3 * 128;
  });
}

/** axe on the screen as it stands, in the light theme and then, with the system set to dark, in the dark one. */
export async function audit(page: Page, screen: string): Promise<void> {
  expect.soft((await axeViolations(page)).map((problem) => `${screen}: ${problem}`)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    expect.soft(await showsDark(page), `${screen} follows the system's dark setting`).toBe(true);
    expect.soft((await axeViolations(page, COLOUR_RULES)).map((problem) => `${screen}, dark: ${problem}`)).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

/** Tabs through the whole page and returns the controls that never received focus. */
export async function unreachableByTab(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    (window as unknown as { focusedControls: Set<Element> }).focusedControls = new Set();
    document.addEventListener('focusin', (e) =>
      (window as unknown as { focusedControls: Set<Element> }).focusedControls.add(e.target as Element),
    );
  });
  const count = await page.evaluate(
    () => document.querySelectorAll('button, input, select, textarea, a[href], [tabindex="0"]').length,
  );
  await pressTimes(page, 'Tab', count + 5);
  return page.evaluate(() => {
    const seen = (window as unknown as { focusedControls: Set<Element> }).focusedControls;
    const controls = Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]'));
    const visible = controls.filter(
      (el) => !(el as HTMLButtonElement).disabled && el.offsetParent !== null && el.getAttribute('tabindex') !== '-1',
    );
    // A radio group and a tab list are one stop each: arrow keys move inside them.
    const isGroupMember = (el: HTMLElement) =>
      (el instanceof HTMLInputElement && el.type === 'radio') || el.getAttribute('role') === 'tab';
    return visible.filter((el) => !seen.has(el) && !isGroupMember(el)).map((el) => el.outerHTML.slice(0, 120));
  });
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements that reach past the window's edges, as tag.class "text". */
  sticking: string[];
}

/** Measures the page: its scroll width and the outermost elements beyond the window's edges. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const beyond = (r: DOMRect) => r.right > width + 0.5 || r.left < -0.5;
    /** An element inside a box that clips or scrolls sideways is kept in by that box, if the box itself fits. */
    const keptIn = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' && style.overflowX !== '') return !beyond(a.getBoundingClientRect());
      }
      return false;
    };
    const sticking: string[] = [];
    const out = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (!beyond(r) || keptIn(el)) continue;
      out.add(el);
      if (el.parentElement && out.has(el.parentElement)) continue;
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      sticking.push(
        `${el.tagName.toLowerCase()}${cls} [${Math.round(r.left)}..${Math.round(r.right)}] "${(el.textContent ?? '').trim().slice(0, 60)}"`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, sticking };
  });
}

/** Checks the screen as it is now at each width, and leaves the window at the last one. */
async function fitsAtEveryWidth(page: Page, screen: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const found = await measure(page);
    expect
      .soft({
        screen,
        width,
        scrollWidth: found.scrollWidth > found.innerWidth ? found.scrollWidth : 'fits',
        sticking: found.sticking,
      })
      .toEqual({ screen, width, scrollWidth: 'fits', sticking: [] });
  }
}

/**
 * Every check of one screen as it stands: it fits at each width, and axe finds nothing in either theme; with
 * `reachable`, Tab also reaches every control (the builder steps, Sheet and Advance are walked by focus.test.ts).
 */
export async function checkScreen(page: Page, screen: string, options: { reachable?: boolean } = {}): Promise<void> {
  await fitsAtEveryWidth(page, screen);
  await audit(page, screen);
  if (options.reachable) expect.soft(await unreachableByTab(page), `${screen}: never reached by Tab`).toEqual([]);
}
