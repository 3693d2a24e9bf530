import type { Auth } from '../../contract/handlers';
import { forbidden, notFound } from '../../lib/errors';
import { SM } from './stockists.messages';
import type { StockistsRepository } from './stockists.repository';

/**
 * The store a `{id}` store operation is about, when the caller may use it
 * (docs/pickups-and-stockists.md#stockists): a member only their own store (403 otherwise, whether
 * or not the id exists, so nothing leaks), an administrator any (404 when there is none).
 */
export async function storeForCaller(repo: StockistsRepository, caller: Auth, id: number) {
  const row = await repo.byId(id);
  if (caller.type === 'user') {
    if (!row || row.user_id !== caller.id) throw forbidden(SM.notYourStore);
    return row;
  }
  if (!row) throw notFound(SM.notFound);
  return row;
}
