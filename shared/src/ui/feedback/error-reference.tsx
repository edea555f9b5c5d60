import styles from './feedback.module.css';

/**
 * The api's request id a failure carries (an ApiError's `requestId`), read without importing the
 * HTTP client so the light UI entry stays light.
 */
function referenceOf(cause: unknown): string | undefined {
  if (typeof cause !== 'object' || cause === null || !('requestId' in cause)) return undefined;
  return typeof cause.requestId === 'string' && cause.requestId ? cause.requestId : undefined;
}

/** "Reference: <id>" under an error, for a person to quote; nothing when the failure has none. */
export function ErrorReference({ cause }: { cause: unknown }) {
  const reference = referenceOf(cause);
  if (!reference) return null;
  return <p className={styles.stateReference}>Reference: {reference}</p>;
}
