-- docs/security.md#rate-limits: failed passwords are counted per account AND per client address, so
-- a stranger's guesses lock out only the stranger's address; the account-wide count only asks the
-- owner for an emailed code. Earlier rows have no address ('').
alter table auth_failures add column address text not null default '';
create index auth_failures_key_address_idx on auth_failures (account_key, address, created_at);
