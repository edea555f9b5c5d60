import notice from './dialog-notice.module.css';

/**
 * A decision the api refused for another reason than a conflict (it is down, slow, or says no):
 * written in the dialog itself, beside what was typed, where the toast that also says it may
 * already be gone.
 */
export function SaveFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={notice.conflict}>
      {`Not saved: ${message.replace(/\.$/, '')}. What you typed is kept; try again.`}
    </p>
  );
}
