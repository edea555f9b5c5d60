import { mentionedStaff } from '@backoffice/shared';
import { insertMention, matchStaff, MAX_SUGGESTIONS, mentionAt } from './note-mentions';

const staff = [
  { id: 'ADM-3', name: 'Ana Reviewer' },
  { id: 'ADM-6', name: 'Avery Auditor' },
  { id: 'ADM-2', name: 'Riley Reviewer' },
  { id: 'ADM-4', name: 'Sasha Support' },
];

/** The mention with the caret at the end of `text`. */
const atEnd = (text: string) => mentionAt(text, text.length);

describe('mentionAt', () => {
  it('finds "@" and the letters typed after it, up to the caret', () => {
    expect(atEnd('@')).toEqual({ start: 0, end: 1, search: '' });
    expect(atEnd('Please check, @an')).toEqual({ start: 14, end: 17, search: 'an' });
    expect(atEnd('(@Ana Re')).toEqual({ start: 1, end: 8, search: 'Ana Re' });
    expect(atEnd("@O'Neil-Sm")).toMatchObject({ search: "O'Neil-Sm" });
    expect(mentionAt('@ana and more', 4)).toEqual({ start: 0, end: 4, search: 'ana' });
  });

  it('is nothing where the caret is not in a mention', () => {
    expect(atEnd('no mention')).toBeNull();
    expect(atEnd('write to ana@example')).toBeNull();
    expect(atEnd('@ana, then')).toBeNull();
    expect(atEnd('@ana  two spaces')).toBeNull();
    expect(atEnd('@ana1')).toBeNull();
    expect(atEnd(`@${'a'.repeat(61)}`)).toBeNull();
    expect(mentionAt('@ana', 0)).toBeNull();
  });

  it('answers at once on a long word that is not a mention', () => {
    const started = performance.now();
    expect(atEnd(`@${'a'.repeat(5_000)}1`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('matchStaff', () => {
  it('matches the start of the full name or of a later name, in any case, full names first', () => {
    expect(matchStaff(staff, '')).toEqual(staff);
    expect(matchStaff(staff, 'a').map((person) => person.name)).toEqual([
      'Ana Reviewer',
      'Avery Auditor',
    ]);
    expect(matchStaff(staff, 'REV').map((person) => person.name)).toEqual([
      'Ana Reviewer',
      'Riley Reviewer',
    ]);
    expect(matchStaff(staff, 'r').map((person) => person.name)).toEqual([
      'Riley Reviewer',
      'Ana Reviewer',
    ]);
    expect(matchStaff(staff, 'ana rev')).toEqual([staff[0]]);
    expect(matchStaff(staff, 'ana ')).toEqual([staff[0]]);
    expect(matchStaff(staff, 'view')).toEqual([]);
    expect(matchStaff(staff, 'ana reviewer can')).toEqual([]);
  });

  it('shows a few at most', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: `${index}`,
      name: `Al ${index}`,
    }));
    expect(matchStaff(many, 'al')).toHaveLength(MAX_SUGGESTIONS);
  });
});

describe('insertMention', () => {
  it('puts "@Full Name " where the mention was typed and the caret after it', () => {
    const text = 'Hi @an';
    expect(insertMention(text, atEnd(text)!, 'Ana Reviewer')).toEqual({
      text: 'Hi @Ana Reviewer ',
      caret: 17,
    });
    const inside = 'Ask @ri about it';
    expect(insertMention(inside, mentionAt(inside, 7)!, 'Riley Reviewer')).toEqual({
      text: 'Ask @Riley Reviewer about it',
      caret: 20,
    });
    const before = 'Ask @ri, please';
    expect(insertMention(before, mentionAt(before, 7)!, 'Riley Reviewer')).toEqual({
      text: 'Ask @Riley Reviewer, please',
      caret: 19,
    });
  });

  it('writes the mention as the api reads it', () => {
    const { text } = insertMention('@a', atEnd('@a')!, 'Avery Auditor');
    expect(mentionedStaff(text, staff)).toEqual([staff[1]]);
  });
});
