import type { Area } from '../area-list';

/** The Submissions area as /remotes.json lists it, without a declared first request. */
export const submissionsArea: Area = {
  remote: 'remote_submissions',
  manifest: 'http://localhost:3001/mf-manifest.json',
  path: '/submissions',
  title: 'Submissions',
  order: 10,
};
