-- The team's answer to the draft report (issue 34, item 6), given once on its status page: when,
-- whether the report may be published, and whether the service's and the authority's names are
-- withheld in it. All three are NULL until the team answers; agreed_at says that it did.
ALTER TABLE review_requests ADD COLUMN agreed_at bigint;
ALTER TABLE review_requests ADD COLUMN publish boolean;
ALTER TABLE review_requests ADD COLUMN withhold_name boolean;
