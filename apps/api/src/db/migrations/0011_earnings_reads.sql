-- The member's earnings reads (docs/screens/member.md#dashboard): the weekly series and the
-- latest credits read one member's wallet entries by date, newest first. A member with years of
-- ledger lines is answered from this index instead of every entry they ever had.
create index ledger_entries_user_created_idx on ledger_entries (user_id, created_at desc, id desc)
  where user_id is not null;

-- The first seeded general message told every member to complete the registration within 7 days,
-- but only paid members see the dashboard it is shown on (the unpaid ones have the countdown on
-- the welcome page). A database still holding that exact text gets the current seeded one; a
-- message an administrator wrote is left alone.
update settings
set general_message = 'Thank you for choosing natural wellness. Your bonuses, your rank and what you can withdraw are on this dashboard.'
where general_message = 'Complete your registration within 7 days to start earning. Thank you for choosing natural wellness.';
