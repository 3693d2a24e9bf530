import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { generateGenealogy, loaderFor, sampleMember, withVolumes } from './GenealogyTreeFixtures';
import {
  findByUsername,
  flattenVisible,
  fromApiGenealogy,
  indexTree,
  pathTo,
  type GenealogyNode,
} from './GenealogyTreeModel';
import { GenealogyTreeStore } from './GenealogyTreeStore';
import * as stories from './GenealogyTree.stories';

const {
  Default,
  ListLayout,
  Loading,
  Empty,
  Error,
  SmallTree,
  SmallTreeList,
  WithVolumes,
  Large,
  Searching,
  SearchingList,
  NodeError,
} = composeStories(stories);

const node = (id: string, extra: Partial<GenealogyNode> = {}): GenealogyNode => ({
  id,
  name: `Name ${id}`,
  username: `user-${id}`,
  ...extra,
});

//        a
//      b   c
//     d     e
const a = node('a');
const b = node('b', { position: 'left' });
const c = node('c', { position: 'right' });
const d = node('d', { position: 'left' });
const e = node('e', { position: 'right', hasChildren: false });
const kids = new Map([
  ['a', [b, c]],
  ['b', [d]],
  ['c', [e]],
  ['d', []],
]);

describe('flattenVisible', () => {
  it('shows only the roots when nothing is expanded', () => {
    expect(flattenVisible([a], kids, new Set()).map((row) => row.node.id)).toEqual(['a']);
  });

  it('lists expanded children depth first, left before right, with level and position', () => {
    const rows = flattenVisible([a], kids, new Set(['a', 'b', 'c']));
    expect(rows.map((row) => [row.node.id, row.level, row.posInSet, row.setSize, row.parentId])).toEqual([
      ['a', 1, 1, 1, null],
      ['b', 2, 1, 2, 'a'],
      ['d', 3, 1, 1, 'b'],
      ['c', 2, 2, 2, 'a'],
      ['e', 3, 1, 1, 'c'],
    ]);
  });

  it('marks leaves (known or loaded empty) as not expandable and unknown children as expandable', () => {
    const rows = flattenVisible([a], kids, new Set(['a', 'b', 'c', 'd', 'e']));
    const byId = Object.fromEntries(rows.map((row) => [row.node.id, row]));
    expect(byId['d']).toMatchObject({ expandable: false, expanded: false });
    expect(byId['e']).toMatchObject({ expandable: false, expanded: false });
    expect(byId['b']).toMatchObject({ expandable: true, expanded: true });
    const unknown = flattenVisible([node('x')], new Map(), new Set(['x']));
    expect(unknown[0]).toMatchObject({ expandable: true, expanded: true });
  });

  it('skips the children of a collapsed node even when its grandchildren are expanded', () => {
    expect(flattenVisible([a], kids, new Set(['a', 'b'])).map((row) => row.node.id)).toEqual([
      'a',
      'b',
      'd',
      'c',
    ]);
    expect(flattenVisible([a], kids, new Set(['b', 'c'])).map((row) => row.node.id)).toEqual(['a']);
  });

  it('handles a 10,000-deep chain without recursion', () => {
    const chain = new Map<string, GenealogyNode[]>();
    const expanded = new Set<string>();
    for (let i = 0; i < 10_000; i += 1) {
      chain.set(`n${i}`, i < 9_999 ? [node(`n${i + 1}`)] : []);
      expanded.add(`n${i}`);
    }
    const rows = flattenVisible([node('n0')], chain, expanded);
    expect(rows).toHaveLength(10_000);
    expect(rows.at(-1)?.level).toBe(10_000);
  });
});

describe('tree index and search', () => {
  const index = indexTree([a], kids);

  it('gives the path from the root', () => {
    expect(pathTo(index, 'e')).toEqual(['a', 'c', 'e']);
    expect(pathTo(index, 'zzz')).toBeNull();
  });

  it('finds usernames exactly, then by prefix, then by part', () => {
    const index2 = indexTree(
      [node('r', { username: 'ada' })],
      new Map([['r', [node('1', { username: 'adaeze' }), node('2', { username: 'obiada' })]]]),
    );
    expect(findByUsername(index2, 'ADA').map((found) => found.username)).toEqual(['ada', 'adaeze', 'obiada']);
    expect(findByUsername(index2, '@adaeze').map((found) => found.username)).toEqual(['adaeze']);
    expect(findByUsername(index2, '  ')).toEqual([]);
  });
});

