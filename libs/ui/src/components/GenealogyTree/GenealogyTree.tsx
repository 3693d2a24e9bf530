import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { List, useListRef, type RowComponentProps } from 'react-window';
import { Alert } from '../Alert/Alert';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledBadges,
  StyledErrorBody,
  StyledGenealogy,
  StyledIndent,
  StyledLoadingRows,
  StyledNodeBody,
  StyledNodeLine,
  StyledNodeName,
  StyledNodeNote,
  StyledNodeUsername,
  StyledRow,
  StyledSearchForm,
  StyledSearchMessage,
  StyledSide,
  StyledSkeletonRow,
  StyledToggle,
  StyledToolbar,
  StyledToolbarActions,
  StyledViewport,
} from './GenealogyTree.styles';
import {
  findByUsername,
  flattenVisible,
  indexTree,
  isExpandable,
  pathTo,
  type GenealogyChildren,
  type GenealogyNode,
  type VisibleTreeRow,
} from './GenealogyTreeModel';

export interface GenealogyTreeProps {
  /** The member at the top (undefined while loading). */
  root: GenealogyNode | null | undefined;
  /** Children already known, e.g. from the API's nested answer (see fromApiGenealogy). */
  initialChildren?: GenealogyChildren;
  /** Loads a node's children (left first) when it is first expanded. */
  loadChildren?: (nodeId: string) => Promise<readonly GenealogyNode[]>;
  /**
   * Finds a username anywhere in the network (e.g. on the server) when it is not among the loaded
   * nodes: the ids from the root down to the member, or null when there is none.
   */
  findPath?: (username: string) => Promise<readonly string[] | null>;
  title?: ReactNode;
  loading?: boolean;
  /** An error loading the root: shown with Retry when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Expanded at first (default: the root). */
  defaultExpandedIds?: readonly string[];
  /** Height of the scrolling tree in px (rows are windowed: only those in view are rendered). */
  height?: number;
  /** Called when the active (selected) member changes. */
  onSelect?: (node: GenealogyNode) => void;
}

const ROW_HEIGHT = 52;
type LoadState = 'loading' | 'error';

const statusTone = { active: 'success', inactive: 'danger', expired: 'warning' } as const;
const statusText = { active: 'Active', inactive: 'Inactive', expired: 'Expired' } as const;

interface RowData {
  rows: VisibleTreeRow[];
  activeId: string | null;
  highlightId: string | null;
  loadStates: ReadonlyMap<string, LoadState>;
  rowId: (nodeId: string) => string;
  onRowClick: (index: number) => void;
}

function TreeRow({
  index,
  style,
  rows,
  activeId,
  highlightId,
  loadStates,
  rowId,
  onRowClick,
}: RowComponentProps<RowData>) {
  const row = rows[index];
  if (!row) return null;
  const { node } = row;
  const state = loadStates.get(node.id);
  return (
    <StyledRow
      id={rowId(node.id)}
      role="treeitem"
      style={style}
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.expandable ? row.expanded : undefined}
      aria-selected={node.id === activeId}
      aria-busy={state === 'loading' || undefined}
      data-highlight={node.id === highlightId ? 'true' : undefined}
      data-username={node.username}
      onClick={() => onRowClick(index)}
    >
      <StyledIndent $levels={row.level - 1} aria-hidden="true" />
      <StyledToggle aria-hidden="true" data-state={row.expanded ? 'open' : 'closed'}>
        {state === 'loading' ? (
          <Spinner size="sm" label={null} />
        ) : row.expandable ? (
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m9 6 6 6-6 6" />
          </svg>
        ) : (
          <svg width="8" height="8" viewBox="0 0 8 8">
            <circle cx="4" cy="4" r="3" fill="currentColor" />
          </svg>
        )}
      </StyledToggle>
      <StyledNodeBody>
        <StyledNodeLine>
          {node.position ? (
            <StyledSide title={node.position === 'left' ? 'Left' : 'Right'}>
              <span aria-hidden="true">{node.position === 'left' ? 'L' : 'R'}</span>
              <StyledVisuallyHidden>{node.position === 'left' ? 'Left' : 'Right'}</StyledVisuallyHidden>
            </StyledSide>
          ) : null}
          <StyledNodeUsername>{node.username}</StyledNodeUsername>
          <StyledBadges>
            {node.packageName ? <Badge tone="brand">{node.packageName}</Badge> : null}
            {node.status ? <Badge tone={statusTone[node.status]}>{statusText[node.status]}</Badge> : null}
            {node.paid !== undefined ? (
              <Badge tone={node.paid ? 'success' : 'warning'}>{node.paid ? 'Paid' : 'Unpaid'}</Badge>
            ) : null}
          </StyledBadges>
        </StyledNodeLine>
        <StyledNodeLine>
          <StyledNodeName>
            {node.name}
            {node.packageName ? ` · ${node.packageName}` : ''}
          </StyledNodeName>
          {state === 'error' ? (
            <StyledNodeNote>An error occurred. Press Enter to retry</StyledNodeNote>
          ) : null}
        </StyledNodeLine>
      </StyledNodeBody>
    </StyledRow>
  );
}

