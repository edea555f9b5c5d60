import { useSearchParams } from '@backoffice/shared/router';
import { useEffect } from 'react';

/** `/coupons?new=1` opens the create dialog (the command palette's "New coupon" links there). */
const NEW_COUPON_PARAM = 'new';

/**
 * Opens the create dialog once when the URL asks for it and the role may create coupons, then
 * drops the parameter, so a reload or the back button does not open it again.
 */
export function useCreateFromUrl(canManage: boolean, openCreate: () => void): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get(NEW_COUPON_PARAM) === '1';
  useEffect(() => {
    if (!asked) return;
    if (canManage) openCreate();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_COUPON_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, canManage, openCreate, setParams]);
}
