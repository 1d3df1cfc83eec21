-- Form tokens of the feedback form without JavaScript that have been used: the token's random
-- nonce (no personal data) and when the token would have expired (epoch ms). A token is accepted
-- once; its row goes when the token has expired anyway (swept on every insert), at most about 2 hours.
CREATE TABLE used_form_tokens (
  nonce      text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX used_form_tokens_expires_at ON used_form_tokens (expires_at);
