import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { generateGenealogy, loaderFor, sampleMember } from './GenealogyTreeFixtures';
import {
  findByUsername,
  flattenVisible,
  fromApiGenealogy,
  indexTree,
  pathTo,
  type GenealogyNode,
} from './GenealogyTreeModel';
import * as stories from './GenealogyTree.stories';

const { Default, Loading, Empty, Error, SmallTree, Large, Searching, NodeError } = composeStories(stories);

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

describe('GenealogyTree', () => {
  it('loads the root children, then expands a member on Enter', async () => {
    const { root, children } = generateGenealogy(15, 7);
    const loadChildren = vi.fn(loaderFor(children));
    render(<Default root={root} loadChildren={loadChildren} />);
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
    render(<SmallTree height={800} defaultExpandedIds={undefined} />);
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
    render(<SmallTree />);
    const rootItem = within(screen.getByRole('tree')).getAllByRole('treeitem')[0] as HTMLElement;
    expect(rootItem).toHaveTextContent('adaeze');
    const member = sampleMember(1, 'left');
    const left = within(screen.getByRole('tree')).getAllByRole('treeitem')[1] as HTMLElement;
    expect(left).toHaveTextContent(member.username);
    expect(left).toHaveTextContent(String(member.packageName));
    expect(left).toHaveTextContent('Left');
    expect(left.textContent).toMatch(/Active|Inactive|Expired/);
    expect(left.textContent).toMatch(/Paid|Unpaid/);
  });

  it('renders only a window of the 10,000 members after Expand all', async () => {
    render(<Large />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    const count = within(screen.getByRole('tree')).getAllByRole('treeitem').length;
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThan(60);
  });

  it('finds a deep member by username, highlights it and says so', async () => {
    render(<Searching />);
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
  });

  it('shows a failed child load on the row and retries on Enter', async () => {
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
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBe(3));
    tree.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await within(tree).findByText('An error occurred. Press Enter to retry')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tree.querySelectorAll('[aria-level="3"]').length).toBeGreaterThan(0));
    expect(within(tree).queryByText(/Press Enter to retry/)).not.toBeInTheDocument();
    expect(loadChildren.mock.calls.filter(([id]) => id === left.id)).toHaveLength(2);
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
});
