import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Catalog, CatalogItem } from '../../testing/Catalog';
import { GenealogyTree, type GenealogyTreeProps } from './GenealogyTree';
import { generateGenealogy, loaderFor, sampleMember, withVolumes } from './GenealogyTreeFixtures';
import type { GenealogyNode } from './GenealogyTreeModel';

const small = generateGenealogy(15, 7);
const large = generateGenealogy(10_000, 42);
const volumes = withVolumes(small);

const treeOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tree');
const itemsOf = (tree: HTMLElement) => within(tree).getAllByRole('treeitem');
const itemNamed = (tree: HTMLElement, username: string) =>
  tree.querySelector<HTMLElement>(`[role="treeitem"][data-username="${username}"]`);
/** In the chart the member's box is the treeitem itself. */
const boxOf = (item: HTMLElement) => item;
const levelItems = (tree: HTMLElement, level: number) =>
  tree.querySelectorAll(`[role="treeitem"][aria-level="${level}"]`);
/** Whether the box is wholly inside the scrolling frame. */
const inView = (box: HTMLElement, frame: HTMLElement) => {
  const view = frame.getBoundingClientRect();
  const rect = box.getBoundingClientRect();
  return (
    rect.left >= view.left - 1 &&
    rect.right <= view.right + 1 &&
    rect.top >= view.top - 1 &&
    rect.bottom <= view.bottom + 1
  );
};

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

/**
 * The organisation chart, lazily loaded: the root's children load on mount, every other level
 * when it is opened. Up/Down go to the parent/first child, Left/Right to the siblings.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree', { name: 'Network Structure' });
    await expect(tree).toHaveAttribute('data-layout', 'chart');
    await waitFor(() => expect(itemsOf(tree)).toHaveLength(3));
    const [root, left, right] = itemsOf(tree) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(root).toHaveAttribute('tabindex', '0');
    await expect(root).toHaveAttribute('aria-expanded', 'true');

    root.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(left).toHaveFocus());
    await expect(left).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(right).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(left).toHaveFocus());

    // Down on a closed member opens it, loads its children and moves to the first one.
    await expect(left).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(left).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-level', '3'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(left).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(left).toHaveAttribute('aria-expanded', 'false'));
    await expect(levelItems(tree, 3)).toHaveLength(0);

    // A click on a box opens it too.
    await userEvent.click(boxOf(right));
    await waitFor(() => expect(right).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(levelItems(tree, 3).length).toBeGreaterThan(0));
    await expect(right).toHaveAttribute('aria-selected', 'true');
  },
};

export const Playground: Story = {
  argTypes: {
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    height: { control: { type: 'number', min: 200, max: 900, step: 20 } },
    defaultLayout: { control: 'inline-radio', options: ['chart', 'list'] },
    layout: { control: 'inline-radio', options: [undefined, 'chart', 'list'] },
    root: { control: 'object' },
    initialChildren: { control: false },
    loadChildren: { control: false },
    findPath: { control: false },
    onSelect: { control: false },
    onRetry: { control: false },
    onLayoutChange: { control: false },
    defaultExpandedIds: { control: false },
  },
};

/** The indented list (the other layout): Up/Down through the rows, Right opens, Left closes. */
export const ListLayout: Story = {
  args: { defaultLayout: 'list', onLayoutChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Network Structure' });
    await expect(tree).toHaveAttribute('data-layout', 'list');
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(itemsOf(tree).length).toBeGreaterThan(1));
    tree.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = itemsOf(tree)[1] as HTMLElement;
    await expect(tree).toHaveAttribute('aria-activedescendant', second.id);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(levelItems(tree, 3).length).toBeGreaterThan(0));

    // The same members stay open in the chart.
    await userEvent.click(canvas.getByRole('button', { name: 'Chart' }));
    await expect(args.onLayoutChange).toHaveBeenCalledWith('chart');
    const chart = treeOf(canvasElement);
    await expect(chart).toHaveAttribute('data-layout', 'chart');
    await expect(levelItems(chart, 3).length).toBeGreaterThan(0);
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
    const [root] = itemsOf(treeOf(canvasElement));
    await expect(root).not.toHaveAttribute('aria-expanded');
    await expect(within(canvasElement).getByRole('button', { name: 'Collapse all' })).toBeDisabled();
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

