/* @backoffice/shared/testing: the apps' test kit. Only tests import it; no build does. */
export { auditEntryFixture } from './audit-entry-fixture';
export { captureDownloads } from './capture-downloads';
export { staffMemberFixture } from './staff-member-fixture';
export { expectControlsOfRole } from './controls-of-role';
export type { ControlsByAction } from './controls-of-role';
export { answer, failure, ok, startFakeApi } from './fake-api';
export { firstRequestKeys } from './first-request-keys';
export type { FakeApi } from './fake-api';
export { signedInAs } from './signed-in-as';
export { waitUntil } from './wait-until';
