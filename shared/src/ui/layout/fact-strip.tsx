import type { ReactNode } from 'react';
import styles from './layout.module.css';

interface Fact {
  /** What the value is ("Category"), shown above it. */
  term: string;
  value: ReactNode;
}

/**
 * A record's facts in one strip under its title: each a term and its value, side by side on a
 * wide screen, wrapping onto more lines on a narrow one (nothing is cut). Facts with no value
 * (`null`, `undefined`, `false`) are left out.
 */
export function FactStrip({ label, facts }: { label: string; facts: readonly Fact[] }) {
  const shown = facts.filter((fact) => fact.value != null && fact.value !== false);
  return (
    <div role="group" aria-label={label} className={styles.factStrip}>
      <dl className={styles.facts}>
        {shown.map((fact) => (
          <div key={fact.term} className={styles.fact}>
            <dt className={styles.factTerm}>{fact.term}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
