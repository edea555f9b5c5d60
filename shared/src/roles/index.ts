export { permissionFor } from './permissionFor';
export type { PermissionCheck } from './permissionFor';
export { PermittedButton } from './PermittedButton';
export type { PermittedButtonProps } from './PermittedButton';
export { usePermission } from './usePermission';
