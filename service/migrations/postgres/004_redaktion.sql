-- The editors' area (Redaktion): when the team contacted the sender, when the personal data of a
-- feedback was erased on request (Art. 17 DSGVO).
ALTER TABLE feedback ADD COLUMN contacted_at bigint;
ALTER TABLE feedback ADD COLUMN erased_at bigint;
-- The editors' list: newest first.
CREATE INDEX feedback_by_created ON feedback (created_at);
-- Sessions of signed-in editors, shared by every instance. Only the SHA-256 of the cookie's token
-- is kept, so a copy of the database signs nobody in.
CREATE TABLE editor_sessions (
  token_hash   text PRIMARY KEY,
  subject      text NOT NULL,
  name         text NOT NULL,
  csrf_token   text NOT NULL,
  created_at   bigint NOT NULL,
  last_seen_at bigint NOT NULL
);
CREATE INDEX editor_sessions_by_last_seen ON editor_sessions (last_seen_at);
-- What editors did (who, what, when, which feedback); no data of the sender. Kept one year.
CREATE TABLE editor_audit (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          bigint NOT NULL,
  subject     text NOT NULL,
  name        text NOT NULL,
  action      text NOT NULL,
  feedback_id text
);
CREATE INDEX editor_audit_by_at ON editor_audit (at);
