-- A member's chat message is one notification row, whatever the number of staff; each staff
-- account's read state lives beside it: a row per notification it marked read, and one
-- "everything up to this seq is read" mark per account for "mark all read".
CREATE TABLE support_notifications (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  room_id text NOT NULL REFERENCES support_rooms (id),
  title text NOT NULL,
  body text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE support_notification_reads (
  staff_id text NOT NULL REFERENCES admins (id),
  notification_id text NOT NULL REFERENCES support_notifications (id),
  PRIMARY KEY (staff_id, notification_id)
);

CREATE TABLE support_notification_read_marks (
  staff_id text PRIMARY KEY REFERENCES admins (id),
  read_through bigint NOT NULL
);

-- Stores a batch of chat messages (a JSON array, in order) and what comes with them in one
-- statement (api/src/features/support/repository.ts, storeMessages, says what). A function, so
-- that its plan is kept per connection instead of planned again for every message.
CREATE FUNCTION store_support_messages(batch jsonb, notification_title text)
RETURNS TABLE (
  id text, room_id text, sender_id text, content text, sent_at timestamptz, is_read boolean,
  client_message_id text, ord int, reopened boolean
)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM jsonb_to_recordset(batch) AS x(ord int, id text, room_id text, sender_id text,
      content text, client_message_id text, from_member boolean, preview text, touch boolean)
  ), inserted AS (
    INSERT INTO support_messages (id, room_id, sender_id, content, sent_at, is_read, client_message_id)
    SELECT i.id, i.room_id, i.sender_id, i.content, clock_timestamp(), false, i.client_message_id
    FROM input i ORDER BY i.ord
    ON CONFLICT (room_id, sender_id, client_message_id) WHERE client_message_id IS NOT NULL
    DO NOTHING RETURNING *
  ), rooms AS (
    SELECT i.room_id, max(i.sent_at) AS last_at, bool_or(x.from_member) AS from_member
    FROM inserted i JOIN input x ON x.id = i.id GROUP BY i.room_id
  ), touched AS (
    UPDATE support_rooms r SET updated_at = rooms.last_at,
      status = CASE WHEN rooms.from_member THEN 'open' ELSE r.status END,
      snoozed_until = CASE WHEN rooms.from_member THEN NULL ELSE r.snoozed_until END
    FROM rooms WHERE r.id = rooms.room_id
  ), notified AS (
    INSERT INTO support_notifications (id, room_id, title, body, data, created_at)
    SELECT gen_random_uuid()::text, i.room_id, notification_title,
      COALESCE(m.full_name, 'A member') || ': ' || x.preview,
      jsonb_build_object('screen', 'SupportChat', 'roomId', i.room_id), i.sent_at
    FROM inserted i JOIN input x ON x.id = i.id LEFT JOIN members m ON m.id = i.sender_id
    WHERE x.from_member ORDER BY x.ord
  ), active AS (
    UPDATE members SET last_active_at = now()
    WHERE members.id IN (SELECT x.sender_id FROM input x WHERE x.touch)
  )
  SELECT i.id, i.room_id, i.sender_id, i.content, i.sent_at, i.is_read, i.client_message_id,
    x.ord,
    x.from_member AND (SELECT r.status FROM support_rooms r WHERE r.id = i.room_id) <> 'open'
  FROM inserted i JOIN input x ON x.id = i.id ORDER BY x.ord;
END $$;
