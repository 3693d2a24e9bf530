import type { components } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { fail, ok, pending } from '@kola/app-shell/testing';
import { authUser } from './fixtures';

type Schemas = components['schemas'];
type Node = Schemas['GenealogyNode'];
type Downline = Schemas['Downline'];

/** The signed-in member (ada, authUser()) is the top of the tree. */
export const member = authUser();

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function node(n: number, username: string, overrides: Partial<Node> = {}): Node {
  return {
    id: id(n),
    name: `${username.charAt(0).toUpperCase()}${username.slice(1)} Okafor`,
    title: `${username} · Silver`,
    username,
    package_name: 'Silver',
    rank_name: null,
    photo_path: null,
    status: 'active',
    position: 'left',
    joined_at: '2026-02-01T09:00:00.000Z',
    left_volume: 0,
    right_volume: 0,
    members_below: 0,
    children_count: 0,
    children: [],
    ...overrides,
  };
}

/**
 * ada → bola (left, 3 below), chidi (right, awaiting payment, a free slot); bola → dayo, emeka;
 * dayo → funke (not in the first answer: two generations); funke → gbenga (deep, found by search).
 */
export const gbenga = node(7, 'gbenga', { position: 'left' });
export const funke = node(6, 'funke', { children_count: 1, members_below: 1 });
export const dayo = node(4, 'dayo', { children_count: 1, members_below: 2, left_volume: 40 });
export const emeka = node(5, 'emeka', { position: 'right', status: 'inactive' });
export const bola = node(2, 'bola', {
  package_name: 'Gold',
  rank_name: 'Star',
  children_count: 2,
  members_below: 4,
  left_volume: 80,
  right_volume: 20,
});
export const chidi = node(3, 'chidi', { position: 'right', status: 'inactive' });
export const root = node(1, member.username, {
  id: member.uuid,
  name: 'Ada Okafor',
  position: null,
  children_count: 2,
  members_below: 6,
  left_volume: 160,
  right_volume: 20,
});

/** GET /users/{uuid}/genealogy as the server answers it: `node`, `depth` and `username`. */
export function genealogyAnswer(request: Request) {
  const query = new URL(request.url).searchParams;
  const username = query.get('username');
  if (username) {
    if (username.toLowerCase() !== 'gbenga')
      return fail(404, `No member with the username ${username} in this network`);
    return ok({
      ...root,
      path: [root.id, bola.id, dayo.id, funke.id, gbenga.id],
      children: [
        {
          ...bola,
          children: [{ ...dayo, children: [{ ...funke, children: [gbenga] }] }, emeka],
        },
        chidi,
      ],
    });
  }
  const branch = query.get('node');
  if (branch === dayo.id) return ok({ ...dayo, position: null, children: [funke] });
  if (branch === funke.id) return ok({ ...funke, position: null, children: [gbenga] });
  if (branch === bola.id) return ok({ ...bola, position: null, children: [dayo, emeka] });
  if (branch) return ok({ ...node(99, 'leaf'), id: branch, position: null });
  return ok({ ...root, children: [{ ...bola, children: [dayo, emeka] }, chidi] });
}

export function downline(n: number, username: string, overrides: Partial<Downline> = {}): Downline {
  return {
    uuid: id(n),
    name: `${username.charAt(0).toUpperCase()}${username.slice(1)} Okafor`,
    username,
    package: 'Silver',
    downlines: 0,
    email: `${username}@example.com`,
    photo_path: null,
    position: 'left',
    status: 'active',
    expires_at: null,
    generation: 1,
    leg: 'left',
    members_below: 0,
    joined_at: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

export const everyone: Downline[] = [
  downline(2, 'bola', { package: 'Gold', downlines: 2, members_below: 4 }),
  downline(3, 'chidi', {
    position: 'right',
    leg: 'right',
    status: 'inactive',
    expires_at: '2026-03-17T10:00:00.000Z',
  }),
  downline(4, 'dayo', { generation: 2, downlines: 1, members_below: 2 }),
  downline(5, 'emeka', { generation: 2, position: 'right', status: 'inactive', expires_at: null }),
  downline(6, 'funke', { generation: 3, downlines: 1, members_below: 1 }),
  downline(7, 'gbenga', { generation: 4 }),
];

/** GET /users/{uuid}/downlines as the server answers it: search, leg, active and paging. */
export function downlinesAnswer(request: Request) {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 20);
  const search = query.get('search')?.toLowerCase();
  const leg = query.get('leg');
  const active = query.get('active');
  const rows = everyone
    .filter((r) => !search || r.username.startsWith(search) || r.name.toLowerCase().startsWith(search))
    .filter((r) => !leg || r.leg === leg)
    .filter((r) => active === null || (active === 'true') === (r.status === 'active'));
  return ok({
    current_page: page,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
    per_page: perPage,
    total: rows.length,
    data: rows.slice((page - 1) * perPage, page * perPage),
  });
}

export const directDownlines: Downline[] = [
  everyone[0]!,
  everyone[1]!,
  downline(8, 'halima', { status: 'expired', expires_at: null, position: undefined, leg: undefined }),
];

/** The network reads, filled. */
export function networkApi(): ContractRoutes {
  return {
    'GET /auth/user': ok(member),
    'GET /users/{uuid}/direct-downlines': ok(directDownlines),
    'GET /users/{uuid}/downlines': downlinesAnswer,
    'GET /users/{uuid}/genealogy': genealogyAnswer,
  };
}

/** A member with nobody below: no direct downlines, no downlines, a tree of one. */
export function emptyNetworkApi(): ContractRoutes {
  return {
    'GET /auth/user': ok(member),
    'GET /users/{uuid}/direct-downlines': ok([]),
    'GET /users/{uuid}/downlines': ok({ current_page: 1, last_page: 1, per_page: 20, total: 0, data: [] }),
    'GET /users/{uuid}/genealogy': ok({
      ...root,
      children_count: 0,
      members_below: 0,
      left_volume: 0,
      right_volume: 0,
    }),
  };
}

/** The network reads never answer. */
export function loadingNetworkApi(): ContractRoutes {
  return {
    'GET /auth/user': ok(member),
    'GET /users/{uuid}/direct-downlines': pending,
    'GET /users/{uuid}/downlines': pending,
    'GET /users/{uuid}/genealogy': pending,
  };
}

/** The network reads fail. */
export function errorNetworkApi(status = 500, message = 'An error occurred'): ContractRoutes {
  return {
    'GET /auth/user': ok(member),
    'GET /users/{uuid}/direct-downlines': fail(status, message),
    'GET /users/{uuid}/downlines': fail(status, message),
    'GET /users/{uuid}/genealogy': fail(status, message),
  };
}
