-- Uploaded files (profile photos now; receipts and product or incentive pictures can follow) and
-- the invitations members mail to friends.

-- Each upload is kept in the database, under a random name, with the type its content was found
-- to have (never the type the client declared). Being rows, they go with the database's backups,
-- are shared by every server, and are saved or dropped in the same transaction as the record that
-- points to them (a refused update leaves no file behind). docs/security.md#uploads bounds every upload to
-- 500 kB.
create table uploads (
  name text primary key check (name ~ '^[a-f0-9]{32}\.(jpg|png|webp|pdf)$'),
  purpose text not null check (purpose in ('profile_photo')),
  user_id bigint references users (id),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size_bytes integer not null check (size_bytes between 1 and 512000),
  data bytea not null,
  created_at timestamptz not null default now()
);
create index uploads_user_idx on uploads (user_id);

-- One row per invitation mail (POST /users/{uuid}/invite-guest): how often a member may invite
-- is counted here, so the limit holds across servers and restarts.
create table invitations (
  id bigserial primary key,
  user_id bigint not null references users (id),
  email text not null,
  referrer_username text not null,
  mailed boolean not null,
  created_at timestamptz not null default now()
);
create index invitations_user_created_idx on invitations (user_id, created_at);
