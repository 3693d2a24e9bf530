import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';
import { DialogFrame } from './DialogFrame';

const meta = {
  title: 'UI/Feedback/Dialog',
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

const noop = () => undefined;

/** Every state open at once, each in its own frame: plain, with a footer, without ×, alert, long. */
export const AllStates: Story = {
  render: () => (
    <Catalog minItemWidth="22rem">
      <DialogFrame label="Default" height="16rem">
        <Dialog
          open
          onOpenChange={noop}
          title="Terms and conditions"
          description="Please read before you register."
        >
          Registration must be completed within 7 days of account creation.
        </Dialog>
      </DialogFrame>
      <DialogFrame label="With footer" height="18rem">
        <Dialog
          open
          onOpenChange={noop}
          title="Terms and conditions"
          footer={
            <DialogClose asChild>
              <Button>I understand</Button>
            </DialogClose>
          }
        >
          Registration must be completed within 7 days of account creation.
        </Dialog>
      </DialogFrame>
      <DialogFrame label="Without close button" height="18rem">
        <Dialog
          open
          onOpenChange={noop}
          hideClose
          title="Verifying payment"
          footer={<Button variant="secondary">Cancel</Button>}
        >
          Please wait while we confirm your payment.
        </Dialog>
      </DialogFrame>
      <DialogFrame label="Alert dialog" height="18rem">
        <Dialog
          open
          onOpenChange={noop}
          role="alertdialog"
          hideClose
          title="Delete bank"
          description="Are you sure you want to delete this bank?"
          footer={<Button variant="danger">Delete</Button>}
        />
      </DialogFrame>
      <DialogFrame label="Long content (scrolls)" height="22rem">
        <Dialog open onOpenChange={noop} title="Compensation plan">
          {'The member agrees to the compensation plan. '.repeat(60)}
        </Dialog>
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('dialog')).toHaveLength(4));
    const terms = canvas.getAllByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toHaveLength(2);
    for (const dialog of terms) await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(terms[0]!).getByRole('button', { name: 'Close' })).toBeVisible());
    await expect(
      within(canvas.getByRole('dialog', { name: 'Verifying payment' })).queryByRole('button', {
        name: 'Close',
      }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('alertdialog', { name: 'Delete bank' })).toHaveAccessibleDescription(
      'Are you sure you want to delete this bank?',
    );
    // Frames never steal focus or close each other: every dialog is still there after a click.
    await userEvent.click(within(terms[1]!).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(canvas.getAllByRole('dialog')).toHaveLength(4));
    const long = canvas.getByRole('dialog', { name: 'Compensation plan' });
    await expect(long.scrollHeight).toBeGreaterThan(long.clientHeight);
  },
};
