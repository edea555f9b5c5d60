import { DEMO_ADMIN, signinAs, startApi, type TestApi } from '../src/testing';
import { client } from './helpers';

const METRICS_TOKEN = 'metrics-secret-token';

async function metricsText(api: TestApi, token?: string) {
  const response = await fetch(`${api.url}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, text: await response.text() };
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ metricsToken: METRICS_TOKEN });
  });
  afterAll(() => api.close());

  it('refuses a missing or wrong token', async () => {
    expect((await metricsText(api)).status).toBe(401);
    expect((await metricsText(api, 'not-the-token')).status).toBe(401);
  });

  it('answers the Prometheus text after a few requests, by route pattern and status class', async () => {
    const { access_token } = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const admin = client(api.url, access_token);
    const memberId = 'a1b2c3d4-0000-4000-8000-000000000000';
    expect((await admin.get('/user/admin/members', { page: 1, limit: 5 })).status).toBe(200);
    expect((await admin.get('/user/admin/members', { page: 1, limit: 5 })).status).toBe(200);
    const refused = await admin.patch(`/user/admin/update-user/${memberId}`, { status: 'bogus' });
    expect(refused.status).toBe(400);

    const { status, text } = await metricsText(api, METRICS_TOKEN);
    expect(status).toBe(200);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/user\/admin\/members",method="GET",status_class="2xx"\} 2/,
    );
    expect(text).toMatch(
      /http_requests_total\{route="\/user\/admin\/update-user\/:id",method="PATCH",status_class="4xx"\} 1/,
    );
    expect(text).not.toContain(memberId);
    expect(text).toContain('# TYPE db_query_duration_seconds histogram');
    expect(text).toMatch(/db_query_duration_seconds_count\{statement="select"\} [1-9]/);
    expect(text).toContain('# TYPE socket_connections gauge');
    expect(text).toContain('# TYPE chat_messages_delivered_total counter');
    expect(text).toContain('# TYPE rate_limit_refusals_total counter');
  });
});

describe('request ids', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('answers every request with an x-request-id, keeping a sane incoming one', async () => {
    const own = await fetch(`${api.url}/user/admin/members`, {
      headers: { 'x-request-id': 'lb-42.a' },
    });
    expect(own.status).toBe(401);
    expect(own.headers.get('x-request-id')).toBe('lb-42.a');
    const insane = await fetch(`${api.url}/nowhere`, {
      headers: { 'x-request-id': 'spaces and <tags>' },
    });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves /metrics open when no token is configured', async () => {
    const { status, text } = await metricsText(api);
    expect(status).toBe(200);
    expect(text).toContain('http_request_duration_seconds');
  });
});

describe('GET /metrics outside local mode', () => {
  it('answers 404 without METRICS_TOKEN, and the api still starts', async () => {
    const api = await startApi({ localMode: false });
    try {
      const { status, text } = await metricsText(api);
      expect(status).toBe(404);
      expect(text).not.toContain('http_request_duration_seconds');
    } finally {
      await api.close();
    }
  });

  it('answers with the token only when METRICS_TOKEN is set', async () => {
    const api = await startApi({ localMode: false, metricsToken: METRICS_TOKEN });
    try {
      expect((await metricsText(api)).status).toBe(401);
      expect((await metricsText(api, METRICS_TOKEN)).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
