export { permissionFor } from './permissionFor';
export { PermittedButton } from './PermittedButton';
export { usePermission } from './usePermission';
