import { Button } from '@backoffice/shared/ui';
import { useReleaseNoticeStore } from './release-watch';
import styles from './release-notice.module.css';

/**
 * A quiet note above the page when an area has a new build for this person, or a new area was
 * released: nothing is interrupted, and what was typed survives the reload as drafts always do.
 */
export function ReleaseNotice() {
  const updated = useReleaseNoticeStore((state) => state.updated);
  const added = useReleaseNoticeStore((state) => state.added);
  if (updated.length === 0 && added.length === 0) return null;
  return (
    <section className={styles.notice} aria-label="New versions" role="status">
      {updated.map((area) => (
        <p key={area.remote}>{area.title} has a new version. Reload to use it.</p>
      ))}
      {added.map((area) => (
        <p key={area.remote}>{area.title} is new. Reload to use it.</p>
      ))}
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </section>
  );
}
