-- The Redaktion plans peer reviews (issue 34, item 4): the day of a review once it is
-- 'terminiert', the two to four reviewers of a request, and audit entries that name a request and
-- what changed.
ALTER TABLE review_requests ADD COLUMN scheduled_for date;
CREATE INDEX review_requests_by_created ON review_requests (created_at);
-- seat 1 to 4: a request has at most four reviewers, also when two editors add one at once.
CREATE TABLE review_reviewers (
  request_id       text NOT NULL REFERENCES review_requests (id),
  seat             integer NOT NULL CHECK (seat BETWEEN 1 AND 4),
  sub              text NOT NULL,
  name             text NOT NULL,
  assigned_at      bigint NOT NULL,
  assigned_by      text NOT NULL,
  assigned_by_name text NOT NULL,
  PRIMARY KEY (request_id, sub),
  UNIQUE (request_id, seat)
);
ALTER TABLE editor_audit ADD COLUMN review_request_id text;
ALTER TABLE editor_audit ADD COLUMN detail text;