/** A child list that fails to load shows the error on its box; Enter retries. */
const failing = new Set([small.children.get(small.root.id)?.[0]?.id ?? '']);
export const NodeError: Story = {
  args: { loadChildren: loaderFor(small.children, 50, failing) as GenealogyTreeProps['loadChildren'] },
  play: async ({ canvasElement }) => {
    const tree = treeOf(canvasElement);
    await waitFor(() => expect(itemsOf(tree)).toHaveLength(3));
    await userEvent.click(boxOf(itemsOf(tree)[1] as HTMLElement));
    await waitFor(() => expect(within(tree).getByText(/Press Enter to retry/)).toBeVisible());
  },
};

/** Fifteen members, all loaded and open, as a chart. */
export const SmallTree: Story = {
  args: {
    root: small.root,
    initialChildren: small.children,
    loadChildren: undefined,
    defaultExpandedIds: [...small.children.keys()],
  },
  play: async ({ canvasElement }) => {
    const tree = treeOf(canvasElement);
    await expect(itemsOf(tree)).toHaveLength(15);
    // Every box of a level sits below the boxes of the level above.
    const top = (level: number) =>
      Math.min(
        ...[...levelItems(tree, level)].map((item) => boxOf(item as HTMLElement).getBoundingClientRect().top),
      );
    await expect(top(2)).toBeGreaterThan(top(1));
    await expect(top(3)).toBeGreaterThan(top(2));
  },
};

/** The same fifteen as a list. */
export const SmallTreeList: Story = {
  args: { ...SmallTree.args, defaultLayout: 'list', height: 15 * 52 + 2 },
  play: async ({ canvasElement }) => {
    await expect(itemsOf(treeOf(canvasElement))).toHaveLength(15);
  },
};

/** With what a richer answer could carry: photo, rank and the PV of both legs. */
export const WithVolumes: Story = {
  args: {
    root: volumes.root,
    initialChildren: volumes.children,
    loadChildren: undefined,
    defaultExpandedIds: [
      volumes.root.id,
      ...(volumes.children.get(volumes.root.id) ?? []).map((kid) => kid.id),
    ],
  },
  play: async ({ canvasElement }) => {
    const [root] = itemsOf(treeOf(canvasElement)) as [HTMLElement];
    await expect(boxOf(root)).toHaveTextContent(/L [\d,]+ PV · R [\d,]+ PV/);
    await expect(root.querySelector('img')).not.toBeNull();
    await expect(root).toHaveAccessibleName(/^adaeze/);
  },
};

/**
 * 10,000 members, all loaded (generated deterministically). The chart renders open branches
 * only; the list renders only the rows in view, even with all 10,000 open.
 */
export const Large: Story = {
  args: { root: large.root, initialChildren: large.children, loadChildren: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = treeOf(canvasElement);
    await expect(itemsOf(tree)).toHaveLength(3);
    await userEvent.click(boxOf(itemsOf(tree)[1] as HTMLElement));
    await waitFor(() => expect(levelItems(tree, 3).length).toBeGreaterThan(0));
    await expect(itemsOf(tree).length).toBeLessThanOrEqual(5);

    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    const list = treeOf(canvasElement);
    await waitFor(() => expect(itemsOf(list).length).toBeGreaterThan(5));
    await expect(itemsOf(list).length).toBeLessThan(60);

    // Back to the chart: only the path to the active member stays open.
    await userEvent.click(canvas.getByRole('button', { name: 'Chart' }));
    await expect(itemsOf(treeOf(canvasElement)).length).toBeLessThan(100);
  },
};

const deepTarget = [...large.children.values()].flat().at(-1) as GenealogyNode;

/** Searching the 10,000-member chart opens the path, highlights the member and scrolls to it. */
export const Searching: Story = {
  args: { root: large.root, initialChildren: large.children, loadChildren: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search by username' });
    await userEvent.type(box, deepTarget.username);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const tree = treeOf(canvasElement);
    await waitFor(() =>
      expect(tree.querySelector('[data-highlight="true"]')).toHaveAttribute(
        'data-username',
        deepTarget.username,
      ),
    );
    await expect(canvas.getByTestId('genealogy-search-message')).toHaveTextContent(
      `Found ${deepTarget.username}`,
    );
    const hit = itemNamed(tree, deepTarget.username) as HTMLElement;
    await expect(hit).toHaveAttribute('tabindex', '0');
    await expect(hit).toHaveAttribute('aria-selected', 'true');
    // Scrolled into the frame, not only rendered.
    await expect(inView(boxOf(hit), canvas.getByTestId('genealogy-chart-viewport'))).toBe(true);
    // The keyboard carries on from the member found.
    hit.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute(
        'aria-level',
        String(Number(hit.getAttribute('aria-level')) - 1),
      ),
    );

    await userEvent.clear(box);
    await userEvent.type(box, 'nobody-here{Enter}');
    await expect(canvas.getByTestId('genealogy-search-message')).toHaveTextContent(
      'No member with the username nobody-here in this network',
    );
  },
};