describe('fromApiGenealogy', () => {
  it('reads the counts the server sends: children_count says which branches are complete', () => {
    const { root, children } = fromApiGenealogy({
      id: 'r',
      name: 'Ada Obi',
      username: 'ada',
      position: null,
      rank_name: 'Star',
      joined_at: '2026-01-05T10:00:00.000Z',
      left_volume: 120,
      right_volume: 40,
      members_below: 3,
      children_count: 2,
      children: [
        { id: 'x', name: 'X', username: 'x', position: 'left', children_count: 0, children: [] },
        { id: 'y', name: 'Y', username: 'y', position: 'right', children_count: 1, children: [] },
      ],
    });
    expect(root).toMatchObject({
      rankName: 'Star',
      leftPv: 120,
      rightPv: 40,
      membersBelow: 3,
      childrenCount: 2,
      joinedAt: '2026-01-05T10:00:00.000Z',
    });
    expect(children.get('r')?.map((kid) => [kid.id, kid.hasChildren])).toEqual([
      ['x', false],
      ['y', undefined],
    ]);
    // y has a child the answer does not list: it loads when opened.
    expect(children.has('y')).toBe(false);
    expect(children.get('x')).toEqual([]);
  });

  it('turns the nested answer into a root and children, marking known leaves above the depth limit', () => {
    const { root, children } = fromApiGenealogy(
      {
        id: 'r',
        name: 'Ada Obi',
        title: 'ada Gold',
        username: 'ada',
        package_name: 'Gold',
        status: 'active',
        position: null,
        children: [
          { id: 'x', name: 'X', username: 'x', position: 'left', children: [] },
          {
            id: 'y',
            name: 'Y',
            username: 'y',
            position: 'right',
            children: [{ id: 'z', name: 'Z', username: 'z', position: 'left', children: [] }],
          },
        ],
      },
      2,
    );
    expect(root).toMatchObject({
      id: 'r',
      username: 'ada',
      packageName: 'Gold',
      status: 'active',
      paid: true,
    });
    expect(children.get('r')?.map((kid) => [kid.id, kid.position, kid.hasChildren])).toEqual([
      ['x', 'left', false],
      ['y', 'right', undefined],
    ]);
    expect(children.get('y')?.[0]).not.toHaveProperty('hasChildren');
    expect(children.has('z')).toBe(false);
  });
});

describe('generateGenealogy', () => {
  it('makes exactly the asked number of members, the same every time, at most two children each', () => {
    const first = generateGenealogy(10_000, 42);
    const again = generateGenealogy(10_000, 42);
    const all = indexTree([first.root], first.children);
    expect(all.nodes.size).toBe(10_000);
    expect([...first.children.values()].every((list) => list.length <= 2)).toBe(true);
    expect([...again.children.values()].flat().map((m) => m.username)).toEqual(
      [...first.children.values()].flat().map((m) => m.username),
    );
  });
});

describe('GenealogyTreeStore', () => {
  it('tells only the member that changed, and keeps the state object of every other member', () => {
    const store = new GenealogyTreeStore(a, kids, ['a']);
    const heard: string[] = [];
    ['a', 'b', 'c', 'd'].forEach((id) => store.subscribeNode(id, () => heard.push(id)));
    const before = { a: store.getNodeState('a'), c: store.getNodeState('c'), d: store.getNodeState('d') };
    const b0 = store.getNodeState('b');
    expect(b0).toMatchObject({ expanded: false, expandable: true, active: false });

    store.setExpanded('b', true);
    expect(heard).toEqual(['b']);
    expect(store.getNodeState('b')).toMatchObject({ expanded: true, kids: [d] });
    expect(store.getNodeState('a')).toBe(before.a);
    expect(store.getNodeState('c')).toBe(before.c);
    expect(store.getNodeState('d')).toBe(before.d);

    heard.length = 0;
    store.setActive('d');
    expect(heard.sort()).toEqual(['a', 'd']);
  });

  it('hands the tab stop to a member that closes over it, and opens the path to a search result', () => {
    const store = new GenealogyTreeStore(a, kids, ['a', 'b']);
    store.setActive('d');
    store.setExpanded('b', false);
    expect(store.getState().activeId).toBe('b');
    store.reveal(['a', 'c', 'e']);
    expect(store.getState()).toMatchObject({ activeId: 'e', highlightId: 'e' });
    expect([...store.getState().expanded].sort()).toEqual(['a', 'c']);
    store.collapseAll();
    expect(store.getState()).toMatchObject({ activeId: 'a', highlightId: null });
  });

  it('indexes children as they load, so a search finds them', async () => {
    const store = new GenealogyTreeStore(a, new Map(), ['a']);
    store.loader = (id) => Promise.resolve(kids.get(id) ?? []);
    await store.load('a');
    await store.load('c');
    expect(pathTo(store.index, 'e')).toEqual(['a', 'c', 'e']);
    expect(findByUsername(store.index, 'user-e').map((found) => found.id)).toEqual(['e']);
  });
});

