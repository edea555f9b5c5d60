-- The review clock as data: a request's clock runs from its submission but stops while it needs
-- info, so it falls due at review_clock_at + the decision target, where review_clock_at is the
-- submission moved later by every finished needs-info pause; review_paused_at is when the pause
-- it is in now began (null when running). Both follow funding_history, the record of the pauses,
-- so the funding list reads them in its one statement and the overdue flag is a comparison with
-- now(), instead of a per-request walk through the history. The target itself stays an owners'
-- setting (app_settings), applied when read.
ALTER TABLE funding_requests ADD COLUMN review_clock_at timestamptz;
ALTER TABLE funding_requests ADD COLUMN review_paused_at timestamptz;

-- The clock of one request from its history, as `dueState` (shared/src/contract/due.ts) counts it:
-- a pause (a change into needs_info) ends at the next change out of it; a pause before the
-- submission counts from the submission.
CREATE FUNCTION funding_review_clock(
  request_id text, submitted timestamptz, OUT clock_at timestamptz, OUT paused_at timestamptz
) LANGUAGE sql STABLE AS $$
  SELECT submitted + COALESCE(sum(p.ended - greatest(p.started, submitted))
      FILTER (WHERE p.ended IS NOT NULL AND p.ended > greatest(p.started, submitted)), interval '0'),
    max(p.started) FILTER (WHERE p.ended IS NULL)
  FROM (
    SELECT s.at AS started,
      (SELECT min(e.at) FROM funding_history e
        WHERE e.funding_request_id = s.funding_request_id AND e.seq > s.seq
          AND e.from_status = 'needs_info') AS ended
    FROM funding_history s
    WHERE s.funding_request_id = request_id AND s.to_status = 'needs_info'
  ) p
$$;

-- A request written (or its submission moved) takes its clock from its history.
CREATE FUNCTION funding_requests_review_clock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.clock_at, c.paused_at INTO NEW.review_clock_at, NEW.review_paused_at
  FROM funding_review_clock(NEW.id, NEW.created_at) c;
  RETURN NEW;
END;
$$;
CREATE TRIGGER funding_requests_review_clock BEFORE INSERT OR UPDATE OF created_at
  ON funding_requests FOR EACH ROW EXECUTE FUNCTION funding_requests_review_clock();

-- Any change to the history (a request entering or leaving needs info, or its times moved) sets
-- the clocks of the requests it touched, once per statement.
CREATE FUNCTION funding_history_review_clock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE funding_requests f SET (review_clock_at, review_paused_at) =
    (SELECT c.clock_at, c.paused_at FROM funding_review_clock(f.id, f.created_at) c)
  WHERE f.id IN (SELECT funding_request_id FROM changed_rows);
  RETURN NULL;
END;
$$;
CREATE TRIGGER funding_history_review_clock_insert AFTER INSERT ON funding_history
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION funding_history_review_clock();
CREATE TRIGGER funding_history_review_clock_update AFTER UPDATE ON funding_history
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION funding_history_review_clock();
CREATE TRIGGER funding_history_review_clock_delete AFTER DELETE ON funding_history
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION funding_history_review_clock();

UPDATE funding_requests f SET (review_clock_at, review_paused_at) =
  (SELECT c.clock_at, c.paused_at FROM funding_review_clock(f.id, f.created_at) c);
ALTER TABLE funding_requests ALTER COLUMN review_clock_at SET NOT NULL;

-- Every filter and sort the lists declare, so a page reads only its rows. The funding list's
-- queues filter on status and on the review columns (already indexed); its default order is the
-- submission, newest first (or oldest first in the review queue), ties broken by id.
CREATE INDEX funding_requests_status_created_idx ON funding_requests (status, created_at, id);
CREATE INDEX funding_requests_category_created_idx ON funding_requests (category, created_at, id);
CREATE INDEX funding_requests_created_id_idx ON funding_requests (created_at, id);
CREATE INDEX funding_requests_updated_idx ON funding_requests (updated_at, id);
CREATE INDEX funding_requests_amount_idx ON funding_requests (amount_requested, id);
CREATE INDEX funding_requests_review_clock_idx ON funding_requests (review_clock_at, id)
  WHERE status IN ('pending', 'under_review');
CREATE INDEX funding_requests_answered_idx ON funding_requests (created_at)
  WHERE requester_answered_at IS NOT NULL;
CREATE INDEX funding_history_pauses_idx ON funding_history (funding_request_id, seq)
  WHERE to_status = 'needs_info' OR from_status = 'needs_info';
CREATE INDEX members_status_joined_idx ON members (status, joined_at, id);
CREATE INDEX members_joined_id_idx ON members (joined_at, id);
