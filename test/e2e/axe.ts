import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules the app is held to: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds against WCAG 2.1 A and AA on the page as it stands, one line per rule broken: its id, what it asks
 * for, and up to three elements that break it. axe is put into the page once per document (the app changes screens
 * without loading a new one) and run there directly: the page has no frames, so nothing of axe's Playwright wrapper
 * is needed, and putting axe in again before every run took three times as long as the run. With `rules`, only the
 * rules named are run (the colour rules again in the dark theme).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = rules ? { type: 'rule' as const, values: [...rules] } : { type: 'tag' as const, values: WCAG_AA };
  const violations = await page.evaluate(async (only) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const results = await run(document, { runOnly: only, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, runOnly);
  return violations.map((v) => `${v.id} (${v.help}) at ${v.targets.join(', ')}`);
}
