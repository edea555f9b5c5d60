export { ActionButton } from './action-button';
export { permissionFor } from './permission-for';
export { PermittedButton } from './permitted-button';
export { useMayAct, useViewOnly } from './use-may-act';
export { usePermission } from './use-permission';
export { VIEW_ONLY_TEXT, ViewOnly } from './view-only';
