/** Indentation stops growing after this many levels so deep trees still fit a phone. */
export const MAX_INDENT_LEVELS = 12;

/** A member in the placement tree as the GenealogyTree shows it. */
export interface GenealogyNode {
  /** The member's uuid. */
  id: string;
  /** First and last name. */
  name: string;
  username: string;
  packageName?: string | null;
  status?: 'active' | 'inactive' | 'expired';
  /** Whether the registration package is paid, when known. */
  paid?: boolean;
  /** Side under the placement parent; null or absent for the root. */
  position?: 'left' | 'right' | null;
  /** false: a known leaf. true or absent: may have children (loaded on expand). */
  hasChildren?: boolean;
  /** A loadable URL of the member's photo; without one the chart shows the initials. */
  photoUrl?: string | null;
  rankName?: string | null;
  /** Point values of the left and right legs, when the data has them (the chart shows them). */
  leftPv?: number | null;
  rightPv?: number | null;
  /** Members in this member's placement downline, when known. */
  membersBelow?: number | null;
  /** When the member joined (ISO date-time), when known. */
  joinedAt?: string | null;
  /** Children holding a slot (0–2), when known, whether or not they are loaded. */
  childrenCount?: number | null;
}

/** How the tree is drawn: an organisation chart (top-down boxes) or an indented list. */
export type GenealogyLayout = 'chart' | 'list';

/** Children per node id, for the nodes whose children are known (left first). */
export type GenealogyChildren = ReadonlyMap<string, readonly GenealogyNode[]>;

/** One row of the visible (expanded) part of the tree, in display order. */
export interface VisibleTreeRow {
  node: GenealogyNode;
  /** 1 for the root. */
  level: number;
  parentId: string | null;
  /** 1-based position among its siblings, and the number of siblings. */
  posInSet: number;
  setSize: number;
  expandable: boolean;
  expanded: boolean;
}

/** Whether a node can be expanded: not a known leaf, and not loaded with no children. */
export function isExpandable(node: GenealogyNode, children: GenealogyChildren): boolean {
  if (node.hasChildren === false) return false;
  const known = children.get(node.id);
  return known === undefined || known.length > 0;
}

/**
 * The rows to show: the roots and, under every expanded node, its loaded children, depth first
 * (left before right). Iterative, so a degenerate 10,000-deep chain cannot overflow the stack;
 * the cost is proportional to the rows returned, not to the loaded nodes.
 */
export function flattenVisible(
  roots: readonly GenealogyNode[],
  children: GenealogyChildren,
  expanded: ReadonlySet<string>,
): VisibleTreeRow[] {
  const rows: VisibleTreeRow[] = [];
  type Frame = {
    node: GenealogyNode;
    level: number;
    parentId: string | null;
    posInSet: number;
    setSize: number;
  };
  const stack: Frame[] = [];
  for (let i = roots.length - 1; i >= 0; i -= 1) {
    const node = roots[i];
    if (node) stack.push({ node, level: 1, parentId: null, posInSet: i + 1, setSize: roots.length });
  }
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const expandable = isExpandable(frame.node, children);
    const open = expandable && expanded.has(frame.node.id);
    rows.push({
      node: frame.node,
      level: frame.level,
      parentId: frame.parentId,
      posInSet: frame.posInSet,
      setSize: frame.setSize,
      expandable,
      expanded: open,
    });
    if (!open) continue;
    const kids = children.get(frame.node.id) ?? [];
    for (let i = kids.length - 1; i >= 0; i -= 1) {
      const kid = kids[i];
      if (kid) {
        stack.push({
          node: kid,
          level: frame.level + 1,
          parentId: frame.node.id,
          posInSet: i + 1,
          setSize: kids.length,
        });
      }
    }
  }
  return rows;
}

/** Every loaded node by id with its parent id (the root's parent is null). */
export interface GenealogyIndex {
  nodes: Map<string, GenealogyNode>;
  parents: Map<string, string | null>;
}

export function indexTree(roots: readonly GenealogyNode[], children: GenealogyChildren): GenealogyIndex {
  const nodes = new Map<string, GenealogyNode>();
  const parents = new Map<string, string | null>();
  const queue: GenealogyNode[] = [];
  roots.forEach((root) => {
    nodes.set(root.id, root);
    parents.set(root.id, null);
    queue.push(root);
  });
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head] as GenealogyNode;
    const kids = children.get(node.id);
    if (!kids) continue;
    kids.forEach((kid) => {
      if (nodes.has(kid.id)) return;
      nodes.set(kid.id, kid);
      parents.set(kid.id, node.id);
      queue.push(kid);
    });
  }
  return { nodes, parents };
}

