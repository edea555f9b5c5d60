import { Button } from '@backoffice/shared/ui';
import { useRemoteStatusStore } from '../../platform/federation/remote-status-store';
import { clearPreview, readPreview } from '../../platform/federation/preview';
import styles from './preview-banner.module.css';

/** Starts the page again without the preview: the runtime cannot unload a remote it has run. */
function stopPreview() {
  clearPreview();
  window.location.reload();
}

/**
 * On every signed-in page while this tab previews a build: which area and from where, and the
 * way back. It stays when the preview fails to load, so the person can always stop it.
 */
export function PreviewBanner() {
  const list = useRemoteStatusStore((state) => state.list);
  const preview = readPreview();
  if (!preview) return null;
  const title =
    (list.status === 'ready' && list.areas.find((area) => area.remote === preview.remote)?.title) ||
    preview.remote;
  return (
    <section className={styles.banner} aria-label="Preview">
      <p>
        Previewing <strong>{title}</strong> from <code>{preview.manifest}</code> in this tab only.
      </p>
      <Button variant="secondary" onClick={stopPreview}>
        Stop preview
      </Button>
    </section>
  );
}
