-- Open challenges sit in a fixed ring of slots per client pseudonym, updated in place: the
-- client's n-th challenge goes into slot n mod bound and replaces the one issued `bound` before
-- it. The unique index below lets the database itself refuse a second open challenge in a slot.
-- A used challenge leaves the ring (used_at set) and stays until it expires, so a repeated post
-- still hears "used".

-- How many challenges each client has been issued: the ring's cursor.
CREATE TABLE challenge_rings (
  client_hash    TEXT PRIMARY KEY,
  issued         INTEGER NOT NULL,
  last_issued_at INTEGER NOT NULL,
  -- The latest expiry of the client's challenges: the ring goes when they have all gone.
  expires_at     INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

ALTER TABLE challenges ADD COLUMN slot INTEGER;

-- Open challenges from before the ring: the newest 20 (the bound of the service) of each client
-- keep their place in age order, oldest in slot 0; older ones were beyond the bound already.
DELETE FROM challenges WHERE rowid IN (
  SELECT id FROM (
    SELECT rowid AS id, row_number() OVER (PARTITION BY client_hash ORDER BY created_at DESC, rowid DESC) AS age
    FROM challenges WHERE used_at IS NULL)
  WHERE age > 20);
UPDATE challenges SET slot = numbered.position
FROM (
  SELECT rowid AS id, row_number() OVER (PARTITION BY client_hash ORDER BY created_at, rowid) - 1 AS position
  FROM challenges WHERE used_at IS NULL) AS numbered
WHERE challenges.rowid = numbered.id;
INSERT INTO challenge_rings (client_hash, issued, last_issued_at, expires_at)
SELECT client_hash, count(*), max(created_at), max(expires_at) FROM challenges WHERE used_at IS NULL GROUP BY client_hash;

CREATE UNIQUE INDEX open_challenge_slots ON challenges (client_hash, slot) WHERE used_at IS NULL;
DROP INDEX open_challenges_by_client;
-- The purge once a minute reads the whole table instead: it holds the open challenges of the
-- last two lifetimes, and an index on a time that changes with every issue cost a write each.
DROP INDEX challenges_by_expiry;
