import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Unable to verify payment' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Unable to verify payment');
  },
};

export const Playground: Story = {
  argTypes: {
    tone: { control: 'select', options: ['info', 'success', 'warning', 'danger'] },
    title: { control: 'text' },
    children: { control: 'text' },
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Withdrawals', children: 'Withdrawals are processed every Friday.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'info');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Payment Verified successfully' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Payment Verified successfully',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Invalid email address, please return to previous page' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveAttribute('data-tone', 'warning');
  },
};

export const TitleOnly: Story = {
  args: { tone: 'warning', title: 'This user is Inactive', children: undefined },
};

export const Error: Story = {
  args: { tone: 'danger', title: 'Login failed', children: 'An error occurred' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred');
  },
};

export const LongContent: Story = {
  args: {
    tone: 'warning',
    title: 'Complete your registration',
    children:
      'Your registration must be paid within 7 days of account creation. After that the account is closed and the username becomes available again. Add your bank details and press Pay Now to finish.',
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info">Unable to verify payment</Alert>
      <Alert tone="success">Payment Verified successfully</Alert>
      <Alert tone="warning">Invalid email address, please return to previous page</Alert>
      <Alert tone="danger" title="Error">
        An error occurred
      </Alert>
      <Alert tone="info" title="Withdrawals">
        Withdrawals are processed every Friday.
      </Alert>
      <Alert tone="success" title="Saved">
        Payment Verified successfully
      </Alert>
      <Alert tone="warning" title="This user is Inactive" />
    </div>
  ),
};
