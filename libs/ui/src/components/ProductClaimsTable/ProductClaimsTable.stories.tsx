import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  NO_PRODUCT_CLAIMS_TEXT,
  ProductClaimsTable,
  type ProductClaimRow,
  type ProductClaimsTableProps,
} from './ProductClaimsTable';

const CLAIMS: ProductClaimRow[] = [
  {
    id: 71,
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Obi',
    products: [
      { name: 'Moringa Tea', product_qty: 3 },
      { name: 'Aloe Gel', product_qty: 1 },
    ],
    total_quantity: 4,
    total_price: 35000,
    total_points: 28,
    status: 'processing',
    created_at: '2026-03-02T09:15:00Z',
  },
  {
    id: 64,
    username: 'tunde',
    first_name: 'Tunde',
    last_name: 'Bello',
    products: [{ name: 'Ginseng Capsules', product_qty: 2 }],
    total_quantity: 2,
    total_price: 18500.5,
    total_points: 14,
    status: 'approved',
    created_at: '2026-02-27T16:40:00Z',
  },
  {
    id: 60,
    username: 'bola',
    first_name: 'Bola',
    last_name: 'Ade',
    products: [{ name: 'Aloe Gel', product_qty: 5 }],
    total_quantity: 5,
    total_price: 22500,
    total_points: 20,
    status: 'declined',
    created_at: '2026-02-20T08:00:00Z',
  },
];

const meta = {
  title: 'UI/Admin/ProductClaimsTable',
  component: ProductClaimsTable,
  args: {
    claims: CLAIMS,
    sold: { total_quantity: 1240, total_points: 9920, total_price: 10850000 },
    claimed: { total_quantity: 310, total_points: 2480, total_price: 2712500 },
    onApprove: fn(async () => undefined) as ProductClaimsTableProps['onApprove'],
    onDecline: fn(async () => undefined) as ProductClaimsTableProps['onDecline'],
  },
} satisfies Meta<typeof ProductClaimsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The totals, and every claim with its products, value, PV and status; only processing claims can be decided. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Products sold' })).toHaveTextContent('1,240 items');
    await expect(canvas.getByRole('group', { name: 'Products sold' })).toHaveTextContent('9,920 PV');
    await expect(canvas.getByRole('group', { name: 'Value of products taken' })).toHaveTextContent(
      '₦2,712,500.00',
    );
    const table = canvas.getByRole('table', { name: 'Product claims' });
    const ada = within(table).getByRole('row', { name: /Ada Obi/ });
    await expect(ada).toHaveTextContent('Moringa Tea × 3, Aloe Gel × 1');
    await expect(ada).toHaveTextContent('₦35,000.00');
    await expect(ada).toHaveTextContent('28 PV');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const Playground: Story = {
  argTypes: {
    claims: { control: 'object' },
    sold: { control: 'object' },
    claimed: { control: 'object' },
    totalsLoading: { control: 'boolean' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    page: { control: 'number' },
    lastPage: { control: 'number' },
    perPage: { control: 'number' },
    total: { control: 'number' },
  },
};

/** Approve → confirm: the claim of that row is sent and the dialog closes. */
export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Approve the product claim of ada' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The company then delivers the products.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 71 })));
    await expect(args.onDecline).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Decline → confirm: the dialog says the total returns to the member's pickup allowance. */
export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Decline the product claim of ada' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent("Its total returns to the member's pickup allowance.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onDecline).toHaveBeenCalledWith(expect.objectContaining({ id: 71 })));
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

/** Acting: while the server decides, the confirmation stays open and busy, and Cancel is disabled. */
export const Deciding: Story = {
  args: {
    onApprove: fn(() => new Promise<never>(() => undefined)) as ProductClaimsTableProps['onApprove'],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Approve the product claim of ada' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Approve/ })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Decided meanwhile (409): the promise rejects and the confirmation stays open for another try or Cancel. */
export const DecideFailed: Story = {
  args: {
    onDecline: fn(async () => {
      throw new Error('This product claim is no longer processing.');
    }) as ProductClaimsTableProps['onDecline'],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Decline the product claim of ada' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onDecline).toHaveBeenCalledTimes(1));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { claims: [], loading: true, totalsLoading: true, sold: undefined, claimed: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Product claims' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('group', { name: 'Products sold' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The totals are still loading while the claims are shown. */
export const TotalsLoading: Story = {
  args: { totalsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Value of products taken' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('table', { name: 'Product claims' })).not.toHaveAttribute('aria-busy');
  },
};

export const Empty: Story = {
  args: {
    claims: [],
    total: 0,
    sold: { total_quantity: 0, total_points: 0, total_price: 0 },
    claimed: { total_quantity: 0, total_points: 0, total_price: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_PRODUCT_CLAIMS_TEXT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { claims: [], error: 'Server unavailable', onRetry: fn(), sold: undefined, claimed: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Server unavailable')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Products sold' })).toHaveTextContent('—');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Server-driven pages: choosing page 1 asks for it. */
export const Paged: Story = {
  args: { page: 2, lastPage: 3, perPage: 3, total: 9, onPageChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const LongContent: Story = {
  args: {
    claims: [
      {
        ...CLAIMS[0]!,
        id: 987654,
        username: 'chukwuemeka_okonkwo_wellness',
        first_name: 'Chukwuemeka Oluwaseun',
        last_name: 'Okonkwo-Adeyemi',
        products: [
          { name: 'Moringa Tea Premium Family Pack', product_qty: 12 },
          { name: 'Aloe Vera Soothing Gel Extra Large', product_qty: 8 },
          { name: 'Ginseng Capsules Ninety Count', product_qty: 6 },
          { name: 'Herbal Detox Bitters', product_qty: 24 },
        ],
        total_quantity: 123456,
        total_price: 98765432.1,
        total_points: 7654321,
      },
      ...CLAIMS,
    ],
  },
};

/** 360 px: the totals stack, the table scrolls inside its card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ProductClaimsTable {...args} />
      <ProductClaimsTable {...args} claims={[]} loading totalsLoading />
      <ProductClaimsTable {...args} claims={[]} />
      <ProductClaimsTable {...args} claims={[]} error="Server unavailable" />
    </div>
  ),
};
