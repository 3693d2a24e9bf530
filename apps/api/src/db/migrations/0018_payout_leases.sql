-- docs/payments.md#transfers-and-payouts: one server at a time works on a payout. A server takes a
-- lease on the withdrawal (lease_owner until lease_until) before it sends or reconciles; a lease
-- that runs out (its server died) is taken over. send_attempted_at is set, committed, before the
-- first transfer call: from then on a transfer may exist, the approval is never given back, and
-- only the provider's answer about the reference settles the withdrawal.
alter table withdrawals add column lease_owner text;
alter table withdrawals add column lease_until timestamptz;
alter table withdrawals add column send_attempted_at timestamptz;
alter table withdrawals add column send_attempts integer not null default 0;
create index withdrawals_unsettled_idx on withdrawals (id)
  where status = 'pending' and approved_at is not null;
