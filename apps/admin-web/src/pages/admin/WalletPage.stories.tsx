import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { admin } from '../../testing/fixtures';
import { companyWallet, heldPage, heldPayment, providerBalance } from '../../testing/financeFixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { WalletPage } from './WalletPage';

const signedIn = { 'GET /auth/admin': ok(admin()) };
const filled = {
  ...signedIn,
  'GET /bonuses/company-wallet-balance': ok(companyWallet()),
  'GET /payments/provider-wallet-balance': ok(providerBalance()),
  'GET /payments/held': ok(heldPage()),
  'PATCH /payments/{id}/resolve': ok(
    heldPayment({ status: 'approved', resolution: 'applied' }),
    'Payment applied',
  ),
};

const meta = {
  title: 'Pages/Admin/Company Finance',
  component: WalletPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.wallet },
    session: { token: 'admin-token' },
    api: filled,
  },
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three wallet totals, the provider's balance, and two payments held for review. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await canvas.findByRole('region', { name: 'Company wallet' });
    await waitFor(() => expect(wallet).toHaveTextContent('₦4,812,500.00'));
    await expect(wallet).toHaveTextContent('₦3,562,499.50');
    await waitFor(() => expect(canvas.getByText('₦2,500,000.00')).toBeVisible());
    const held = canvas.getByRole('table', { name: 'Payments held for review' });
    await waitFor(() =>
      expect(within(held).getByRole('row', { name: /kp_77c0d4/ })).toHaveTextContent('USD 140.00'),
    );
  },
};

/** Resolve → apply with a reason: "Payment applied", and the list is read again. */
export const ApplyHeldPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resolve payment kp_9f2a61' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve payment kp_9f2a61' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'one kobo short, bank rounding');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    await waitFor(() => expect(screen.getByText('Payment applied')).toBeVisible());
  },
};

/** Another administrator resolved it first (409): the dialog stays open with the server's message. */
export const AlreadyResolved: Story = {
  parameters: {
    api: {
      ...filled,
      'PATCH /payments/{id}/resolve': fail(409, 'This payment is no longer held for review.'),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Resolve payment kp_9f2a61' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve payment kp_9f2a61' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'checked with the bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    await waitFor(() =>
      expect(within(dialog).getByText('This payment is no longer held for review.')).toBeVisible(),
    );
  },
};

/** Nothing held, an empty provider wallet. */
export const Empty: Story = {
  parameters: {
    api: {
      ...filled,
      'GET /payments/provider-wallet-balance': ok(providerBalance(0)),
      'GET /payments/held': ok(heldPage([])),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('No payment is waiting for review')).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  parameters: {
    api: {
      ...signedIn,
      'GET /bonuses/company-wallet-balance': pending,
      'GET /payments/provider-wallet-balance': pending,
      'GET /payments/held': pending,
    },
  },
  play: async ({ canvasElement }) => {
    const wallet = await within(canvasElement).findByRole('region', { name: 'Company wallet' });
    await expect(wallet).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every read fails: each part says so with its own way to try again. */
export const Error: Story = {
  parameters: {
    api: {
      ...signedIn,
      'GET /bonuses/company-wallet-balance': fail(500, 'Server unavailable'),
      'GET /payments/provider-wallet-balance': fail(502, 'Paystack did not answer'),
      'GET /payments/held': fail(500, 'Server unavailable'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('We could not load the company wallet')).toBeVisible());
    await expect(canvas.getByText('Paystack did not answer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload Data' })).toBeVisible();
  },
};

/** 360 px wide. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
};
