import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@backoffice/shared/ui-core';
import styles from './navigation.module.css';

export type TabItem<V extends string = string> = {
  value: V;
  label: string;
  /** Shown as a pill after the label, e.g. how many requests have that status. */
  count?: number;
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

/** Keyboard tabs (arrow keys move, Enter/Space or focus selects) with optional counts. */
export function Tabs<V extends string>({
  label,
  items,
  value,
  onValueChange,
  children,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        const item = items.find((candidate) => candidate.value === next);
        if (item) onValueChange(item.value);
      }}
      activationMode="manual"
    >
      <RadixTabs.List aria-label={label} className={styles.tabList}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={styles.tab}
            // Radix points each tab at its panel; with no panel rendered that id would dangle
            // (an invalid aria-controls, which axe reports as critical).
            {...(children === undefined ? { 'aria-controls': undefined } : {})}
          >
            {item.label}
            {item.count !== undefined && (
              <>
                {' '}
                <span className={styles.count} aria-hidden="true">
                  {item.count}
                </span>
                <VisuallyHidden>{`(${item.count})`}</VisuallyHidden>
              </>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children !== undefined && (
        <RadixTabs.Content value={value} className={styles.panel}>
          {children}
        </RadixTabs.Content>
      )}
    </RadixTabs.Root>
  );
}
