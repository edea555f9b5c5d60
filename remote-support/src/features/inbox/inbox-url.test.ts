import { inboxHref, readFoundMessage, readInboxView, withInboxView } from './inbox-url';

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

  it('keeps the due-first sort, and links a search result with its message and search', () => {
    expect(readInboxView(new URLSearchParams('sort=dueAt')).sort).toBe('dueAt');
    const href = inboxHref(new URLSearchParams('sort=dueAt'), 'r2', {
      messageId: 'msg-9',
      search: 'refund & more',
    });
    expect(href).toBe('/support?sort=dueAt&room=r2&message=msg-9&find=refund+%26+more');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(readFoundMessage(params)).toEqual({ messageId: 'msg-9', search: 'refund & more' });
    expect(readFoundMessage(new URLSearchParams('room=r2&message=msg-9'))).toBeNull();
    // Another room's link from the list leaves the found message behind.
    expect(inboxHref(params, 'r3')).toBe('/support?sort=dueAt&room=r3');
  });
});
