import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GenealogyTree, type GenealogyTreeProps } from './GenealogyTree';
import { generateGenealogy, loaderFor, sampleMember } from './GenealogyTreeFixtures';
import type { GenealogyNode } from './GenealogyTreeModel';

const small = generateGenealogy(15, 7);
const large = generateGenealogy(10_000, 42);

const meta = {
  title: 'UI/Network/GenealogyTree',
  component: GenealogyTree,
  args: {
    root: small.root,
    loadChildren: loaderFor(small.children, 150) as GenealogyTreeProps['loadChildren'],
  },
} satisfies Meta<typeof GenealogyTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazily loaded: the root's children load on mount, every other level on expand. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Network Structure' });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(1));
    tree.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = within(tree).getAllByRole('treeitem')[1] as HTMLElement;
    await expect(tree).toHaveAttribute('aria-activedescendant', second.id);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() =>
      expect(tree.querySelectorAll('[role="treeitem"][aria-level="3"]').length).toBeGreaterThan(0),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    height: { control: { type: 'number', min: 200, max: 900, step: 20 } },
    root: { control: 'object' },
    initialChildren: { control: false },
    loadChildren: { control: false },
    findPath: { control: false },
    onSelect: { control: false },
    onRetry: { control: false },
    defaultExpandedIds: { control: false },
  },
};

export const Loading: Story = {
  args: { root: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  args: { root: { ...sampleMember(0, null), hasChildren: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no downlines')).toBeVisible());
  },
};

export const Error: Story = {
  args: { root: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A child list that fails to load shows the error on its row; Enter retries. */
const failing = new Set([small.children.get(small.root.id)?.[0]?.id ?? '']);
export const NodeError: Story = {
  args: { loadChildren: loaderFor(small.children, 50, failing) as GenealogyTreeProps['loadChildren'] },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(1));
    await userEvent.click(within(tree).getAllByRole('treeitem')[1] as HTMLElement);
    await waitFor(() => expect(within(tree).getByText(/Press Enter to retry/)).toBeVisible());
  },
};

/** Fifteen members, all loaded and expanded. */
export const SmallTree: Story = {
  args: {
    root: small.root,
    initialChildren: small.children,
    loadChildren: undefined,
    defaultExpandedIds: [...small.children.keys()],
    height: 15 * 52 + 2,
  },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree');
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(15);
  },
};

/** 10,000 members, all loaded (generated deterministically); only the rows in view are in the DOM. */
export const Large: Story = {
  args: { root: large.root, initialChildren: large.children, loadChildren: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    const tree = canvas.getByRole('tree');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(5));
    await expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(60);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
  },
};

const deepTarget = [...large.children.values()].flat().at(-1) as GenealogyNode;

/** Searching the 10,000-member tree by username expands the path, highlights and scrolls to the member. */
export const Searching: Story = {
  args: { root: large.root, initialChildren: large.children, loadChildren: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), deepTarget.username);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const tree = canvas.getByRole('tree');
    await waitFor(() => {
      const hit = tree.querySelector('[data-highlight="true"]');
      return expect(hit?.getAttribute('data-username')).toBe(deepTarget.username);
    });
    await expect(canvas.getByTestId('genealogy-search-message')).toHaveTextContent(
      `Found ${deepTarget.username}`,
    );
    // Scrolled into view, not only rendered in the overscan.
    const hit = tree.querySelector('[data-highlight="true"]') as HTMLElement;
    const view = tree.getBoundingClientRect();
    const box = hit.getBoundingClientRect();
    await expect(box.top >= view.top - 1 && box.bottom <= view.bottom + 1).toBe(true);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by username' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'nobody-here{Enter}');
    await expect(canvas.getByTestId('genealogy-search-message')).toHaveTextContent(
      'No member with the username nobody-here in this network',
    );
  },
};

/** A username not yet loaded is found through findPath, which loads the levels on the way. */
const lazyTarget = [...small.children.values()].flat().at(-1) as GenealogyNode;
const parentOf = new Map<string, string>();
small.children.forEach((kids, id) => kids.forEach((kid) => parentOf.set(kid.id, id)));
const pathOf = (id: string) => {
  const path = [id];
  let at = parentOf.get(id);
  while (at) {
    path.unshift(at);
    at = parentOf.get(at);
  }
  return path;
};
export const SearchingBeyondLoaded: Story = {
  args: {
    findPath: (username: string) =>
      Promise.resolve(username === lazyTarget.username ? pathOf(lazyTarget.id) : null),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by username' }),
      `${lazyTarget.username}{Enter}`,
    );
    await waitFor(
      () =>
        expect(
          canvas.getByRole('tree').querySelector('[data-highlight="true"]')?.getAttribute('data-username'),
        ).toBe(lazyTarget.username),
      { timeout: 4000 },
    );
  },
};

const longRoot: GenealogyNode = {
  ...sampleMember(0, null),
  name: 'Chukwuemekaobinnaya Oluwaseunfunmilayo Abdulrahmanibrahim',
  username: 'chukwuemekaobinnayaoluwaseunfunmilayo2024',
  packageName: 'Diamond Executive Platinum',
};
const chain = new Map<string, GenealogyNode[]>();
{
  let parent = longRoot;
  for (let i = 1; i <= 20; i += 1) {
    const kid = {
      ...sampleMember(i, i % 2 ? 'left' : 'right'),
      username: `deeply-nested-member-number-${i}`,
    };
    chain.set(parent.id, [kid]);
    parent = kid;
  }
  chain.set(parent.id, []);
}

export const LongContent: Story = {
  args: {
    root: longRoot,
    initialChildren: chain,
    loadChildren: undefined,
    defaultExpandedIds: [...chain.keys()],
  },
};

export const Narrow: Story = {
  args: { ...LongContent.args, height: 360 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <GenealogyTree
        title="Small tree"
        root={small.root}
        initialChildren={small.children}
        defaultExpandedIds={[...small.children.keys()]}
        height={320}
      />
      <GenealogyTree title="Loading" root={undefined} loading />
      <GenealogyTree title="Empty" root={{ ...sampleMember(0, null), hasChildren: false }} />
      <GenealogyTree title="Error" root={undefined} error="An error occurred" onRetry={() => undefined} />
    </div>
  ),
};
