import {
  rumVitalNames,
  type RumAreaSummary,
  type RumSummary,
  type RumVitalName,
} from '@backoffice/shared/contract';
import { batchInsert } from '../../db/batch-insert';
import type { Queryable } from '../../db/database';
import { toIso } from '../../db/database';

const WINDOW = '24 hours';

const RUM_EVENT_COLUMNS = {
  at: 'timestamptz',
  kind: 'text',
  name: 'text',
  value: 'double precision',
  area: 'text',
  remote: 'text',
  route_pattern: 'text',
  release: 'text',
  canary: 'boolean',
  session: 'text',
  staff_role: 'text',
  message: 'text',
  stack: 'text',
} as const;

/** One percentile_cont per timing, each over its own rows (the names come from the contract). */
const p75Columns = rumVitalNames
  .map(
    (name, index) =>
      `percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE name = '${name}') AS p${index}`,
  )
  .join(',\n       ');

interface ReleaseRow extends Record<`p${number}`, number | null> {
  area: string;
  release: string;
  canary: boolean;
  firstSeen: Date | string;
  sessions: number;
  errors: number;
  errorSessions: number;
}

interface HourRow {
  area: string;
  hour: Date | string;
  p75DataShown: number | null;
  sessions: number;
  errors: number;
}

const rounded = (value: number | null, name: RumVitalName) =>
  value === null ? null : name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);

/** The last 24 hours per area: each release's figures (newest first) and the day hour by hour. */
export async function readRumSummary(db: Queryable): Promise<RumSummary> {
  const [{ since }] = (await db.query<{ since: Date | string }>(
    `SELECT now() - interval '${WINDOW}' AS since`,
  )) as [{ since: Date | string }];
  const releases = await db.query<ReleaseRow>(
    `SELECT area, release, bool_or(canary) AS canary, min(at) AS "firstSeen",
       count(DISTINCT session)::int AS sessions,
       count(*) FILTER (WHERE kind = 'error')::int AS errors,
       count(DISTINCT session) FILTER (WHERE kind = 'error')::int AS "errorSessions",
       ${p75Columns}
     FROM rum_events WHERE at >= $1
     GROUP BY area, release
     ORDER BY area, min(at) DESC`,
    [since],
  );
  const hours = await db.query<HourRow>(
    `SELECT area, date_trunc('hour', at) AS hour,
       percentile_cont(0.75) WITHIN GROUP (ORDER BY value)
         FILTER (WHERE name = 'data-shown') AS "p75DataShown",
       count(DISTINCT session)::int AS sessions,
       count(*) FILTER (WHERE kind = 'error')::int AS errors
     FROM rum_events WHERE at >= $1
     GROUP BY area, date_trunc('hour', at)
     ORDER BY area, hour`,
    [since],
  );

  const areas = new Map<string, RumAreaSummary>();
  const areaOf = (area: string) => {
    let summary = areas.get(area);
    if (!summary) {
      summary = { area, releases: [], hours: [] };
      areas.set(area, summary);
    }
    return summary;
  };
  for (const row of releases) {
    areaOf(row.area).releases.push({
      release: row.release,
      canary: row.canary,
      firstSeen: toIso(row.firstSeen),
      sessions: row.sessions,
      errors: row.errors,
      errorRate: row.sessions ? row.errorSessions / row.sessions : 0,
      p75: Object.fromEntries(
        rumVitalNames.map((name, index) => [name, rounded(row[`p${index}`] ?? null, name)]),
      ) as Record<RumVitalName, number | null>,
    });
  }
  for (const row of hours) {
    areaOf(row.area).hours.push({
      hour: toIso(row.hour),
      p75DataShown: row.p75DataShown === null ? null : Math.round(row.p75DataShown),
      sessions: row.sessions,
      errors: row.errors,
    });
  }
  return { since: toIso(since), areas: [...areas.values()] };
}

/** `retention` is an interval literal written in code, never input. */
export async function deleteRumEventsOlderThan(db: Queryable, retention: string): Promise<void> {
  await db.query(`DELETE FROM rum_events WHERE at < now() - interval '${retention}'`);
}

export async function insertRumEvents(
  db: Queryable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  await batchInsert(db, 'rum_events', RUM_EVENT_COLUMNS, rows);
}

/** Each registered area's label beside every version the registry recorded for it (or null). */
export function readRegisteredVersions(
  db: Queryable,
): Promise<{ remote: string; label: string; version: string | null }[]> {
  return db.query(
    `SELECT a.remote, a.label, r.version
     FROM registry_areas a
     LEFT JOIN registry_releases r ON r.remote = a.remote AND r.version IS NOT NULL`,
  );
}
