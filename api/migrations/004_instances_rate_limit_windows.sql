-- With several api instances on one PostgreSQL server, rate-limit windows are counted
-- here so a limit holds across instances (a single PGlite process keeps them in memory).
CREATE TABLE rate_limit_windows (
  limiter text NOT NULL,
  key text NOT NULL,
  count integer NOT NULL,
  -- Epoch milliseconds, from the instances' clocks like the in-memory windows.
  reset_at bigint NOT NULL,
  PRIMARY KEY (limiter, key)
);
CREATE INDEX rate_limit_windows_reset_at_idx ON rate_limit_windows (reset_at);
