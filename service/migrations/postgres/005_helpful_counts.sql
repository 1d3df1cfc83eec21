-- "War diese Seite hilfreich?": answers per page and day (UTC). Counts only: no text, no
-- client, nothing that points to a person.
CREATE TABLE helpful_counts (
  page_path text NOT NULL,
  day       date NOT NULL,
  yes_count integer NOT NULL DEFAULT 0,
  no_count  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (page_path, day)
);
