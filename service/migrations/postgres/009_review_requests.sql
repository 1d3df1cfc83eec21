-- Requests for a peer review (issue 34): what the team sent, the state of the request, and the
-- contact's name and e-mail address, which the service deletes 12 months after the request is
-- closed (plugins/retention.ts; contact_erased_at says when). The status page's address carries a
-- random token; only its SHA-256 is kept, so a copy of the database opens no status page.
-- criteria: JSON array of criterion numbers; selbstcheck: the attached Selbstcheck export or null.
CREATE TABLE review_requests (
  id                text PRIMARY KEY,
  status_token_hash text NOT NULL UNIQUE,
  state             text NOT NULL,
  service           text NOT NULL,
  authority         text NOT NULL,
  level             text NOT NULL,
  phase             text NOT NULL,
  goal              text NOT NULL,
  criteria          jsonb NOT NULL,
  time_windows      text NOT NULL,
  contact_name      text NOT NULL,
  contact_email     text NOT NULL,
  selbstcheck       jsonb,
  created_at        bigint NOT NULL,
  updated_at        bigint NOT NULL,
  closed_at         bigint,
  contact_erased_at bigint
);
CREATE INDEX review_requests_by_closed ON review_requests (closed_at);
