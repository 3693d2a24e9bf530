import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { Avatar } from '../Avatar/Avatar';
import { formatPv } from '../PvValue/PvValue';
import { Spinner } from '../Spinner/Spinner';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledChartAvatar,
  StyledChartBox,
  StyledChartContent,
  StyledChartGroup,
  StyledChartItem,
  StyledChartMeta,
  StyledChartName,
  StyledChartNote,
  StyledChartPv,
  StyledChartSide,
  StyledChartStatus,
  StyledChartText,
  StyledChartToggle,
  StyledChartTree,
  StyledChartUsername,
  StyledChartViewport,
} from './GenealogyTree.styles';
import { RETRY_NOTE, statusText, statusTone } from './GenealogyTreeList';
import { isExpandable, type GenealogyNode } from './GenealogyTreeModel';
import type { GenealogyTreeStore } from './GenealogyTreeStore';

/** What every box shares; one object for the chart's lifetime, so boxes stay memoised. */
interface ChartContext {
  store: GenealogyTreeStore;
  idPrefix: string;
  /** Called after a box's branch opened, closed or got its children. */
  onBranchChange: (id: string) => void;
}

const nodeDomId = (idPrefix: string, id: string) => `${idPrefix}-node-${id}`;

const sideText = { left: 'Left', right: 'Right' } as const;

function pvText(node: GenealogyNode): string | null {
  const hasLeft = typeof node.leftPv === 'number' && Number.isFinite(node.leftPv);
  const hasRight = typeof node.rightPv === 'number' && Number.isFinite(node.rightPv);
  if (!hasLeft && !hasRight) return null;
  const left = hasLeft ? formatPv(node.leftPv as number) : '—';
  const right = hasRight ? formatPv(node.rightPv as number) : '—';
  return `L ${left} · R ${right}`;
}

interface ChartNodeProps {
  node: GenealogyNode;
  level: number;
  posInSet: number;
  setSize: number;
  context: ChartContext;
}

/**
 * One member's box and, when open, its children. Memoised, and subscribed to its own member
 * only: opening a member renders that box and mounts its children, nothing else.
 */
const GenealogyTreeChartNode = memo(function GenealogyTreeChartNode({
  node,
  level,
  posInSet,
  setSize,
  context,
}: ChartNodeProps) {
  const { store, idPrefix, onBranchChange } = context;
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeNode(node.id, listener),
    [store, node.id],
  );
  const getSnapshot = useCallback(() => store.getNodeState(node.id), [store, node.id]);
  const state = useSyncExternalStore(subscribe, getSnapshot);
  const kids = state.expanded ? state.kids : undefined;

  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onBranchChange(node.id);
  }, [state.expanded, kids, node.id, onBranchChange]);

  const domId = nodeDomId(idPrefix, node.id);
  const pv = pvText(node);
  const meta = [node.packageName, node.rankName].filter(Boolean).join(' · ');
  return (
    <StyledChartItem role="none" data-root={level === 1 ? '' : undefined}>
      <StyledChartBox
        id={domId}
        role="treeitem"
        aria-level={level}
        aria-posinset={posInSet}
        aria-setsize={setSize}
        aria-expanded={state.expandable ? state.expanded : undefined}
        aria-selected={state.active}
        aria-busy={state.loadState === 'loading' || undefined}
        tabIndex={state.active ? 0 : -1}
        data-box=""
        data-node-id={node.id}
        data-username={node.username}
        data-highlight={state.highlighted ? 'true' : undefined}
      >
        {node.position ? (
          <StyledChartSide title={sideText[node.position]}>
            <span aria-hidden="true">{node.position === 'left' ? 'L' : 'R'}</span>
            <StyledVisuallyHidden>{sideText[node.position]}</StyledVisuallyHidden>
          </StyledChartSide>
        ) : null}
        <StyledChartContent>
          <StyledChartAvatar aria-hidden="true">
            <Avatar name={node.name} photoUrl={node.photoUrl ?? null} size={40} />
          </StyledChartAvatar>
          <StyledChartText>
            <StyledChartUsername title={node.username}>{node.username}</StyledChartUsername>
            <StyledChartName title={node.name}>{node.name}</StyledChartName>
            {node.status ? (
              <StyledChartStatus $tone={statusTone[node.status]}>{statusText[node.status]}</StyledChartStatus>
            ) : null}
          </StyledChartText>
          {meta ? <StyledChartMeta title={meta}>{meta}</StyledChartMeta> : null}
          {pv ? <StyledChartPv title={pv}>{pv}</StyledChartPv> : null}
          {state.loadState === 'error' ? <StyledChartNote>{RETRY_NOTE}</StyledChartNote> : null}
        </StyledChartContent>
        {state.expandable || state.loadState ? (
          <StyledChartToggle aria-hidden="true" data-state={state.expanded ? 'open' : 'closed'}>
            {state.loadState === 'loading' ? <Spinner size="sm" label={null} /> : state.expanded ? '−' : '+'}
          </StyledChartToggle>
        ) : null}
      </StyledChartBox>
      {kids && kids.length > 0 ? (
        // The group follows its member's box (not inside it), so each member's accessible name is
        // its own box's text; aria-level and aria-posinset carry the structure.
        <StyledChartGroup role="group" aria-label={`Downlines of ${node.username}`}>
          {kids.map((kid, i) => (
            <GenealogyTreeChartNode
              key={kid.id}
              node={kid}
              level={level + 1}
              posInSet={i + 1}
              setSize={kids.length}
              context={context}
            />
          ))}
        </StyledChartGroup>
      ) : null}
    </StyledChartItem>
  );
});

