import { areaForTarget, firstRenderAssets } from './sign-in-target';

const list = {
  remote_submissions: { manifest: 'http://localhost:3001/mf-manifest.json', path: '/submissions' },
  remote_support: { manifest: 'http://localhost:3003/mf-manifest.json', path: '/support' },
};

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'MemberTimeline',
      assets: { js: { sync: ['timeline.js'] }, css: { sync: [] } },
    },
    {
      name: 'App',
      assets: {
        js: { sync: ['6691.js', 'expose_App.js'], async: ['heavy-csv.js'] },
        css: { sync: ['expose_App.css'], async: ['9217.css'] },
      },
    },
  ],
};

describe('the area a sign-in leads to', () => {
  it('is the entry whose path the target is, or is under', () => {
    expect(areaForTarget(list, '/submissions')).toEqual(list.remote_submissions);
    expect(areaForTarget(list, '/submissions/FR-10001?tab=history')).toEqual(
      list.remote_submissions,
    );
    expect(areaForTarget(list, '/support')?.manifest).toBe(list.remote_support.manifest);
  });

  it('is none for a host page, a path that only starts alike, or a list that is not one', () => {
    expect(areaForTarget(list, '/dashboard')).toBeUndefined();
    expect(areaForTarget(list, '/submissions-archive')).toBeUndefined();
    expect(areaForTarget(null, '/submissions')).toBeUndefined();
    expect(areaForTarget({ remote_x: { path: 7 } }, '/submissions')).toBeUndefined();
  });
});

describe('what an area’s first render runs', () => {
  it('is its entry and App’s synchronous scripts and styles, beside the manifest', () => {
    expect(firstRenderAssets('http://localhost:3001/mf-manifest.json', manifest)).toEqual({
      scripts: [
        'http://localhost:3001/remoteEntry.js',
        'http://localhost:3001/6691.js',
        'http://localhost:3001/expose_App.js',
      ],
      styles: ['http://localhost:3001/expose_App.css'],
    });
  });

  it('follows a public path and an entry folder the manifest names', () => {
    const cdn = {
      ...manifest,
      metaData: {
        publicPath: 'https://cdn.example/submissions/',
        remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
      },
    };
    expect(firstRenderAssets('http://localhost:3001/mf-manifest.json', cdn).scripts).toEqual([
      'https://cdn.example/submissions/entry/remoteEntry.js',
      'https://cdn.example/submissions/6691.js',
      'https://cdn.example/submissions/expose_App.js',
    ]);
  });

  it('is nothing for an answer that is not a manifest', () => {
    const none = { scripts: [], styles: [] };
    expect(firstRenderAssets('http://localhost:3001/mf-manifest.json', 'oops')).toEqual(none);
    expect(firstRenderAssets('http://localhost:3001/mf-manifest.json', { exposes: [] })).toEqual(
      none,
    );
  });
});
