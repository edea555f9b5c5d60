import { selectReviewShortcutsEnabled, useReviewShortcutsSetting } from '@backoffice/shared';
import { CheckboxField } from '@backoffice/shared/ui';

/** WCAG 2.1.4: single-key shortcuts can be turned off (kept in this browser). */
export function ShortcutsChoice() {
  const enabled = useReviewShortcutsSetting(selectReviewShortcutsEnabled);
  const setEnabled = useReviewShortcutsSetting((state) => state.setEnabled);
  return (
    <CheckboxField
      label="Single-key shortcuts when reviewing requests"
      hint="j and k move through the list, a approves, r rejects, ? lists them. Turn them off if they get in the way of speech input or a screen reader. Kept in this browser."
      checked={enabled}
      onChange={(event) => setEnabled(event.target.checked)}
    />
  );
}
