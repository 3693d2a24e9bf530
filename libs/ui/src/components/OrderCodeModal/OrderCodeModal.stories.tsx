import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { OrderCodeModal, type OrderCodeModalProps } from './OrderCodeModal';

const meta = {
  title: 'UI/Commerce/OrderCodeModal',
  component: OrderCodeModal,
  args: {
    orderId: 1234,
    onReveal: fn(async () => 'K7Q2-9XPA') as OrderCodeModalProps['onReveal'],
    trigger: <Button variant="secondary">View code</Button>,
  },
} satisfies Meta<typeof OrderCodeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await expect(within(dialog).queryByText('K7Q2-9XPA')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    await waitFor(() => expect(within(dialog).getByText('K7Q2-9XPA')).toBeVisible());
    await expect(args.onReveal).toHaveBeenCalledWith('my-secret');
  },
};

export const Playground: Story = {
  argTypes: {
    orderId: { control: 'text' },
    error: { control: 'text' },
    defaultOpen: { control: 'boolean' },
    open: { control: false },
    trigger: { control: false },
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('order #01234');
  },
};

export const Invalid: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    await waitFor(() => expect(within(dialog).getByText('Password is required')).toBeVisible());
    await expect(args.onReveal).not.toHaveBeenCalled();
  },
};

export const NoCode: Story = {
  args: { defaultOpen: true, onReveal: fn(async () => null) as OrderCodeModalProps['onReveal'] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot proceed without a valid order code',
    );
  },
};

export const Error: Story = {
  args: {
    defaultOpen: true,
    onReveal: fn(async () => {
      throw new globalThis.Error('The password is incorrect');
    }) as OrderCodeModalProps['onReveal'],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect');
  },
};

export const Loading: Story = {
  args: {
    defaultOpen: true,
    onReveal: fn(() => new Promise<string>(() => undefined)) as OrderCodeModalProps['onReveal'],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Show order code' })).toBeDisabled(),
    );
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    orderId: '9876543210123',
    onReveal: fn(
      async () => 'ORDER-CODE-THAT-IS-MUCH-LONGER-THAN-USUAL-1234567890',
    ) as OrderCodeModalProps['onReveal'],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    await waitFor(() => expect(within(dialog).getByText(/ORDER-CODE-THAT/)).toBeVisible());
  },
};

function ControlledOrderCode({ onReveal }: Pick<OrderCodeModalProps, 'onReveal'>) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>Order code window is {open ? 'open' : 'closed'}</p>
      <Button onClick={() => setOpen(true)}>Show the code of order #01234</Button>
      <OrderCodeModal orderId={1234} open={open} onOpenChange={setOpen} onReveal={onReveal} />
    </div>
  );
}

/** The page owns `open`; closing forgets the code, so opening again asks for the password again. */
export const Controlled: Story = {
  render: (args) => <ControlledOrderCode onReveal={args.onReveal} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the code of order #01234' }));
    let dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await waitFor(() => expect(canvas.getByText('Order code window is open')).toBeInTheDocument());
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    await waitFor(() => expect(within(dialog).getByText('K7Q2-9XPA')).toBeVisible());
    await expect(args.onReveal).toHaveBeenCalledWith('my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.getByText('Order code window is closed')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Show the code of order #01234' }));
    dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await expect(within(dialog).queryByText('K7Q2-9XPA')).not.toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  },
};

const noop = () => undefined;

/**
 * The password form, the page's error, and (filled in by the play function) Invalid, Loading,
 * the code shown, and no code.
 */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="24rem">
      <DialogFrame label="Asks for the password" height="24rem">
        <OrderCodeModal {...args} trigger={null} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Error from the page" height="26rem">
        <OrderCodeModal {...args} trigger={null} open onOpenChange={noop} error="The password is incorrect" />
      </DialogFrame>
      <DialogFrame label="Invalid" height="26rem">
        <OrderCodeModal {...args} trigger={null} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Loading" height="24rem">
        <OrderCodeModal
          {...args}
          trigger={null}
          open
          onOpenChange={noop}
          onReveal={() => new Promise<string>(() => undefined)}
        />
      </DialogFrame>
      <DialogFrame label="Code shown" height="24rem">
        <OrderCodeModal {...args} trigger={null} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="No code" height="26rem">
        <OrderCodeModal {...args} trigger={null} open onOpenChange={noop} onReveal={async () => null} />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    await waitFor(() =>
      expect(frame('Asks for the password').getByRole('dialog', { name: 'Order code' })).toHaveTextContent(
        'order #01234',
      ),
    );
    await waitFor(() =>
      expect(frame('Error from the page').getByRole('alert')).toHaveTextContent('The password is incorrect'),
    );
    await userEvent.click(frame('Invalid').getByRole('button', { name: 'Show order code' }));
    await waitFor(() => expect(frame('Invalid').getByText('Password is required')).toBeVisible());
    for (const name of ['Loading', 'Code shown', 'No code']) {
      await userEvent.type(frame(name).getByLabelText('Password'), 'my-secret');
      await userEvent.click(frame(name).getByRole('button', { name: 'Show order code' }));
    }
    await waitFor(() =>
      expect(frame('Loading').getByRole('button', { name: 'Show order code' })).toBeDisabled(),
    );
    await waitFor(() => expect(frame('Code shown').getByText('K7Q2-9XPA')).toBeVisible());
    await waitFor(() =>
      expect(frame('No code').getByRole('alert')).toHaveTextContent(
        'You cannot proceed without a valid order code',
      ),
    );
  },
};
