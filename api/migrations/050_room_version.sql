-- A conversation's version: each change of its owner or status (by staff, by a member's message,
-- by any path) counts one, so an Undo can say "only if nothing changed since" (a 409 otherwise).
ALTER TABLE support_rooms ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION bump_support_room_version() RETURNS trigger AS $$
BEGIN
  IF NEW.assignee_id IS DISTINCT FROM OLD.assignee_id
     OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.snoozed_until IS DISTINCT FROM OLD.snoozed_until THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER support_rooms_version BEFORE UPDATE ON support_rooms
  FOR EACH ROW EXECUTE FUNCTION bump_support_room_version();
