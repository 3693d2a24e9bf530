import type { GenealogyNode } from './GenealogyTreeModel';

const firstNames = [
  'Ngozi',
  'Musa',
  'Bisi',
  'Chidi',
  'Amina',
  'Tunde',
  'Kemi',
  'Ibrahim',
  'Ada',
  'Emeka',
  'Zainab',
  'Femi',
];
const lastNames = [
  'Eze',
  'Abubakar',
  'Adeyemi',
  'Okeke',
  'Bello',
  'Lawal',
  'Okafor',
  'Nwosu',
  'Balogun',
  'Danjuma',
];
const packages = ['Starter', 'Silver', 'Gold', 'Diamond', 'Platinum'];
const statuses = ['active', 'active', 'active', 'inactive', 'expired'] as const;

/** A small deterministic pseudo-random sequence (LCG), so stories and benchmarks are repeatable. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The n-th generated member (n = 0 is the root). */
export function sampleMember(n: number, position: 'left' | 'right' | null): GenealogyNode {
  const first = firstNames[n % firstNames.length] ?? 'Ada';
  const last = lastNames[(n * 7) % lastNames.length] ?? 'Obi';
  const status = statuses[(n * 3) % statuses.length] ?? 'active';
  return {
    id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    name: `${first} ${last}`,
    username: n === 0 ? 'adaeze' : `${first.toLowerCase()}${n}`,
    packageName: packages[n % packages.length] ?? null,
    status,
    paid: status === 'active',
    position,
  };
}

/**
 * A binary placement tree of exactly `count` members, filled breadth first with gaps (some
 * members have one child or none), the same for the same seed. Every node's children are known.
 */
export function generateGenealogy(
  count: number,
  seed = 42,
): { root: GenealogyNode; children: Map<string, GenealogyNode[]> } {
  const random = sequence(seed);
  const root = sampleMember(0, null);
  const children = new Map<string, GenealogyNode[]>();
  const queue: GenealogyNode[] = [root];
  let made = 1;
  for (let head = 0; head < queue.length; head += 1) {
    const parent = queue[head] as GenealogyNode;
    const kids: GenealogyNode[] = [];
    // Keep the tree growing: the last queued node always gets a child while members remain.
    const lastInQueue = head === queue.length - 1;
    for (const side of ['left', 'right'] as const) {
      if (made >= count) break;
      if (!lastInQueue && random() < 0.2) continue;
      const kid = sampleMember(made, side);
      made += 1;
      kids.push(kid);
      queue.push(kid);
    }
    children.set(parent.id, kids);
  }
  return { root, children };
}

/** A loadChildren for stories and tests: answers from the map after `delayMs` (or fails for `failIds`). */
export function loaderFor(
  children: ReadonlyMap<string, readonly GenealogyNode[]>,
  delayMs = 0,
  failIds: ReadonlySet<string> = new Set(),
): (id: string) => Promise<GenealogyNode[]> {
  return (id) =>
    new Promise((resolve, reject) => {
      const answer = () => {
        if (failIds.has(id)) reject(new Error('An error occurred'));
        else resolve([...(children.get(id) ?? [])]);
      };
      if (delayMs <= 0) queueMicrotask(answer);
      else setTimeout(answer, delayMs);
    });
}

const ranks = [null, 'Bronze', 'Silver Star', 'Gold Star', 'Director'];

/**
 * The same tree with what a richer answer could carry: rank, left and right leg PV and (for
 * the top member) a photo. Every node object is copied, so it suits a story of its own.
 */
export function withVolumes(tree: {
  root: GenealogyNode;
  children: ReadonlyMap<string, readonly GenealogyNode[]>;
}): {
  root: GenealogyNode;
  children: Map<string, GenealogyNode[]>;
} {
  const enrich = (node: GenealogyNode, n: number): GenealogyNode => ({
    ...node,
    rankName: ranks[n % ranks.length] ?? null,
    leftPv: ((n * 7919) % 50) * 100,
    rightPv: ((n * 104729) % 40) * 125,
  });
  let n = 0;
  const root: GenealogyNode = {
    ...enrich(tree.root, n),
    photoUrl:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="%232f8f55"/><circle cx="20" cy="16" r="7" fill="%23eef7f0"/><rect x="9" y="26" width="22" height="12" rx="6" fill="%23eef7f0"/></svg>',
  };
  const children = new Map<string, GenealogyNode[]>();
  tree.children.forEach((kids, id) => {
    children.set(
      id,
      kids.map((kid) => {
        n += 1;
        return enrich(kid, n);
      }),
    );
  });
  return { root, children };
}
