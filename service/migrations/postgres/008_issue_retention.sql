-- Confidential issues on openCode (barrier reports) are deleted through the GitLab API six months
-- after they were closed (plugins/retention.ts). What the service learnt about such an issue:
--   issue_closed_at            when openCode says it was closed (null: open, or not yet checked);
--   issue_deleted_at           when the service deleted it, or found it already deleted;
--   issue_deletion_refused_at  when openCode first refused the deletion (the token may not delete):
--                              the Redaktion then lists the issue for deletion by hand.
ALTER TABLE feedback
  ADD COLUMN issue_closed_at bigint,
  ADD COLUMN issue_deleted_at bigint,
  ADD COLUMN issue_deletion_refused_at bigint;
