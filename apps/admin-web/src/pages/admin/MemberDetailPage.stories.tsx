import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberPath, paths } from '../../paths';
import { ADA, BOLA, DAYO, memberApi, profile } from '../../testing/memberFixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { MemberDetailPage } from './MemberDetailPage';

const on = (uuid: string, tab?: string) => ({ path: paths.admin.user, url: memberPath(uuid, tab) });

const meta = {
  title: 'Pages/Admin/Member detail',
  component: MemberDetailPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: on(ADA.uuid),
    session: { token: 'admin-token' },
    api: memberApi(),
  },
} satisfies Meta<typeof MemberDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile: the member, their upline, the eligibility flags and the edit of names and phone. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ada Okafor' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Upline' })).toHaveTextContent('Kola Herbal'),
    );
    // The names and phone form loads its code on first render.
    await expect(await canvas.findByLabelText('Phone')).toHaveValue('08030000001');
    await expect(canvas.getByRole('link', { name: 'Back to members' })).toBeVisible();
  },
};

/** Loading: the member is being read. */
export const Loading: Story = {
  parameters: { api: { ...memberApi(), 'GET /users/{uuid}/profile-details': pending } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading member')).toBeInTheDocument();
  },
};

/** The member could not be read: the server's message and Try again. */
export const ReadFailed: Story = {
  parameters: {
    api: {
      ...memberApi(),
      'GET /users/{uuid}/profile-details': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Network Structure: the member on top of their direct downlines. */
export const Network: Story = {
  parameters: { route: on(ADA.uuid, 'network') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Chidi Eze')).toBeVisible());
    await expect(canvas.getByText('Emeka Obi')).toBeVisible();
  },
};

/** Bank Details: the verified account and the bank_editable switch. */
export const BankDetails: Story = {
  parameters: {
    route: on(ADA.uuid, 'bank'),
    api: {
      ...memberApi(),
      'PUT /users/{uuid}/bank-editable': ok(null, 'Bank editable enabled successfully'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('ADA OKAFOR')).toBeVisible());
    await userEvent.click(canvas.getByRole('switch'));
    await waitFor(() =>
      expect(within(document.body).getByText('Bank editable enabled successfully')).toBeVisible(),
    );
  },
};

/** No bank account on file yet. */
export const NoBankDetails: Story = {
  parameters: {
    route: on(ADA.uuid, 'bank'),
    api: {
      ...memberApi(),
      'GET /users/{uuid}/profile': ok(
        profile({ bank_name: null, bank_account_name: null, bank_account_number: null, bank_code: null }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('User has not submitted bank details')).toBeVisible(),
    );
  },
};

/** Password: set a new one, shown in clear. */
export const Password: Story = {
  parameters: {
    route: on(ADA.uuid, 'password'),
    api: {
      ...memberApi(),
      'PUT /auth/{uuid}/change-user-password': ok(null, 'Password changed successfully'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(document.body).getByText('Password changed successfully')).toBeVisible(),
    );
  },
};

/** Login 2FA: the member's switch. */
export const TwoFactor: Story = {
  parameters: { route: on(ADA.uuid, 'two-factor') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch')).not.toBeChecked();
  },
};

/** Send Message: subject and message are required. */
export const SendMessage: Story = {
  parameters: {
    route: on(ADA.uuid, 'message'),
    api: { ...memberApi(), 'POST /users/{uuid}/send-message': ok(null, 'Message Sent successfully') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(canvas.getByText('Subject is required')).toBeVisible());
    await expect(canvas.getByText('Message is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Subject'), 'Your pickup');
    await userEvent.type(canvas.getByLabelText('Message'), 'It is ready.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(within(document.body).getByText('Message Sent successfully')).toBeVisible());
  },
};

/** Wallet: TRB … TW and the balance, global profit shares, withdrawals and the bank transfer. */
export const Wallet: Story = {
  parameters: { route: on(ADA.uuid, 'wallet') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('₦140,000.00')).toBeVisible());
    await expect(canvas.getByText('There are no global profits')).toBeVisible();
    // The bank-transfer form loads its code on first render.
    await expect(await canvas.findByRole('button', { name: 'Pay member' })).toBeVisible();
  },
};

/** The bank transfer asks first, naming the amount. */
export const BankTransferConfirmation: Story = {
  parameters: { route: on(ADA.uuid, 'wallet') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount (₦)'), '2500');
    await userEvent.type(canvas.getByLabelText('Reason'), 'Refund');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay member' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent("Pay ₦2,500.00 from Ada Okafor's wallet");
  },
};

/** Dashboard: the member's bonuses, rank and claimed incentives. */
export const Dashboard: Story = {
  parameters: { route: on(ADA.uuid, 'dashboard') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no claimed incentives')).toBeVisible());
    await expect(canvas.getByText('Star')).toBeVisible();
  },
};

/** Order History: orders as #0 + id with their store. */
export const Orders: Story = {
  parameters: { route: on(ADA.uuid, 'orders') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Chidi Herbal Store')).toBeVisible());
    await expect(canvas.getByText('#012')).toBeVisible();
  },
};

/** A tab whose read failed: the error and Try again, the other tabs unaffected. */
export const OrdersFailed: Story = {
  parameters: {
    route: on(ADA.uuid, 'orders'),
    api: {
      ...memberApi(),
      'GET /purchases/user/{uuid}/history': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('This tab could not be loaded')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A member who has not paid: said so, and no action tabs. */
export const Inactive: Story = {
  parameters: { route: on(DAYO.uuid), api: memberApi(DAYO) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('This user is Inactive')).toBeVisible());
    await expect(canvas.queryByRole('tab', { name: 'Send Message' })).toBeNull();
  },
};

/** A stockist: the store and its record. */
export const StockistRecord: Story = {
  parameters: { route: on(BOLA.uuid, 'stockist-record'), api: memberApi(BOLA) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Moringa Tea')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Stockist Profile' }));
    await waitFor(() => expect(canvas.getByText('Bola Wellness Hub')).toBeVisible());
  },
};

/** A 360 px phone: the tabs scroll, the panels stack. */
export const Phone360: Story = {
  parameters: {
    route: on(ADA.uuid, 'wallet'),
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('₦140,000.00')).toBeVisible());
    await expect(await canvas.findByRole('button', { name: 'Pay member' })).toBeVisible();
  },
};
