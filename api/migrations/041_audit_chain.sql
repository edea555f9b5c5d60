-- Tamper evidence for the audit trail: each entry stores the hash of the entry before it
-- (prev_hash, '' for the first) and hash = sha256 of prev_hash and its own content, so an entry
-- changed, removed or slipped in breaks the chain from there on (GET /audit/verify finds it).
ALTER TABLE audit_entries ADD COLUMN prev_hash text;
ALTER TABLE audit_entries ADD COLUMN hash text;

-- The one definition of an entry's hash, used when it is written and when the chain is checked.
-- A JSON array keeps the fields apart whatever they contain; jsonb's text form is canonical.
CREATE FUNCTION audit_entry_hash(
  prev_hash text, id text, at timestamptz, actor_id text, actor_name text, kind text,
  entity_type text, entity_id text, before jsonb, after jsonb
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    prev_hash, id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), actor_id,
    actor_name, kind, entity_type, entity_id, before, after)::text, 'UTF8')), 'hex')
$$;

-- Entries are chained in the order they are written: the lock serialises writers until their
-- transaction ends, and seq is taken under it, so seq order is chain order. Only state changes
-- are audited (chat messages, read marks and presence are not), so this lock is not on the
-- chat's path.
CREATE FUNCTION audit_entries_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_entries_chain'));
  NEW.seq := nextval(pg_get_serial_sequence('audit_entries', 'seq'));
  SELECT e.hash INTO previous FROM audit_entries e ORDER BY e.seq DESC LIMIT 1;
  NEW.prev_hash := coalesce(previous, '');
  NEW.hash := audit_entry_hash(NEW.prev_hash, NEW.id, NEW.at, NEW.actor_id, NEW.actor_name,
    NEW.kind, NEW.entity_type, NEW.entity_id, NEW.before, NEW.after);
  RETURN NEW;
END;
$$;

-- Entries written before the chain existed are chained once, in seq order.
ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only;
DO $$
DECLARE
  entry record;
  previous text := '';
BEGIN
  FOR entry IN SELECT * FROM audit_entries ORDER BY seq LOOP
    UPDATE audit_entries SET prev_hash = previous,
      hash = audit_entry_hash(previous, entry.id, entry.at, entry.actor_id, entry.actor_name,
        entry.kind, entry.entity_type, entry.entity_id, entry.before, entry.after)
    WHERE seq = entry.seq RETURNING hash INTO previous;
  END LOOP;
END;
$$;
ALTER TABLE audit_entries ENABLE TRIGGER audit_entries_append_only;
ALTER TABLE audit_entries ALTER COLUMN prev_hash SET NOT NULL;
ALTER TABLE audit_entries ALTER COLUMN hash SET NOT NULL;

CREATE TRIGGER audit_entries_chain BEFORE INSERT ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_chain();

-- Row triggers do not see TRUNCATE; this refuses it too.
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
