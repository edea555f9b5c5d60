export { auditEntityText, describeChangeLine } from './describe-change';
export { EntityHistory } from './entity-history';
