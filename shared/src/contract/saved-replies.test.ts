import { fillSavedReply, firstNameOf, searchSavedReplies } from './saved-replies';

describe('saved replies', () => {
  it('fill {firstName} with the first word of the member name, every time it appears', () => {
    expect(firstNameOf('  Amara  Okafor ')).toBe('Amara');
    expect(
      fillSavedReply('Hi {firstName}! Thanks, {firstName}.', { fullName: 'Amara Okafor' }),
    ).toBe('Hi Amara! Thanks, Amara.');
  });

  it('are searched by title or text, ignoring case', () => {
    const replies = [
      {
        id: '1',
        title: 'Refund timing',
        body: 'Refunds take 5 days',
        updatedAt: '2026-03-01T10:00:00.000Z',
      },
      {
        id: '2',
        title: 'Greeting',
        body: 'Hello {firstName}',
        updatedAt: '2026-03-01T10:00:00.000Z',
      },
    ];
    expect(searchSavedReplies(replies, 'REFUND').map((r) => r.id)).toEqual(['1']);
    expect(searchSavedReplies(replies, 'hello').map((r) => r.id)).toEqual(['2']);
    expect(searchSavedReplies(replies, ' ').map((r) => r.id)).toEqual(['1', '2']);
  });
});
