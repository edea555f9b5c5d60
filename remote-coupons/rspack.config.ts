import { defineRemote } from '@backoffice/remote-kit';
import { inThisStack } from '../scripts/rspack-common.ts';

export default defineRemote({
  ...inThisStack('remote_coupons'),
  exposes: {
    './App': './src/app.tsx',
    // Its part of the member profile's timeline (`contributes` in scripts/stack-layout.ts).
    './MemberTimeline': './src/features/member-timeline/member-timeline.ts',
  },
});
