import type { RumHour } from '@backoffice/shared';
import styles from './health.module.css';

const WIDTH = 240;
const HEIGHT = 48;
const DAY_HOURS = 24;

/**
 * The day hour by hour: p75 "data shown" as a line over the last 24 hours (inline SVG: the
 * dashboard's chart library is too heavy for one small line). Hours without visits leave a gap.
 */
export function Sparkline({
  hours,
  since,
  label,
}: {
  hours: readonly RumHour[];
  since: string;
  label: string;
}) {
  const start = Date.parse(since);
  const points = hours
    .filter((hour) => hour.p75DataShown !== null)
    .map((hour) => ({
      x: ((Date.parse(hour.hour) - start) / (DAY_HOURS * 3_600_000)) * WIDTH,
      value: hour.p75DataShown as number,
    }));
  const highest = Math.max(1, ...points.map((point) => point.value));
  const y = (value: number) => HEIGHT - 4 - (value / highest) * (HEIGHT - 8);
  const clampX = (x: number) => Math.min(WIDTH - 2, Math.max(2, x));
  return (
    <svg
      className={styles.sparkline}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <line className={styles.sparkBase} x1="0" x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} />
      {points.length > 1 && (
        <polyline
          className={styles.sparkLine}
          points={points.map((point) => `${clampX(point.x)},${y(point.value)}`).join(' ')}
        />
      )}
      {points.map((point) => (
        <circle
          key={point.x}
          className={styles.sparkDot}
          cx={clampX(point.x)}
          cy={y(point.value)}
          r="2"
        />
      ))}
    </svg>
  );
}
