export {
  TOAST_DEFAULT_DURATION_MS,
  notifyError,
  notifyInfo,
  notifySuccess,
  toastContainerProps,
} from './toast';
export type { NotifyOptions } from './toast';
