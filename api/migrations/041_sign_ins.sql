-- Each sign-in (one refresh-token family): where it came from, when it started and was last
-- used. GET /auth/sessions lists the caller's; refresh refuses one older than
-- SESSION_MAX_MINUTES, so no sign-in lasts for ever however often it refreshes.
CREATE TABLE sign_ins (
  id text PRIMARY KEY,
  family text NOT NULL UNIQUE,
  user_id text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL,
  last_active_at timestamptz NOT NULL
);
CREATE INDEX sign_ins_user_idx ON sign_ins (user_id, started_at);
