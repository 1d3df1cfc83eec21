-- Challenges, feedback and its outbox state. IF NOT EXISTS: databases created before versioned
-- migrations already hold this schema and are taken over as version 1 unchanged.
CREATE TABLE IF NOT EXISTS challenges (
  challenge   TEXT PRIMARY KEY,
  salt        TEXT NOT NULL,
  difficulty  INTEGER NOT NULL,
  client_hash TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
) STRICT;
DROP INDEX IF EXISTS challenges_by_client;
CREATE INDEX IF NOT EXISTS open_challenges_by_client ON challenges (client_hash, created_at)
  WHERE used_at IS NULL;
CREATE INDEX IF NOT EXISTS challenges_by_expiry ON challenges (expires_at);
CREATE TABLE IF NOT EXISTS feedback (
  id              TEXT PRIMARY KEY,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  project_id      INTEGER NOT NULL,
  page_path       TEXT NOT NULL,
  description     TEXT NOT NULL,
  email           TEXT NOT NULL,
  labels          TEXT NOT NULL,
  status          TEXT NOT NULL
                  CHECK (status IN ('stored', 'queued', 'sending', 'published', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until     INTEGER,
  outcome_unknown INTEGER NOT NULL DEFAULT 0,
  issue_url       TEXT,
  issue_iid       INTEGER,
  last_error      TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS feedback_due ON feedback (status, next_attempt_at);
