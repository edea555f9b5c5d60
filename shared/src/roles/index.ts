export { permissionFor } from './permission-for';
export { PermittedButton } from './permitted-button';
export { usePermission } from './use-permission';
