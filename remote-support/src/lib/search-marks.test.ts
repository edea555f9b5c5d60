import { aroundFirstMatch, markSearchWords } from './search-marks';

const marked = (content: string, search: string) =>
  markSearchWords(content, search)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

describe('markSearchWords', () => {
  it('marks each whole word that begins with a searched word, ignoring case', () => {
    expect(marked('The Quokkabank transfer, quokka!', 'quokka')).toBe(
      'The [Quokkabank] transfer, [quokka]!',
    );
    expect(marked('Refund for my refunded order', 'order REFUND')).toBe(
      '[Refund] for my [refunded] [order]',
    );
  });

  it('marks nothing inside a word, and leaves the text whole when the search has no word', () => {
    expect(marked('A preorder', 'order')).toBe('A preorder');
    expect(markSearchWords('<b>hi</b>', '!!')).toEqual([{ text: '<b>hi</b>', marked: false }]);
    expect(markSearchWords('<b>hi</b>', 'b')).toEqual([
      { text: '<', marked: false },
      { text: 'b', marked: true },
      { text: '>hi</', marked: false },
      { text: 'b', marked: true },
      { text: '>', marked: false },
    ]);
  });
});

describe('aroundFirstMatch', () => {
  const long =
    'Hello there, I have a rather long question about the payout schedule, reference wombat7 ok';

  it('starts a few words before the first match, after an ellipsis', () => {
    const cut = aroundFirstMatch(long, 'wombat');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut).toBe('…reference wombat7 ok');
    expect(cut.indexOf('wombat')).toBeLessThanOrEqual(17);
  });

  it('leaves a text whole when the match is near its start or nothing matches', () => {
    expect(aroundFirstMatch('Hello wombat', 'wombat')).toBe('Hello wombat');
    expect(aroundFirstMatch(long, 'zebra')).toBe(long);
  });
});
