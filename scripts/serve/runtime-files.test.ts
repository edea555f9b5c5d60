import { describe, expect, it } from 'vitest';
import { remotesJson, runtimeFilesFromEnv } from './runtime-files.ts';
import { cspSourcesFor } from './stack.ts';

const reports = {
  name: 'remote_reports',
  manifest: 'https://cdn.example/reports/mf-manifest.json',
  path: '/reports',
  label: 'Reports',
  order: 50,
};

describe('runtimeFilesFromEnv: the areas of remotes.json', () => {
  it('lists the four areas of the spec with their paths, labels and order, support with its badge and timeline part', () => {
    const { remotes } = runtimeFilesFromEnv({
      REMOTE_SUPPORT_URL: 'https://cdn.example/s/mf-manifest.json',
    });
    expect(Object.keys(remotesJson(remotes))).toEqual([
      'remote_submissions',
      'remote_members',
      'remote_support',
      'remote_coupons',
    ]);
    expect(remotes.remote_members).toMatchObject({
      manifest: 'http://localhost:3002/mf-manifest.json',
      path: '/members-management',
      nav: { label: 'Members', order: 20 },
    });
    expect(remotes.remote_support).toEqual({
      manifest: 'https://cdn.example/s/mf-manifest.json',
      path: '/support',
      nav: { label: 'Support', order: 30, badge: './NavBadge' },
      contributes: { memberTimeline: './MemberTimeline' },
    });
    expect(remotes.remote_members?.contributes).toBeUndefined();
    expect(remotes.remote_submissions?.firstRequest).toMatchObject({ endpoint: 'fundingList' });
  });

  it('adds the areas of EXTRA_AREAS, placed by their order', () => {
    const { remotes } = runtimeFilesFromEnv({
      EXTRA_AREAS: JSON.stringify([
        {
          ...reports,
          order: 15,
          badge: './NavBadge',
          contributes: { memberTimeline: './MemberTimeline' },
        },
      ]),
    });
    expect(remotes.remote_reports).toEqual({
      manifest: reports.manifest,
      path: '/reports',
      nav: { label: 'Reports', order: 15, badge: './NavBadge' },
      contributes: { memberTimeline: './MemberTimeline' },
    });
    expect(Object.keys(remotesJson(remotes)).slice(0, 3)).toEqual([
      'remote_submissions',
      'remote_reports',
      'remote_members',
    ]);
  });

  it('refuses an EXTRA_AREAS that is not JSON, misses a field or claims a taken path or name', () => {
    const withExtra = (value: unknown) => () =>
      runtimeFilesFromEnv({
        EXTRA_AREAS: typeof value === 'string' ? value : JSON.stringify(value),
      });
    expect(withExtra('[{name:')).toThrow('EXTRA_AREAS must be a JSON array of areas');
    expect(withExtra([{ ...reports, label: undefined }])).toThrow(
      /EXTRA_AREAS is not a list of areas:[\s\S]*label/,
    );
    expect(withExtra([{ ...reports, path: '/settings' }])).toThrow(
      "path is one of the host's own pages",
    );
    expect(withExtra([{ ...reports, path: '/coupons' }])).toThrow(
      'remote_reports and remote_coupons both claim /coupons',
    );
    expect(withExtra([{ ...reports, name: 'remote_support' }])).toThrow(
      "EXTRA_AREAS: remote_support is one of the stack's own areas",
    );
  });
});

describe('runtimeFilesFromEnv: the origins a build may be previewed from', () => {
  it('allows the local remote ports and 3010 by default, and the CSP allows the same', () => {
    const files = runtimeFilesFromEnv({});
    expect(files.runtimeConfig.previewOrigins).toContain('http://localhost:3010');
    expect(files.runtimeConfig.previewOrigins).toContain('http://127.0.0.1:3003');
    expect(cspSourcesFor(files).remoteOrigins).toEqual(
      expect.arrayContaining(files.runtimeConfig.previewOrigins),
    );
  });

  it('takes PREVIEW_ORIGINS as given, empty for none, and refuses what is not an origin', () => {
    const given = runtimeFilesFromEnv({ PREVIEW_ORIGINS: 'https://preview.example, http://x:1' });
    expect(given.runtimeConfig.previewOrigins).toEqual(['https://preview.example', 'http://x:1']);
    expect(cspSourcesFor(given).remoteOrigins).toContain('https://preview.example');
    expect(runtimeFilesFromEnv({ PREVIEW_ORIGINS: '' }).runtimeConfig.previewOrigins).toEqual([]);
    expect(() => runtimeFilesFromEnv({ PREVIEW_ORIGINS: 'https://cdn.example/builds' })).toThrow(
      'PREVIEW_ORIGINS: "https://cdn.example/builds" is not an origin',
    );
  });
});

describe('runtimeFilesFromEnv: real-user reporting', () => {
  it('leaves it on unless RUM=off, which serves rum: false', () => {
    expect(runtimeFilesFromEnv({}).runtimeConfig).not.toHaveProperty('rum');
    expect(runtimeFilesFromEnv({ RUM: 'off' }).runtimeConfig.rum).toBe(false);
  });
});
