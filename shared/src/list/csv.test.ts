import { neutraliseFormula, toCsv, UTF8_BOM } from './csv';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', `'=HYPERLINK("http://evil.test","x")`],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['=1\n=2', "'=1\n=2"],
  ])('writes %j as text', (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected);
  });

  it.each(['Amara Okafor', 'a=b', ' =1', '', "'already"])('leaves %j alone', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('leaves numbers, booleans and empty cells alone', () => {
    expect(neutraliseFormula(-12.5)).toBe(-12.5);
    expect(neutraliseFormula(true)).toBe(true);
    expect(neutraliseFormula(null)).toBeNull();
    expect(neutraliseFormula(undefined)).toBeUndefined();
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and keeps accented names', async () => {
    const csv = await toCsv([{ name: 'Zoë Müller', city: 'Kraków' }]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['name,city', 'Zoë Müller,Kraków']);
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes every formula-like cell with a leading quote, quoted as CSV needs', async () => {
    const csv = await toCsv([
      { name: '=HYPERLINK("http://evil.test","Click")', phone: '+15550100', amount: -3 },
    ]);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'name,phone,amount',
      `"'=HYPERLINK(""http://evil.test"",""Click"")",'+15550100,-3`,
    ]);
  });
});
