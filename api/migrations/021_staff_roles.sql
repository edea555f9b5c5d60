-- Each staff account has one role (shared/src/contract/roles.ts); every account that
-- existed before roles was a full admin, so it stays an owner, except the demo reviewer.
ALTER TABLE admins ADD COLUMN role text NOT NULL DEFAULT 'owner'
  CHECK (role IN ('owner', 'reviewer', 'support', 'finance', 'auditor'));
-- A disabled account cannot sign in and its sessions end at once.
ALTER TABLE admins ADD COLUMN disabled_at timestamptz;
UPDATE admins SET role = 'reviewer' WHERE email = 'reviewer@backoffice.test';
