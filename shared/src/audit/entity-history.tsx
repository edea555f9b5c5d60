import { Card, ErrorState, Skeleton, VisuallyHidden } from '@backoffice/shared/ui-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { auditKindLabels, type AuditEntityType, type AuditEntry } from '../contract';
import { formatDateTime, formatRelativeTime } from '../format';
import { auditKeys, entityHistoryQuery } from '../query/query-keys';
import { changeValues, describeChange } from './describe-change';
import styles from './entity-history.module.css';

export type EntityHistoryProps = {
  type: AuditEntityType;
  id: string;
  /**
   * Something the page already has that moves with every change of the entity (a funding
   * request's history length, a member's last change). When it moves, the history loads again:
   * the page's own saves and the changes its live refetch sees show up without a reload.
   */
  revision?: string | number | null;
  /** The heading and the list's name; another one where the page already has a "History". */
  title?: string;
  /** Closed behind its heading's button, and loaded only once opened (a dialog's footnote). */
  collapsible?: boolean;
};

/**
 * One entity's own audit trail on its page, newest first: when, who, what, and each
 * changed field before → after. The whole trail is Settings → Activity.
 */
export function EntityHistory({
  type,
  id,
  revision,
  title = 'History',
  collapsible = false,
}: EntityHistoryProps) {
  const [open, setOpen] = useState(!collapsible);
  const headingId = useId();
  const panelId = useId();
  const entries = <HistoryEntries type={type} id={id} revision={revision} title={title} />;
  if (!collapsible) return <Card title={title}>{entries}</Card>;
  return (
    <section className={styles.disclosure} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.disclosureHeading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {title}
        </button>
      </h3>
      <div id={panelId} hidden={!open}>
        {open && entries}
      </div>
    </section>
  );
}

/** Loads the history again when `revision` moves on after the first render. */
function useReloadOnRevision(type: AuditEntityType, id: string, revision: unknown) {
  const queryClient = useQueryClient();
  const shown = useRef(revision);
  useEffect(() => {
    if (Object.is(shown.current, revision)) return;
    shown.current = revision;
    void queryClient.invalidateQueries({ queryKey: auditKeys.entity(type, id) });
  }, [queryClient, type, id, revision]);
}

function HistoryEntries({
  type,
  id,
  revision,
  title,
}: Required<Pick<EntityHistoryProps, 'type' | 'id' | 'title'>> & { revision: unknown }) {
  const history = useQuery(entityHistoryQuery(type, id));
  useReloadOnRevision(type, id, revision);

  if (history.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <VisuallyHidden>Loading the {title.toLowerCase()}…</VisuallyHidden>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  }
  if (history.isError) {
    return (
      <ErrorState
        title={`Could not load the ${title.toLowerCase()}`}
        message={history.error.message}
        cause={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (history.data.length === 0) return <p className={styles.muted}>No changes recorded yet.</p>;
  return (
    <ol className={styles.entries} aria-label={title}>
      {history.data.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const changes = describeChange(entry);
  return (
    <li className={styles.entry}>
      <p className={styles.what}>{auditKindLabels[entry.kind]}</p>
      <p className={styles.muted}>
        {entry.actor.name} ·{' '}
        <time dateTime={entry.at} title={formatDateTime(entry.at)}>
          {formatRelativeTime(entry.at)}
        </time>
      </p>
      {changes.length > 0 && (
        <ul className={styles.changes}>
          {changes.map((change) => (
            <li key={change.field}>
              <span className={styles.field}>{change.label}:</span> {changeValues(change)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
