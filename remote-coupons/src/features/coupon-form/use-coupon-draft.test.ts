import { parseCouponDraft } from './use-coupon-draft';

describe('parseCouponDraft', () => {
  const current = { code: '', description: '', value: '' };

  it('takes the stored text of the form fields only', () => {
    const stored = JSON.stringify({ code: 'SPRING', value: '10', extra: 'x', description: 3 });
    expect(parseCouponDraft(stored, current)).toEqual({
      code: 'SPRING',
      description: '',
      value: '10',
    });
  });

  it('gives null for a draft that is not a JSON object', () => {
    expect(parseCouponDraft('not json', current)).toBeNull();
    expect(parseCouponDraft('null', current)).toBeNull();
  });
});
