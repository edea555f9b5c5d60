import { inboxHref, readInboxView, withInboxView } from './inbox-url';

describe('the inbox view in the address', () => {
  it('reads status and sort, falling back to open and latest activity for anything else', () => {
    expect(readInboxView(new URLSearchParams('status=snoozed&sort=waiting'))).toEqual({
      status: 'snoozed',
      sort: 'waiting',
    });
    expect(readInboxView(new URLSearchParams('status=gone&sort=random'))).toEqual({
      status: 'open',
      sort: 'activity',
    });
  });

  it('changes one part, keeps the room and leaves the defaults out', () => {
    const params = new URLSearchParams('room=r1&status=resolved');
    expect(withInboxView(params, { sort: 'waiting' }).toString()).toBe(
      'room=r1&status=resolved&sort=waiting',
    );
    expect(withInboxView(params, { status: 'open' }).toString()).toBe('room=r1');
  });

  it("links a room with the list's view, and the list without a room", () => {
    const params = new URLSearchParams('room=r1&sort=waiting');
    expect(inboxHref(params, 'r2')).toBe('/support?sort=waiting&room=r2');
    expect(inboxHref(params, null)).toBe('/support?sort=waiting');
    expect(inboxHref(new URLSearchParams('room=r1'), null)).toBe('/support');
  });
});
