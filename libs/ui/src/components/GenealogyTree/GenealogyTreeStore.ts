import {
  isExpandable,
  type GenealogyChildren,
  type GenealogyIndex,
  type GenealogyNode,
} from './GenealogyTreeModel';

export type GenealogyLoadState = 'loading' | 'error';

/** The whole tree's state; replaced (never mutated) on every change. */
export interface GenealogyTreeState {
  root: GenealogyNode | null;
  children: GenealogyChildren;
  expanded: ReadonlySet<string>;
  loadStates: ReadonlyMap<string, GenealogyLoadState>;
  /** The member keyboard focus is on (the tree's one tab stop). */
  activeId: string | null;
  /** The member the last search found. */
  highlightId: string | null;
  /** Set by a search: the views bring this member into view when the serial changes. */
  reveal: { id: string; serial: number } | null;
}

/** What one chart box needs; the same object until one of its own fields changes. */
export interface GenealogyNodeState {
  expanded: boolean;
  expandable: boolean;
  kids: readonly GenealogyNode[] | undefined;
  loadState: GenealogyLoadState | undefined;
  active: boolean;
  highlighted: boolean;
}

type Loader = (nodeId: string) => Promise<readonly GenealogyNode[]>;

const noKids: readonly GenealogyNode[] = [];

/**
 * The GenealogyTree's state outside React, so each chart box can subscribe to its own member:
 * expanding one member notifies that member's box only (its new children mount under it),
 * and the rest of a 10,000-member tree is not rendered again. The list layout and the toolbar
 * subscribe to the whole state. The index (id → member, id → parent) grows as children load,
 * so a search never walks the DOM or rebuilds it.
 */
export class GenealogyTreeStore {
  private state: GenealogyTreeState;
  private readonly listeners = new Set<() => void>();
  private readonly nodeListeners = new Map<string, Set<() => void>>();
  private readonly nodeStates = new Map<string, GenealogyNodeState>();
  private readonly inFlight = new Map<string, Promise<readonly GenealogyNode[]>>();
  /** Bumped by reset, so answers for an earlier root are dropped. */
  private generation = 0;
  index: GenealogyIndex = { nodes: new Map(), parents: new Map() };
  loader: Loader | undefined;

  constructor(
    root: GenealogyNode | null | undefined,
    initialChildren?: GenealogyChildren,
    expandedIds?: readonly string[],
  ) {
    this.state = this.initial(root ?? null, initialChildren, expandedIds);
  }

  private initial(
    root: GenealogyNode | null,
    initialChildren: GenealogyChildren | undefined,
    expandedIds: readonly string[] | undefined,
  ): GenealogyTreeState {
    const children = new Map(initialChildren ?? []);
    this.index = { nodes: new Map(), parents: new Map() };
    if (root) {
      this.index.nodes.set(root.id, root);
      this.index.parents.set(root.id, null);
      // Breadth first over the known children, so nearer generations come first in searches.
      const queue: string[] = [root.id];
      for (let head = 0; head < queue.length; head += 1) {
        const id = queue[head] as string;
        const kids = children.get(id);
        if (kids) this.addToIndex(id, kids, queue);
      }
    }
    return {
      root,
      children,
      expanded: new Set(expandedIds ?? (root ? [root.id] : [])),
      loadStates: new Map(),
      activeId: root?.id ?? null,
      highlightId: null,
      reveal: null,
    };
  }

  private addToIndex(parentId: string, kids: readonly GenealogyNode[], queue?: string[]) {
    kids.forEach((kid) => {
      if (this.index.nodes.has(kid.id)) return;
      this.index.nodes.set(kid.id, kid);
      this.index.parents.set(kid.id, parentId);
      queue?.push(kid.id);
    });
  }

  /** Starts over with another member at the top. */
  reset(
    root: GenealogyNode | null | undefined,
    initialChildren?: GenealogyChildren,
    expandedIds?: readonly string[],
  ) {
    this.generation += 1;
    this.inFlight.clear();
    this.state = this.initial(root ?? null, initialChildren, expandedIds);
    this.nodeStates.clear();
    this.listeners.forEach((listener) => listener());
    this.nodeListeners.forEach((set) => set.forEach((listener) => listener()));
  }

  // ── subscriptions (useSyncExternalStore) ──────────────────────────────────────────────

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = () => this.state;

  subscribeNode(id: string, listener: () => void) {
    let set = this.nodeListeners.get(id);
    if (!set) {
      set = new Set();
      this.nodeListeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.nodeListeners.delete(id);
    };
  }

  getNodeState(id: string): GenealogyNodeState {
    const cached = this.nodeStates.get(id);
    if (cached) return cached;
    const { children, expanded, loadStates, activeId, highlightId } = this.state;
    const node = this.index.nodes.get(id);
    const expandable = node ? isExpandable(node, children) : false;
    const next: GenealogyNodeState = {
      expanded: expandable && expanded.has(id),
      expandable,
      kids: children.get(id) ?? (node?.hasChildren === false ? noKids : undefined),
      loadState: loadStates.get(id),
      active: activeId === id,
      highlighted: highlightId === id,
    };
    this.nodeStates.set(id, next);
    return next;
  }

  private commit(next: Partial<GenealogyTreeState>, changed: Iterable<string | null | undefined>) {
    this.state = { ...this.state, ...next };
    const notify = new Set<string>();
    for (const id of changed) {
      if (!id) continue;
      this.nodeStates.delete(id);
      notify.add(id);
    }
    notify.forEach((id) => this.nodeListeners.get(id)?.forEach((listener) => listener()));
    this.listeners.forEach((listener) => listener());
  }

