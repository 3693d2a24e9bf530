-- The back office dashboard's registrations-and-revenue chart (docs/screens/back-office.md#dashboard)
-- reads the approved payments of the last weeks by the moment of their approval: this index finds
-- that range without reading every payment. (The bonuses-by-kind chart reads ledger_entries through
-- ledger_entries_kind_created_idx of 0002.)
create index payments_approved_moment_idx on payments ((coalesce(approved_at, created_at)))
  where status = 'approved';
