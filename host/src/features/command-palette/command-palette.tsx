import {
  SEARCH_DEBOUNCE_MS,
  selectUser,
  useAuthStore,
  useDebouncedValue,
  type SearchKind,
  type SearchResult,
} from '@backoffice/shared';
import { useNavigate } from '@backoffice/shared/router';
import { Dialog, VisuallyHidden } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useState } from 'react';
import { commandMatches, usePaletteCommands, type PaletteCommand } from './palette-commands';
import { readRecentItems, rememberRecentItem, type RecentItem } from './recent-items';
import { paletteSearchQuery } from './search-query';
import { describeResult, searchKindLabels } from './search-results';
import styles from './command-palette.module.css';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Entry({
  value,
  label,
  detail,
  disabled = false,
  onSelect,
}: {
  value: string;
  label: string;
  detail?: string | undefined;
  disabled?: boolean;
  onSelect: () => void;
}) {
  return (
    <Command.Item value={value} disabled={disabled} onSelect={onSelect} className={styles.item}>
      <span className={styles.label}>{label}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </Command.Item>
  );
}

const groupsOf = <T,>(items: readonly T[], groupOf: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), item]);
  return [...groups];
};

/**
 * The command palette (Ctrl+K / ⌘K): searches members, funding requests, conversations and
 * coupons (and, for owners, staff) as the person types, and offers the commands. Loaded on its
 * first opening only.
 */
export default function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Search and commands"
      size="lg"
      placement="top"
    >
      {open && <PaletteBody close={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function PaletteBody({ close }: { close: () => void }) {
  const navigate = useNavigate();
  const userId = useAuthStore(selectUser)?.id ?? '';
  const [typed, setTyped] = useState('');
  const [recent, setRecent] = useState(() => readRecentItems(userId));
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const searching = typed.trim() !== '';
  const search = useQuery({ ...paletteSearchQuery(q), enabled: q !== '' });
  // Results of an earlier text stay visible while the next search runs, but cannot be chosen.
  const stale = q !== typed.trim() || search.isPlaceholderData;
  const results = searching ? (search.data?.results ?? []) : [];
  // Each time an answer comes in fresh, its first result is chosen, so Enter opens what the
  // search found (not the command that was first while it ran); the arrows move on from there.
  const [selected, setSelected] = useState('');
  const [freshFor, setFreshFor] = useState('');
  const answeredFor = stale ? '' : q;
  if (freshFor !== answeredFor) {
    setFreshFor(answeredFor);
    if (!stale && results[0]) setSelected(describeResult(results[0]).key);
  }
  const commands = usePaletteCommands().filter(
    (command) => !searching || commandMatches(command, typed),
  );

  const open = (item: RecentItem) => {
    setRecent(rememberRecentItem(userId, item));
    close();
    void navigate(item.to);
  };
  const perform = (command: PaletteCommand) => {
    close();
    command.perform();
  };

  const resultGroups = groupsOf(results, (result: SearchResult) => result.kind);
  const shown = results.length + commands.length + (searching ? 0 : recent.length);
  const summary = !searching
    ? ''
    : search.isError
      ? 'Search failed'
      : stale || search.isFetching
        ? 'Searching…'
        : `${results.length} ${results.length === 1 ? 'result' : 'results'}`;

  return (
    <Command
      label="Search members, requests, conversations, coupons and commands"
      shouldFilter={false}
      loop
      value={selected}
      onValueChange={setSelected}
      className={styles.palette}
    >
      <Command.Input
        value={typed}
        onValueChange={setTyped}
        placeholder="Search or type a command…"
        className={styles.input}
      />
      <VisuallyHidden role="status">{summary}</VisuallyHidden>
      <Command.List className={styles.list}>
        {searching && search.isError && (
          <p className={styles.message} role="alert">
            Search failed: {search.error.message}
          </p>
        )}
        {searching && (stale || search.isFetching) && (
          <Command.Loading label="Searching" className={styles.message}>
            Searching…
          </Command.Loading>
        )}
        {shown === 0 && !(searching && (stale || search.isFetching)) && (
          <p className={styles.message}>
            {searching ? `Nothing matches “${typed.trim()}”.` : 'Nothing to show.'}
          </p>
        )}
        {!searching && recent.length > 0 && (
          <Command.Group heading="Recent" className={styles.group}>
            {recent.map((item) => (
              <Entry
                key={item.key}
                value={`recent:${item.key}`}
                label={item.label}
                detail={`${item.kindLabel} · ${item.detail}`}
                onSelect={() => open(item)}
              />
            ))}
          </Command.Group>
        )}
        {resultGroups.map(([kind, items]) => (
          <Command.Group
            key={kind}
            heading={searchKindLabels[kind as SearchKind]}
            className={styles.group}
          >
            {items.map((result) => {
              const item = describeResult(result);
              return (
                <Entry
                  key={item.key}
                  value={item.key}
                  label={item.label}
                  detail={item.detail}
                  disabled={stale}
                  onSelect={() => open(item)}
                />
              );
            })}
          </Command.Group>
        ))}
        {groupsOf(commands, (command) => command.group).map(([group, items]) => (
          <Command.Group key={group} heading={group} className={styles.group}>
            {items.map((command) => (
              <Entry
                key={command.key}
                value={command.key}
                label={command.label}
                onSelect={() => perform(command)}
              />
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}
