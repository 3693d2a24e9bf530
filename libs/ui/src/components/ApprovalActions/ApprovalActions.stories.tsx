import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApprovalActions, type ApprovalActionsProps } from './ApprovalActions';

const meta = {
  title: 'UI/Commerce/ApprovalActions',
  component: ApprovalActions,
  args: {
    subject: 'purchase',
    itemLabel: 'purchase #012',
    onApprove: fn(async () => undefined) as ApprovalActionsProps['onApprove'],
    onDisapprove: fn(async () => undefined) as ApprovalActionsProps['onDisapprove'],
  },
} satisfies Meta<typeof ApprovalActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve purchase #012' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve purchase' });
    await expect(dialog).toHaveTextContent('Are you sure you want to approve this purchase?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledTimes(1));
    await expect(args.onDisapprove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    subject: { control: 'inline-radio', options: ['purchase', 'upgrade', 'registration', 'incentive'] },
    itemLabel: { control: 'text' },
    disabled: { control: 'boolean' },
  },
};

export const DeclinePurchase: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline purchase #012' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline purchase' });
    await expect(dialog).toHaveTextContent('Are you sure to disapprove this purchase?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDisapprove).not.toHaveBeenCalled();
  },
};

export const Upgrade: Story = {
  args: { subject: 'upgrade', itemLabel: 'upgrade of ada' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve upgrade of ada' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure to Approve Upgrade?',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Disapprove upgrade of ada' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure to disapprove Upgrade?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
    await waitFor(() => expect(args.onDisapprove).toHaveBeenCalledTimes(1));
  },
};

export const Registration: Story = { args: { subject: 'registration', itemLabel: 'Green Leaf Store' } };

export const Incentive: Story = { args: { subject: 'incentive', itemLabel: 'request of ada' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve purchase #012' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { onApprove: fn(() => new Promise(() => undefined)) as ApprovalActionsProps['onApprove'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve purchase #012' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

function RejectingApproval() {
  const [message, setMessage] = useState('');
  return (
    <div>
      <ApprovalActions
        subject="purchase"
        onApprove={() => {
          setMessage('An error occurred');
          return Promise.reject(new globalThis.Error('failed'));
        }}
        onDisapprove={() => undefined}
      />
      <p role="status">{message}</p>
    </div>
  );
}

export const Error: Story = {
  render: () => <RejectingApproval />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve purchase' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(canvasElement).getByText('An error occurred')).toBeVisible());
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const LongContent: Story = {
  args: { itemLabel: 'purchase #0123456789 of Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ApprovalActions {...args} subject="purchase" itemLabel="purchase #01" />
      <ApprovalActions {...args} subject="upgrade" itemLabel="upgrade #02" />
      <ApprovalActions {...args} subject="registration" itemLabel="stockist #03" />
      <ApprovalActions {...args} subject="incentive" itemLabel="request #04" />
      <ApprovalActions {...args} subject="purchase" itemLabel="purchase #05" disabled />
    </div>
  ),
};
