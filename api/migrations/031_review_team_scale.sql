-- When the requester answered a reviewer's question (status needs_info → under_review);
-- cleared by the next status change a reviewer makes. Marks the request in the list and puts it
-- at the top of the review queue meanwhile.
ALTER TABLE funding_requests ADD COLUMN requester_answered_at timestamptz;

-- Requests members submit get numbers past the seeded ones (FR-10001…).
CREATE SEQUENCE funding_request_numbers START 50001;

-- Optimistic concurrency: every change to a request raises its version; an update that names the
-- version it was based on is refused (409) once the request has moved on.
ALTER TABLE funding_requests ADD COLUMN version integer NOT NULL DEFAULT 1;
