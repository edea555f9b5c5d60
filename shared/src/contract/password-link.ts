import './zod-config';
import { z } from 'zod';
import { setPasswordRequestSchema } from './staff';

/** Public: which account a set-password link is for, read before the password is chosen. */
export const passwordLinkQuerySchema = z.object({ token: setPasswordRequestSchema.shape.token });

export const passwordLinkAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** An invitation sets a new account's first password; a reset replaces one. */
  purpose: z.enum(['invite', 'reset']),
});
export type PasswordLinkAccount = z.infer<typeof passwordLinkAccountSchema>;
