export { EntityHistory } from './entity-history';
