-- A role that can approve or own, asked for by one owner, waits here for another owner's
-- confirmation (shared/src/contract/role-grant.ts): at most one per account; confirming applies
-- it to admins.role and deletes the row, cancelling deletes it.
CREATE TABLE staff_role_grants (
  staff_id text PRIMARY KEY REFERENCES admins (id),
  role text NOT NULL CHECK (role IN ('owner', 'reviewer', 'support', 'finance', 'auditor')),
  requested_by text NOT NULL REFERENCES admins (id),
  requested_at timestamptz NOT NULL DEFAULT now()
);
