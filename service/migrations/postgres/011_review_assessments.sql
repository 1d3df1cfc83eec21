-- The reviewers' shared draft (issue 34, item 5): one row per request and criterion with its
-- summary, strengths and the requirement rows (JSON array of {id, rating, reasoning,
-- recommendation}); version counts the saves, so a save based on an older version is refused.
CREATE TABLE review_assessments (
  request_id      text NOT NULL REFERENCES review_requests (id),
  criterion       integer NOT NULL CHECK (criterion BETWEEN 1 AND 13),
  summary         text NOT NULL,
  strengths       text NOT NULL,
  requirements    jsonb NOT NULL,
  version         integer NOT NULL CHECK (version >= 1),
  updated_at      bigint NOT NULL,
  updated_by_sub  text NOT NULL,
  updated_by_name text NOT NULL,
  PRIMARY KEY (request_id, criterion)
);
-- A reviewer agrees to be named in the published report (false: not named).
ALTER TABLE review_reviewers ADD COLUMN named_consent boolean NOT NULL DEFAULT false;
CREATE INDEX review_reviewers_by_sub ON review_reviewers (sub);
