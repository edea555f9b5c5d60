-- Tokens signed out before they expired (POST /auth/signout). A row is only needed until the
-- token's own expiry; after that the signature check refuses it anyway.
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at);
