-- Incentive pictures are uploads too (docs/catalogue.md#incentives), served under their random
-- name like product images; an administrator's upload has no member (user_id null).
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check
  check (purpose in ('profile_photo', 'product_image', 'payment_receipt', 'incentive_image'));
