export { notifyError, notifyInfo, notifySuccess, toastContainerProps } from './toast';
export { ToastOverflow } from './toast-overflow';
export { notifyUndoable, UNDO_WINDOW_MS } from './undo-toast';
