-- The staff screen. An invited account has no password until its link is used.
ALTER TABLE admins ALTER COLUMN password_hash DROP NOT NULL;
-- Sign-in finds staff by lower(email); two accounts must not differ only by case.
CREATE UNIQUE INDEX admins_email_lower_idx ON admins (lower(email));

-- One-time links that set a staff password (an invitation or a reset). Only a SHA-256 of the
-- token is kept, so the table does not hold working links; a link works once, until expires_at,
-- and a newer link for the same account replaces the older ones.
CREATE TABLE staff_password_links (
  token_hash text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES admins (id),
  purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_password_links_staff_idx ON staff_password_links (staff_id);
