-- When the `account-deletion` job began to run a deletion (src/settings/deletion.ts). From then on the
-- member can no longer cancel it: a cancel arriving while the job removes their uploads would otherwise
-- keep the account but lose the uploads, or report "cancelled" for an account that is then deleted.
ALTER TABLE account_deletions ADD COLUMN started_at timestamptz;
