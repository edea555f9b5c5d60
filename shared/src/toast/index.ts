export { notifyError, notifyInfo, notifySuccess, toastContainerProps } from './toast';
export {
  ToastOverflow,
  TOAST_QUEUE_CAP,
  TOAST_VISIBLE_LIMIT,
  toastsBeyondCap,
  waitingToastsText,
} from './toast-overflow';
