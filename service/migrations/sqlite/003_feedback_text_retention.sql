-- When a feedback was handed to openCode: its local copy of the text is deleted six months later.
ALTER TABLE feedback ADD COLUMN published_at INTEGER;
UPDATE feedback SET published_at = updated_at WHERE status = 'published';
CREATE INDEX feedback_text_retention ON feedback (published_at) WHERE description <> '';
