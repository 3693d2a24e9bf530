import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { TextField } from '../TextField/TextField';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledChartSkeleton,
  StyledErrorBody,
  StyledGenealogy,
  StyledLayoutToggle,
  StyledLoadingRows,
  StyledSearchForm,
  StyledSearchMessage,
  StyledSkeletonBox,
  StyledSkeletonRow,
  StyledToolbar,
  StyledToolbarActions,
} from './GenealogyTree.styles';
import { GenealogyTreeChart } from './GenealogyTreeChart';
import { GenealogyTreeList } from './GenealogyTreeList';
import {
  findByUsername,
  isExpandable,
  pathTo,
  type GenealogyChildren,
  type GenealogyLayout,
  type GenealogyNode,
} from './GenealogyTreeModel';
import { GenealogyTreeStore } from './GenealogyTreeStore';

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
  /** Height of the scrolling tree in px (the chart scrolls both ways; list rows are windowed). */
  height?: number;
  /** The layout shown first: an organisation chart (default) or an indented list. */
  defaultLayout?: GenealogyLayout;
  /** The layout, when the page keeps it (with onLayoutChange). */
  layout?: GenealogyLayout;
  onLayoutChange?: (layout: GenealogyLayout) => void;
  /** Called when the active (selected) member changes. */
  onSelect?: (node: GenealogyNode) => void;
}

/** Beyond this many open members the chart (every open box in the DOM) keeps only the path open. */
export const CHART_MAX_OPEN = 256;

const layoutLabel: Record<GenealogyLayout, string> = { chart: 'Chart', list: 'List' };

/**
 * "Network Structure": the placement tree as an organisation chart (default) or an indented
 * list, both keyboard-navigable WAI-ARIA trees sharing one state. Children load on first expand;
 * the chart renders open branches only (each box re-renders only when its own member changes),
 * the list renders only the rows in view. Searches the loaded usernames through an index (and
 * `findPath` beyond), opening the path and bringing the member into view.
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
  defaultLayout = 'chart',
  layout: layoutProp,
  onLayoutChange,
  onSelect,
}: GenealogyTreeProps) {
  const idPrefix = useId();
  const searchId = useId();
  const [store] = useState(() => new GenealogyTreeStore(root, initialChildren, defaultExpandedIds));
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [layoutState, setLayoutState] = useState<GenealogyLayout>(defaultLayout);
  const layout = layoutProp ?? layoutState;
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState('');
  const [searching, setSearching] = useState(false);
  const lastSearch = useRef<{ query: string; position: number }>({ query: '', position: -1 });

  useLayoutEffect(() => {
    store.loader = loadChildren;
  }, [store, loadChildren]);

  // A new root (another member) starts over, before the browser paints the old one.
  const rootId = root?.id ?? null;
  useLayoutEffect(() => {
    if ((store.getState().root?.id ?? null) === rootId) return;
    store.reset(root, initialChildren, defaultExpandedIds);
    lastSearch.current = { query: '', position: -1 };
    setMessage('');
    // Only a new member resets; new objects for the same member keep what is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rootId, store]);

  // Expanded members whose children are not known yet (the root at first) load now.
  useEffect(() => {
    store.loadExpanded();
  }, [store, state.expanded, state.root]);

  const chooseLayout = (next: GenealogyLayout) => {
    if (next === layout) return;
    // The chart has every open box in the DOM: a list opened wholesale keeps only the path.
    if (next === 'chart' && store.getState().expanded.size > CHART_MAX_OPEN) store.collapseToActive();
    setLayoutState(next);
    onLayoutChange?.(next);
  };

  const search = async (text: string) => {
    const needle = text.trim().replace(/^@/, '');
    if (!needle) {
      setMessage('Enter a username to search');
      return;
    }
    const matches = findByUsername(store.index, needle);
    if (matches.length > 0) {
      const repeat = lastSearch.current.query === needle.toLowerCase();
      const position = repeat ? (lastSearch.current.position + 1) % matches.length : 0;
      lastSearch.current = { query: needle.toLowerCase(), position };
      const match = matches[position] as GenealogyNode;
      const path = pathTo(store.index, match.id);
      if (path) store.reveal(path);
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
            await store.load(id);
          }
          store.reveal(path);
          setMessage(`Found ${needle}`);
          const found = store.index.nodes.get(path[path.length - 1] as string);
          if (found) onSelect?.(found);
          return;
        }
      } catch {
        setMessage('An error occurred');
        return;
      } finally {
        setSearching(false);
      }
    }
    store.clearHighlight();
    setMessage(`No member with the username ${needle} in this network`);
  };

  const label = typeof title === 'string' ? title : 'Network Structure';
  const hasError = error !== undefined && error !== null && error !== false;
  let body: ReactNode;
  if (loading) {
    body =
      layout === 'chart' ? (
        <StyledChartSkeleton aria-busy="true" data-testid="genealogy-loading">
          <StyledVisuallyHidden role="status">Loading</StyledVisuallyHidden>
          {[0, 1, 2].map((i) => (
            <StyledSkeletonBox key={i} aria-hidden="true" />
          ))}
        </StyledChartSkeleton>
      ) : (
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
  } else if (!state.root) {
    body = null;
  } else {
    const isLeaf = !isExpandable(state.root, state.children);
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
            <StyledLayoutToggle role="group" aria-label="Layout">
              {(['chart', 'list'] as const).map((option) => (
                <Button
                  key={option}
                  size="sm"
                  variant="ghost"
                  aria-pressed={layout === option}
                  onClick={() => chooseLayout(option)}
                >
                  {layoutLabel[option]}
                </Button>
              ))}
            </StyledLayoutToggle>
            {layout === 'list' ? (
              <Button size="sm" variant="ghost" onClick={() => store.expandAllLoaded()} disabled={isLeaf}>
                Expand all
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => store.collapseAll()} disabled={isLeaf}>
              Collapse all
            </Button>
          </StyledToolbarActions>
        </StyledToolbar>
        <StyledSearchMessage role="status" data-testid="genealogy-search-message">
          {message}
        </StyledSearchMessage>
        {layout === 'chart' ? (
          <GenealogyTreeChart
            store={store}
            root={state.root}
            label={label}
            height={height}
            idPrefix={idPrefix}
            onSelect={onSelect}
          />
        ) : (
          <GenealogyTreeList
            store={store}
            state={state}
            root={state.root}
            label={label}
            height={height}
            idPrefix={idPrefix}
            onSelect={onSelect}
          />
        )}
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
