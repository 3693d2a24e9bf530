-- The member's earnings reads (docs/screens/member.md#dashboard): the weekly series and the
-- latest credits read one member's wallet entries by date, newest first. A member with years of
-- ledger lines is answered from this index instead of every entry they ever had.
create index ledger_entries_user_created_idx on ledger_entries (user_id, created_at desc, id desc)
  where user_id is not null;
