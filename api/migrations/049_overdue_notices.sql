-- Each item that went overdue, once: the due sweep (api/src/features/due/overdue.ts) notifies only
-- for the rows its INSERT ... ON CONFLICT DO NOTHING added, so several api instances sweeping at
-- once notify once. `since` is the start of the wait that went overdue (a conversation's oldest
-- unanswered member message, a request's submission), so a conversation's next wait notifies again.
CREATE TABLE overdue_notices (
  kind text NOT NULL CHECK (kind IN ('reply', 'decision')),
  item_id text NOT NULL,
  since timestamptz NOT NULL,
  notified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, item_id, since)
);
