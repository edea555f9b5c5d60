-- Support as a team inbox. Each room has an owner (a staff account, or none) and a
-- status; snoozed_until NULL while snoozed means "until the member writes".
ALTER TABLE support_rooms ADD COLUMN assignee_id text REFERENCES admins (id);
ALTER TABLE support_rooms ADD COLUMN status text NOT NULL DEFAULT 'open'
  CHECK (status IN ('open', 'snoozed', 'resolved'));
ALTER TABLE support_rooms ADD COLUMN snoozed_until timestamptz;

-- The staff-only timeline of a room (assignment and status changes): never a message, so never in
-- the member's history, never sent as receiveMessage, never counted by the awaiting-reply rule.
CREATE TABLE support_room_events (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  room_id text NOT NULL REFERENCES support_rooms (id),
  at timestamptz NOT NULL,
  actor_id text NOT NULL,
  actor_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('assigned', 'unassigned', 'status')),
  assignee_id text,
  assignee_name text,
  status text,
  snoozed_until timestamptz
);
CREATE INDEX support_room_events_room_idx ON support_room_events (room_id, seq);

-- Saved replies, shared by the whole team.
CREATE TABLE support_saved_replies (
  id text PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  created_by text NOT NULL,
  updated_at timestamptz NOT NULL
);
