import { koboToNaira } from '@kola/domain';
import type { UserRow } from './auth.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The columns the public shape of a member is made of. */
export type PublicUserRow = Pick<
  UserRow,
  | 'uuid'
  | 'first_name'
  | 'last_name'
  | 'username'
  | 'email'
  | 'phone'
  | 'package_id'
  | 'package_name'
  | 'reg_package_id'
  | 'rank_id'
  | 'created_at'
  | 'is_stockist'
  | 'photo_path'
  | 'withdrawal_amount_kobo'
  | 'status'
>;

/** The whitelisted public shape of a member (contract schema User). */
export function toUser(row: PublicUserRow) {
  return {
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    package_id: row.package_id,
    package_name: row.package_name ?? null,
    reg_package_id: row.reg_package_id,
    rank_id: row.rank_id,
    created_at: iso(row.created_at),
    is_stockist: row.is_stockist === 1 ? (1 as const) : (0 as const),
    photo_path: row.photo_path,
    withdrawal_amount: koboToNaira(row.withdrawal_amount_kobo),
    status: row.status,
  };
}

export function toAuthUser(row: UserRow) {
  return {
    ...toUser(row),
    email_verified_at: row.email_verified_at ? iso(row.email_verified_at) : null,
    enable_2fa: row.enable_2fa,
    payment: row.payment_status,
    is_admin: false as const,
  };
}

export function toAdmin(row: {
  id: number;
  email: string;
  name: string;
  enable_2fa: boolean;
  password_change_required: boolean;
}) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    enable_2fa: row.enable_2fa,
    password_change_required: row.password_change_required,
    is_admin: true as const,
  };
}
