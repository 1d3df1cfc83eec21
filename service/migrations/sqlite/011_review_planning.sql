-- The Redaktion plans peer reviews (issue 34, item 4): the day of a review once it is
-- 'terminiert' (YYYY-MM-DD), the two to four reviewers of a request, and audit entries that name
-- a request and what changed.
ALTER TABLE review_requests ADD COLUMN scheduled_for TEXT;
CREATE INDEX review_requests_by_created ON review_requests (created_at);
-- seat 1 to 4: a request has at most four reviewers, also when two editors add one at once.
CREATE TABLE review_reviewers (
  request_id       TEXT NOT NULL REFERENCES review_requests (id),
  seat             INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
  sub              TEXT NOT NULL,
  name             TEXT NOT NULL,
  assigned_at      INTEGER NOT NULL,
  assigned_by      TEXT NOT NULL,
  assigned_by_name TEXT NOT NULL,
  PRIMARY KEY (request_id, sub),
  UNIQUE (request_id, seat)
) STRICT;
ALTER TABLE editor_audit ADD COLUMN review_request_id TEXT;
ALTER TABLE editor_audit ADD COLUMN detail TEXT;