  // ── changes ───────────────────────────────────────────────────────────────────────────

  /** Whether `id` is `ancestorId` or below it. */
  isWithin(id: string, ancestorId: string): boolean {
    let current: string | null | undefined = id;
    while (current) {
      if (current === ancestorId) return true;
      current = this.index.parents.get(current);
    }
    return false;
  }

  setActive(id: string) {
    if (this.state.activeId === id || !this.index.nodes.has(id)) return;
    this.commit({ activeId: id }, [this.state.activeId, id]);
  }

  setExpanded(id: string, open: boolean) {
    const { expanded, activeId, highlightId } = this.state;
    if (!open && !expanded.has(id)) return;
    if (expanded.has(id) !== open) {
      const next = new Set(expanded);
      if (open) next.add(id);
      else next.delete(id);
      const changes: Partial<GenealogyTreeState> = { expanded: next };
      const changed: (string | null)[] = [id];
      // A member hidden by the collapse hands the tab stop (and the highlight) to the collapsed one.
      if (!open && activeId && activeId !== id && this.isWithin(activeId, id)) {
        changes.activeId = id;
        changed.push(activeId);
      }
      if (!open && highlightId && highlightId !== id && this.isWithin(highlightId, id)) {
        changes.highlightId = null;
        changed.push(highlightId);
      }
      this.commit(changes, changed);
    }
    if (open) this.load(id).catch(() => undefined);
  }

  /** Opens the member (retrying a failed load) or closes it. */
  toggle(id: string) {
    const { expanded, loadStates, children } = this.state;
    const node = this.index.nodes.get(id);
    if (!node) return;
    if (loadStates.get(id) === 'error') {
      // Opening loads again (setExpanded asks for the children whenever it opens).
      this.setExpanded(id, true);
      return;
    }
    if (isExpandable(node, children)) this.setExpanded(id, !expanded.has(id));
  }

  /** Only the top member open; the tab stop moves to it when it was below. */
  collapseAll() {
    const { root, expanded, activeId, highlightId } = this.state;
    if (!root) return;
    this.commit(
      {
        expanded: new Set([root.id]),
        activeId: root.id,
        highlightId: null,
      },
      [...expanded, activeId, highlightId, root.id],
    );
  }

  /** Only the members above the active one stay open (and the top one). */
  collapseToActive() {
    const { root, expanded, activeId } = this.state;
    if (!root) return;
    const next = new Set([root.id]);
    let current = activeId ? this.index.parents.get(activeId) : null;
    while (current) {
      next.add(current);
      current = this.index.parents.get(current);
    }
    this.commit({ expanded: next }, [...expanded, ...next]);
  }

  /** Every loaded member with children open (the list layout, where rows are windowed). */
  expandAllLoaded() {
    const next = new Set<string>();
    this.state.children.forEach((kids, id) => {
      if (kids.length > 0 && this.index.nodes.has(id)) next.add(id);
    });
    const changed = new Set<string>([...this.state.expanded, ...next]);
    this.commit({ expanded: next }, changed);
  }

  /** Opens every member on `path` above the last, which becomes active and highlighted. */
  reveal(path: readonly string[]) {
    const targetId = path[path.length - 1];
    if (!targetId) return;
    const { expanded, activeId, highlightId, reveal } = this.state;
    const next = new Set(expanded);
    const opened: string[] = [];
    path.slice(0, -1).forEach((id) => {
      if (!next.has(id)) {
        next.add(id);
        opened.push(id);
      }
    });
    this.commit(
      {
        expanded: next,
        activeId: targetId,
        highlightId: targetId,
        reveal: { id: targetId, serial: (reveal?.serial ?? 0) + 1 },
      },
      [...opened, activeId, highlightId, targetId],
    );
  }

  clearHighlight() {
    const { highlightId } = this.state;
    if (highlightId) this.commit({ highlightId: null }, [highlightId]);
  }

  /** The member's children: known ones at once, otherwise through the loader (once at a time). */
  load(nodeId: string): Promise<readonly GenealogyNode[]> {
    const known = this.state.children.get(nodeId);
    if (known) return Promise.resolve(known);
    const pending = this.inFlight.get(nodeId);
    if (pending) return pending;
    const generation = this.generation;
    if (!this.loader) {
      this.commit({ children: new Map(this.state.children).set(nodeId, []) }, [nodeId]);
      return Promise.resolve([]);
    }
    this.commit({ loadStates: new Map(this.state.loadStates).set(nodeId, 'loading') }, [nodeId]);
    const request = this.loader(nodeId).then(
      (kids) => {
        if (generation !== this.generation) return kids;
        this.inFlight.delete(nodeId);
        this.addToIndex(nodeId, kids);
        const loadStates = new Map(this.state.loadStates);
        loadStates.delete(nodeId);
        this.commit({ children: new Map(this.state.children).set(nodeId, kids), loadStates }, [nodeId]);
        return kids;
      },
      (reason: unknown) => {
        if (generation === this.generation) {
          this.inFlight.delete(nodeId);
          this.commit({ loadStates: new Map(this.state.loadStates).set(nodeId, 'error') }, [nodeId]);
        }
        throw reason;
      },
    );
    this.inFlight.set(nodeId, request);
    return request;
  }

  /** Loads the expanded members whose children are not known yet (the top one at first). */
  loadExpanded() {
    const { expanded, children, loadStates } = this.state;
    expanded.forEach((id) => {
      if (!children.has(id) && !loadStates.has(id) && this.index.nodes.has(id)) {
        this.load(id).catch(() => undefined);
      }
    });
  }
}
