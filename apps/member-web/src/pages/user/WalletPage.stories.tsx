import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
    api: { ...filledApi(), 'GET /auth/user': ok(silverMember()) },
  },
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wallet Summary: the wallet and one global profit share. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₦36,250.50')).toBeVisible();
    await expect(await canvas.findByText('₦12,500.00')).toBeVisible();
  },
};

/** Transactions: the account on file, the notice with the charge and limits, and the withdrawals. */
export const Transactions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Transactions' }));
    await expect(await canvas.findByLabelText('Withdrawal charges and limits')).toBeVisible();
    await expect(await canvas.findByText(/Withdrawals are paid to/)).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Withdrawals' });
    await expect(await within(table).findByText('Paid')).toBeVisible();
  },
};

/** No bank details, no withdrawals, no global profits. */
export const Empty: Story = {
  parameters: { api: { ...emptyApi(), 'GET /auth/user': ok(silverMember()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no global profits')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Transactions' }));
    await expect(await canvas.findByText('There are no withdrawals')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Save bank details' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { ...loadingApi(), 'GET /auth/user': ok(silverMember()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Wallet summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The wallet reads are not built yet (501). */
export const Error: Story = {
  parameters: { api: { ...errorApi(), 'GET /auth/user': ok(silverMember()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load the wallet')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Transactions' }));
    await expect(await canvas.findByText('We could not load the withdrawal settings')).toBeVisible();
  },
};