/** Scrolls the chart (not the page) so the box is centred or, with 'nearest', just in view. */
function scrollBoxIntoView(viewport: HTMLElement, box: Element, align: 'center' | 'nearest') {
  const view = viewport.getBoundingClientRect();
  const rect = box.getBoundingClientRect();
  const margin = 16;
  let dx = 0;
  let dy = 0;
  if (align === 'center') {
    dx = rect.left + rect.width / 2 - (view.left + view.width / 2);
    dy = rect.top + rect.height / 2 - (view.top + view.height / 2);
  } else {
    if (rect.left < view.left + margin) dx = rect.left - view.left - margin;
    else if (rect.right > view.right - margin) dx = rect.right - view.right + margin;
    if (rect.top < view.top + margin) dy = rect.top - view.top - margin;
    else if (rect.bottom > view.bottom - margin) dy = rect.bottom - view.bottom + margin;
  }
  if (dx !== 0) viewport.scrollLeft += dx;
  if (dy !== 0) viewport.scrollTop += dy;
}

export interface GenealogyTreeChartProps {
  store: GenealogyTreeStore;
  root: GenealogyNode;
  label: string;
  height: number;
  idPrefix: string;
  onSelect?: (node: GenealogyNode) => void;
}

/**
 * The organisation-chart layout: top-down boxes joined by connector lines, scrolling both ways
 * inside its frame. A WAI-ARIA tree with a roving tab stop: Up goes to the parent, Down to the
 * first child (opening the member first), Left and Right to the siblings, Home to the top,
 * Enter or Space opens or closes. Only open branches are in the DOM.
 */
