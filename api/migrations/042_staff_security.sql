-- Staff sign-in security (docs/security.md).

-- When each sign-in (a refresh-token family) last proved its password or code: sensitive
-- changes need it within the last STEP_UP_MINUTES (api/src/auth/step-up.ts).
CREATE TABLE recent_auth (
  family text PRIMARY KEY,
  user_id text NOT NULL,
  authenticated_at timestamptz NOT NULL
);

-- A staff account's authenticator (TOTP, RFC 6238). Unconfirmed until one code is entered;
-- last_step is the newest 30-second step a code was accepted for, so no code works twice.
CREATE TABLE staff_totp (
  staff_id text PRIMARY KEY REFERENCES admins (id),
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint
);

-- Ten one-time recovery codes per enrolment; only their SHA-256 is kept.
CREATE TABLE staff_recovery_codes (
  staff_id text NOT NULL REFERENCES admins (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

-- The second step of an enrolled account's sign-in: the password was right, a code is due.
CREATE TABLE mfa_challenges (
  token_hash text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES admins (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Roles whose accounts must sign in with two-factor; none until an owner chooses.
INSERT INTO app_settings (key, value) VALUES ('mfa_required_roles', '[]');
