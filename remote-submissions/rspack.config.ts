import { defineRemote } from '@backoffice/remote-kit';
import { inThisStack } from '../scripts/rspack-common.ts';

export default defineRemote({
  ...inThisStack('remote_submissions'),
  exposes: { './App': './src/app.tsx' },
});
