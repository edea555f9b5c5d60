-- Four-eyes approval. The first of two approvals of a request above the
-- threshold: who gave it and when; cleared when a second person completes or sends it back.
ALTER TABLE funding_requests ADD COLUMN first_approved_by_id text;
ALTER TABLE funding_requests ADD COLUMN first_approved_by_name text;
ALTER TABLE funding_requests ADD COLUMN first_approved_at timestamptz;
CREATE INDEX funding_requests_first_approval_idx ON funding_requests (first_approved_by_id)
  WHERE first_approved_by_id IS NOT NULL;

-- Settings an owner changes. approval_threshold_usd: approvals above this many US cents
-- (equivalent, shared/src/contract/four-eyes.ts) need a second person; $10,000 until changed.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO app_settings (key, value) VALUES ('approval_threshold_usd', '1000000');