export const GenealogyTreeChart = memo(function GenealogyTreeChart({
  store,
  root,
  label,
  height,
  idPrefix,
  onSelect,
}: GenealogyTreeChartProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  // A member whose box should stay where it is on screen while its branch opens or closes.
  const anchor = useRef<{ id: string; x: number } | null>(null);
  const reveal = useSyncExternalStore(store.subscribe, () => store.getState().reveal);

  const boxOf = useCallback((id: string) => document.getElementById(nodeDomId(idPrefix, id)), [idPrefix]);

  const [context] = useState<ChartContext>(() => ({
    store,
    idPrefix,
    onBranchChange: (id: string) => {
      const viewport = viewportRef.current;
      const box = document.getElementById(nodeDomId(idPrefix, id));
      if (!viewport || !box) return;
      const held = anchor.current;
      if (held?.id === id) {
        viewport.scrollLeft += box.getBoundingClientRect().left - held.x;
        const node = store.getNodeState(id);
        if (!node.expanded || node.kids !== undefined) anchor.current = null;
      }
      if (store.getState().activeId === id) scrollBoxIntoView(viewport, box, 'nearest');
    },
  }));

  // The top member starts centred; a search result is brought to the middle.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const box = boxOf(root.id);
    if (viewport && box) {
      scrollBoxIntoView(viewport, box, 'center');
      viewport.scrollTop = 0;
    }
  }, [root.id, boxOf]);
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const box = reveal ? boxOf(reveal.id) : null;
    if (viewport && box) scrollBoxIntoView(viewport, box, 'center');
  }, [reveal, boxOf]);

  const holdInPlace = (id: string) => {
    const box = boxOf(id);
    anchor.current = box ? { id, x: box.getBoundingClientRect().left } : null;
  };

  const moveTo = (id: string) => {
    flushSync(() => store.setActive(id));
    const box = boxOf(id);
    box?.focus({ preventScroll: true });
    const viewport = viewportRef.current;
    if (viewport && box) scrollBoxIntoView(viewport, box, 'nearest');
    const node = store.index.nodes.get(id);
    if (node) onSelect?.(node);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'treeitem') return;
    const { activeId, children, expanded } = store.getState();
    if (!activeId) return;
    const parentId = store.index.parents.get(activeId) ?? null;
    let handled = true;
    switch (event.key) {
      case 'ArrowUp':
        if (parentId) moveTo(parentId);
        break;
      case 'ArrowDown': {
        const kids = children.get(activeId);
        const first = kids?.[0];
        if (expanded.has(activeId) && first) {
          moveTo(first.id);
          break;
        }
        const node = store.index.nodes.get(activeId);
        if (!node || !isExpandable(node, children)) break;
        holdInPlace(activeId);
        store.setExpanded(activeId, true);
        store
          .load(activeId)
          .then((loaded) => {
            const now = store.getState();
            const firstKid = loaded[0];
            if (firstKid && now.activeId === activeId && now.expanded.has(activeId)) moveTo(firstKid.id);
          })
          .catch(() => undefined);
        break;
      }
      case 'ArrowLeft':
      case 'ArrowRight': {
        const siblings = parentId ? (children.get(parentId) ?? []) : [root];
        const at = siblings.findIndex((sibling) => sibling.id === activeId);
        const next = siblings[at + (event.key === 'ArrowLeft' ? -1 : 1)];
        if (at >= 0 && next) moveTo(next.id);
        break;
      }
      case 'Home':
        moveTo(root.id);
        break;
      case 'Enter':
      case ' ':
        holdInPlace(activeId);
        store.toggle(activeId);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const itemOf = (target: EventTarget) => {
    const element = target as HTMLElement;
    return element.closest?.<HTMLElement>('[role="treeitem"]') ?? null;
  };

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const id = itemOf(event.target)?.dataset['nodeId'];
    if (!id) return;
    store.setActive(id);
    holdInPlace(id);
    store.toggle(id);
    const node = store.index.nodes.get(id);
    if (node) onSelect?.(node);
  };

  // A box clicked (or tabbed to) becomes the tab stop.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = itemOf(event.target);
    const id = item === event.target ? item.dataset['nodeId'] : undefined;
    if (id) store.setActive(id);
  };

  return (
    <StyledChartViewport ref={viewportRef} $height={height} data-testid="genealogy-chart-viewport">
      <StyledChartTree
        role="tree"
        aria-label={label}
        data-layout="chart"
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocus={onFocus}
      >
        <GenealogyTreeChartNode node={root} level={1} posInSet={1} setSize={1} context={context} />
      </StyledChartTree>
    </StyledChartViewport>
  );
});
