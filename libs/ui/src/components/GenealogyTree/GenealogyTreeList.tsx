import { useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { List, useListRef, type RowComponentProps } from 'react-window';
import { Badge } from '../Badge/Badge';
import { Spinner } from '../Spinner/Spinner';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledBadges,
  StyledIndent,
  StyledNodeBody,
  StyledNodeLine,
  StyledNodeName,
  StyledNodeNote,
  StyledNodeUsername,
  StyledRow,
  StyledSide,
  StyledToggle,
  StyledViewport,
} from './GenealogyTree.styles';
import { flattenVisible, type GenealogyNode, type VisibleTreeRow } from './GenealogyTreeModel';
import type { GenealogyLoadState, GenealogyTreeState, GenealogyTreeStore } from './GenealogyTreeStore';

export const LIST_ROW_HEIGHT = 52;

export const statusTone = { active: 'success', inactive: 'warning', expired: 'danger' } as const;
/** inactive: registered, inside the payment window (docs/trees-and-placement.md#downlines-and-genealogy). */
export const statusText = { active: 'Active', inactive: 'Awaiting payment', expired: 'Expired' } as const;
export const RETRY_NOTE = 'An error occurred. Press Enter to retry';

interface RowData {
  rows: VisibleTreeRow[];
  activeId: string | null;
  highlightId: string | null;
  loadStates: ReadonlyMap<string, GenealogyLoadState>;
  rowId: (nodeId: string) => string;
  onRowClick: (index: number) => void;
}

function GenealogyTreeListRow({
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
          {state === 'error' ? <StyledNodeNote>{RETRY_NOTE}</StyledNodeNote> : null}
        </StyledNodeLine>
      </StyledNodeBody>
    </StyledRow>
  );
}

export interface GenealogyTreeListProps {
  store: GenealogyTreeStore;
  state: GenealogyTreeState;
  root: GenealogyNode;
  label: string;
  height: number;
  idPrefix: string;
  onSelect?: (node: GenealogyNode) => void;
}

/**
 * The list layout: the visible part of the tree as indented rows (WAI-ARIA tree with
 * aria-activedescendant). Only the rows in view are rendered, so ten thousand open members stay
 * fast. Up/Down move through the rows, Right opens or enters, Left closes or goes to the parent.
 */
export function GenealogyTreeList({
  store,
  state,
  root,
  label,
  height,
  idPrefix,
  onSelect,
}: GenealogyTreeListProps) {
  const listRef = useListRef(null);
  const { children, expanded, loadStates, activeId, highlightId, reveal } = state;
  const scrollTarget = useRef<{ id: string; align: 'smart' | 'center' } | null>(null);

  const roots = useMemo(() => [root], [root]);
  const rows = useMemo(() => flattenVisible(roots, children, expanded), [roots, children, expanded]);
  // A scan on demand is cheaper than a 10,000-entry id → row map rebuilt on every expand.
  const rowIndexOf = useCallback((id: string) => rows.findIndex((row) => row.node.id === id), [rows]);
  const activeIndex = activeId !== null ? rowIndexOf(activeId) : -1;
  const current = activeIndex >= 0 ? activeIndex : 0;
  const rowId = useCallback((nodeId: string) => `${idPrefix}-row-${nodeId}`, [idPrefix]);

  // Scroll the row asked for (after a move or an expand) into view once it is a row.
  useLayoutEffect(() => {
    const target = scrollTarget.current;
    if (!target) return;
    const at = rowIndexOf(target.id);
    if (at < 0) return;
    scrollTarget.current = null;
    listRef.current?.scrollToRow({ index: at, align: target.align });
  }, [rowIndexOf, listRef]);

  const activate = useCallback(
    (at: number, align: 'smart' | 'center' = 'smart') => {
      const row = rows[at];
      if (!row) return;
      store.setActive(row.node.id);
      scrollTarget.current = { id: row.node.id, align };
      listRef.current?.scrollToRow({ index: at, align });
      onSelect?.(row.node);
    },
    [rows, listRef, onSelect, store],
  );

  const onRowClick = useCallback(
    (at: number) => {
      const row = rows[at];
      if (!row) return;
      activate(at);
      store.toggle(row.node.id);
      listRef.current?.element?.focus({ preventScroll: true });
    },
    [rows, activate, listRef, store],
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
        if (activeIndex < 0) activate(current);
        if (row.expandable && !row.expanded) store.setExpanded(row.node.id, true);
        else if (row.expanded && rows[current + 1]?.parentId === row.node.id) activate(current + 1);
        break;
      case 'ArrowLeft':
        if (row.expanded) {
          if (activeIndex < 0) activate(current);
          store.setExpanded(row.node.id, false);
        } else if (row.parentId !== null) {
          const parentAt = rowIndexOf(row.parentId);
          if (parentAt >= 0) activate(parentAt);
        }
        break;
      case 'Enter':
      case ' ':
        if (activeIndex < 0) activate(current);
        store.toggle(row.node.id);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const rowData: RowData = {
    rows,
    activeId: rows[current]?.node.id ?? null,
    highlightId,
    loadStates,
    rowId,
    onRowClick,
  };
  // After a search the list is remounted already scrolled to the member, so its row is in the
  // same commit (a scroll would show it only after the next scroll event, a frame later).
  const jumpIndex = reveal ? rowIndexOf(reveal.id) : -1;
  const viewportHeight = listRef.current?.element?.clientHeight || height;
  const jumpOffset =
    jumpIndex >= 0
      ? Math.max(0, jumpIndex * LIST_ROW_HEIGHT - (viewportHeight - LIST_ROW_HEIGHT) / 2)
      : undefined;

  return (
    <StyledViewport $height={height}>
      <List
        key={reveal?.serial ?? 0}
        defaultScrollOffset={jumpOffset}
        listRef={listRef}
        role="tree"
        aria-label={label}
        aria-activedescendant={rows[current] ? rowId(rows[current].node.id) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        rowComponent={GenealogyTreeListRow}
        rowCount={rows.length}
        rowHeight={LIST_ROW_HEIGHT}
        rowProps={rowData}
        defaultHeight={height}
        overscanCount={4}
        data-layout="list"
      />
    </StyledViewport>
  );
}
