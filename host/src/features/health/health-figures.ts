import {
  UNKNOWN_RELEASE,
  type RumAreaSummary,
  type RumReleaseFigures,
  type RumVitalName,
} from '@backoffice/shared';

/** The rows of an area's table: each timing's p75, then the error and session counts. */
export const timingRows: readonly { name: RumVitalName; label: string }[] = [
  { name: 'data-shown', label: 'Data shown' },
  { name: 'LCP', label: 'Largest paint (LCP)' },
  { name: 'INP', label: 'Response to input (INP)' },
  { name: 'TTFB', label: 'First byte (TTFB)' },
  { name: 'CLS', label: 'Layout shift (CLS)' },
];

/** "p75 1234 ms"; CLS is a score without a unit. */
export function p75Text(figures: RumReleaseFigures, name: RumVitalName): string {
  const value = figures.p75[name];
  if (value === null) return '—';
  return name === 'CLS' ? `p75 ${value}` : `p75 ${value} ms`;
}

export const errorRateText = (figures: RumReleaseFigures) =>
  `${Math.round(figures.errorRate * 1000) / 10}%`;

export const releaseLabel = (figures: RumReleaseFigures) =>
  figures.canary ? `${figures.release} (canary)` : figures.release;

/**
 * The newest release and the one before it, the two a team compares; then what ran under no
 * known release, if anything did. "unknown" is no release: a late report of it must not push
 * the release before out of the comparison.
 */
export function comparedReleases(area: RumAreaSummary): RumReleaseFigures[] {
  const isUnknown = (figures: RumReleaseFigures) => figures.release === UNKNOWN_RELEASE;
  return [
    ...area.releases.filter((figures) => !isUnknown(figures)).slice(0, 2),
    ...area.releases.filter(isUnknown),
  ];
}

/** A column's heading: "Release 1.5.0 (canary)", "Release before 1.4.0", "Release unknown". */
export function releaseHeading(figures: RumReleaseFigures, index: number): string {
  if (figures.release === UNKNOWN_RELEASE || index === 0) return `Release ${releaseLabel(figures)}`;
  return `Release before ${releaseLabel(figures)}`;
}

/** Areas in nav order (the names given), then any other area alphabetically. */
export function inNavOrder(
  areas: readonly RumAreaSummary[],
  navOrder: readonly string[],
): RumAreaSummary[] {
  const rank = (name: string) => {
    const index = navOrder.indexOf(name);
    return index === -1 ? navOrder.length : index;
  };
  return [...areas].sort((a, b) => rank(a.area) - rank(b.area) || a.area.localeCompare(b.area));
}
