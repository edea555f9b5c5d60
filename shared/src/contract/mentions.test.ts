import { mentionedStaff } from './mentions';

const riley = { id: 'ADM-2', name: 'Riley Reviewer' };
const ana = { id: 'ADM-3', name: 'Ana Reviewer' };

describe('mentions in a private note', () => {
  it('finds "@" and a full name in any case, once each', () => {
    expect(
      mentionedStaff('@ana reviewer can you check? @Riley Reviewer, and @ANA REVIEWER again', [
        riley,
        ana,
      ]),
    ).toEqual([riley, ana]);
  });
  it('needs the "@" and the whole name, not a longer word', () => {
    expect(mentionedStaff('Ana Reviewer, @Riley, @Ana Reviewers', [riley, ana])).toEqual([]);
    expect(mentionedStaff('ask @Riley Reviewer.', [riley])).toEqual([riley]);
  });
});
