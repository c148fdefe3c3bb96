import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './harness';
import { expect as pwExpect } from './page-expect';
import { allSaved, newCampaign, openNewCharacter, openTab, pressTimes } from './steps';

/**
 * Focus stays in view: in every game's builder (each step), sheet and Advance page, at two window sizes, Tab and
 * Shift+Tab never leave the focused control half hidden under the sticky budget bar, the sticky status line or
 * any other element that stays put while the page scrolls, and Tab reaches every control there (every-screen.test.ts
 * checks the other screens); and after Finish, focus is on the page's heading at the top, not halfway down
 * the sheet.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;

/**
 * Installs the watch in the page: each time focus leaves an element (so after the browser has scrolled it into
 * view and before the next one is scrolled to), how much of it was covered by an element whose position is sticky
 * or fixed (other than one holding it, or held by it) is noted when it is more than half. `covered()` also checks
 * the element that has focus now, and returns the notes.
 */
function watchFocus(): void {
  const w = window as unknown as {
    focusWatch?: { notes: string[]; reached: Set<Element>; covered(): string[]; forget(): void };
  };
  if (w.focusWatch) return;
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className)}"` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  const check = (focused: Element | null) => {
    if (!focused || focused === document.body || focused === document.documentElement) return;
    const r = focused.getBoundingClientRect();
    const area = r.width * r.height;
    // Tabbing moves no element, so the page's sticky and fixed elements are looked for once a walk.
    watch.bars ??= Array.from(document.querySelectorAll('body *')).filter((el) =>
      ['sticky', 'fixed'].includes(getComputedStyle(el).position),
    );
    for (const el of watch.bars) {
      if (el.contains(focused) || focused.contains(el)) continue;
      const s = el.getBoundingClientRect();
      if (s.width === 0 || s.height === 0) continue;
      const w = Math.max(0, Math.min(r.right, s.right) - Math.max(r.left, s.left));
      const h = Math.max(0, Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top));
      // An element with no area (a one-pixel field read by screen readers) is covered when its point is.
      const ratio =
        area > 0
          ? (w * h) / area
          : r.left >= s.left && r.left <= s.right && r.top >= s.top && r.top <= s.bottom
            ? 1
            : 0;
      if (ratio > 0.5) {
        const where = `${Math.round(r.top)}–${Math.round(r.bottom)} under ${name(el)} at ${Math.round(s.top)}–${Math.round(s.bottom)}`;
        watch.notes.push(`${Math.round(ratio * 100)}% of ${name(focused)} at ${where}`);
      }
    }
  };
  const watch = {
    notes: [] as string[],
    /** Every element that had focus since the watch was last told to forget. */
    reached: new Set<Element>(),
    bars: undefined as Element[] | undefined,
    covered() {
      check(document.activeElement);
      watch.bars = undefined;
      return watch.notes.splice(0);
    },
    forget() {
      watch.notes = [];
      watch.reached = new Set();
      watch.bars = undefined;
    },
  };
  document.addEventListener('focusin', (event) => watch.reached.add(event.target as Element), true);
  document.addEventListener('focusout', (event) => check(event.target as Element), true);
  w.focusWatch = watch;
}

/** What has focus, as its text (with its tag when it is not a button or field), e.g. "h1 Ylva". */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const text =
      el instanceof HTMLInputElement ? `${el.type} field ${el.labels?.[0]?.textContent ?? ''}` : (el.textContent ?? '');
    return el instanceof HTMLButtonElement ? text : `${el.tagName.toLowerCase()} ${text}`.trim();
  });
}

/** The number of controls Tab stops at on the page now, or inside the element `scope` selects. */
function tabStops(scope: string): number {
  return Array.from(
    document
      .querySelector(scope)
      ?.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [tabindex]') ?? [],
  ).filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0).length;
}

/**
 * The visible, enabled controls inside the element `scope` selects that never had focus since the watch last
 * forgot: controls the Tab key cannot reach. A radio group and a tab list are one stop each (arrow keys move inside
 * them), so their members are not counted.
 */
function unreached(scope: string): string[] {
  const seen = (window as unknown as { focusWatch: { reached: Set<Element> } }).focusWatch.reached;
  const controls = Array.from(
    document.querySelector(scope)?.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]') ?? [],
  );
  const visible = controls.filter(
    (el) => !(el as HTMLButtonElement).disabled && el.offsetParent !== null && el.getAttribute('tabindex') !== '-1',
  );
  const isGroupMember = (el: HTMLElement) =>
    (el instanceof HTMLInputElement && el.type === 'radio') || el.getAttribute('role') === 'tab';
  return visible.filter((el) => !seen.has(el) && !isGroupMember(el)).map((el) => el.outerHTML.slice(0, 120));
}

/**
 * From where focus is, presses Tab once for each stop inside `scope` (the whole page by default: then round it and
 * back to the start) and Shift+Tab as many times back, and returns each stop where the focused element was more
 * than half covered, and each control inside `scope` the walk never reached. `where` names the page in the
 * message; `stops` counts the stops.
 */
async function hiddenStops(page: Page, where: string, stops: { count: number }, scope = 'body'): Promise<string[]> {
  await page.evaluate(watchFocus);
  // What the clicks that opened the page noted is not about Tab.
  await page.evaluate(() => (window as unknown as { focusWatch: { forget(): void } }).focusWatch.forget());
  const count = await page.evaluate(tabStops, scope);
  const hidden: string[] = [];
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    // Round the whole page, a few more presses than stops: leaving the page for the browser's own controls takes one.
    const presses = scope === 'body' && key === 'Tab' ? count + 5 : count;
    await pressTimes(page, key, presses);
    stops.count += count;
    const notes = await page.evaluate(() =>
      (window as unknown as { focusWatch: { covered(): string[] } }).focusWatch.covered(),
    );
    hidden.push(...notes.map((note) => `${where}, ${key}: ${note}`));
  }
  hidden.push(
    ...(await page.evaluate(unreached, scope)).map((control) => `${where}: never reached by Tab: ${control}`),
  );
  return hidden;
}

