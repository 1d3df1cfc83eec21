-- The role of a session of the Redaktion (issue 34, item 5): an editor (REDAKTION_ALLOWED, or the
-- local one-time link) or a reviewer of peer reviews (REDAKTION_REVIEWERS), fixed at sign-in.
ALTER TABLE editor_sessions ADD COLUMN role text NOT NULL DEFAULT 'editor' CHECK (role IN ('editor', 'reviewer'));
