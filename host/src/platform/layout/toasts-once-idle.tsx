import { ToastOverflow, toastContainerProps } from '@backoffice/shared';
import { useEffect } from 'react';
import { ToastContainer, toast, type Id } from 'react-toastify';
import { placeToastsBelowPageHeader } from './toast-offset';
import { useFirstIdlePassed } from '@backoffice/shared/session';

/**
 * The page's one toast container, mounted once the landing page has rendered. react-toastify adds
 * its stylesheet to the document when the container mounts; in the first signed-in render that
 * meant a new stylesheet to parse and take in just before the browser laid the new page out.
 * A toast raised before then waits in react-toastify's queue and shows on mount.
 * Three show at once (ToastOverflow summarises the others), below the page's header, wherever
 * the page has scrolled it.
 */
export function ToastsOnceIdle() {
  useEffect(() => {
    const shown = new Set<Id>();
    let frame = 0;
    // A page that scrolls while a toast is up brings its header back under the toast (a decision
    // opens the next request at its top, its "Back to submissions" where the toast was placed):
    // the toasts move down with the header, once a frame, and up again as it scrolls away.
    const onScroll = () => {
      if (shown.size === 0 || frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        placeToastsBelowPageHeader();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const stopListening = toast.onChange(({ status, id }) => {
      if (status === 'added') {
        shown.add(id);
        placeToastsBelowPageHeader();
      } else if (status === 'removed') shown.delete(id);
    });
    return () => {
      stopListening();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return useFirstIdlePassed() ? (
    <>
      <ToastContainer {...toastContainerProps} />
      <ToastOverflow />
    </>
  ) : null;
}
