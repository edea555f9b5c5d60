-- A member's tokens issued before this time are refused (set when the status leaves
-- `active`, so reactivating an account does not bring its old sessions back).
ALTER TABLE members ADD COLUMN tokens_valid_after timestamptz;

-- Every refresh token issued, by id, in its family (one family per sign-in). `used_at` is set when
-- it is traded in; a second use of the same token is reuse, which revokes the whole family.
CREATE TABLE refresh_tokens (
  jti text PRIMARY KEY,
  family text NOT NULL,
  user_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_expires_at_idx ON refresh_tokens (expires_at);

-- Families ended by reuse or sign-out: their access and refresh tokens are refused until the
-- latest of them would have expired anyway.
CREATE TABLE revoked_token_families (
  family text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- The sender's own id for a message: a resend with the same id stores nothing new.
ALTER TABLE support_messages ADD COLUMN client_message_id text;
CREATE UNIQUE INDEX support_messages_client_id_idx
  ON support_messages (room_id, sender_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
