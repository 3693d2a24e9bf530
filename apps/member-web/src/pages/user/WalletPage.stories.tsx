import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import { emptyApi, errorApi, filledApi, loadingApi, silverMember } from '../../testing/moneyFixtures';
import { WalletPage } from './WalletPage';

const meta = {
  title: 'Pages/Member/Wallet',
  component: WalletPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.wallet },
    session: { token: 'member-token' },
    api: { ...filledApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes,
  },
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wallet Summary: the wallet and one global profit share. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('₦36,250.50')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('₦12,500.00')).toBeVisible());
  },
};

/** Transactions: the account on file, the notice with the charge and limits, and the withdrawals. */
export const Transactions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Transactions' }));
    await waitFor(() => expect(canvas.getByLabelText('Withdrawal charges and limits')).toBeVisible());
    await waitFor(() => expect(canvas.getByText(/Withdrawals are paid to/)).toBeVisible());
    const table = await canvas.findByRole('table', { name: 'Withdrawals' });
    await waitFor(() => expect(within(table).getByText('Paid')).toBeVisible());
  },
};

/** No bank details, no withdrawals, no global profits. */
export const Empty: Story = {
  parameters: { api: { ...emptyApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no global profits')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Transactions' }));
    await waitFor(() => expect(canvas.getByText('There are no withdrawals')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save bank details' })).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { api: { ...loadingApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Wallet summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Transactions' }));
    // The withdrawal form waits for its settings: a spinner in its notice, nothing can be sent.
    await waitFor(() => expect(canvas.getByText('Loading the withdrawal charge and limits…')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** The wallet reads answer 501 (not implemented). */
export const Error: Story = {
  parameters: { api: { ...errorApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('We could not load the wallet')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Transactions' }));
    await waitFor(() => expect(canvas.getByText('We could not load the withdrawal settings')).toBeVisible());
  },
};
