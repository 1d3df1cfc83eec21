-- Requests for a peer review (issue 34): what the team sent, the state of the request, and the
-- contact's name and e-mail address, which the service deletes 12 months after the request is
-- closed (plugins/retention.ts; contact_erased_at says when). The status page's address carries a
-- random token; only its SHA-256 is kept, so a copy of the database opens no status page.
-- criteria: JSON array of criterion numbers; selbstcheck: the attached Selbstcheck export (JSON) or null.
CREATE TABLE review_requests (
  id                TEXT PRIMARY KEY,
  status_token_hash TEXT NOT NULL UNIQUE,
  state             TEXT NOT NULL,
  service           TEXT NOT NULL,
  authority         TEXT NOT NULL,
  level             TEXT NOT NULL,
  phase             TEXT NOT NULL,
  goal              TEXT NOT NULL,
  criteria          TEXT NOT NULL,
  time_windows      TEXT NOT NULL,
  contact_name      TEXT NOT NULL,
  contact_email     TEXT NOT NULL,
  selbstcheck       TEXT,
  created_at        INTEGER NOT NULL,
  updated_at        INTEGER NOT NULL,
  closed_at         INTEGER,
  contact_erased_at INTEGER
) STRICT;
CREATE INDEX review_requests_by_closed ON review_requests (closed_at);
