import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_HELD_PAYMENTS } from '../../testing/commerceFixtures';
import { HELD_PAYMENTS_EMPTY, HeldPayments, type HeldPaymentsProps } from './HeldPayments';

const meta = {
  title: 'UI/Admin/HeldPayments',
  component: HeldPayments,
  args: {
    payments: SAMPLE_HELD_PAYMENTS,
    page: 1,
    lastPage: 1,
    perPage: 20,
    total: 2,
    onResolve: fn(async () => undefined) as HeldPaymentsProps['onResolve'],
  },
} satisfies Meta<typeof HeldPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each payment with its price, what the provider reported (another currency shown as such) and why. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payments held for review' });
    const ngozi = within(table).getByRole('row', { name: /kp_9f2a61/ });
    await expect(ngozi).toHaveTextContent('₦35,000.00');
    await expect(ngozi).toHaveTextContent('₦34,999.99');
    await expect(within(table).getByRole('row', { name: /kp_77c0d4/ })).toHaveTextContent('USD 140.00');
  },
};

/** Resolve → apply with a reason: the decision and the trimmed reason are sent. */
export const Apply: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resolve payment kp_9f2a61' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve payment kp_9f2a61' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  one kobo short, bank rounding  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    await waitFor(() =>
      expect(args.onResolve).toHaveBeenCalledWith(
        expect.objectContaining({ id: 41 }),
        'apply',
        'one kobo short, bank rounding',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Refund: the button says what will happen; a reason is required. */
export const Refund: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resolve payment kp_77c0d4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve payment kp_77c0d4' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Decision'), 'refund');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    await expect(await within(dialog).findByText('Reason is required')).toBeVisible();
    await expect(args.onResolve).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'paid in dollars');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    await waitFor(() =>
      expect(args.onResolve).toHaveBeenCalledWith(
        expect.objectContaining({ id: 39 }),
        'refund',
        'paid in dollars',
      ),
    );
  },
};

/** The server refused (another administrator resolved it first): the dialog stays open and says why. */
export const ResolveFailed: Story = {
  args: {
    onResolve: fn(async () => {
      throw new Error('refused');
    }) as HeldPaymentsProps['onResolve'],
    resolveError: 'This payment is no longer held for review.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resolve payment kp_9f2a61' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve payment kp_9f2a61' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'checked with the bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    await expect(within(dialog).getByText('This payment is no longer held for review.')).toBeVisible();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { payments: [], loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payments held for review' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { payments: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(HELD_PAYMENTS_EMPTY)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { payments: [], error: 'Server unavailable', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Server unavailable')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** 360 px: the table scrolls inside its card; the dialog fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
};
