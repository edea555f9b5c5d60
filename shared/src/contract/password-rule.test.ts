import {
  COMMON_PASSWORD,
  passwordProblem,
  PASSWORD_CONTAINS_EMAIL,
  PASSWORD_CONTAINS_NAME,
} from './password-rule';
import { PASSWORD_MIN_LENGTH } from './staff';

const riley = { email: 'riley.reviewer@backoffice.test', name: 'Riley Reviewer' };
const common = new Set(['password1234', 'qwerty123456']);
const isCommon = (lowercased: string) => common.has(lowercased);

describe('the staff password rule', () => {
  it('accepts a long password that is neither common nor personal', () => {
    expect(passwordProblem('correct horse battery', riley, isCommon)).toBeUndefined();
  });

  it.each([
    ['shorter than 12 characters', 'short-pass1', `at least ${PASSWORD_MIN_LENGTH} characters`],
    ['only spaces', ' '.repeat(14), 'cannot be only spaces'],
    ['a common password', 'password1234', COMMON_PASSWORD],
    ['a common password in other capitals', 'PassWord1234', COMMON_PASSWORD],
    ['the email’s name part', 'my-riley.reviewer-pass', PASSWORD_CONTAINS_EMAIL],
    ['a word of the email’s name part', 'xx-REVIEWER-2026-xx', PASSWORD_CONTAINS_EMAIL],
    ['a word both name and email hold', 'zz-Riley-9876-zz', PASSWORD_CONTAINS_EMAIL],
  ])('refuses %s', (_case, password, message) => {
    expect(passwordProblem(password, riley, isCommon)).toContain(message);
  });

  it('refuses a word of the name even when the email does not hold it', () => {
    const ana = { email: 'a.r@backoffice.test', name: 'Ana Ramírez' };
    expect(passwordProblem('long-ramírez-password', ana, isCommon)).toBe(PASSWORD_CONTAINS_NAME);
    // Parts of two letters are too common to refuse.
    expect(passwordProblem('long-a-r-password-42', ana, isCommon)).toBeUndefined();
  });
});
