-- Real-user monitoring: timings and errors from staff's browsers, per area and release. Rows name
-- no person (a random per-page-load session id and the sender's staff role only) and are kept 14
-- days: the api deletes older ones as batches arrive.
CREATE TABLE rum_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('vital', 'error')),
  name text,
  value double precision,
  area text NOT NULL,
  remote text,
  route_pattern text NOT NULL,
  release text NOT NULL,
  canary boolean NOT NULL,
  session text NOT NULL,
  staff_role text NOT NULL,
  message text,
  stack text
);
CREATE INDEX rum_events_at_idx ON rum_events (at);
