-- Who approved a request (both people of a four-eyes approval, oldest first), kept on the request
-- once it is approved: the first-approval columns are cleared when the second person completes it.
ALTER TABLE funding_requests ADD COLUMN approvals jsonb;
