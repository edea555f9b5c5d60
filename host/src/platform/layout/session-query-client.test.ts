import { createQuerySession } from './session-query-client';

const key = ['submissions', 'list'];

describe('createQuerySession', () => {
  it('gives one client for the whole session', () => {
    const session = createQuerySession();

    expect(session.client()).toBe(session.client());
    session.dispose();
  });

  it('drops the cached data once disposed, and the next session starts from nothing', () => {
    const session = createQuerySession();
    const signedIn = session.client();
    signedIn.setQueryData(key, ['a request']);

    session.dispose();

    expect(signedIn.getQueryData(key)).toBeUndefined();
    const next = session.client();
    expect(next).not.toBe(signedIn);
    expect(next.getQueryData(key)).toBeUndefined();
    session.dispose();
  });

  it('shares no client with another session', () => {
    const one = createQuerySession();
    const other = createQuerySession();

    one.client().setQueryData(key, ['a request']);

    expect(other.client()).not.toBe(one.client());
    expect(other.client().getQueryData(key)).toBeUndefined();
    one.dispose();
    other.dispose();
  });
});
