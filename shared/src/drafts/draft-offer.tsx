import { Button } from '@backoffice/shared/ui-core';
import { useId } from 'react';
import type { FormDraft } from './use-form-draft';
import styles from './drafts.module.css';

/** Offers back what the admin typed before their last session ended. */
export function DraftOffer({
  draft,
  onRestore,
}: {
  draft: FormDraft;
  onRestore: (text: string) => void;
}) {
  const textId = useId();
  if (draft.offered === null) return null;
  return (
    <div className={styles.offer} role="group" aria-labelledby={textId}>
      <p id={textId} className={styles.text}>
        You have unsaved text from your last session.
      </p>
      <Button
        size="sm"
        onClick={() => {
          const text = draft.restore();
          if (text !== null) onRestore(text);
        }}
      >
        Restore it
      </Button>
      <Button size="sm" variant="ghost" onClick={draft.discard}>
        Discard it
      </Button>
    </div>
  );
}
