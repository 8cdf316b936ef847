-- The watch loop's alert state (server/forms/watch/), one row per health check: whether it is
-- failing, since when, and when the administrator was last mailed about it. Two instances of the
-- service share it: each claims a check's row (SELECT … FOR UPDATE) before deciding to mail, so
-- one mail goes out, not one per instance. Kept to PostgreSQL 15.
CREATE TABLE health_alerts (
  check_name     text PRIMARY KEY,
  failing        boolean NOT NULL DEFAULT false,
  failing_since  timestamptz,
  last_mailed_at timestamptz,
  checked_at     timestamptz
);
