import {
  apiRequest,
  couponKeys,
  notifySuccess,
  type CouponInput,
  type CouponUpdate,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Lets the dialog tell that a save is in flight. */
export const saveCouponMutationKey = [...couponKeys.all, 'save'] as const;

/** Every coupon query (statistics, every list page, the host's dashboard card) is refetched. */
function useRefreshCoupons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: couponKeys.all });
}

export function useCreateCoupon() {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationKey: saveCouponMutationKey,
    mutationFn: (input: CouponInput) => apiRequest('createCoupon', { body: input }),
    onSuccess: async (coupon) => {
      notifySuccess(`Coupon ${coupon.code} created`);
      await refresh();
    },
  });
}

export function useUpdateCoupon(id: string) {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationKey: saveCouponMutationKey,
    mutationFn: (update: CouponUpdate) =>
      apiRequest('updateCoupon', { params: { id }, body: update }),
    onSuccess: async (coupon) => {
      notifySuccess(`Coupon ${coupon.code} updated`);
      await refresh();
    },
  });
}
