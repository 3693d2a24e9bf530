import type { Auth } from '../contract/handlers';
import type { Database } from '../db/database';
import { forbidden, notFound } from './errors';

export const NOT_YOUR_ACCOUNT = 'You may only act on your own account.';

/**
 * The member a `{uuid}` route is about, when the caller may use it: a member only for their
 * own uuid (403 otherwise, whether or not the uuid exists, so nothing leaks), an
 * administrator for any member (404 when there is none).
 */
export async function memberForCaller(db: Database, caller: Auth, uuid: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'username', 'status', 'payment_status', 'package_id', 'rank_id', 'sponsor_id'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (caller.type === 'user') {
    if (!user || user.id !== caller.id) throw forbidden(NOT_YOUR_ACCOUNT);
    return user;
  }
  if (!user) throw notFound('Member not found.');
  return user;
}

/**
 * Only the id of the member a `{uuid}` route is about, with the same rules as memberForCaller;
 * a member asking about themselves costs no query (their uuid came with the session).
 */
export async function memberIdForCaller(db: Database, caller: Auth, uuid: string): Promise<number> {
  if (caller.type === 'user' && caller.uuid !== undefined) {
    // The same uuid as the session's (the common case) is compared without copying either.
    if (uuid !== caller.uuid && uuid.toLowerCase() !== caller.uuid.toLowerCase())
      throw forbidden(NOT_YOUR_ACCOUNT);
    return caller.id;
  }
  return (await memberForCaller(db, caller, uuid)).id;
}
