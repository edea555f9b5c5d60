import { configFromEnv, trustProxyFromEnv } from '../src/config';

describe('TRUST_PROXY', () => {
  it('is off unless set, and reads true, a hop count or a list of proxies', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    const hops = trustProxyFromEnv('1');
    if (typeof hops !== 'function') throw new Error('A hop count becomes a function');
    expect(hops('10.0.0.1', 0)).toBe(true);
    expect(hops('10.0.0.2', 1)).toBe(false);
  });
});

describe('limits from the environment', () => {
  it('defaults to per-address, per-account and per-member limits and bounded socket queues', () => {
    expect(configFromEnv({})).toMatchObject({
      signinRateLimit: 30,
      signinAccountRateLimit: 10,
      memberRateLimit: 300,
      socketQueueLimit: 10_000,
      staffSocketQueueLimit: 1_000_000,
      trustProxy: false,
    });
    expect(configFromEnv({ MEMBER_RATE_LIMIT: '5', TRUST_PROXY: 'true' })).toMatchObject({
      memberRateLimit: 5,
      trustProxy: true,
    });
    expect(() => configFromEnv({ SOCKET_QUEUE_LIMIT: 'lots' })).toThrow(
      'SOCKET_QUEUE_LIMIT must be a non-negative integer',
    );
  });
});

describe('mail and local mode from the environment', () => {
  it('is a deployment unless API_MODE=local; the catcher port defaults to any free one', () => {
    expect(configFromEnv({})).toMatchObject({
      localMode: false,
      smtpUrl: undefined,
      smtpCatcherPort: 0,
    });
    expect(
      configFromEnv({
        API_MODE: 'local',
        SMTP_URL: 'smtp://mail.example.com:587',
        SMTP_CATCHER_PORT: '2525',
      }),
    ).toMatchObject({
      localMode: true,
      smtpUrl: 'smtp://mail.example.com:587',
      smtpCatcherPort: 2525,
    });
  });
});

describe('ENVIRONMENT_RELEASES', () => {
  it('reads the builds by federation name, and refuses anything else with the reason', () => {
    expect(configFromEnv({}).environmentReleases).toBeUndefined();
    expect(
      configFromEnv({ ENVIRONMENT_RELEASES: '{"host":"1.0.0","remote_support":"1.4.0"}' })
        .environmentReleases,
    ).toEqual({ host: '1.0.0', remote_support: '1.4.0' });
    // An area whose earlier build may still run in open tabs lists both.
    expect(
      configFromEnv({ ENVIRONMENT_RELEASES: '{"remote_support":["1.4.0","1.4.1"]}' })
        .environmentReleases,
    ).toEqual({ remote_support: ['1.4.0', '1.4.1'] });
    expect(() => configFromEnv({ ENVIRONMENT_RELEASES: '{"remote_support":[]}' })).toThrow(
      'host or remote_<area>',
    );
    expect(() => configFromEnv({ ENVIRONMENT_RELEASES: 'host=1.0.0' })).toThrow(
      'ENVIRONMENT_RELEASES must be a JSON object',
    );
    expect(() => configFromEnv({ ENVIRONMENT_RELEASES: '{"Support":"1.0.0"}' })).toThrow(
      'host or remote_<area>',
    );
  });
});
