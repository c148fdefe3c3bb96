/**
 * Renderer benchmarks in Debian's Chromium against browser mode, with a
 * character of 200 ledger events in each of the four games, each in a
 * campaign of its own game (see gameCases):
 *   - a purchase click to the next paint, 60 clicks per game after 10 to warm
 *     up (each purchase undone before the next, so the same purchase stays
 *     allowed): MLS raises a secondary trait, HURSAGMU raises a trait, Heimr
 *     trains an ability, Symbaroum learns an ability's next level; target p95
 *     <= 16 ms for every game, read as the page's own work
 *     (purchaseAppWork*.<game>: the click drawn within one frame), with every
 *     click drawn by the first frame tick after it;
 *   - on the MLS character, a click on the character to its sheet painted,
 *     and its PDF through page.pdf() from the Print section; target <= 1 s.
 * The MLS character is the rules benchmark's ledger made to end on an award;
 * the others are random walks of the game's own proposals (acceptedLedger in
 * fold-vs-parse.ts), then an award of experience so that a purchase is
 * affordable.
 *
 * Click-to-paint is measured inside the page: from the click event's
 * timeStamp to a task queued from the next animation frame, which runs once
 * that frame has been painted.
 *
 * The clicks are real mouse input sent to the browser (see clickPoint). A
 * Chromium trace shows each one as input handling, the handler and React's
 * render, style and layout, then the frame's paint. When the page has drawn
 * nothing for a frame interval, Chromium starts that frame as soon as the
 * main thread is free; when a frame was drawn just before the click, the
 * click's frame waits for the next tick of the frame clock (up to 16.7 ms at
 * 60 Hz; waiting two animation frames before each click puts every click in
 * that case and moves the median to about 17 ms). On a 2-core machine some
 * slow clicks are also ones where the page's main thread shared the cores
 * with the browser's raster and compositor threads (its CPU time in the trace
 * well below its wall time). Both are why p95 sits well above the median and
 * moves by a few milliseconds from run to run.
 *
 * So each click is also split in two (see ClickTiming): the page's own work
 * (input, handlers, the rules, React, style and layout, then the frame's
 * paint and commit) and the time the page sat ready, waiting for the frame
 * clock. The target is read against the first; the second can only be
 * shortened by the display, never by the page. purchasesDrawnOnFirstTick
 * counts the clicks whose result was drawn by the first tick after the page
 * was ready, so that reading cannot hide a missed frame.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import { FORMAT_VERSION, stableStringify, type CampaignFile, type CharacterFile } from '../shared/model';
import { attempt, enteredRoll, evaluate } from '../shared/rules/core';
import { isReductionIncrement, mls, PRIMARY_TRAITS, type MlsSheet } from '../shared/rules/systems/mls';
import { buildLedger } from './rules-bench';
import { acceptedLedger } from './fold-vs-parse';
import { getRuleSystem } from '../shared/rules/registry';

const repo = resolve(import.meta.dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CAMPAIGN = 'Bench Campaign';
const CHARACTER = 'Bench Hero';
const EVENTS = 200;
const CLICKS = 60;
/** Headless Chromium's frame clock ticks at 60 Hz. */
const FRAME_INTERVAL_MS = 1000 / 60;
/** Purchases made first and not counted: the first clicks compile the page's code paths (the first alone takes about 25 ms). */
const WARM_UP_CLICKS = 10;

/**
 * A legal character of exactly 200 events: 198 random legal steps, then an
 * age increment (answering a due reduction) and an Average adventure in a
 * major role rolled at 6, so the newest increment has CPs and nothing raised.
 */
export function benchCharacter(): CharacterFile {
  const settings = mls.defaultSettings();
  const built = buildLedger(1, EVENTS - 2);
  let sheet = evaluate(mls, built, {}).sheet as MlsSheet;
  const events = [...built.events];
  const next = sheet.ageIncrements + 1;
  const reduce = isReductionIncrement(next)
    ? PRIMARY_TRAITS.find((t) => t !== 'size' && sheet.primaries[t].natural > sheet.primaries[t].average - 2)
    : undefined;
  for (const payload of [
    { type: 'age', ...(reduce ? { reduce } : {}) },
    { type: 'award', adventure: 'average', role: 'major', roll: enteredRoll('1d6', 6) },
  ]) {
    const event = { id: `e${events.length}`, date: '2026-11-21', ...payload };
    const tried = attempt(mls, sheet, event, settings, `events.${events.length}`);
    if (!tried.accepted)
      throw new Error(
        `The benchmark character's ${payload.type} event was refused: ${tried.findings.map((f) => f.message).join(' ')}`,
      );
    sheet = tried.sheet;
    events.push(event);
  }
  const file: CharacterFile = {
    formatVersion: FORMAT_VERSION,
    id: 'bench-hero',
    name: CHARACTER,
    system: 'mls',
    createdAt: '2026-01-01',
    creation: built.creation,
    events: events as CharacterFile['events'],
  };
  return legalCharacter(file);
}

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the renderer when dist-renderer is missing or older than its sources. */
export function ensureRendererBuilt(): void {
  let built: number;
  try {
    built = statSync(join(repo, 'dist-renderer', 'index.html')).mtimeMs;
  } catch {
    built = 0;
  }
  if (built >= Math.max(newestChange(join(repo, 'src-renderer')), newestChange(join(repo, 'shared')))) return;
  console.log('renderer: building the pages first (npm run build:renderer)…');
  execFileSync('npm', ['run', 'build:renderer'], { cwd: repo, stdio: 'inherit' });
}

