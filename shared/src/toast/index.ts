export { notifyError, notifyInfo, notifySuccess, toastContainerProps } from './toast';
export { ToastOverflow } from './toast-overflow';
export { notifyUndoable, notifyUndoableDeletion } from './undo-toast';
