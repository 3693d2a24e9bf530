import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'UI/Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Log out',
    message: 'Are you sure you want to log out?',
    confirmLabel: 'Log out',
    cancelLabel: 'Cancel',
    onConfirm: fn() as ConfirmDialogProps['onConfirm'],
    onCancel: fn() as ConfirmDialogProps['onCancel'],
    trigger: <Button variant="secondary">Log out</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    tone: { control: 'inline-radio', options: ['primary', 'danger'] },
    loading: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    open: { control: false },
    trigger: { control: false },
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const opened = await screen.findByRole('alertdialog', { name: 'Log out' });
    await waitFor(() => expect(opened).toBeVisible());
  },
};

export const Danger: Story = {
  args: {
    defaultOpen: true,
    tone: 'danger',
    title: 'Delete bank',
    message: 'Are you sure you want to delete this bank?',
    confirmLabel: 'Delete',
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, loading: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

function ControlledConfirm() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('nothing yet');
  return (
    <div>
      <p>Result: {result}</p>
      <Button onClick={() => setOpen(true)}>Approve upgrade</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Approve upgrade"
        message="Are you sure to Approve Upgrade?"
        confirmLabel="Approve"
        onConfirm={() =>
          new Promise<void>((resolve) => setTimeout(resolve, 50)).then(() => setResult('approved'))
        }
      />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledConfirm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve upgrade' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() => expect(canvas.getByText('Result: approved')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: { defaultOpen: true, message: 'Are you sure you want to approve this purchase? '.repeat(12) },
};

const noop = () => undefined;

/** Primary and danger confirmations, busy, and a long question, open side by side. */
export const AllStates: Story = {
  render: () => (
    <Catalog minItemWidth="22rem">
      <DialogFrame label="Primary" height="16rem">
        <ConfirmDialog
          open
          onOpenChange={noop}
          title="Approve upgrade"
          message="Are you sure to Approve Upgrade?"
          confirmLabel="Approve"
          onConfirm={noop}
        />
      </DialogFrame>
      <DialogFrame label="Danger" height="16rem">
        <ConfirmDialog
          open
          onOpenChange={noop}
          tone="danger"
          title="Delete bank"
          message="Are you sure you want to delete this bank?"
          confirmLabel="Delete"
          onConfirm={noop}
        />
      </DialogFrame>
      <DialogFrame label="Loading" height="16rem">
        <ConfirmDialog
          open
          onOpenChange={noop}
          loading
          tone="danger"
          title="Disapprove upgrade"
          message="Are you sure to disapprove Upgrade?"
          confirmLabel="Disapprove"
          onConfirm={noop}
        />
      </DialogFrame>
      <DialogFrame label="Long content" height="24rem">
        <ConfirmDialog
          open
          onOpenChange={noop}
          title="Approve purchase"
          message={'Are you sure you want to approve this purchase? '.repeat(8)}
          confirmLabel="Approve"
          onConfirm={noop}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alertdialog')).toHaveLength(4));
    const approve = canvas.getByRole('alertdialog', { name: 'Approve upgrade' });
    await expect(approve).toHaveAccessibleDescription('Are you sure to Approve Upgrade?');
    await expect(within(approve).getByRole('button', { name: 'Approve' })).toBeEnabled();
    const remove = canvas.getByRole('alertdialog', { name: 'Delete bank' });
    await expect(within(remove).getByRole('button', { name: 'Delete' })).toBeEnabled();
    const busy = canvas.getByRole('alertdialog', { name: 'Disapprove upgrade' });
    await expect(within(busy).getByRole('button', { name: 'Disapprove' })).toBeDisabled();
    await expect(within(busy).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Confirmations have no × button: the answer is Cancel or the action.
    await expect(canvas.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
