-- A member's version: each change of what staff can change on the profile counts one, so an Undo
-- (of marking verified or not) can say "only if nothing changed since" (a 409 otherwise).
ALTER TABLE members ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION bump_member_version() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status
     OR NEW.status_reason IS DISTINCT FROM OLD.status_reason
     OR NEW.verified IS DISTINCT FROM OLD.verified
     OR NEW.full_name IS DISTINCT FROM OLD.full_name
     OR NEW.phone IS DISTINCT FROM OLD.phone THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER members_version BEFORE UPDATE ON members
  FOR EACH ROW EXECUTE FUNCTION bump_member_version();
