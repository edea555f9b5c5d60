import type { Coupon } from '@backoffice/shared';

/** The coupons page's one open dialog, and the coupon it is about. */
export type OpenDialog =
  { kind: 'create' } | { kind: 'edit' | 'revoke' | 'history'; coupon: Coupon } | null;

/**
 * The open dialog with its coupon as the list shows it now. The list refetches (live), so a
 * dialog follows a redemption or another admin's change instead of keeping the figures it was
 * opened with; a coupon that has left the page (it no longer matches the filter) stays as it was
 * last seen. The same dialog is returned when nothing changed, so it can be compared by identity.
 */
export function withCurrentCoupon(
  dialog: OpenDialog,
  listed: readonly Coupon[] | undefined,
): OpenDialog {
  if (!dialog || dialog.kind === 'create') return dialog;
  const current = listed?.find((coupon) => coupon.id === dialog.coupon.id);
  return current && current !== dialog.coupon ? { ...dialog, coupon: current } : dialog;
}
