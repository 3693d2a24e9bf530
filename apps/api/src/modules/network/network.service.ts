import { registrationExpired } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberIdForCaller } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { NM } from './network.messages';
import { toDownline, toGenealogyNode, type GenealogyNodeOut } from './network.serializers';
import {
  childPath,
  createTreeRepository,
  type Leg,
  type Slot,
  type TreeRepository,
  type TreeRow,
} from './tree.repository';

/** Expired registrations listed after the direct downlines. */
const EXPIRED_SHOWN = 10;

export interface DownlineQuery {
  page?: number;
  per_page?: number;
  search?: string;
  leg?: Leg;
  active?: boolean;
}

/** Nests rows (a root and members below it) by their parent, left first. */
function nest(root: TreeRow, rows: readonly TreeRow[]): GenealogyNodeOut {
  const nodes = new Map<number, GenealogyNodeOut>();
  const top = toGenealogyNode(root, true);
  nodes.set(root.id, top);
  const sorted = [...rows].sort((a, b) => a.path.length - b.path.length || (a.path < b.path ? -1 : 1));
  for (const row of sorted) {
    if (nodes.has(row.id)) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (!parent) continue;
    const node = toGenealogyNode(row, false);
    parent.children.push(node);
    nodes.set(row.id, node);
  }
  return top;
}

/**
 * A member's network (docs/trees-and-placement.md#downlines-and-genealogy): the whole downline
 * paged and filtered, the direct downlines with their state, and the genealogy one branch at a
 * time or along the path to a member. A member reads only their own (403 for another uuid, and
 * for a node outside their downline whether or not it exists); an administrator anyone's.
 */
export function createNetworkService(deps: { db: Database; repo?: TreeRepository }) {
  const { db } = deps;
  const repo = deps.repo ?? createTreeRepository(db);

  async function viewer(caller: Auth, uuid: string): Promise<{ id: number; slot: Slot | null }> {
    const id = await memberIdForCaller(db, caller, uuid);
    return { id, slot: await repo.slotOf(id) };
  }

  return {
    /** GET /users/{uuid}/downlines */
    async downlines(caller: Auth, uuid: string, query: DownlineQuery) {
      const perPage = Math.min(Math.max(query.per_page ?? 20, 1), 100);
      const current = Math.max(query.page ?? 1, 1);
      const offset = (current - 1) * perPage;
      const { slot } = await viewer(caller, uuid);
      const page = (total: number, rows: TreeRow[]) => ({
        current_page: current,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
        data: rows.map((r) => toDownline(r, slot?.path ?? '')),
      });
      if (!slot) return page(0, []);
      const options = { leg: query.leg, active: query.active, offset, limit: perPage };
      const search = query.search?.trim().replace(/^@/, '');
      if (search) {
        const found = await repo.search(slot.path, search, options);
        return page(found.total, found.rows);
      }
      // The totals come from the counters: a leg is its top member and everyone below it.
      let members = slot.members_below;
      let active = slot.active_below;
      if (query.leg) {
        const top = await repo.slotAt(childPath(slot.path, query.leg));
        members = top ? top.members_below + 1 : 0;
        active = top ? top.active_below + (top.active ? 1 : 0) : 0;
      }
      const total = query.active === true ? active : query.active === false ? members - active : members;
      if (total === 0 || offset >= total) return page(total, []);
      return page(total, await repo.page(slot.path, options));
    },

    /** GET /users/{uuid}/direct-downlines */
    async directDownlines(caller: Auth, uuid: string) {
      const { id, slot } = await viewer(caller, uuid);
      const rows = await repo.directDownlines(id, EXPIRED_SHOWN);
      return rows.map((r) => toDownline(r, slot?.path ?? ''));
    },

    /** GET /users/{uuid}/count-direct-downlines: children active or still inside their window. */
    async countDirectDownlines(caller: Auth, uuid: string) {
      const { id } = await viewer(caller, uuid);
      const rows = await repo.directDownlines(id, 0);
      return rows.filter(
        (r) => r.status === 'active' || (r.status === 'inactive' && !registrationExpired(r.created_at)),
      ).length;
    },

    /**
     * GET /users/{uuid}/genealogy: the member (or `node` of their downline) with `depth`
     * generations; with `username`, the way down to that member, every node on it with its
     * children, and the path's uuids.
     */
    async genealogy(
      caller: Auth,
      uuid: string,
      query: { depth?: number; node?: string; username?: string },
    ): Promise<{ tree: GenealogyNodeOut; path?: string[] }> {
      const depth = query.depth ?? 3;
      const { id, slot } = await viewer(caller, uuid);
      if (!slot) throw notFound(NM.noPlace);
      const username = query.username?.trim().replace(/^@/, '');
      if (username) {
        const target = await repo.inDownlineByUsername(slot.path, username);
        if (!target) throw notFound(NM.usernameNotInNetwork(username));
        // The way down is every prefix of the member's path; each node on it comes with both
        // its children's slots (the member's own first generation too): one query by path.
        const way: string[] = [];
        for (let n = slot.path.length; n <= target.path.length; n += 2) way.push(target.path.slice(0, n));
        const slots = new Set(way);
        for (const path of way) {
          slots.add(childPath(path, 'left'));
          slots.add(childPath(path, 'right'));
        }
        const [rows, below] = await Promise.all([
          repo.atPaths([...slots]),
          depth > 1 ? repo.branch(target.path, depth) : Promise.resolve([]),
        ]);
        const onWay = new Set(way);
        const path = rows.filter((r) => onWay.has(r.path));
        const top = path[0];
        if (!top || top.id !== id || path.length !== way.length)
          throw notFound(NM.usernameNotInNetwork(username));
        return { tree: nest(top, [...rows, ...below]), path: path.map((r) => r.uuid) };
      }
      let root: TreeRow | null;
      if (query.node) {
        root = await repo.inDownlineByUuid(slot.path, query.node);
        if (!root) throw forbidden(NM.notInNetwork);
      } else {
        root = (await repo.atPaths([slot.path]))[0] ?? null;
        if (!root) throw notFound(NM.noPlace);
      }
      return { tree: nest(root, await repo.branch(root.path, depth)) };
    },
  };
}

export type NetworkService = ReturnType<typeof createNetworkService>;
