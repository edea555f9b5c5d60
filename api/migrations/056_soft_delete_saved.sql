-- Deleting a saved reply or view only marks it, so the toast's Undo can bring back the very same
-- row (id, text, sharing, times); every read skips marked rows, and a later job may purge them.
ALTER TABLE support_saved_replies ADD COLUMN deleted_at timestamptz;
ALTER TABLE saved_views ADD COLUMN deleted_at timestamptz;

-- A deleted view no longer holds its name: a new one may take it (and then the old one's Undo is
-- refused rather than making two).
DROP INDEX saved_views_owner_list_name_idx;
CREATE UNIQUE INDEX saved_views_owner_list_name_idx ON saved_views (owner_id, list, lower(name))
  WHERE deleted_at IS NULL;
DROP INDEX saved_views_list_shared_idx;
CREATE INDEX saved_views_list_shared_idx ON saved_views (list) WHERE shared AND deleted_at IS NULL;
