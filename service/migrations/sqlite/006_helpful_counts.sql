-- "War diese Seite hilfreich?": answers per page and day (UTC, YYYY-MM-DD). Counts only: no
-- text, no client, nothing that points to a person.
CREATE TABLE helpful_counts (
  page_path TEXT NOT NULL,
  day       TEXT NOT NULL,
  yes_count INTEGER NOT NULL DEFAULT 0,
  no_count  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (page_path, day)
) STRICT, WITHOUT ROWID;
