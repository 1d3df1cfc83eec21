-- Times are epoch milliseconds (bigint) as in the SQLite store; "now" is the database clock,
-- so every instance agrees on expiry, leases and rate-limit windows.
CREATE FUNCTION feedback_now_ms() RETURNS bigint
  LANGUAGE sql VOLATILE
  AS $$ SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint $$;

CREATE TABLE challenges (
  challenge   text PRIMARY KEY,
  seq         bigint GENERATED ALWAYS AS IDENTITY,
  salt        text NOT NULL,
  difficulty  integer NOT NULL,
  client_hash text NOT NULL,
  created_at  bigint NOT NULL,
  expires_at  bigint NOT NULL,
  used_at     bigint
);
CREATE INDEX open_challenges_by_client ON challenges (client_hash, created_at, seq) WHERE used_at IS NULL;
CREATE INDEX challenges_by_expiry ON challenges (expires_at);

CREATE TABLE feedback (
  id              text PRIMARY KEY,
  created_at      bigint NOT NULL,
  updated_at      bigint NOT NULL,
  project_id      integer NOT NULL,
  page_path       text NOT NULL,
  description     text NOT NULL,
  email           text NOT NULL,
  labels          jsonb NOT NULL,
  status          text NOT NULL
                  CHECK (status IN ('stored', 'queued', 'sending', 'published', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  lease_until     bigint,
  lease_token     text,
  outcome_unknown boolean NOT NULL DEFAULT false,
  issue_url       text,
  issue_iid       integer,
  last_error      text
);
CREATE INDEX feedback_due ON feedback (status, next_attempt_at);
CREATE INDEX feedback_with_email ON feedback (created_at) WHERE email <> '';

CREATE TABLE rate_limits (
  key          text NOT NULL,
  window_start bigint NOT NULL,
  count        integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_by_window ON rate_limits (window_start);
