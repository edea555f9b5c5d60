-- Staff accounts (admins) and platform members live apart: only members have profiles.
CREATE TABLE admins (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id text PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL UNIQUE,
  phone text NOT NULL,
  avatar_url text,
  status text NOT NULL CHECK (status IN ('active', 'suspended', 'deactivated')),
  status_reason text,
  verified boolean NOT NULL DEFAULT false,
  joined_at timestamptz NOT NULL,
  last_active_at timestamptz,
  location text NOT NULL,
  donations integer NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'USD',
  password_hash text
);
CREATE INDEX members_joined_at_idx ON members (joined_at);

CREATE TABLE funding_requests (
  id text PRIMARY KEY,
  title text NOT NULL,
  story text NOT NULL,
  category text NOT NULL,
  amount_requested bigint NOT NULL CHECK (amount_requested >= 0),
  amount_raised bigint NOT NULL CHECK (amount_raised >= 0),
  currency text NOT NULL,
  status text NOT NULL,
  requester_id text NOT NULL REFERENCES members (id),
  private_note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX funding_requests_created_at_idx ON funding_requests (created_at);
CREATE INDEX funding_requests_requester_idx ON funding_requests (requester_id);

CREATE TABLE funding_documents (
  id text PRIMARY KEY,
  funding_request_id text NOT NULL REFERENCES funding_requests (id),
  name text NOT NULL,
  url text NOT NULL,
  kind text NOT NULL,
  position integer NOT NULL
);
CREATE INDEX funding_documents_request_idx ON funding_documents (funding_request_id);

CREATE TABLE funding_notes (
  id text PRIMARY KEY,
  funding_request_id text NOT NULL REFERENCES funding_requests (id),
  content text NOT NULL,
  author_id text NOT NULL,
  author_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX funding_notes_request_idx ON funding_notes (funding_request_id);

CREATE TABLE funding_history (
  seq bigserial PRIMARY KEY,
  funding_request_id text NOT NULL REFERENCES funding_requests (id),
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  from_status text,
  to_status text,
  reason text
);
CREATE INDEX funding_history_request_idx ON funding_history (funding_request_id);

CREATE TABLE support_rooms (
  id text PRIMARY KEY,
  member_id text NOT NULL UNIQUE REFERENCES members (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- seq orders messages; id is the public cursor for `before`/`after`.
CREATE TABLE support_messages (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  room_id text NOT NULL REFERENCES support_rooms (id),
  sender_id text NOT NULL,
  content text NOT NULL,
  sent_at timestamptz NOT NULL,
  is_read boolean NOT NULL DEFAULT false
);
CREATE INDEX support_messages_room_idx ON support_messages (room_id, seq);

CREATE TABLE notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, read, created_at);

CREATE TABLE device_tokens (
  device_id text PRIMARY KEY,
  user_id text NOT NULL,
  token text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE coupons (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  description text NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('percent', 'fixed')),
  value integer NOT NULL,
  currency text NOT NULL,
  max_redemptions integer,
  per_member_limit integer,
  redemptions integer NOT NULL DEFAULT 0,
  discount_given bigint NOT NULL DEFAULT 0,
  starts_at timestamptz NOT NULL,
  expires_at timestamptz,
  revoked_at timestamptz,
  revoke_reason text,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL
);

-- Records that the seed ran, so a restart reuses the data instead of re-seeding.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
