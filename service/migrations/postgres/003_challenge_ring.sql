-- Open challenges sit in a fixed ring of slots per client pseudonym, updated in place: the
-- client's n-th challenge goes into slot n mod bound and replaces the one issued `bound` before
-- it. Nothing is deleted on the hot path, so no issue has to trim the client's oldest, and the
-- unique index below lets the database itself refuse a second open challenge in a slot. The
-- overwrite is no update within the page (HOT), because the challenge is the primary key: each
-- issue still leaves a dead row version and dead index entries, which autovacuum clears.
-- A used challenge leaves the ring (used_at set) and stays until it expires, so a repeated post
-- still hears "used".

-- How many challenges each client has been issued: the ring's cursor. Its columns are not
-- indexed, so the update per issue stays in the page (HOT) and leaves no index entry behind.
CREATE TABLE challenge_rings (
  client_hash    text PRIMARY KEY,
  issued         bigint NOT NULL,
  last_issued_at bigint NOT NULL,
  -- The latest expiry of the client's challenges: the ring goes when they have all gone.
  expires_at     bigint NOT NULL
) WITH (fillfactor = 50);

ALTER TABLE challenges ADD COLUMN slot integer;

-- Open challenges from before the ring: the newest 20 (the bound of the service) of each client
-- keep their place in age order, oldest in slot 0; older ones were beyond the bound already.
DELETE FROM challenges WHERE challenge IN (
  SELECT challenge FROM (
    SELECT challenge, row_number() OVER (PARTITION BY client_hash ORDER BY created_at DESC, seq DESC) AS age
    FROM challenges WHERE used_at IS NULL) aged
  WHERE age > 20);
UPDATE challenges SET slot = numbered.position
FROM (
  SELECT challenge, row_number() OVER (PARTITION BY client_hash ORDER BY created_at, seq) - 1 AS position
  FROM challenges WHERE used_at IS NULL) numbered
WHERE challenges.challenge = numbered.challenge;
INSERT INTO challenge_rings (client_hash, issued, last_issued_at, expires_at)
SELECT client_hash, count(*), max(created_at), max(expires_at) FROM challenges WHERE used_at IS NULL GROUP BY client_hash;

-- Instances of the previous release may still run during a rolling update: their inserts come
-- without a slot (outside the ring, gone within one lifetime) and their trim still orders by seq,
-- so the column stays and no constraint refuses a row without a slot.
CREATE UNIQUE INDEX open_challenge_slots ON challenges (client_hash, slot) WHERE used_at IS NULL;
DROP INDEX open_challenges_by_client;
-- The purge once a minute reads the whole table instead: it holds the open challenges of the
-- last two lifetimes, and an index on a time that changes with every issue cost a write each.
DROP INDEX challenges_by_expiry;
