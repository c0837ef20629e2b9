import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel is rendered. */
export function Tabs<T extends string>({ label, tabs, value, onChange }: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );
  const active = tabs[activeIndex];
  const listRef = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);

  // On a phone the chosen tab may sit beyond the scrolled tab list (opened from a link): bring it in.
  useEffect(() => {
    const list = listRef.current;
    const button = buttons.current[activeIndex];
    if (!list || !button) return;
    const outside =
      button.offsetLeft < list.scrollLeft ||
      button.offsetLeft + button.offsetWidth > list.scrollLeft + list.clientWidth;
    if (outside) list.scrollLeft = button.offsetLeft;
    // On a phone the panel a member just opened may start below the screen, so the tab seems to do
    // nothing: bring the tabs and the start of the panel up (not on first render or for links).
    if (chosen.current && list.getBoundingClientRect().bottom > window.innerHeight * 0.7) {
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      list.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
    chosen.current = false;
  }, [activeIndex]);

  const choose = (id: T) => {
    chosen.current = true;
    onChange(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      {/* Scrolls sideways when the labels do not fit a phone; the grey rule is an inset shadow so nothing pokes out of the scroll box. */}
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="relative flex scroll-mt-16 gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)]"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id)}
              className={`min-h-11 shrink-0 border-b-2 px-4 text-sm font-semibold whitespace-nowrap ${
                selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          className="pt-5"
        >
          {active.panel}
        </div>
      )}
    </div>
  );
}
