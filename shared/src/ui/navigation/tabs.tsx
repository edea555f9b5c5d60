import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '@backoffice/shared/ui-core';
import styles from './navigation.module.css';

export type TabItem<V extends string = string> = {
  value: V;
  label: string;
  /**
   * Shown as a pill after the label, e.g. how many requests have that status. `null` while it is
   * being counted: the pill keeps its place, empty, so the tabs do not widen (and move under the
   * pointer) when the counts arrive.
   */
  count?: number | null;
};

export type TabsProps<V extends string> = {
  /** The accessible name of the tab list, e.g. "Filter by status". */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** The content of the selected tab; filter tabs usually show one list for every tab. */
  children?: ReactNode;
};

/** Where each key moves focus in a row of `count` tabs, from `index` (WAI-ARIA tabs pattern). */
const focusMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Keyboard tabs with optional counts, as the WAI-ARIA tabs pattern with manual activation: Tab
 * reaches the selected tab, the arrow keys, Home and End move between tabs, Enter or Space (or a
 * click) selects. Written here rather than with Radix's Tabs: its focus group, collection and
 * direction providers were about 5 ms of a signed-in page's first render in a cold browser
 * (bench/history.md, run U), for a list of buttons.
 */
export function Tabs<V extends string>({
  label,
  items,
  value,
  onValueChange,
  children,
}: TabsProps<V>) {
  const id = useId();
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;
  const hasPanel = children !== undefined;
  const selectedIndex = items.findIndex((item) => item.value === value);
  // With no tab selected, the first one is where Tab lands.
  const tabStop = Math.max(selectedIndex, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = focusMoves[event.key];
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    tabs[move(index, tabs.length)]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={hasPanel && isSelected ? panelId : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              className={styles.tab}
              onClick={() => onValueChange(item.value)}
            >
              {item.label}
              {item.count !== undefined && (
                <>
                  {' '}
                  <span className={styles.count} aria-hidden="true">
                    {item.count}
                  </span>
                  {item.count !== null && <VisuallyHidden>{`(${item.count})`}</VisuallyHidden>}
                </>
              )}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={selectedIndex >= 0 ? tabId(selectedIndex) : undefined}
          tabIndex={0}
          className={styles.panel}
        >
          {children}
        </div>
      )}
    </div>
  );
}
