import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SectionTab {
  id: string;
  label: string;
}

/**
 * A tab list (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys
 * move between tabs and open them, Home and End go to the first and last.
 * Only the selected section is rendered.
 */
export function SectionTabs({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: readonly SectionTab[];
  selected: string;
  onSelect(id: string): void;
  /** The tab list's accessible name. */
  label: string;
  /** The selected section's content. */
  children: ReactNode;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  };

  return (
    <div className="section-tabs">
      <div ref={list} role="tablist" aria-label={label} className="tab-list no-print" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId(selected)} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className="tab-panel">
        {children}
      </div>
    </div>
  );
}
