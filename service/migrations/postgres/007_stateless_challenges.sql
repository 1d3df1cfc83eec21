-- Challenges are stateless (service/src/challenges.ts): the salt is an HMAC over the time slot
-- and the counter, so issuing writes nothing and a post is checked without a lookup. The open
-- challenges, their rings per client and the ring's dead row versions go; what stays is the
-- challenges that have been used, kept until they expire so each is accepted once on every
-- instance, and the states of editors' sign-ins that have been used, for the same reason.
-- No client pseudonym is kept with either.
-- Challenges open at the update were issued under the old scheme and are no longer accepted
-- (CHALLENGE_UNKNOWN: the form asks the visitor to reload and send again). Instances of the previous release
-- need the dropped tables: update all instances together.
DROP TABLE challenge_rings;
DROP TABLE challenges;

CREATE TABLE used_challenges (
  challenge  text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX used_challenges_expires_at ON used_challenges (expires_at);

CREATE TABLE used_sign_in_states (
  state      text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX used_sign_in_states_expires_at ON used_sign_in_states (expires_at);
