-- Saved views of the submissions, members and coupons lists: a name and the list's URL search
-- string (filters and sort), kept for its owner or shared with the team. A person's view names
-- are unique per list, whatever their case.
CREATE TABLE saved_views (
  id text PRIMARY KEY,
  list text NOT NULL CHECK (list IN ('submissions', 'members', 'coupons')),
  owner_id text NOT NULL REFERENCES admins (id),
  name text NOT NULL,
  query text NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX saved_views_owner_list_name_idx ON saved_views (owner_id, list, lower(name));
CREATE INDEX saved_views_list_shared_idx ON saved_views (list) WHERE shared;
