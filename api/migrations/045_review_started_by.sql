-- Who moved a request to under_review by hand ("Start review"): the list's "In review by me"
-- view (queue=in_review_by_me) holds the requests under review that the caller started.
ALTER TABLE funding_requests ADD COLUMN review_started_by_id text;
CREATE INDEX funding_requests_review_started_by_idx ON funding_requests (review_started_by_id)
  WHERE review_started_by_id IS NOT NULL;
