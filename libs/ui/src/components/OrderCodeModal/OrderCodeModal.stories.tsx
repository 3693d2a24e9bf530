import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
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

export const AllStates: Story = {
  args: { defaultOpen: true, error: 'The password is incorrect' },
};
