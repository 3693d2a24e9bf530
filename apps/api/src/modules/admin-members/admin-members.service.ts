import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { forbidden, invalid } from '../../lib/errors';
import { pageWindow, paginate, toPage, type PageQuery } from '../../lib/paging';
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

/**
 * Matches collected through the prefix indexes and sorted, at most: a search with more walks the
 * newest-first index instead (at 1,000,000 members both stay under 100 ms; tools/bench/admin.ts).
 */
const GATHER = 20_000;
/**
 * The same bound for Registration History's search: its count reads each matching member's
 * payments, so it stays low (a count to 2,001 takes about 30 ms where a tenth of 1,000,000
 * members match; the walk then finds a page among 0.2 % or more of the payments).
 */
const GATHER_PAYMENTS = 2_000;

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
export function createAdminMembersService(deps: {
  db: Database;
  repo?: AdminMembersRepository;
  /** Matches a search collects and sorts at most, members and payments (tests lower it to reach the walk). */
  gatherUpTo?: number;
}) {
  const repo = deps.repo ?? createAdminMembersRepository(deps.db);
  const gather = deps.gatherUpTo ?? GATHER;
  const gatherPayments = deps.gatherUpTo ?? GATHER_PAYMENTS;

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
      const term = searchTerm(query.search);
      // Up to GATHER matches are collected and sorted; beyond, the newest-first walk finds the page.
      const matches = await repo.countMatches(term, Math.max(gather, SEARCH_LIMIT) + 1);
      const total = Promise.resolve(Math.min(matches, SEARCH_LIMIT));
      return paginate(repo.search(term, SEARCH_LIMIT, matches <= gather), query, toUser, total);
    },

    /** GET /users/paid-users and /users/search-paid-users: package payments, every status, newest first. */
    async packagePayments(caller: Auth, query: PageQuery & { search?: string }, searched = false) {
      requireAdmin(caller);
      if (searched) {
        const term = searchTerm(query.search);
        const matches = await repo.countPaymentMatches(term, Math.max(gatherPayments, SEARCH_LIMIT) + 1);
        const total = Promise.resolve(Math.min(matches, SEARCH_LIMIT));
        const found = repo.searchPackagePayments(term, SEARCH_LIMIT, matches <= gatherPayments);
        return paginate(found, query, toPackagePayment, total);
      }
      const { perPage, current, offset } = pageWindow(query);
      const [rows, counts] = await Promise.all([repo.packagePaymentsPage(offset, perPage), repo.counts()]);
      return toPage(rows.map(toPackagePayment), counts.packagePayments, current, perPage);
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
