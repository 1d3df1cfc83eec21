-- Publication of a peer-review report (issue 34, item 7): the report last sent (JSON, kept so the
-- Redaktion can try again after a failure), when that attempt failed, and what was published: a
-- merge request (its address and branch) or a file (its path), and when.
ALTER TABLE review_requests ADD COLUMN publication_report TEXT;
ALTER TABLE review_requests ADD COLUMN publication_failed_at INTEGER;
ALTER TABLE review_requests ADD COLUMN publication_kind TEXT CHECK (publication_kind IN ('merge-request', 'file'));
ALTER TABLE review_requests ADD COLUMN publication_target TEXT;
ALTER TABLE review_requests ADD COLUMN publication_branch TEXT;
ALTER TABLE review_requests ADD COLUMN published_at INTEGER;
