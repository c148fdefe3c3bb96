/**
 * Focus after a button acts. Many buttons here disable themselves by what they do (a purchase that spends the
 * last points, "Add" once added, Undo with nothing left) or give way to another control; the browser then
 * drops focus to the page body, and a keyboard or screen reader user has to find their place again from the
 * top. Call `keepFocusAfter(button)` as the button acts: once the page has updated, if focus has fallen (to
 * the body, or onto the button now disabled or gone), it moves to the control in the button's place that can
 * act, else the next one after it, else the one before. A priced button refused by its own click keeps the
 * focus instead (aria-disabled, see step-buttons.tsx), which is not a fall.
 */

const CONTROLS = 'button, input, select, textarea, a[href], [tabindex]';

/** How long after a press the page is watched: long enough for a save to finish and the page to settle. */
const WATCH_MS = 5000;

/** A control a user can act on now: connected, enabled, in the Tab order and not inside something hidden. */
export function canAct(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return false;
  if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
  if (el.tabIndex < 0) return false;
  return el.closest('[hidden], [inert], [aria-hidden="true"]') === null;
}

/** Whether a control that has focus may keep it: in the page, enabled and shown (aria-disabled or not). */
function holdsFocus(el: HTMLElement): boolean {
  return (
    el.isConnected &&
    !(el as HTMLButtonElement).disabled &&
    el.closest('[hidden], [inert], [aria-hidden="true"]') === null
  );
}

function controlsIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll(CONTROLS)).filter(canAct);
}

/** The first control that can act after `el` in document order, or failing that the last one before it. */
function near(el: Element): HTMLElement | undefined {
  const all = controlsIn(el.ownerDocument);
  const after = all.find(
    (c) => c !== el && el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING && !el.contains(c),
  );
  if (after) return after;
  return all.reverse().find((c) => c !== el && el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_PRECEDING);
}

/**
 * Watches the page after `button` is pressed and, if focus falls, moves it to the control that can act
 * nearest the button's place. Stops once focus is placed, once the user moves it elsewhere, or after a while.
 */
export function keepFocusAfter(button: HTMLElement): void {
  const doc = button.ownerDocument;
  const view = doc.defaultView;
  if (!view) return;
  // Where the button was, in case it is replaced: its parents, and the controls after and before it.
  const parents: Element[] = [];
  for (let p = button.parentElement; p && p !== doc.body; p = p.parentElement) parents.push(p);
  // Every control in document order, each judged only when focus has fallen: judging them all here would put
  // a walk of the whole page into every press.
  const all = Array.from(doc.querySelectorAll(CONTROLS));
  const at = canAct(button) ? all.indexOf(button) : -1;
  const following = at < 0 ? [] : all.slice(at + 1);
  const preceding = at < 0 ? [] : all.slice(0, at).reverse();

  const successor = (): HTMLElement | undefined => {
    if (button.isConnected) return near(button);
    // Replaced: a control that can act now in the nearest parent still in the page takes its place.
    const parent = parents.find((p) => p.isConnected);
    const inPlace = parent ? controlsIn(parent).find((c) => !preceding.includes(c)) : undefined;
    return inPlace ?? following.find(canAct) ?? preceding.find(canAct) ?? (parent ? near(parent) : undefined);
  };

  let done = false;
  const check = (settled = false) => {
    if (done) return;
    const active = doc.activeElement;
    // A button marked aria-disabled while it has focus keeps it on purpose (see step-buttons.tsx): it has not fallen.
    const fallen = active === null || active === doc.body || (active === button && !holdsFocus(button));
    if (!fallen) {
      // Still on the button and it can act, or the user has moved on: nothing to do (yet).
      if (active !== button) stop();
      return;
    }
    // On the body, focus may only be between two controls (a change made as the user Tabs away, while the old
    // control is blurred and the new one not yet focused): judged once the browser has finished moving it.
    if (!settled && active !== button) {
      view.setTimeout(() => check(true), 0);
      return;
    }
    if (active !== button && button.isConnected && canAct(button)) return;
    const target = successor();
    if (target) {
      target.focus();
      stop();
    }
  };
  const observer = new view.MutationObserver(() => check());
  const timer = view.setTimeout(() => stop(), WATCH_MS);
  function stop() {
    done = true;
    observer.disconnect();
    view!.clearTimeout(timer);
  }
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'aria-disabled'],
  });
  view.setTimeout(() => check(), 0);
}

/**
 * Focus after an action that puts another part of the page in place of the one the user was in (Finish, which
 * opens the sheet): the page's main heading, at the top, takes the focus and the page is scrolled to it, so reading
 * and Tab start from the top of what is shown now, not from wherever a control of the new part happens to sit.
 * Call it as the control acts; a page without a main heading keeps focus as `keepFocusAfter` does.
 */
export function focusHeadingAfter(control: HTMLElement): void {
  const view = control.ownerDocument.defaultView;
  const heading = control.closest('main')?.querySelector<HTMLElement>('h1[tabindex="-1"]');
  if (!view || !heading) {
    keepFocusAfter(control);
    return;
  }
  view.setTimeout(() => {
    if (!heading.isConnected) return;
    heading.focus({ preventScroll: true });
    // Not in every page that runs the toolkit (the component tests' documents scroll nothing).
    if (typeof heading.scrollIntoView === 'function') heading.scrollIntoView({ block: 'start' });
  }, 0);
}

/**
 * A modal dialog's keys: Escape closes it (`onEscape`), and Tab and Shift+Tab go round the controls inside
 * `dialog` that match `focusable`, never out of it.
 */
export function dialogKeyDown(
  event: KeyboardEvent,
  dialog: HTMLElement | null,
  focusable: string,
  onEscape: () => void,
): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    onEscape();
  } else if (event.key === 'Tab') {
    const items = Array.from(dialog?.querySelectorAll<HTMLElement>(focusable) ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = (index + (event.shiftKey ? -1 : 1) + items.length) % items.length;
    event.preventDefault();
    items[next]?.focus();
  }
}
