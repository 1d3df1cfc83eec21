-- The editors' area (Redaktion): when the team contacted the sender, when the personal data of a
-- feedback was erased on request (Art. 17 DSGVO).
ALTER TABLE feedback ADD COLUMN contacted_at INTEGER;
ALTER TABLE feedback ADD COLUMN erased_at INTEGER;
-- The editors' list: newest first.
CREATE INDEX feedback_by_created ON feedback (created_at);
-- Sessions of signed-in editors, shared by every process on the file. Only the SHA-256 of the
-- cookie's token is kept, so a copy of the database signs nobody in.
CREATE TABLE editor_sessions (
  token_hash   TEXT PRIMARY KEY,
  subject      TEXT NOT NULL,
  name         TEXT NOT NULL,
  csrf_token   TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX editor_sessions_by_last_seen ON editor_sessions (last_seen_at);
-- What editors did (who, what, when, which feedback); no data of the sender. Kept one year.
CREATE TABLE editor_audit (
  id          INTEGER PRIMARY KEY,
  at          INTEGER NOT NULL,
  subject     TEXT NOT NULL,
  name        TEXT NOT NULL,
  action      TEXT NOT NULL,
  feedback_id TEXT
) STRICT;
CREATE INDEX editor_audit_by_at ON editor_audit (at);
