-- docs/screens/back-office.md#members-list: the back office's member lists and searches, paged in
-- the database, newest first. Each list walks one of these indexes in its order and stops after
-- the page (LIMIT/OFFSET); a search matches prefixes (lower(...) LIKE 'term%'), one index per
-- searched field, combined by the planner (the username, last-name and full-name prefix indexes
-- come from migration 0008).
create index users_created_idx on users (created_at desc, id desc);
create index users_active_created_idx on users (created_at desc, id desc) where status = 'active';
create index users_not_active_created_idx on users (created_at desc, id desc) where status <> 'active';
create index users_stockists_created_idx on users (created_at desc, id desc) where is_stockist = 1;
create index users_first_name_prefix_idx on users (lower(first_name) text_pattern_ops);
create index users_email_prefix_idx on users (lower(email) text_pattern_ops);
create index users_phone_prefix_idx on users (phone text_pattern_ops);

-- Registration History (package payments, every status) newest first, searched by reference too.
create index payments_package_created_idx on payments (created_at desc, id desc)
  where txn_source = 'package_payment';
create index payments_package_reference_prefix_idx on payments (lower(reference) text_pattern_ops)
  where txn_source = 'package_payment';
create index payments_package_user_idx on payments (user_id, created_at desc, id desc)
  where txn_source = 'package_payment';
-- Upgraded members, newest approved upgrade first, and each member's approved upgrades in order.
create index payments_upgrades_approved_idx on payments (approved_at desc, id desc)
  where purpose = 'upgrade' and status = 'approved';
create index payments_upgrades_member_idx on payments (user_id, approved_at, id)
  where purpose = 'upgrade' and status = 'approved';
