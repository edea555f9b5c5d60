import { defineRemote } from '@backoffice/remote-kit';
import { defineConfig } from '@rspack/cli';
import { inThisStack } from '../scripts/rspack-common.ts';

const remote = defineRemote({
  ...inThisStack('remote_support'),
  exposes: {
    './App': './src/app.tsx',
    // What the host shows for support outside /support, loaded after sign-in.
    './NavBadge': './src/features/nav-badge/nav-badge.tsx',
    './SignedInSupport': './src/features/signed-in/signed-in-support.tsx',
    // Its part of the member profile's timeline (`contributes` in scripts/stack-layout.ts).
    './MemberTimeline': './src/features/member-timeline/member-timeline.ts',
  },
});

export default defineConfig((env, argv) => {
  const config = remote(env, argv);
  // The message log is shared by the signed-in module, the page and the message list: in a
  // chunk of its own instead of a copy in each (the default minimum size would copy it).
  return { ...config, optimization: { ...config.optimization, splitChunks: { minSize: 2000 } } };
});
