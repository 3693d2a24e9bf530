-- docs/screens/back-office.md#audit-log and #bonuses-not-paid: the back office's audit log and
-- bonuses-not-paid report, newest first, paged in the database (LIMIT/OFFSET over these orders).
-- Each filter has an index in the same order: the administrator (actor), the member (target), the
-- action's prefix (LIKE 'withdrawal.%'), and the member of a forfeited line.
create index audit_log_created_idx on audit_log (created_at desc, id desc);
create index audit_log_actor_idx on audit_log (actor_type, actor_id, created_at desc, id desc);
create index audit_log_target_idx on audit_log (target_type, target_id, created_at desc, id desc);
create index audit_log_action_prefix_idx on audit_log (action text_pattern_ops);

create index forfeited_bonuses_created_idx on forfeited_bonuses (created_at desc, id desc);
create index forfeited_bonuses_user_created_idx on forfeited_bonuses (user_id, created_at desc, id desc);
