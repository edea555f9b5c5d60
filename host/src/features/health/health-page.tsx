import {
  formatCount,
  formatDateTime,
  useDocumentTitle,
  usePermission,
  type RumAreaSummary,
  type RumReleaseFigures,
} from '@backoffice/shared';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageLayout,
  Skeleton,
  useScrollsSideways,
} from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { selectAreas, useRemoteStatusStore } from '../../platform/federation/remote-status-store';
import {
  comparedReleases,
  errorRateText,
  inNavOrder,
  p75Text,
  releaseHeading,
  timingRows,
} from './health-figures';
import { healthSummaryQuery } from './health-queries';
import { Sparkline } from './sparkline';
import styles from './health.module.css';

const TITLE = 'Health';

function AreaFigures({ area, since }: { area: RumAreaSummary; since: string }) {
  const releases = comparedReleases(area);
  // A table wider than its card scrolls, and must then be reachable by keyboard to be scrolled.
  const scroller = useScrollsSideways<HTMLDivElement>();
  const cells = (text: (figures: RumReleaseFigures) => string) =>
    releases.map((figures) => <td key={figures.release}>{text(figures)}</td>);
  return (
    <Card title={area.area}>
      <div
        ref={scroller.ref}
        className={styles.scroll}
        {...(scroller.scrolls && {
          tabIndex: 0,
          role: 'region',
          'aria-label': `${area.area} figures, scrolls sideways`,
        })}
      >
        <table className={styles.figures} aria-label={`${area.area} figures by release`}>
          <thead>
            <tr>
              <th scope="col">Last 24 hours</th>
              {releases.map((figures, index) => (
                <th scope="col" key={figures.release}>
                  {releaseHeading(figures, index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {timingRows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.label}</th>
                {cells((figures) => p75Text(figures, row.name))}
              </tr>
            ))}
            <tr>
              <th scope="row">Errors</th>
              {cells((figures) => formatCount(figures.errors))}
            </tr>
            <tr>
              <th scope="row">Sessions with an error</th>
              {cells(errorRateText)}
            </tr>
            <tr>
              <th scope="row">Sessions</th>
              {cells((figures) => formatCount(figures.sessions))}
            </tr>
          </tbody>
        </table>
      </div>
      <figure className={styles.day}>
        <figcaption className={styles.dayLabel}>Data shown, p75 by hour</figcaption>
        <Sparkline
          hours={area.hours}
          since={since}
          label={`${area.area}: data shown p75 by hour over the last 24 hours`}
        />
      </figure>
    </Card>
  );
}

function LoadingAreas() {
  return (
    <div className={styles.areas} aria-busy="true" aria-label="Loading the figures">
      {[0, 1].map((index) => (
        <Card key={index}>
          <Skeleton height={160} />
        </Card>
      ))}
    </div>
  );
}

/**
 * Settings → Health (owners): how the dashboard ran for staff over the last 24 hours, per area
 * (named as in the nav) and per release, from the timings and errors their browsers reported.
 */
export default function HealthPage() {
  useDocumentTitle(TITLE, 'Settings');
  const permission = usePermission('readHealth');
  const summary = useQuery({ ...healthSummaryQuery(), enabled: permission.allowed });
  const navAreas = useRemoteStatusStore(selectAreas);
  const navOrder = ['Dashboard', ...navAreas.map((area) => area.title), 'Settings'];

  let content;
  if (!permission.allowed) {
    content = <EmptyState title="Not available" description={permission.reason} />;
  } else if (summary.isPending) {
    content = <LoadingAreas />;
  } else if (summary.isError) {
    content = (
      <ErrorState
        title="Could not load the figures"
        message={summary.error.message}
        cause={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  } else if (summary.data.areas.length === 0) {
    content = (
      <EmptyState
        title="No visits in the last 24 hours"
        description="Figures appear here seconds after staff open the dashboard."
      />
    );
  } else {
    const { since, areas } = summary.data;
    content = (
      <>
        <p className={styles.note}>
          Since {formatDateTime(since)}: the 75th percentile (p75) of each timing, per release.
        </p>
        <div className={styles.areas}>
          {inNavOrder(areas, navOrder).map((area) => (
            <AreaFigures key={area.area} area={area} since={since} />
          ))}
        </div>
      </>
    );
  }

  return (
    <PageLayout
      title={TITLE}
      actions={
        permission.allowed && (
          <Button
            variant="secondary"
            onClick={() => void summary.refetch()}
            loading={summary.isFetching && !summary.isPending}
          >
            Refresh
          </Button>
        )
      }
    >
      {content}
    </PageLayout>
  );
}
