import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { StockistSalesStatsModal } from './StockistSalesStatsModal';
import { StockistSalesStatsModalFigures } from './StockistSalesStatsModalFigures';

const stats = { total_purchases: 1250000.5, total_sales: 987654.25 };

const phoneViewport = {
  viewport: {
    options: {
      phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

const meta = {
  title: 'UI/Commerce/StockistSalesStatsModal',
  component: StockistSalesStatsModal,
  args: {
    stats,
    storeName: 'Green Leaf Store',
    trigger: <Button variant="secondary">Sales stats</Button>,
  },
} satisfies Meta<typeof StockistSalesStatsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sales stats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales stats of Green Leaf Store' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('₦1,250,000.50')).toBeVisible());
    await expect(within(dialog).getByText('₦987,654.25')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = {
  argTypes: {
    stats: { control: 'object' },
    storeName: { control: 'text' },
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    defaultOpen: { control: 'boolean' },
    open: { control: false },
    onOpenChange: { control: false },
    onRetry: { control: false },
    trigger: { control: false },
  },
};

export const Open: Story = { args: { defaultOpen: true } };

function ControlledModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        View sales
      </Button>
      <p>The modal is {open ? 'open' : 'closed'}.</p>
      <StockistSalesStatsModal
        stats={stats}
        storeName="Green Leaf Store"
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledModal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales stats of Green Leaf Store' });
    await waitFor(() => expect(canvas.getByText('The modal is open.')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('The modal is closed.')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, stats: undefined, loading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByText('Loading')).toHaveLength(2));
    await expect(within(dialog).queryByText(/₦/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { defaultOpen: true, stats: { total_purchases: 0, total_sales: 0 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByText('This stockist has no purchases or sales yet.')).toBeVisible(),
    );
    await expect(within(dialog).getAllByText('₦0.00')).toHaveLength(2);
  },
};

export const Error: Story = {
  args: { defaultOpen: true, stats: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('We could not load the sales stats'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    storeName: 'Oluwaseunfunmilayo Herbal Wellness Stockist Centre, Ikeja GRA Branch (Lagos)',
    stats: { total_purchases: 987654321012.34, total_sales: 123456789012.5 },
  },
};

/** A 360 px phone: the two figures stack and large sums wrap inside the dialog. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone360' } },
  args: {
    defaultOpen: true,
    stats: { total_purchases: 987654321012.34, total_sales: 123456789012.5 },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('₦987,654,321,012.34')).toBeVisible());
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** The body in every state, side by side (the modal itself shows one at a time). */
export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
      }}
    >
      {(
        [
          ['Default', <StockistSalesStatsModalFigures key="default" stats={stats} />],
          [
            'Empty',
            <StockistSalesStatsModalFigures key="empty" stats={{ total_purchases: 0, total_sales: 0 }} />,
          ],
          ['Loading', <StockistSalesStatsModalFigures key="loading" loading />],
          [
            'Error',
            <StockistSalesStatsModalFigures
              key="error"
              error="An error occurred"
              onRetry={() => undefined}
            />,
          ],
          [
            'Long content',
            <StockistSalesStatsModalFigures
              key="long"
              stats={{ total_purchases: 987654321012.34, total_sales: 123456789012.5 }}
            />,
          ],
        ] as const
      ).map(([label, figures]) => (
        <section key={label} aria-label={label}>
          <h3>{label}</h3>
          {figures}
        </section>
      ))}
    </div>
  ),
};
