import { documentKindLabel } from './labels';

describe('documentKindLabel', () => {
  it('labels the kinds the api attaches', () => {
    expect(documentKindLabel('medical_report')).toBe('Medical report');
    expect(documentKindLabel('identity')).toBe('Identity document');
    expect(documentKindLabel('quote')).toBe('Quote');
  });

  it('spells out a kind it does not know from its words, never raw', () => {
    expect(documentKindLabel('tax_return')).toBe('Tax return');
    expect(documentKindLabel('bankStatement')).toBe('Bank statement');
    expect(documentKindLabel('  proof-of-address ')).toBe('Proof of address');
    expect(documentKindLabel('SCHOOL_LETTER')).toBe('School letter');
  });

  it('never crashes on an empty kind or one named like an object property', () => {
    expect(documentKindLabel('')).toBe('Other document');
    expect(documentKindLabel('__')).toBe('Other document');
    expect(documentKindLabel('constructor')).toBe('Constructor');
    expect(documentKindLabel('toString')).toBe('To string');
  });
});
