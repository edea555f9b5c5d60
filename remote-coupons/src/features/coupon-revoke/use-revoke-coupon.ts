import { apiRequest, couponKeys, notifySuccess } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useRevokeCoupon(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest('revokeCoupon', {
        params: { id },
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: async (coupon) => {
      notifySuccess(`Coupon ${coupon.code} revoked`);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
  });
}
