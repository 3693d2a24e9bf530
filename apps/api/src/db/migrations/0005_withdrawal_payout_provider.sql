-- The provider a withdrawal's transfer was sent through, recorded before the call. Its status is
-- only ever asked of that provider (and a missing transfer re-sent through it), whatever an
-- administrator chooses for payouts later: asking another provider, which has never heard of
-- the reference, would send the money a second time.
alter table withdrawals add column payout_provider text;
