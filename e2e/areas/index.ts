import type { RemoteName } from '../../scripts/stack-layout.ts';
import type { AreaChecks } from './area-checks';
import { coupons } from './coupons';
import { members } from './members';
import { submissions } from './submissions';
import { support } from './support';

/**
 * Each area's own e2e checks, by its name in scripts/stack-layout.ts; an area missing here (as
 * `pnpm new-area` leaves a new one) gets the defaults. Removing an area that has an entry here
 * makes `tsc -b` name it.
 */
export const areaChecks: { readonly [Name in RemoteName]?: AreaChecks } = {
  remote_submissions: submissions,
  remote_members: members,
  remote_support: support,
  remote_coupons: coupons,
};
