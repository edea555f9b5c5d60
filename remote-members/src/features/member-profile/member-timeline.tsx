import {
  formatDateTime,
  TIMELINE_MAX_ENTRIES,
  TIMELINE_PAGE_SIZE,
  useAreaContributions,
  type TimelineEntry,
} from '@backoffice/shared';
import { Button, Card, EmptyState, Skeleton } from '@backoffice/shared/ui';
import { Link } from '@backoffice/shared/router';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  contributedPart,
  missingPartText,
  ownPart,
  timelinePartQuery,
  type TimelinePartSource,
} from './timeline-parts';
import styles from './member-timeline.module.css';

/** The member's timeline with the parts the areas contribute through `/remotes.json`. */
export function MemberProfileTimeline({ memberId }: { memberId: string }) {
  const contributions = useAreaContributions('memberTimeline');
  const parts = useMemo(() => [ownPart, ...contributions.map(contributedPart)], [contributions]);
  // Another member's timeline starts again at its first page.
  return <MemberTimeline key={memberId} memberId={memberId} parts={parts} />;
}

/**
 * What happened to the member across the areas, newest first. Each part loads on its own: one
 * that fails (its area down, or a 403) leaves a quiet line and the others still show. It shows
 * the newest `TIMELINE_PAGE_SIZE`; "Show older" asks every part for that many more, up to
 * `TIMELINE_MAX_ENTRIES`. Each part gives one more than is shown, so the timeline knows older
 * entries exist.
 */
export function MemberTimeline({
  memberId,
  parts,
}: {
  memberId: string;
  parts: readonly TimelinePartSource[];
}) {
  const [shown, setShown] = useState(TIMELINE_PAGE_SIZE);
  const limit = Math.min(shown + 1, TIMELINE_MAX_ENTRIES);
  const results = useQueries({
    queries: parts.map((part) => timelinePartQuery(memberId, part, limit)),
  });
  const merged = results
    .flatMap((result, index) =>
      (result.data ?? []).map((entry) => ({ entry, part: parts[index]!.key })),
    )
    .toSorted((a, b) => Date.parse(b.entry.at) - Date.parse(a.entry.at));
  const entries = merged.slice(0, shown);
  // At the most the timeline shows, a part that gave all it was asked for may hold older ones.
  const older =
    merged.length > shown ||
    (shown >= TIMELINE_MAX_ENTRIES && results.some((result) => result.data?.length === limit));
  const loadingOlder = results.some((result) => result.isPlaceholderData);
  const missing = results.flatMap((result, index) =>
    result.isError
      ? [{ key: parts[index]!.key, text: missingPartText(parts[index]!.title, result.error) }]
      : [],
  );
  const loading = results.some((result) => result.isPending);

  return (
    <Card title="Timeline">
      {entries.length > 0 ? (
        <ol className={styles.timeline}>
          {entries.map(({ entry, part }) => (
            <TimelineItem key={`${part}/${entry.id}`} entry={entry} />
          ))}
        </ol>
      ) : loading ? (
        <Skeleton height={120} />
      ) : (
        missing.length < parts.length && (
          <EmptyState title="Nothing yet" description="Nothing has happened to this member yet." />
        )
      )}
      {older && entries.length > 0 && (
        <div className={styles.older}>
          {shown < TIMELINE_MAX_ENTRIES ? (
            <>
              <p className={styles.quiet}>Showing the newest {shown}; there are older entries.</p>
              <Button
                variant="secondary"
                size="sm"
                loading={loadingOlder}
                onClick={() => setShown((count) => count + TIMELINE_PAGE_SIZE)}
              >
                Show older
              </Button>
            </>
          ) : (
            <p className={styles.quiet}>
              Showing the newest {shown}; older entries are on each area’s own pages.
            </p>
          )}
        </div>
      )}
      {loading && entries.length > 0 && (
        <p className={styles.quiet} role="status">
          Loading the rest of the timeline…
        </p>
      )}
      {missing.map(({ key, text }) => (
        <p key={key} className={styles.quiet}>
          {text}
        </p>
      ))}
    </Card>
  );
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  return (
    <li className={styles.entry}>
      <span className={styles.kind}>{entry.kind}</span>
      <time className={styles.at} dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </time>
      <span className={styles.title}>
        {entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title}
      </span>
      {entry.detail && <span className={styles.detail}>{entry.detail}</span>}
    </li>
  );
}