/**
 * "Network Structure": the binary placement tree as a keyboard-navigable tree (WAI-ARIA tree
 * with aria-activedescendant). Children load on first expand; only the rows in view are rendered,
 * so ten thousand loaded members stay fast. Searches loaded usernames (and `findPath` beyond).
 */
export function GenealogyTree({
  root,
  initialChildren,
  loadChildren,
  findPath,
  title = 'Network Structure',
  loading = false,
  error,
  onRetry,
  emptyText = 'There are no downlines',
  defaultExpandedIds,
  height = 480,
  onSelect,
}: GenealogyTreeProps) {
  const treeId = useId();
  const searchId = useId();
  const listRef = useListRef(null);
  const [children, setChildren] = useState<GenealogyChildren>(() => new Map(initialChildren ?? []));
  const [loadStates, setLoadStates] = useState<ReadonlyMap<string, LoadState>>(() => new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpandedIds ?? (root ? [root.id] : [])),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState('');
  const [searching, setSearching] = useState(false);
  const [jump, setJump] = useState<{ id: string; serial: number } | null>(null);
  const lastSearch = useRef<{ query: string; position: number }>({ query: '', position: -1 });
  const scrollTarget = useRef<{ id: string; align: 'smart' | 'center' } | null>(null);
  const childrenRef = useRef(children);
  childrenRef.current = children;
  const inFlight = useRef(new Map<string, Promise<readonly GenealogyNode[]>>());

  // A new root (another member) starts over.
  const rootId = root?.id ?? null;
  const previousRoot = useRef(rootId);
  useEffect(() => {
    if (previousRoot.current === rootId) return;
    previousRoot.current = rootId;
    setChildren(new Map(initialChildren ?? []));
    setLoadStates(new Map());
    setExpanded(new Set(defaultExpandedIds ?? (rootId ? [rootId] : [])));
    setActiveId(null);
    setHighlightId(null);
    setMessage('');
  }, [rootId, initialChildren, defaultExpandedIds]);

  const roots = useMemo(() => (root ? [root] : []), [root]);
  const rows = useMemo(() => flattenVisible(roots, children, expanded), [roots, children, expanded]);
  const index = useMemo(() => indexTree(roots, children), [roots, children]);
  // A scan on demand is cheaper than a 10,000-entry id → row map rebuilt on every expand.
  const rowIndexOf = useCallback((id: string) => rows.findIndex((row) => row.node.id === id), [rows]);

  const activeIndex = activeId !== null ? rowIndexOf(activeId) : -1;
  const current = activeIndex >= 0 ? activeIndex : 0;
  const rowId = useCallback((nodeId: string) => `${treeId}-node-${nodeId}`, [treeId]);

  // Scroll the row asked for (after a move, an expand or a search) into view once it is a row.
  useLayoutEffect(() => {
    const target = scrollTarget.current;
    if (!target) return;
    const at = rowIndexOf(target.id);
    if (at < 0) return;
    scrollTarget.current = null;
    listRef.current?.scrollToRow({ index: at, align: target.align });
  }, [rowIndexOf, listRef]);

  const load = useCallback(
    (nodeId: string): Promise<readonly GenealogyNode[]> => {
      const known = childrenRef.current.get(nodeId);
      if (known) return Promise.resolve(known);
      const pending = inFlight.current.get(nodeId);
      if (pending) return pending;
      if (!loadChildren) {
        setChildren((prev) => new Map(prev).set(nodeId, []));
        return Promise.resolve([]);
      }
      setLoadStates((prev) => new Map(prev).set(nodeId, 'loading'));
      const request = loadChildren(nodeId).then(
        (kids) => {
          inFlight.current.delete(nodeId);
          setChildren((prev) => new Map(prev).set(nodeId, kids));
          setLoadStates((prev) => {
            const next = new Map(prev);
            next.delete(nodeId);
            return next;
          });
          return kids;
        },
        (reason: unknown) => {
          inFlight.current.delete(nodeId);
          setLoadStates((prev) => new Map(prev).set(nodeId, 'error'));
          throw reason;
        },
      );
      inFlight.current.set(nodeId, request);
      return request;
    },
    [loadChildren],
  );

  // Expanded nodes whose children are not known yet (the root at first, or after a new root) load now.
  useEffect(() => {
    expanded.forEach((id) => {
      if (!children.has(id) && !loadStates.has(id) && index.nodes.has(id)) {
        load(id).catch(() => undefined);
      }
    });
  }, [expanded, children, loadStates, index, load]);

  const setExpandedFor = useCallback(
    (nodeId: string, open: boolean) => {
      setExpanded((prev) => {
        if (prev.has(nodeId) === open) return prev;
        const next = new Set(prev);
        if (open) next.add(nodeId);
        else next.delete(nodeId);
        return next;
      });
      if (open) load(nodeId).catch(() => undefined);
    },
    [load],
  );

  const activate = useCallback(
    (at: number, align: 'smart' | 'center' = 'smart') => {
      const row = rows[at];
      if (!row) return;
      setActiveId(row.node.id);
      scrollTarget.current = { id: row.node.id, align };
      listRef.current?.scrollToRow({ index: at, align });
      onSelect?.(row.node);
    },
    [rows, listRef, onSelect],
  );

  const toggle = useCallback(
    (row: VisibleTreeRow) => {
      if (loadStates.get(row.node.id) === 'error') {
        setExpandedFor(row.node.id, true);
        return;
      }
      if (row.expandable) setExpandedFor(row.node.id, !row.expanded);
    },
    [loadStates, setExpandedFor],
  );

  const onRowClick = useCallback(
    (at: number) => {
      const row = rows[at];
      if (!row) return;
      activate(at);
      toggle(row);
      listRef.current?.element?.focus({ preventScroll: true });
    },
    [rows, activate, toggle, listRef],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[current];
    if (!row) return;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        activate(Math.min(current + 1, rows.length - 1));
        break;
      case 'ArrowUp':
        activate(Math.max(current - 1, 0));
        break;
      case 'Home':
        activate(0);
        break;
      case 'End':
        activate(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.expandable && !row.expanded) setExpandedFor(row.node.id, true);
        else if (row.expanded && rows[current + 1]?.parentId === row.node.id) activate(current + 1);
        if (activeIndex < 0) activate(current);
        break;
      case 'ArrowLeft':
        if (row.expanded) {
          setExpandedFor(row.node.id, false);
          if (activeIndex < 0) activate(current);
        } else if (row.parentId !== null) {
          const parentAt = rowIndexOf(row.parentId);
          if (parentAt >= 0) activate(parentAt);
        }
        break;
      case 'Enter':
      case ' ':
        if (activeIndex < 0) activate(current);
        toggle(row);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const reveal = useCallback((path: readonly string[]) => {
    const targetId = path[path.length - 1];
    if (!targetId) return;
    setExpanded((prev) => {
      const next = new Set(prev);
      path.slice(0, -1).forEach((id) => next.add(id));
      return next;
    });
    setActiveId(targetId);
    setHighlightId(targetId);
    // The list is remounted already scrolled to the member, so its row is in the same commit
    // (a scroll would show it only after the next scroll event, a frame later).
    setJump((prev) => ({ id: targetId, serial: (prev?.serial ?? 0) + 1 }));
    scrollTarget.current = { id: targetId, align: 'center' };
  }, []);

  const search = async (text: string) => {
    const needle = text.trim().replace(/^@/, '');
    if (!needle) {
      setMessage('Enter a username to search');
      return;
    }
    const matches = findByUsername(index, needle);
    if (matches.length > 0) {
      const repeat = lastSearch.current.query === needle.toLowerCase();
      const position = repeat ? (lastSearch.current.position + 1) % matches.length : 0;
      lastSearch.current = { query: needle.toLowerCase(), position };
      const match = matches[position] as GenealogyNode;
      const path = pathTo(index, match.id);
      if (path) reveal(path);
      setMessage(
        matches.length > 1
          ? `Found ${match.username} (${position + 1} of ${matches.length})`
          : `Found ${match.username}`,
      );
      onSelect?.(match);
      return;
    }
    lastSearch.current = { query: '', position: -1 };
    if (findPath) {
      setSearching(true);
      setMessage('Searching…');
      try {
        const path = await findPath(needle);
        if (path && path.length > 0) {
          for (const id of path.slice(0, -1)) {
            await load(id);
          }
          reveal(path);
          setMessage(`Found ${needle}`);
          return;
        }
      } catch {
        setMessage('An error occurred');
        return;
      } finally {
        setSearching(false);
      }
    }
    setHighlightId(null);
    setMessage(`No member with the username ${needle} in this network`);
  };

  const expandAllLoaded = () => {
    const next = new Set<string>();
    children.forEach((kids, id) => {
      if (kids.length > 0 && index.nodes.has(id)) next.add(id);
    });
    setExpanded(next);
  };
  const collapseAll = () => {
    setExpanded(new Set(root ? [root.id] : []));
    if (root) {
      setActiveId(root.id);
      scrollTarget.current = { id: root.id, align: 'smart' };
    }
  };

  const hasError = error !== undefined && error !== null && error !== false;
  let body: ReactNode;
  if (loading) {
    body = (
      <StyledLoadingRows aria-busy="true" data-testid="genealogy-loading">
        <StyledVisuallyHidden role="status">Loading</StyledVisuallyHidden>
        {[0, 1, 2, 1, 2, 3].map((indent, i) => (
          <StyledSkeletonRow key={i} $indent={indent} aria-hidden="true" />
        ))}
      </StyledLoadingRows>
    );
  } else if (hasError) {
    body = (
      <Alert tone="danger">
        <StyledErrorBody>
          <span>{error === true ? 'An error occurred' : error}</span>
          {onRetry ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </StyledErrorBody>
      </Alert>
    );
  } else if (!root) {
    body = <EmptyState text={emptyText} />;
  } else {
    const rowData: RowData = {
      rows,
      activeId: rows[current]?.node.id ?? null,
      highlightId,
      loadStates,
      rowId,
      onRowClick,
    };
    const isLeaf = !isExpandable(root, children);
    const jumpIndex = jump ? rowIndexOf(jump.id) : -1;
    const viewportHeight = listRef.current?.element?.clientHeight || height;
    const jumpOffset =
      jumpIndex >= 0 ? Math.max(0, jumpIndex * ROW_HEIGHT - (viewportHeight - ROW_HEIGHT) / 2) : undefined;
    body = (
      <>
        <StyledToolbar>
          <StyledSearchForm
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              void search(query);
            }}
          >
            <TextField
              id={searchId}
              type="search"
              label="Search by username"
              value={query}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={searching}>
              Search
            </Button>
          </StyledSearchForm>
          <StyledToolbarActions>
            <Button size="sm" variant="ghost" onClick={expandAllLoaded} disabled={isLeaf}>
              Expand all
            </Button>
            <Button size="sm" variant="ghost" onClick={collapseAll} disabled={isLeaf}>
              Collapse all
            </Button>
          </StyledToolbarActions>
        </StyledToolbar>
        <StyledSearchMessage role="status" data-testid="genealogy-search-message">
          {message}
        </StyledSearchMessage>
        <StyledViewport $height={height}>
          <List
            key={jump?.serial ?? 0}
            defaultScrollOffset={jumpOffset}
            listRef={listRef}
            role="tree"
            aria-label={typeof title === 'string' ? title : 'Network Structure'}
            aria-activedescendant={rows[current] ? rowId(rows[current].node.id) : undefined}
            tabIndex={0}
            onKeyDown={onKeyDown}
            rowComponent={TreeRow}
            rowCount={rows.length}
            rowHeight={ROW_HEIGHT}
            rowProps={rowData}
            defaultHeight={height}
            overscanCount={4}
          />
        </StyledViewport>
        {isLeaf ? <EmptyState text={emptyText} /> : null}
      </>
    );
  }

  return (
    <Card title={title}>
      <StyledGenealogy>{body}</StyledGenealogy>
    </Card>
  );
}
