import {
  toast,
  type ToastContainerProps,
  type ToastContent,
  type ToastOptions,
} from 'react-toastify';

/** docs/spec.md §2 and §9. */
export const TOAST_DEFAULT_DURATION_MS = 3000;

/**
 * What the host spreads on its single `<ToastContainer>`. Colours come from the UI kit's base
 * stylesheet: toastify's light theme re-coloured from the theme tokens, so toasts follow
 * `<html data-theme>`, with the green success and red error icons of docs/spec.md §2.
 */
export const toastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_DEFAULT_DURATION_MS,
  closeButton: true,
  theme: 'light',
  style: { fontSize: 14 },
} as const satisfies ToastContainerProps;

export type NotifyOptions = ToastOptions;

/** A success may carry a control, e.g. the support inbox's "Undo" after resolving. */
export function notifySuccess(message: ToastContent, options?: NotifyOptions) {
  return toast.success(message, options);
}

export function notifyError(message: string, options?: NotifyOptions) {
  return toast.error(message, options);
}

export function notifyInfo(message: string, options?: NotifyOptions) {
  return toast.info(message, options);
}
