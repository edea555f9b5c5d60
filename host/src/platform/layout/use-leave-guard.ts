import { confirmLeavePage, hasUnsavedChanges } from '@backoffice/shared';
import { useEffect } from 'react';
import { installBackButtonGuard } from './back-button-guard';

/** An in-app link that would take the admin to another page (not a new tab, not a download). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target === '_blank' ||
    link.hasAttribute('download')
  ) {
    return null;
  }
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  const samePage = url.pathname === here.pathname && url.search === here.search;
  return url.origin === here.origin && !samePage ? link : null;
}

/**
 * Asks before any in-app link or the browser's Back button leaves a page with unsaved changes (a
 * form reports them with useUnsavedChanges; closing or reloading the tab asks through the browser). Listens in the
 * capture phase, ahead of the router's own link handling, which a refused click never reaches.
 */
export function useLeaveGuard(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!hasUnsavedChanges() || !leavingLink(event)) return;
      if (confirmLeavePage()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', onClick, true);
    const removeBackButtonGuard = installBackButtonGuard();
    return () => {
      document.removeEventListener('click', onClick, true);
      removeBackButtonGuard();
    };
  }, []);
}
