// The kit keeps one table per status, so the profile, the list and support agree.
export { memberStatusLabels } from '@backoffice/shared/ui';
