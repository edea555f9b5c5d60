-- A member reported by another member: who, why and when, shown on the reported member's profile.
CREATE TABLE member_reports (
  id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id),
  reporter_id text NOT NULL REFERENCES members (id),
  reason text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX member_reports_member_idx ON member_reports (member_id, created_at);
