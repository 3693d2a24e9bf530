-- docs/security.md#production-defaults: the administrator a production server creates from
-- ADMIN_PASSWORD must choose a password of their own at the first sign-in; until then the
-- session may only read the account, change the password and sign out.
alter table admins add column password_change_required boolean not null default false;