/** Ids from the root down to `id` (inclusive), or null when `id` is not loaded. */
export function pathTo(index: GenealogyIndex, id: string): string[] | null {
  if (!index.nodes.has(id)) return null;
  const path: string[] = [];
  let current: string | null | undefined = id;
  while (current) {
    path.push(current);
    current = index.parents.get(current);
  }
  return path.reverse();
}

/**
 * Loaded nodes whose username matches the query (case-insensitive): exact matches first, then
 * those starting with it, then those containing it; nearer generations first within each group.
 */
export function findByUsername(index: GenealogyIndex, query: string): GenealogyNode[] {
  const needle = query.trim().replace(/^@/, '').toLowerCase();
  if (!needle) return [];
  const exact: GenealogyNode[] = [];
  const prefix: GenealogyNode[] = [];
  const contains: GenealogyNode[] = [];
  index.nodes.forEach((node) => {
    const username = node.username.toLowerCase();
    if (username === needle) exact.push(node);
    else if (username.startsWith(needle)) prefix.push(node);
    else if (username.includes(needle)) contains.push(node);
  });
  return [...exact, ...prefix, ...contains];
}

/** The API's nested GenealogyNode (field names as the contract spells them). */
export interface ApiGenealogyNode {
  id: string;
  name: string;
  title?: string;
  username?: string;
  package_name?: string | null;
  photo_path?: string | null;
  status?: 'active' | 'inactive' | 'expired';
  position?: 'left' | 'right' | null;
  rank_name?: string | null;
  joined_at?: string;
  left_volume?: number;
  right_volume?: number;
  members_below?: number;
  /** Children holding a slot, whether or not `children` lists them. */
  children_count?: number;
  children: readonly ApiGenealogyNode[];
}

/**
 * Turns the API's nested answer into a root plus a children map. A node's `children_count`, when
 * sent, says whether its children are all listed (known) or still to load; without it, with
 * `depth` (the generations asked for), an empty `children` above the limit marks a known leaf,
 * and at the limit it stays unknown so the tree offers to load more.
 */
export function fromApiGenealogy(
  apiRoot: ApiGenealogyNode,
  depth?: number,
  options: { resolvePhotoUrl?: (photoPath: string) => string } = {},
): { root: GenealogyNode; children: Map<string, GenealogyNode[]> } {
  const { resolvePhotoUrl } = options;
  const children = new Map<string, GenealogyNode[]>();
  const convert = (api: ApiGenealogyNode, level: number): GenealogyNode => {
    const knownLeaf =
      api.children_count !== undefined
        ? api.children_count === 0
        : api.children.length === 0 && depth !== undefined && level < depth;
    const node: GenealogyNode = {
      id: api.id,
      name: api.name,
      username: api.username ?? api.title?.split(/\s+/)[0] ?? api.name,
      packageName: api.package_name ?? null,
      ...(api.status ? { status: api.status, paid: api.status === 'active' } : {}),
      position: api.position ?? null,
      ...(api.photo_path
        ? { photoUrl: resolvePhotoUrl ? resolvePhotoUrl(api.photo_path) : api.photo_path }
        : {}),
      ...(knownLeaf ? { hasChildren: false } : {}),
      ...(api.rank_name !== undefined ? { rankName: api.rank_name } : {}),
      ...(api.left_volume !== undefined ? { leftPv: api.left_volume } : {}),
      ...(api.right_volume !== undefined ? { rightPv: api.right_volume } : {}),
      ...(api.members_below !== undefined ? { membersBelow: api.members_below } : {}),
      ...(api.joined_at !== undefined ? { joinedAt: api.joined_at } : {}),
      ...(api.children_count !== undefined ? { childrenCount: api.children_count } : {}),
    };
    return node;
  };
  const root = convert(apiRoot, 0);
  const queue: [ApiGenealogyNode, number][] = [[apiRoot, 0]];
  for (let head = 0; head < queue.length; head += 1) {
    const [api, level] = queue[head] as [ApiGenealogyNode, number];
    const complete =
      api.children_count !== undefined
        ? api.children.length >= api.children_count
        : api.children.length > 0 || (depth !== undefined && level < depth);
    if (complete) {
      children.set(
        api.id,
        api.children.map((child) => convert(child, level + 1)),
      );
    }
    api.children.forEach((child) => queue.push([child, level + 1]));
  }
  return { root, children };
}
