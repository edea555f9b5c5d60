import { describeFailure, explainAreaFailure, ManifestFetchError } from './area-failure';

/** The runtime's RUNTIME-003 as it throws it: what failed, its arguments, docs, then why. */
const runtimeManifestError = (cause: unknown) =>
  new Error(
    [
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
      'args: {"manifestUrl":"http://localhost:3002/mf-manifest.json","moduleName":"remote_members"}',
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-003',
      'Original Error Message:',
      ` ${String(cause)}`,
    ].join('\n'),
  );

const url = 'http://localhost:3002/mf-manifest.json';
const serverDown = runtimeManifestError(
  new ManifestFetchError(url, 'no-answer', 'TypeError: Failed to fetch'),
);
const notFound = runtimeManifestError(
  new ManifestFetchError(url, 'no-manifest', 'it answered HTTP 404'),
);
const notJson = runtimeManifestError(
  new ManifestFetchError(url, 'no-manifest', 'its answer is not JSON'),
);

describe('describeFailure (Settings → Diagnostics)', () => {
  it('keeps what failed and the precise cause, without the arguments and the docs link', () => {
    expect(describeFailure(serverDown)).toBe(
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003: ManifestFetchError: http://localhost:3002/mf-manifest.json did not answer (TypeError: Failed to fetch)',
    );
    expect(describeFailure(notFound)).toContain('has no manifest (it answered HTTP 404)');
  });

  it('keeps the first line of an error that quotes no cause', () => {
    expect(describeFailure(new Error('Loading chunk 12 failed.\n(missing: x.js)'))).toBe(
      'Loading chunk 12 failed.',
    );
  });

  it('describes a non-Error rejection', () => {
    expect(describeFailure('offline')).toBe('offline');
    expect(describeFailure(new Error(''))).toBe('The remote could not be loaded');
  });
});

describe('explainAreaFailure (the area page)', () => {
  it('says in plain words that the area’s server did not answer', () => {
    const sentence = explainAreaFailure(serverDown, 'Members');
    expect(sentence).toBe(
      'The server of Members did not answer. It may be down or restarting; try again in a moment.',
    );
  });

  it('says the address has no manifest when it answered 404, something not JSON or not a manifest', () => {
    const invalid = new Error(
      '[ Federation Runtime ]: The manifest is not a valid Module Federation manifest. #RUNTIME-013\nargs: {}',
    );
    for (const error of [notFound, notJson, invalid]) {
      const sentence = explainAreaFailure(error, 'Members');
      expect(sentence).toMatch(/^The address of Members answered, but with no manifest for it/);
      expect(sentence).not.toContain('Federation Runtime');
    }
  });

  it('says part of the code could not be downloaded when a script failed', () => {
    const error = new Error(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {}',
    );
    expect(explainAreaFailure(error, 'Coupons')).toBe(
      'Part of the code of Coupons could not be downloaded. Try again in a moment.',
    );
  });

  it('keeps a failure that is already in words, such as a shared-version refusal', () => {
    const refusal =
      'remote_reports: It needs @backoffice/shared ^2.0.0, but this host provides 1.4.2';
    expect(explainAreaFailure(new Error(refusal), 'Reports')).toBe(refusal);
    // As the runtime rethrows an error of a plugin: with its own name in front.
    const rethrown = new Error(`[ Federation Runtime ]: ${refusal}`);
    expect(explainAreaFailure(rethrown, 'Reports')).toBe(refusal);
  });
});
