-- Product pictures are uploads too (the demo's products have them now; the back office's product
-- form will store its pictures the same way). products.image holds the picture's storage path
-- (/api/storage/<name>), like users.photo_path.
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check check (purpose in ('profile_photo', 'product_image'));