/**
 * Walks every builder step, then the Sheet and the Advance page, at each size; returns every hidden stop and the
 * number of stops in the builder at one size. The first step is walked with the whole page round it (the
 * toolbar, the tabs, the step list, the status line); the others from their heading through their own controls.
 */
async function walkCharacter(page: Page, game: string): Promise<{ hidden: string[]; builderStops: number }> {
  const hidden: string[] = [];
  let builderStops = 0;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const at = `${game} at ${size.width}×${size.height}`;
    await openTab(page, 'Build');
    const steps = page.getByRole('navigation', { name: 'Builder steps' });
    const stepNames = (await steps.getByRole('button').allTextContents()).map((t) => t.split(',')[0]!.trim());
    const stops = { count: 0 };
    for (const [i, step] of stepNames.entries()) {
      await steps.getByRole('button', { name: new RegExp(`^${step}`) }).click();
      const heading = page.getByRole('heading', { name: step, level: 2 });
      await heading.waitFor();
      if (i === 0) {
        hidden.push(...(await hiddenStops(page, `${at}, builder step ${step}`, stops)));
      } else {
        await heading.focus();
        hidden.push(...(await hiddenStops(page, `${at}, builder step ${step}`, stops, 'section.builder-step')));
      }
    }
    builderStops = stops.count;
    for (const tab of ['Sheet', 'Advance']) {
      await openTab(page, tab);
      await page.evaluate(() => window.scrollTo(0, 0));
      hidden.push(...(await hiddenStops(page, `${at}, ${tab}`, { count: 0 })));
    }
  }
  return { hidden, builderStops };
}

describe('focus in view', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  // The least number of stops in each game's builder at one size, counting Tab and Shift+Tab: every control of every
  // step, and at least 150 where a game's steps hold that many.
  const games = [
    { game: 'The Nutshell MLS', campaign: 'Focus Marches', character: 'Aria', minStops: 150 },
    { game: 'HURSAGMU', campaign: 'Focus Sands', character: 'Ninsun', minStops: 150 },
    { game: 'Heimr', campaign: 'Focus Fjords', character: 'Ragna', minStops: 80 },
    { game: 'Symbaroum', campaign: 'Focus Davokar', character: 'Ylva', minStops: 80 },
  ];
  for (const { game, campaign, character, minStops } of games) {
    it(`never leaves focus under a sticky bar in the ${game} builder, sheet and Advance page`, async () => {
      const { page } = app;
      await page.setViewportSize(SIZES[0]);
      const back = page.getByRole('button', { name: /^Back to / });
      if (await back.isVisible()) await back.click();
      const close = page.getByRole('button', { name: 'Close campaign' });
      if (await close.isVisible()) await close.click();
      await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
      await newCampaign(page, campaign, game);
      await openNewCharacter(page, character);
      const { hidden, builderStops } = await walkCharacter(page, game);
      expect(hidden).toEqual([]);
      expect(builderStops).toBeGreaterThanOrEqual(minStops);
    });
  }

  it('keeps focus on a raise its own click refuses, and after Finish puts it on the heading at the top of the sheet', async () => {
    // Ylva, the Symbaroum character of the last walk, at the smaller size.
    const { page } = app;
    await page.setViewportSize(SIZES[1]);
    await openTab(page, 'Build');
    const steps = page.getByRole('navigation', { name: 'Builder steps' });
    await steps.getByRole('button', { name: /^Attributes/ }).click();
    await page.getByRole('button', { name: 'Lower Discreet to 9 (frees 1 point)' }).click();
    await page.getByRole('button', { name: 'Raise Accurate to 11 (uses 1 point)' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/Attributes add up to 80 of 80\./).waitFor();
    await allSaved(page);
    // The last point placed: the same button, refused now, still has the focus (not the Cunning field after it).
    const refused = page.getByRole('button', { name: 'Raise Accurate to 12 (not allowed)' });
    expect(await focusedName(page)).toBe('Raise Accurate to 12 (not allowed)');
    expect(await refused.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('spinbutton', { name: 'Accurate' }).inputValue()).toBe('11');
    // Back past the refused button: the "Why?" of the step down before it.
    await page.keyboard.press('Shift+Tab');
    const lowerWhy = page.getByRole('button', { name: 'Why does Lower Accurate to 10 free 1 point?' });
    expect(await lowerWhy.evaluate((el) => el === document.activeElement)).toBe(true);

    await steps.getByRole('button', { name: /^Abilities/ }).click();
    await page.getByRole('button', { name: 'Learn Medicus at novice (costs 10 experience)' }).click();
    await steps.getByRole('button', { name: /^Armor/ }).click();
    await page.getByRole('radio', { name: 'Light armor (impeding 2)' }).check();
    await steps.getByRole('button', { name: /^Review/ }).click();
    await page.getByRole('heading', { name: 'Nothing left to fix' }).waitFor();
    const finish = page.getByRole('button', { name: 'Finish the character' });
    await finish.focus();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Character sheet' }).waitFor();
    // The character's heading has the focus, at the top of the page, in view.
    await pwExpect(() => focusedName(page)).toBe('h1 Ylva');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByRole('tab', { name: 'Sheet' }).getAttribute('aria-selected')).toBe('true');
  });
});
