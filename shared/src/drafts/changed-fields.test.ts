import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the fields marked dirty, an emptied one included', () => {
    const values = { description: 'Spring', maxRedemptions: null, perMemberLimit: 2 };
    expect(changedFields(values, { maxRedemptions: true, perMemberLimit: false })).toEqual({
      maxRedemptions: null,
    });
    expect(changedFields(values, {})).toEqual({});
  });
});
