-- The reviewers' shared draft (issue 34, item 5): one row per request and criterion with its
-- summary, strengths and the requirement rows (JSON array of {id, rating, reasoning,
-- recommendation}); version counts the saves, so a save based on an older version is refused.
CREATE TABLE review_assessments (
  request_id      TEXT NOT NULL REFERENCES review_requests (id),
  criterion       INTEGER NOT NULL CHECK (criterion BETWEEN 1 AND 13),
  summary         TEXT NOT NULL,
  strengths       TEXT NOT NULL,
  requirements    TEXT NOT NULL,
  version         INTEGER NOT NULL CHECK (version >= 1),
  updated_at      INTEGER NOT NULL,
  updated_by_sub  TEXT NOT NULL,
  updated_by_name TEXT NOT NULL,
  PRIMARY KEY (request_id, criterion)
) STRICT;
-- A reviewer agrees to be named in the published report (0: not named).
ALTER TABLE review_reviewers ADD COLUMN named_consent INTEGER NOT NULL DEFAULT 0;
CREATE INDEX review_reviewers_by_sub ON review_reviewers (sub);