describe('GenealogyTree (chart)', () => {
  it('is the default layout: boxes with the member, joined as a tree', async () => {
    const { root, children } = generateGenealogy(15, 7);
    render(<Default root={root} loadChildren={loaderFor(children)} />);
    const tree = screen.getByRole('tree', { name: 'Network Structure' });
    expect(tree).toHaveAttribute('data-layout', 'chart');
    expect(screen.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(3));
    const [top, left] = within(tree).getAllByRole('treeitem') as [HTMLElement, HTMLElement];
    expect(top).toHaveAccessibleName(/^adaeze/);
    const member = sampleMember(1, 'left');
    expect(left).toHaveTextContent(member.username);
    expect(left).toHaveTextContent(String(member.packageName));
    expect(left).toHaveTextContent('Left');
    expect(left.textContent).toMatch(/Active|Awaiting payment|Expired/);
    expect(within(tree).getAllByRole('group')).toHaveLength(1);
  });

  it('shows rank and the PV of both legs when the data has them', () => {
    render(<WithVolumes />);
    const [top] = within(screen.getByRole('tree')).getAllByRole('treeitem') as [HTMLElement];
    const { root } = withVolumes(generateGenealogy(15, 7));
    expect(top).toHaveTextContent(`L ${root.leftPv} PV · R ${root.rightPv} PV`);
    expect(screen.getAllByText(/Bronze|Silver Star|Gold Star|Director/).length).toBeGreaterThan(0);
  });

  it('moves with the arrow keys: down to the first child, up to the parent, left and right to siblings', async () => {
    render(<SmallTree defaultExpandedIds={undefined} />);
    const tree = screen.getByRole('tree');
    const [top, left, right] = within(tree).getAllByRole('treeitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(top).toHaveAttribute('tabindex', '0');
    expect(left).toHaveAttribute('tabindex', '-1');
    top.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(left).toHaveFocus();
    expect(left).toHaveAttribute('tabindex', '0');
    expect(top).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(right).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(right).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(top).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(top).toHaveFocus();

    // Down on a closed member opens it and moves to its first child; Home goes back to the top.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(left).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-level', '3'));
    await userEvent.keyboard('{Home}');
    expect(top).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(top).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(1);
    await userEvent.keyboard('{ }');
    expect(top).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads children on demand: once per member, with the box busy meanwhile', async () => {
    const { root, children } = generateGenealogy(15, 7);
    // The second load (the left member's children) waits until the test lets it answer, so the
    // busy state is seen however slow the machine is.
    let answerLeft = () => undefined as void;
    const leftAnswered = new Promise<void>((resolve) => {
      answerLeft = resolve;
    });
    const load = loaderFor(children);
    const loadChildren = vi.fn(async (id: string) =>
      id === root.id ? load(id) : leftAnswered.then(() => load(id)),
    );
    render(<Default root={root} loadChildren={loadChildren} />);
    const tree = screen.getByRole('tree');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(3));
    expect(loadChildren).toHaveBeenCalledTimes(1);
    const left = within(tree).getAllByRole('treeitem')[1] as HTMLElement;
    await userEvent.click(left);
    expect(left).toHaveAttribute('aria-busy', 'true');
    answerLeft();
    await waitFor(() => expect(tree.querySelectorAll('[aria-level="3"]').length).toBeGreaterThan(0));
    expect(left).not.toHaveAttribute('aria-busy');
    await userEvent.click(left);
    await userEvent.click(left);
    expect(loadChildren).toHaveBeenCalledTimes(2);
  });

  it('shows a failed child load on the box and retries on Enter', async () => {
    const { root, children } = generateGenealogy(15, 7);
    const left = children.get(root.id)?.[0] as GenealogyNode;
    let failures = 1;
    const loadChildren = vi.fn((id: string) => {
      if (id === left.id && failures > 0) {
        failures -= 1;
        return Promise.reject(new globalThis.Error('network'));
      }
      return Promise.resolve(children.get(id) ?? []);
    });
    render(<NodeError root={root} loadChildren={loadChildren} />);
    const tree = screen.getByRole('tree');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(3));
    (within(tree).getAllByRole('treeitem')[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await within(tree).findByText('An error occurred. Press Enter to retry')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tree.querySelectorAll('[aria-level="3"]').length).toBeGreaterThan(0));
    expect(within(tree).queryByText(/Press Enter to retry/)).not.toBeInTheDocument();
    expect(loadChildren.mock.calls.filter(([id]) => id === left.id)).toHaveLength(2);
  });

  it('renders only the open branches of the 10,000 members', async () => {
    render(<Large />);
    const tree = screen.getByRole('tree');
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(3);
    await userEvent.click(within(tree).getAllByRole('treeitem')[1] as HTMLElement);
    expect(within(tree).getAllByRole('treeitem').length).toBeLessThanOrEqual(5);
  });

  it('finds a deep member by username, opens the path and makes it the tab stop', async () => {
    render(<Searching />);
    const target = [...generateGenealogy(10_000, 42).children.values()].flat().at(-1) as GenealogyNode;
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by username' }),
      `${target.username}{Enter}`,
    );
    const tree = screen.getByRole('tree');
    const hit = await waitFor(() => {
      const found = tree.querySelector<HTMLElement>('[data-highlight="true"]');
      expect(found).toHaveAttribute('data-username', target.username);
      return found as HTMLElement;
    });
    expect(hit).toHaveAttribute('tabindex', '0');
    expect(hit).toHaveAttribute('aria-selected', 'true');
    expect(Number(hit.getAttribute('aria-level'))).toBeGreaterThan(10);
    expect(screen.getByTestId('genealogy-search-message')).toHaveTextContent(`Found ${target.username}`);
    // Only the path (and the siblings on it) is open.
    expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(
      3 * Number(hit.getAttribute('aria-level')),
    );
  });

  it('asks findPath for a username not loaded, opens the way down and selects the member', async () => {
    const onSelect = vi.fn();
    const findPath = vi.fn(async () => ['a', 'b', 'd']);
    const loadChildren = vi.fn(async (id: string) => kids.get(id) ?? []);
    render(
      <SmallTree
        root={a}
        initialChildren={new Map([['a', [b, c]]])}
        loadChildren={loadChildren}
        findPath={findPath}
        onSelect={onSelect}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'user-d{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('tree').querySelector('[data-highlight="true"]')).toHaveAttribute(
        'data-username',
        'user-d',
      ),
    );
    expect(findPath).toHaveBeenCalledWith('user-d');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'd' }));
  });

  it('steps through several matches and reports a miss', async () => {
    render(<SmallTree />);
    const box = screen.getByRole('searchbox', { name: 'Search by username' });
    await userEvent.type(box, 'a{Enter}');
    const message = screen.getByTestId('genealogy-search-message');
    expect(message.textContent).toMatch(/\(1 of \d+\)/);
    await userEvent.keyboard('{Enter}');
    expect(message.textContent).toMatch(/\(2 of \d+\)/);
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody{Enter}');
    expect(message).toHaveTextContent('No member with the username nobody in this network');
    expect(screen.getByRole('tree').querySelector('[data-highlight="true"]')).toBeNull();
  });

  it('switches to the list and back, keeping what is open', async () => {
    const onLayoutChange = vi.fn();
    render(<SmallTree defaultExpandedIds={undefined} onLayoutChange={onLayoutChange} />);
    await userEvent.click(within(screen.getByRole('tree')).getAllByRole('treeitem')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(onLayoutChange).toHaveBeenCalledWith('list');
    const list = screen.getByRole('tree');
    expect(list).toHaveAttribute('data-layout', 'list');
    expect(list.querySelectorAll('[aria-level="3"]').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(screen.getByRole('tree')).toHaveAttribute('data-layout', 'chart');
    expect(screen.queryByRole('button', { name: 'Expand all' })).not.toBeInTheDocument();
  });
});