export function startServer(root: string): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(repo, 'src-main/serve/cli.ts'), '--root', root, '--port', '0'],
    {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`browser mode did not start within 30 s:\n${output}`)), 30_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ url: match[1]!, server });
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`browser mode exited with code ${code}:\n${output}`));
    });
  });
}

/** What the probe measured for one click, in ms from the click event's timeStamp. */
interface ClickTiming {
  /** To the end of the first frame after the click (or after `selector` matched): the click-to-next-paint. */
  paint: number;
  /** To the moment every handler had run, React had rendered and the page's style and layout were up to date. */
  ready: number;
  /** The frame's own work on the main thread: from its animation-frame callback to its end (paint and commit). */
  frame: number;
  /** The page's own share: `ready` plus `frame`, leaving out the time the page sat idle waiting for the frame clock's tick. */
  appWork: number;
  /** From `ready` to the tick (the animation frame's timestamp) of the frame that drew the click; at most one frame interval when no frame was missed. */
  tickAfterReady: number;
}

/**
 * The in-page probe, as plain JavaScript: functions handed to page.evaluate
 * would carry the name helpers tsx adds when it compiles this file, which do
 * not exist in the page. On the next click it resolves window.__clickToPaint
 * with a ClickTiming. A task queued from an animation frame runs once that
 * frame has been painted. A click listener on window runs after every
 * listener below it and after React's render (a microtask that runs as soon
 * as React's own listener returns); reading offsetHeight there brings style
 * and layout up to date, work Chromium does straight after a click anyway.
 */
const CLICK_TO_PAINT_PROBE = `(selector) => {
  window.__clickToPaint = new Promise((done) => {
    document.addEventListener('click', (event) => {
      const start = event.timeStamp;
      let ready = NaN;
      window.addEventListener('click', () => { void document.body.offsetHeight; ready = performance.now(); }, { once: true });
      function afterPaint(callbackAt, tick) {
        const channel = new MessageChannel();
        channel.port1.onmessage = function () {
          const end = performance.now();
          const frame = end - callbackAt;
          done({ paint: end - start, ready: ready - start, frame: frame, appWork: ready - start + frame, tickAfterReady: tick - ready });
        };
        channel.port2.postMessage(null);
      }
      function onFrame(tick) {
        if (selector && !document.querySelector(selector)) requestAnimationFrame(onFrame);
        else afterPaint(performance.now(), tick);
      }
      requestAnimationFrame(onFrame);
    }, { capture: true, once: true });
  });
}`;

/** Arms the probe for the next click. */
export async function armClickToPaint(page: Page, readySelector?: string): Promise<void> {
  await page.evaluate(`(${CLICK_TO_PAINT_PROBE})(${JSON.stringify(readySelector ?? null)})`);
}

