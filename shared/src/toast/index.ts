export { notifyError, notifyInfo, notifySuccess, toastContainerProps } from './toast';
