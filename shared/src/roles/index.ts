export { permissionFor } from './permission-for';
export { PermittedButton } from './permitted-button';
export { RefusalReason } from './refusal-reason';
export { usePermission } from './use-permission';
