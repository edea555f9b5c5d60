import { describeFailure } from './federation-runtime';

describe('describeFailure', () => {
  it('keeps the first line of a runtime error, without its docs link', () => {
    const error = new Error(
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"x"}\nhttps://module-federation.io/guide/troubleshooting/runtime/RUNTIME-003',
    );
    expect(describeFailure(error)).toBe(
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
    );
  });

  it('describes a non-Error rejection', () => {
    expect(describeFailure('offline')).toBe('offline');
    expect(describeFailure(new Error(''))).toBe('The remote could not be loaded');
  });
});
