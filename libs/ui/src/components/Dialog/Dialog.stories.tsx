import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Terms and conditions',
    description: 'Please read before you register.',
    children: 'Registration must be completed within 7 days of account creation.',
    trigger: <Button>Read the terms</Button>,
    onOpenChange: fn() as DialogProps['onOpenChange'],
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog).toHaveTextContent('within 7 days');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    children: { control: 'text' },
    hideClose: { control: 'boolean' },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    open: { control: false },
    defaultOpen: { control: 'boolean' },
    trigger: { control: false },
    footer: { control: false },
  },
};

export const Open: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <DialogClose asChild>
        <Button>I understand</Button>
      </DialogClose>
    ),
  },
  play: async () => {
    const opened = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(opened).toBeVisible());
  },
};

function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>Dialog is {open ? 'open' : 'closed'}</p>
      <Button onClick={() => setOpen(true)}>Open payment</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Payment"
        description="Complete the payment within 2 minutes."
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        The payment page appears here.
      </Dialog>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open payment' }));
    const opened = await screen.findByRole('dialog', { name: 'Payment' });
    await waitFor(() => expect(opened).toBeVisible());
    await expect(canvas.getByText('Dialog is open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.getByText('Dialog is closed')).toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: { defaultOpen: true, children: 'The member agrees to the compensation plan. '.repeat(120) },
};

export const AllStates: Story = {
  args: { defaultOpen: true, hideClose: true, footer: <Button variant="secondary">Cancel</Button> },
};
