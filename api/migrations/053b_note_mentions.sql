-- Who a funding request's private note has mentioned and so been told: an edit that keeps (or
-- brings back) a mention tells nobody twice.
CREATE TABLE funding_note_mentions (
  funding_request_id text NOT NULL REFERENCES funding_requests (id),
  admin_id text NOT NULL REFERENCES admins (id),
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (funding_request_id, admin_id)
);
