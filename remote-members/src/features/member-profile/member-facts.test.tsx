import { render, screen, within } from '@testing-library/react';
import { aMemberSummary } from '../../testing/member-fixtures';
import { MemberFacts } from './member-details';

/** The strip's facts as a person reads them: term → text. */
function facts(): Record<string, string> {
  const strip = screen.getByRole('group', { name: 'About this member' });
  return Object.fromEntries(
    within(strip)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('MemberFacts', () => {
  it('says the status, whether verified, the day they joined and when last active', () => {
    render(
      <MemberFacts
        member={aMemberSummary({
          status: 'suspended',
          verified: false,
          lastActiveAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        })}
      />,
    );
    expect(facts()).toEqual({
      Status: 'Suspended',
      Verified: 'Not verified',
      Joined: '14 Mar 2025',
      'Last active': '3 days ago',
    });
  });

  it('says "Never" for a member who has not been active', () => {
    render(<MemberFacts member={aMemberSummary({ lastActiveAt: null })} />);
    expect(facts()).toMatchObject({ Verified: 'Verified', 'Last active': 'Never' });
  });
});
