-- docs/screens/back-office.md#transactions: the back office lists the withdrawals of one state
-- (GET /withdrawals/all?status=awaiting_approval, …), newest first, paged in the database. The
-- index walks one state in that order, so the page and its count do not read the other states.
create index withdrawals_status_created_idx on withdrawals (status, created_at desc, id desc);
