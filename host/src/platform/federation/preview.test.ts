import type { AreaList } from './area-list';
import { clearPreview, previewRefusal, readPreview, savePreview, withPreview } from './preview';

const allowed = ['http://localhost:3010'];
const list: AreaList = {
  areas: [
    {
      remote: 'remote_support',
      manifest: 'http://localhost:3003/mf-manifest.json',
      path: '/support',
      title: 'Support',
      order: 30,
    },
    {
      remote: 'remote_coupons',
      manifest: 'http://localhost:3004/mf-manifest.json',
      path: '/coupons',
      title: 'Coupons',
      order: 40,
    },
  ],
  rejected: [],
};

afterEach(() => sessionStorage.clear());

describe('previewRefusal', () => {
  it('accepts a manifest on an allowed origin', () => {
    expect(previewRefusal('http://localhost:3010/mf-manifest.json', allowed)).toBeNull();
  });

  it('refuses another origin, naming it and the allowed ones', () => {
    expect(previewRefusal('https://evil.example/mf-manifest.json', allowed)).toBe(
      'https://evil.example is not an allowed preview origin. Allowed: http://localhost:3010.',
    );
  });

  it('refuses what is not a URL, and everything when no origin is allowed', () => {
    expect(previewRefusal('mf-manifest.json', allowed)).toBe(
      'Enter the full URL of the build’s mf-manifest.json.',
    );
    // These parse as URLs, but have no origin to name.
    for (const opaque of ['javascript:alert(1)', 'localhost:3010/mf-manifest.json']) {
      expect(previewRefusal(opaque, allowed)).toBe(
        'Enter the full URL of the build’s mf-manifest.json.',
      );
    }
    expect(previewRefusal('http://localhost:3010/mf-manifest.json', [])).toBe(
      'This deployment allows no previews.',
    );
  });
});

describe('the tab’s preview', () => {
  it('is kept in sessionStorage until cleared', () => {
    const preview = {
      remote: 'remote_support',
      manifest: 'http://localhost:3010/mf-manifest.json',
    };
    savePreview(preview);
    expect(readPreview()).toEqual(preview);
    clearPreview();
    expect(readPreview()).toBeNull();
  });

  it('drops a stored value that is not a preview', () => {
    sessionStorage.setItem('backoffice.preview', '{"remote":"support","manifest":"x"}');
    expect(readPreview()).toBeNull();
    expect(sessionStorage.getItem('backoffice.preview')).toBeNull();
  });

  it('loads only the previewed area from its manifest, and only from an allowed origin', () => {
    const preview = {
      remote: 'remote_support',
      manifest: 'http://localhost:3010/mf-manifest.json',
    };
    const previewed = withPreview(list, preview, allowed);
    expect(previewed.areas.map((area) => area.manifest)).toEqual([
      'http://localhost:3010/mf-manifest.json',
      'http://localhost:3004/mf-manifest.json',
    ]);
    expect(
      withPreview(list, { ...preview, manifest: 'https://evil.example/m.json' }, allowed),
    ).toBe(list);
  });
});
