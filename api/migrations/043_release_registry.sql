-- The release registry (docs/remotes.md). An area is keyed by its remote's federation name. Its
-- releases are kept for good; current_id, canary_id and canary_percent say which are live. A
-- release's replaced_id is the release that was current when it became current, which is where
-- a rollback returns. Release zero (manifest_url NULL) stands for the environment's entry.
CREATE TABLE registry_areas (
  remote text PRIMARY KEY,
  path text NOT NULL UNIQUE,
  label text NOT NULL,
  nav_order integer NOT NULL,
  badge text,
  current_id bigint,
  canary_id bigint,
  canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
  registered_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE registry_releases (
  id bigserial PRIMARY KEY,
  remote text NOT NULL REFERENCES registry_areas (remote),
  manifest_url text,
  version text,
  entry jsonb,
  replaced_id bigint REFERENCES registry_releases (id),
  actor_kind text NOT NULL CHECK (actor_kind IN ('staff', 'token', 'environment')),
  actor_id text NOT NULL,
  actor_name text NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registry_releases_remote_idx ON registry_releases (remote, id);

ALTER TABLE registry_areas
  ADD FOREIGN KEY (current_id) REFERENCES registry_releases (id),
  ADD FOREIGN KEY (canary_id) REFERENCES registry_releases (id);

-- Area release tokens: only a SHA-256 of each is kept; a revoked one stays for the audit trail.
CREATE TABLE registry_tokens (
  id text PRIMARY KEY,
  remote text NOT NULL REFERENCES registry_areas (remote),
  label text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX registry_tokens_remote_idx ON registry_tokens (remote);

-- The stack's own four areas (scripts/stack-layout.ts), so their teams can release at once.
INSERT INTO registry_areas (remote, path, label, nav_order, badge) VALUES
  ('remote_submissions', '/submissions', 'Submissions', 10, NULL),
  ('remote_members', '/members-management', 'Members', 20, NULL),
  ('remote_support', '/support', 'Support', 30, './NavBadge'),
  ('remote_coupons', '/coupons', 'Coupons', 40, NULL);
