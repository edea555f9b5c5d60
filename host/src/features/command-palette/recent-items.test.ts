import { RECENT_ITEMS_LIMIT, readRecentItems, rememberRecentItem } from './recent-items';

const item = (n: number) => ({
  key: `member:MEM-${n}`,
  label: `Member ${n}`,
  detail: '',
  kindLabel: 'Member',
  to: `/members-management/member-profile/MEM-${n}`,
});

beforeEach(() => localStorage.clear());

describe('the palette’s recent items', () => {
  it('keeps the newest first, once each, up to the limit, per person', () => {
    for (let n = 1; n <= RECENT_ITEMS_LIMIT + 2; n += 1) rememberRecentItem('ADM-1', item(n));
    rememberRecentItem('ADM-1', item(5));
    const keys = readRecentItems('ADM-1').map((recent) => recent.key);
    expect(keys).toHaveLength(RECENT_ITEMS_LIMIT);
    expect(keys[0]).toBe('member:MEM-5');
    expect(keys.filter((key) => key === 'member:MEM-5')).toHaveLength(1);
    expect(readRecentItems('ADM-2')).toEqual([]);
  });

  it('ignores a stored list it cannot read or that points off the site', () => {
    localStorage.setItem('commandPalette.recent.ADM-1', '{not json');
    expect(readRecentItems('ADM-1')).toEqual([]);
    localStorage.setItem(
      'commandPalette.recent.ADM-1',
      JSON.stringify([{ ...item(1), to: '//elsewhere.example' }]),
    );
    expect(readRecentItems('ADM-1')).toEqual([]);
  });
});