describe('GenealogyTree (list)', () => {
  it('loads the root children, then expands a member on Enter', async () => {
    const { root, children } = generateGenealogy(15, 7);
    const loadChildren = vi.fn(loaderFor(children));
    render(<ListLayout root={root} loadChildren={loadChildren} />);
    const tree = screen.getByRole('tree', { name: 'Network Structure' });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBe(3));
    expect(loadChildren).toHaveBeenCalledWith(root.id);

    tree.focus();
    await userEvent.keyboard('{ArrowDown}');
    const left = within(tree).getAllByRole('treeitem')[1] as HTMLElement;
    expect(tree).toHaveAttribute('aria-activedescendant', left.id);
    expect(left).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(left).toHaveAttribute('aria-expanded', 'true'));
    expect(loadChildren).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(tree.querySelectorAll('[aria-level="3"]').length).toBeGreaterThan(0));
  });

  it('moves with the arrow keys: Right opens then enters, Left goes to the parent then closes', async () => {
    render(<SmallTreeList height={800} defaultExpandedIds={undefined} />);
    const tree = screen.getByRole('tree');
    const items = () => within(tree).getAllByRole('treeitem');
    expect(items()).toHaveLength(3);
    tree.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(items()[1]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tree.getAttribute('aria-activedescendant')).toBe(items()[2]?.id);
    expect(items()[2]).toHaveAttribute('aria-level', '3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(tree.getAttribute('aria-activedescendant')).toBe(items()[1]?.id);
    await userEvent.keyboard('{ArrowLeft}');
    expect(items()[1]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    expect(tree.getAttribute('aria-activedescendant')).toBe(items().at(-1)?.id);
    await userEvent.keyboard('{Home}');
    expect(tree.getAttribute('aria-activedescendant')).toBe(items()[0]?.id);
  });

  it('shows the username, package, status, paid and side of a member', () => {
    render(<SmallTreeList />);
    const rootItem = within(screen.getByRole('tree')).getAllByRole('treeitem')[0] as HTMLElement;
    expect(rootItem).toHaveTextContent('adaeze');
    const member = sampleMember(1, 'left');
    const left = within(screen.getByRole('tree')).getAllByRole('treeitem')[1] as HTMLElement;
    expect(left).toHaveTextContent(member.username);
    expect(left).toHaveTextContent(String(member.packageName));
    expect(left).toHaveTextContent('Left');
    expect(left.textContent).toMatch(/Active|Awaiting payment|Expired/);
    expect(left.textContent).toMatch(/Paid|Unpaid/);
  });

  it('renders only a window of the 10,000 members after Expand all', async () => {
    render(<Large defaultLayout="list" />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    const count = within(screen.getByRole('tree')).getAllByRole('treeitem').length;
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThan(60);
  });

  it('finds a deep member by username, highlights it and says so', async () => {
    render(<SearchingList />);
    const target = [...generateGenealogy(10_000, 42).children.values()].flat().at(-1) as GenealogyNode;
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by username' }),
      `${target.username}{Enter}`,
    );
    await waitFor(() =>
      expect(screen.getByRole('tree').querySelector('[data-highlight="true"]')).toHaveAttribute(
        'data-username',
        target.username,
      ),
    );
    expect(screen.getByTestId('genealogy-search-message')).toHaveTextContent(`Found ${target.username}`);
  });
});

describe('GenealogyTree states', () => {
  it.each([
    ['chart', SmallTree],
    ['list', SmallTreeList],
  ])('has no axe violations in the %s layout', async (_name, Story) => {
    const { container } = render(<Story />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows loading, empty and error states', async () => {
    const first = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    first.unmount();
    const second = render(<Empty />);
    expect(screen.getByText('There are no downlines')).toBeInTheDocument();
    second.unmount();
    const onRetry = vi.fn();
    render(<Error onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('starts over when another member becomes the root', async () => {
    const first = generateGenealogy(15, 7);
    const other = { ...sampleMember(500, null), username: 'another-root' };
    const { rerender } = render(<SmallTree />);
    expect(within(screen.getByRole('tree')).getAllByRole('treeitem')).toHaveLength(15);
    rerender(<SmallTree root={other} initialChildren={new Map([[other.id, []]])} />);
    await waitFor(() => expect(within(screen.getByRole('tree')).getAllByRole('treeitem')).toHaveLength(1));
    expect(screen.getByRole('treeitem')).toHaveTextContent('another-root');
    expect(first.root.username).toBe('adaeze');
  });
});
