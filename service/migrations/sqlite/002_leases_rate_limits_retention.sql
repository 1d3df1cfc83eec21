-- Lease tokens: only the worker holding the current lease may finish a row.
ALTER TABLE feedback ADD COLUMN lease_token TEXT;
-- Rate-limit counters per client pseudonym and fixed window, shared by every process on the file.
CREATE TABLE rate_limits (
  key          TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count        INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
) STRICT, WITHOUT ROWID;
CREATE INDEX rate_limits_by_window ON rate_limits (window_start);
-- The deletion job looks for stored e-mail addresses by age.
CREATE INDEX feedback_with_email ON feedback (created_at) WHERE email <> '';
