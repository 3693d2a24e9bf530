-- docs/payments.md#review-of-mismatches: a card payment the provider reported successful with
-- another amount or currency is held for review with what was received, and an administrator
-- resolves it: apply (run its pipeline with what was received) or refund (through the provider).
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check
  check (status in ('initialized', 'approved', 'failed', 'abandoned', 'review', 'refunded'));
alter table payments add column received_amount_kobo bigint check (received_amount_kobo >= 0);
alter table payments add column received_currency text;
alter table payments add column resolved_at timestamptz;
alter table payments add column resolved_by bigint references admins (id);
alter table payments add column resolution text check (resolution in ('applied', 'refunded'));
alter table payments add column resolution_note text;
-- One administrator at a time resolves a held payment: the lease is taken (committed) before the
-- provider is asked and runs out on its own, so a server that died does not keep it held forever.
alter table payments add column resolving_until timestamptz;
create index payments_held_idx on payments (created_at desc, id desc)
  where status = 'review' and channel = 'card';

-- The sandbox provider records a refund (its verify then reads `reversed`, as Paystack's does).
alter table sandbox_transactions add column refunded_at timestamptz;
