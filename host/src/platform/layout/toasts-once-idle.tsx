import { ToastOverflow, toastContainerProps } from '@backoffice/shared';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { placeToastsBelowPageHeader } from './toast-offset';
import { useFirstIdlePassed } from '@backoffice/shared/session';

/**
 * The page's one toast container, mounted once the landing page has rendered. react-toastify adds
 * its stylesheet to the document when the container mounts; in the first signed-in render that
 * meant a new stylesheet to parse and take in just before the browser laid the new page out.
 * A toast raised before then waits in react-toastify's queue and shows on mount.
 * Three show at once (ToastOverflow summarises the others), below the page's header.
 */
export function ToastsOnceIdle() {
  useEffect(
    () =>
      toast.onChange(({ status }) => {
        if (status === 'added') placeToastsBelowPageHeader();
      }),
    [],
  );
  return useFirstIdlePassed() ? (
    <>
      <ToastContainer {...toastContainerProps} />
      <ToastOverflow />
    </>
  ) : null;
}