/** The same search in the list layout. */
export const SearchingList: Story = {
  args: { ...Searching.args, defaultLayout: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), deepTarget.username);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const tree = treeOf(canvasElement);
    await waitFor(() =>
      expect(tree.querySelector('[data-highlight="true"]')).toHaveAttribute(
        'data-username',
        deepTarget.username,
      ),
    );
    const hit = tree.querySelector('[data-highlight="true"]') as HTMLElement;
    await expect(inView(hit, tree)).toBe(true);
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
        expect(treeOf(canvasElement).querySelector('[data-highlight="true"]')).toHaveAttribute(
          'data-username',
          lazyTarget.username,
        ),
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
      username: `deeply-nested-member-number-${i}-with-a-long-username`,
    };
    chain.set(parent.id, [kid]);
    parent = kid;
  }
  chain.set(parent.id, []);
}

/** Long usernames wrap to two lines, then are cut (the full text is the box's title). */
export const LongContent: Story = {
  args: {
    root: longRoot,
    initialChildren: chain,
    loadChildren: undefined,
    defaultExpandedIds: [...chain.keys()],
  },
  play: async ({ canvasElement }) => {
    const tree = treeOf(canvasElement);
    await expect(itemsOf(tree)).toHaveLength(21);
    // Two lines at most, cut at the end; the whole username is the title.
    const username = within(tree).getByTitle(longRoot.username);
    await expect(username.scrollHeight).toBeGreaterThan(username.clientHeight);
    await expect(username.scrollWidth).toBeLessThanOrEqual(username.clientWidth);
    const widths = new Set(
      itemsOf(tree).map((item) => Math.round(boxOf(item).getBoundingClientRect().width)),
    );
    await expect(widths.size).toBe(1);
  },
};

/** A 360 px phone: the page keeps its width, the chart scrolls sideways inside its frame. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  args: { ...SmallTree.args, height: 420 },
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    const viewport = within(canvasElement).getByTestId('genealogy-chart-viewport');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(360);
    await expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
    // The top member starts in view; a search scrolls sideways to a member far off.
    const tree = treeOf(canvasElement);
    await expect(inView(boxOf(itemsOf(tree)[0] as HTMLElement), viewport)).toBe(true);
    const last = [...small.children.values()].flat().at(-1) as GenealogyNode;
    await userEvent.type(within(canvasElement).getByRole('searchbox'), `${last.username}{Enter}`);
    await waitFor(() =>
      expect(inView(boxOf(itemNamed(tree, last.username) as HTMLElement), viewport)).toBe(true),
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <Catalog minItemWidth="22rem">
      <CatalogItem label="Chart">
        <GenealogyTree
          title="Chart"
          root={small.root}
          initialChildren={small.children}
          defaultExpandedIds={[...small.children.keys()]}
          height={320}
        />
      </CatalogItem>
      <CatalogItem label="List">
        <GenealogyTree
          title="List"
          root={small.root}
          initialChildren={small.children}
          defaultExpandedIds={[...small.children.keys()]}
          defaultLayout="list"
          height={320}
        />
      </CatalogItem>
      <CatalogItem label="With rank and PV">
        <GenealogyTree
          title="With rank and PV"
          root={volumes.root}
          initialChildren={volumes.children}
          height={320}
        />
      </CatalogItem>
      <CatalogItem label="Loading">
        <GenealogyTree title="Loading" root={undefined} loading />
      </CatalogItem>
      <CatalogItem label="Loading (list)">
        <GenealogyTree title="Loading (list)" root={undefined} loading defaultLayout="list" />
      </CatalogItem>
      <CatalogItem label="Empty">
        <GenealogyTree title="Empty" root={{ ...sampleMember(0, null), hasChildren: false }} />
      </CatalogItem>
      <CatalogItem label="Error">
        <GenealogyTree title="Error" root={undefined} error="An error occurred" onRetry={() => undefined} />
      </CatalogItem>
    </Catalog>
  ),
};
