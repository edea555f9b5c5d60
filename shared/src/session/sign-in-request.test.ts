import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract';
import { SIGNIN_ADMIN_PATH } from './sign-in-request';

describe('sendSignIn', () => {
  it("posts to the contract's admin sign-in path", () => {
    expect(SIGNIN_ADMIN_PATH).toBe(endpoints.signinAdmin.path);
  });
});
