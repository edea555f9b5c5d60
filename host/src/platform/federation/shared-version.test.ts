import { requiredSharedRange, sharedVersionProblem } from './shared-version';

describe('requiredSharedRange', () => {
  it('reads the range of the first @backoffice/shared entry of a manifest', () => {
    expect(
      requiredSharedRange([
        { name: 'react', requiredVersion: '19.3.1' },
        { name: '@backoffice/shared/ui', version: '2.0.0', requiredVersion: '^2.0.0' },
      ]),
    ).toBe('^2.0.0');
  });

  it('has nothing to say for a remote that does not share the package', () => {
    expect(requiredSharedRange([{ name: 'react', requiredVersion: '19.3.1' }])).toBeUndefined();
    expect(requiredSharedRange([{ name: '@backoffice/shared', requiredVersion: false }])).toBe(
      undefined,
    );
  });
});

describe('sharedVersionProblem', () => {
  it('accepts the same release and later compatible ones', () => {
    expect(sharedVersionProblem('^1.0.0', '1.0.0')).toBeNull();
    expect(sharedVersionProblem('^1.0.0', '1.4.2')).toBeNull();
    expect(sharedVersionProblem(undefined, '1.0.0')).toBeNull();
  });

  it('refuses a remote built against a newer release, naming both versions', () => {
    expect(sharedVersionProblem('^2.0.0', '1.4.2')).toBe(
      'It needs @backoffice/shared ^2.0.0, but this host provides 1.4.2',
    );
    expect(sharedVersionProblem('^1.5.0', '1.4.2')).toBe(
      'It needs @backoffice/shared ^1.5.0, but this host provides 1.4.2',
    );
  });
});
