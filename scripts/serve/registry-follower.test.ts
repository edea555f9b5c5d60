import { describe, expect, it } from 'vitest';
import { followRegistry, withReleases } from './registry-follower.ts';
import { runtimeFilesFromEnv } from './runtime-files.ts';
import { cspSourcesFor } from './stack.ts';

const environment = runtimeFilesFromEnv({}).remotes;
const released = 'https://cdn.example/support/1.4.0/mf-manifest.json?team=support';
const supportEntry = {
  path: '/support',
  nav: { label: 'Support', order: 30, badge: './NavBadge' },
};

describe('withReleases: the registry over the environment', () => {
  it('takes a released area from the registry, exactly as released, and leaves the rest alone', () => {
    const remotes = withReleases(environment, {
      remote_support: {
        current: { manifest: released, version: '1.4.0', entry: supportEntry },
        canary: null,
      },
    });
    expect(remotes.remote_support).toEqual({
      manifest: released,
      version: '1.4.0',
      ...supportEntry,
      // The area's declared timeline part outlives a release that names none.
      contributes: { memberTimeline: './MemberTimeline' },
    });
    expect(remotes.remote_coupons).toEqual(environment.remote_coupons);
    // The area's declared first request outlives a release that names none.
    expect(
      withReleases(environment, {
        remote_submissions: {
          current: {
            manifest: released.replace('support', 'submissions'),
            version: null,
            entry: { path: '/submissions', nav: { label: 'Submissions', order: 10 } },
          },
          canary: null,
        },
      }).remote_submissions?.firstRequest,
    ).toEqual(environment.remote_submissions?.firstRequest);
  });

  it('adds a canary to the entry, and lets the CSP allow its origin', () => {
    const remotes = withReleases(environment, {
      remote_support: {
        current: null,
        canary: { manifest: released, version: '1.4.0', entry: supportEntry, percent: 50 },
      },
    });
    expect(remotes.remote_support).toEqual({
      ...environment.remote_support,
      canary: { manifest: released, version: '1.4.0', percent: 50 },
    });
    const files = { ...runtimeFilesFromEnv({}), remotes };
    expect(cspSourcesFor(files).remoteOrigins).toContain('https://cdn.example');
  });
});

describe('followRegistry', () => {
  const answering =
    (status: number, body: unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body), { status });

  it('follows what the api answers, and the environment alone when the api has no registry', async () => {
    const data = {
      remote_support: {
        current: { manifest: released, version: '1', entry: supportEntry },
        canary: null,
      },
    };
    const following = followRegistry(() => 'http://api.example', {
      fetchImpl: answering(200, { data }),
    });
    await expect.poll(() => following.apply(environment).remote_support?.manifest).toBe(released);
    following.close();

    const without = followRegistry(() => 'http://api.example', { fetchImpl: answering(404, {}) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(without.apply(environment)).toEqual(environment);
    without.close();
  });
});
