import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { forbidden, invalid } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import { toUser } from '../auth/auth.serializers';
import { AMM } from './admin-members.messages';
import {
  countOf,
  createAdminMembersRepository,
  type AdminMembersRepository,
  type MemberType,
} from './admin-members.repository';
import { toPackagePayment } from './admin-members.serializers';

/**
 * A search answers its newest 1,000 matches at most (docs/screens/back-office.md#members-list):
 * enough to find anyone by what identifies them, and a common prefix stays one short index walk.
 */
export const SEARCH_LIMIT = 1000;

/** Administrators only (the route's `x-access: admin` checks it first; this keeps the rule with the reads). */
export function requireAdmin(caller: Auth): void {
  if (caller.type !== 'admin') throw forbidden(AMM.adminOnly);
}

/** The search term as typed, without surrounding spaces or a leading @; 422 on `search` when nothing is left. */
function searchTerm(search: string | undefined): string {
  const term = (search ?? '').trim().replace(/^@/, '').trim();
  if (!term) throw invalid('search', AMM.emptySearch);
  return term;
}

/**
 * The back office's member reads (docs/screens/back-office.md#members-list): members by type,
 * searched, and the package payments and upgrades of Registration History, each one page at a
 * time from the database.
 */
export function createAdminMembersService(deps: { db: Database; repo?: AdminMembersRepository }) {
  const repo = deps.repo ?? createAdminMembersRepository(deps.db);

  return {
    /** GET /users?type: members of one type, newest first. */
    async members(caller: Auth, query: PageQuery & { type?: MemberType }) {
      requireAdmin(caller);
      const type = query.type ?? 'all';
      const total = repo.counts().then((counts) => countOf(counts, type));
      return paginate(repo.members(type), query, toUser, total);
    },

    /** GET /users/search: members whose names, username, email or phone start with the term. */
    async search(caller: Auth, query: PageQuery & { search?: string }) {
      requireAdmin(caller);
      return paginate(repo.search(searchTerm(query.search), SEARCH_LIMIT), query, toUser);
    },

    /** GET /users/paid-users and /users/search-paid-users: package payments, every status, newest first. */
    async packagePayments(caller: Auth, query: PageQuery & { search?: string }, searched = false) {
      requireAdmin(caller);
      if (searched) {
        const term = searchTerm(query.search);
        return paginate(repo.searchPackagePayments(term, SEARCH_LIMIT), query, toPackagePayment);
      }
      const total = repo.counts().then((counts) => counts.packagePayments);
      return paginate(repo.packagePayments(), query, toPackagePayment, total);
    },

    /** GET /users/upgraded-users: members by their latest approved upgrade, newest first. */
    async upgradedMembers(caller: Auth, query: PageQuery) {
      requireAdmin(caller);
      const total = repo.counts().then((counts) => counts.upgraded);
      const page = await paginate(repo.upgradedMembers(), query, (row) => row, total);
      const before = await repo.packagesBeforeUpgrades(page.data.map((row) => Number(row.id)));
      return {
        ...page,
        data: page.data.map((row) => ({
          uuid: row.uuid,
          first_name: row.first_name,
          last_name: row.last_name,
          username: row.username,
          previous_packages: before.get(Number(row.id)) ?? [],
          package: row.package ?? '',
          updated_at: new Date(row.approved_at ?? 0).toISOString(),
        })),
      };
    },
  };
}

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
