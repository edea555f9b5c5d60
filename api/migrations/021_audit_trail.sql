-- One row per state change, written in the same transaction as the change: who, when,
-- what, and the changed fields before and after. seq orders the trail; id is its public name.
CREATE TABLE audit_entries (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  at timestamptz NOT NULL,
  actor_id text NOT NULL,
  actor_name text NOT NULL,
  kind text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_entries_entity_idx ON audit_entries (entity_type, entity_id, seq);
CREATE INDEX audit_entries_at_idx ON audit_entries (at);

-- The api has no route that edits or deletes the trail; the database refuses it too.
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted';
END;
$$;
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