export function readClickToPaint(page: Page): Promise<ClickTiming> {
  return page.evaluate(`Promise.race([
    window.__clickToPaint,
    new Promise((_, fail) => setTimeout(() => fail(new Error('No paint followed the click within 10 s.')), 10000)),
  ])`) as Promise<ClickTiming>;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`The page did not reach the expected state within ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function percentile(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

export const round = (n: number) => Number(n.toFixed(2));

export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/**
 * Where a real click on the button lands: its centre, once it is scrolled into
 * view and is itself what a pointer there would hit. The clicks are then sent
 * as plain mouse input (page.mouse), not through locator.click(), whose
 * in-page hit-target checks run inside the measured pointer and click events
 * and add about 2.5 ms that no user's click pays.
 */
export async function clickPoint(button: Locator): Promise<{ x: number; y: number }> {
  // To the middle of the window: at its edge the sticky budget bar would cover it.
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await button.boundingBox();
  if (!box) throw new Error('The purchase button has no box to click.');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await button.evaluate(
    (el, p) => el === document.elementFromPoint(p.x, p.y) || el.contains(document.elementFromPoint(p.x, p.y)),
    at,
  );
  if (!hit) throw new Error('Something covers the purchase button, so a click at its centre would not reach it.');
  return at;
}

/** One game's purchase: its campaign and character, and the purchase button its Advance section offers. */
interface GameCase {
  game: string;
  campaign: string;
  character: CharacterFile;
  /** The purchase buttons to try, the first enabled one is measured. */
  button: RegExp;
  /** The field choosing what is bought, tried option by option until the purchase is allowed. */
  choice?: string;
  /** A number field the form moves on after a purchase, set back to the button's level before each click. */
  levelField?: string;
  /** The campaign's settings, where the defaults leave nothing to buy. */
  settings?: Record<string, unknown>;
}

/**
 * The default Symbaroum campaign lists two abilities, which 200 random events have learned to master; the campaign
 * adds two of its own, as the reference campaign does, so that there is an ability to learn.
 */
const SYMBAROUM_SETTINGS = {
  abilities: [
    {
      id: 'medicus',
      name: 'Medicus',
      description: 'First aid and medicine: heals 1D4 Toughness, more with herbal cures.',
    },
    { id: 'recovery', name: 'Recovery', description: 'Heals one’s own Toughness.' },
    { id: 'witchsight', name: 'Witchsight', description: 'Sees the shadows of souls and the taint of corruption.' },
    { id: 'iron-fist', name: 'Iron Fist', description: 'Strikes with the weight of the whole body.' },
  ],
};

/** Award events appended to the random characters so that a purchase is affordable, in each game's own points. */
const AWARD_POINTS = 500;

/**
 * A legal character of `game` with 200 events: 199 of its own random proposals, then an award of experience. The
 * random creations are not always legal, so seeds are tried in order and the first legal character is kept.
 */
function randomCharacter(game: string, name: string, settings: Record<string, unknown> = {}): CharacterFile {
  const system = getRuleSystem(game);
  if (!system) throw new Error(`The game "${game}" is not registered.`);
  for (let seed = 1; seed <= 50; seed++) {
    const built = acceptedLedger(system, EVENTS - 1, seed);
    const award = { id: `e${EVENTS - 1}`, date: '2026-11-21', type: 'award', points: AWARD_POINTS };
    const file: CharacterFile = {
      formatVersion: FORMAT_VERSION,
      id: `bench-${game}`,
      name,
      system: game,
      createdAt: '2026-01-01',
      creation: built.creation,
      events: [...built.events, award] as CharacterFile['events'],
    };
    if (evaluate(system, file, settings).legal) return file;
  }
  throw new Error(`No legal ${EVENTS}-event ${game} character came from the first 50 seeds of its proposals.`);
}

function legalCharacter(file: CharacterFile): CharacterFile {
  const evaluation = evaluate(getRuleSystem(file.system)!, file, {});
  if (!evaluation.legal || file.events.length !== EVENTS) {
    throw new Error(
      `The ${file.system} benchmark character should be legal with ${EVENTS} events: ${evaluation.findings.map((f) => f.message).join(' ')}`,
    );
  }
  return file;
}

/** Every game's case, each in a campaign of its own game. */
function gameCases(): GameCase[] {
  return [
    { game: 'mls', campaign: CAMPAIGN, character: benchCharacter(), button: /^Raise .* \(\d+ CPs?\)$/ },
    {
      game: 'hursagmu',
      campaign: 'Bench Hursagmu',
      character: randomCharacter('hursagmu', 'Bench Hursagmu Hero'),
      button: /^Raise .* to \d+ \(\d+ experience points?\)$/,
      choice: 'Trait to raise',
      levelField: 'New level',
    },
    {
      game: 'heimr',
      campaign: 'Bench Heimr',
      character: randomCharacter('heimr', 'Bench Heimr Hero'),
      button: /^Train .* to \d+ \(\d+ XP\)$/,
      choice: 'Ability',
    },
    {
      game: 'symbaroum',
      campaign: 'Bench Symbaroum',
      character: randomCharacter('symbaroum', 'Bench Symbaroum Hero', SYMBAROUM_SETTINGS),
      settings: SYMBAROUM_SETTINGS,
      button: /^Learn .* at \w+ \(\d+ experience\)$/,
      choice: 'Ability',
    },
  ];
}

function writeCampaign(root: string, game: GameCase): void {
  const folder = join(root, game.campaign);
  mkdirSync(join(folder, 'characters'), { recursive: true });
  const campaign: CampaignFile = {
    formatVersion: FORMAT_VERSION,
    id: `bench-${game.game}-campaign`,
    name: game.campaign,
    system: game.game,
    settings: game.settings ?? {},
    sessions: [],
    createdAt: '2026-01-01',
  };
  writeFileSync(join(folder, 'campaign.json'), stableStringify(campaign));
  writeFileSync(join(folder, 'characters', `${game.character.id}.json`), stableStringify(game.character));
}

/** The first enabled purchase button; when the form has a choice, its options are tried until one allows a purchase. */
async function firstPurchase(page: Page, game: GameCase): Promise<Locator> {
  const button = page.getByRole('button', { name: game.button }).and(page.locator(':enabled')).first();
  if (!game.choice) return button;
  const choice = page.getByLabel(game.choice, { exact: true });
  const options = await choice.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  for (const value of options) {
    await choice.selectOption(value);
    if ((await button.count()) > 0) return button;
  }
  throw new Error(`No ${game.game} purchase matching ${game.button} is allowed for any ${game.choice}.`);
}

/**
 * Purchases on the open Advance section: the first purchase the rules allow,
 * then undone, 10 times to warm up and then 60 times measured; each click's
 * time to the next paint, and to the end of its own task. The very first
 * click is returned apart, as a player's first purchase after opening the page.
 */
async function measurePurchases(
  page: Page,
  game: GameCase,
): Promise<{ name: string; clicks: ClickTiming[]; firstClick: ClickTiming }> {
  const first = await firstPurchase(page, game);
  await first.waitFor();
  const name = (await first.textContent())!.trim();
  const purchase = page.getByRole('button', { name, exact: true });
  const level = /to (\d+) \(/.exec(name)?.[1];
  const clicks: ClickTiming[] = [];
  for (let i = 0; i < WARM_UP_CLICKS + CLICKS; i++) {
    // A form that moves its level on after a purchase is set back, so that the same purchase is offered again.
    if (game.levelField && level) await page.getByLabel(game.levelField, { exact: true }).fill(level);
    await purchase.and(page.locator(':enabled')).waitFor();
    const at = await clickPoint(purchase);
    await armClickToPaint(page);
    await page.mouse.click(at.x, at.y);
    clicks.push(await readClickToPaint(page));
    // Recorded: the same purchase is no longer offered (the trait or ability moved on, or its increment's level is used).
    await until(async () => (await purchase.and(page.locator(':enabled')).count()) === 0);
    // Ctrl+Z outside any field: a purchase may leave the focus in a text field, whose own undo would take it. The
    // focus goes to the page's heading, as a user's would by clicking elsewhere; a bare blur would read as focus
    // fallen to the page, which the page puts back on the control after the button (components/keep-focus.ts).
    await page.evaluate(() => document.querySelector<HTMLElement>('main h1[tabindex="-1"]')?.focus());
    await page.keyboard.press('Control+z');
  }
  return { name, clicks: clicks.slice(WARM_UP_CLICKS), firstClick: clicks[0]! };
}

/** Opens the game's campaign and its character on a fresh page; the time from the click to the sheet painted. */
async function openCharacter(page: Page, url: string, game: GameCase): Promise<number> {
  await page.goto(url);
  await page.getByRole('button', { name: new RegExp(`^${game.campaign}`) }).click();
  await page.getByRole('heading', { name: game.campaign, level: 1 }).waitFor();
  // Opening the sheet: a click on the character to its sheet's tables painted.
  await armClickToPaint(page, 'section[aria-label="Character sheet"] table');
  await page.getByRole('button', { name: game.character.name, exact: true }).click();
  const openSheetMs = (await readClickToPaint(page)).paint;
  await page.getByRole('region', { name: 'Character sheet' }).waitFor();
  return openSheetMs;
}

/** The figures of one game's purchases, each named `<figure>.<game>`. */
function purchaseFigures(
  game: string,
  purchases: Awaited<ReturnType<typeof measurePurchases>>,
): Record<string, number | string> {
  const { clicks } = purchases;
  const median = (pick: (c: ClickTiming) => number) => round(percentile(clicks.map(pick), 50));
  const p95 = (pick: (c: ClickTiming) => number) => round(percentile(clicks.map(pick), 95));
  const figures: Record<string, number | string> = {
    purchaseFirstClickToPaintMs: round(purchases.firstClick.paint),
    // The figure as measured: it includes the wait for the frame clock's next tick, up to 16.7 ms whatever the page does.
    purchaseClickToPaintMedianMs: median((c) => c.paint),
    purchaseClickToPaintP95Ms: p95((c) => c.paint),
    // The page's own share of it: input, handlers, rules, React, style and layout, then the frame's paint and commit.
    purchaseAppWorkMedianMs: median((c) => c.appWork),
    purchaseAppWorkP95Ms: p95((c) => c.appWork),
    // Its two parts: up to the page being ready (handlers, React, style and layout), and the frame's own work.
    purchaseReadyMedianMs: median((c) => c.ready),
    purchaseFrameMedianMs: median((c) => c.frame),
    // Clicks whose result was drawn by the first frame tick after the page was ready: none waited a whole frame more.
    purchasesDrawnOnFirstTick: clicks.filter((c) => c.tickAfterReady <= FRAME_INTERVAL_MS + 1).length,
    purchase: purchases.name,
  };
  return Object.fromEntries(Object.entries(figures).map(([key, value]) => [`${key}.${game}`, value]));
}

/** The PDF, as the Print section produces it. */
async function measurePdf(page: Page, character: string): Promise<{ pdfMs: number; pdfBytes: number }> {
  await page.getByRole('tab', { name: 'Print' }).click();
  await page.getByRole('article', { name: `Printable sheet of ${character}` }).waitFor();
  await page.emulateMedia({ media: 'print' });
  const pdfStart = performance.now();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  return { pdfMs: round(performance.now() - pdfStart), pdfBytes: pdf.length };
}

/** The values whose explanations are opened on each game's sheet, the first ones in the page's order. */
const EXPLAIN_OPENS = 30;

/**
 * Opening explanations on the sheet, after the purchases (so they are measured as before): a click on a value's
 * "Why?" to its explanation painted, for each of the first 30 values, each worked out when it is opened (the 200
 * sheets of the fold compared for the entries that moved it); the figures are `explainOpen*.<game>`.
 */
async function measureExplanations(page: Page): Promise<ClickTiming[]> {
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('tab', { name: 'Sheet' }).click();
  await page.getByRole('region', { name: 'Character sheet' }).waitFor();
  const whys = page.getByRole('button', { name: /^Why is / });
  const count = Math.min(await whys.count(), EXPLAIN_OPENS);
  const timings: ClickTiming[] = [];
  for (let i = 0; i < count; i++) {
    const at = await clickPoint(whys.nth(i));
    await armClickToPaint(page, '[role="dialog"]');
    await page.mouse.click(at.x, at.y);
    timings.push(await readClickToPaint(page));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return timings;
}

/** The figures of one game's explanations opened, each named `<figure>.<game>`. */
function explainFigures(game: string, opens: ClickTiming[]): Record<string, number> {
  const figures = {
    explainOpens: opens.length,
    explainOpenFirstMs: round(opens[0]?.paint ?? NaN),
    explainOpenMedianMs: round(
      percentile(
        opens.map((c) => c.paint),
        50,
      ),
    ),
    explainOpenP95Ms: round(
      percentile(
        opens.map((c) => c.paint),
        95,
      ),
    ),
    explainOpenAppWorkMedianMs: round(
      percentile(
        opens.map((c) => c.appWork),
        50,
      ),
    ),
    explainOpenAppWorkP95Ms: round(
      percentile(
        opens.map((c) => c.appWork),
        95,
      ),
    ),
  };
  return Object.fromEntries(Object.entries(figures).map(([key, value]) => [`${key}.${game}`, value]));
}

/** Runs the renderer benchmarks and returns their figures. */
export async function runRendererBench(): Promise<Record<string, number | string>> {
  ensureRendererBuilt();
  const root = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  const games = gameCases();
  for (const game of games) writeCampaign(root, game);
  const { url, server } = await startServer(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS, headless: true });
  try {
    const figures: Record<string, number | string> = {
      ledgerEvents: EVENTS,
      purchaseClicks: CLICKS,
      purchaseWarmUpClicks: WARM_UP_CLICKS,
    };
    for (const game of games) {
      // A fresh page for each game, as a player opening the app for that campaign.
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const openSheetMs = await openCharacter(page, url, game);
      await page.getByRole('tab', { name: 'Advance' }).click();
      Object.assign(figures, purchaseFigures(game.game, await measurePurchases(page, game)));
      if (game.game === 'mls')
        Object.assign(figures, { openSheetMs: round(openSheetMs), ...(await measurePdf(page, CHARACTER)) });
      Object.assign(figures, explainFigures(game.game, await measureExplanations(page)));
      await page.close();
    }
    return figures;
  } finally {
    await browser.close().catch(() => undefined);
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode !== null ? done(null) : server.once('exit', done)));
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  void runRendererBench().then((r) => console.log(r));
}
