import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IncentiveEditModal, type AdminIncentive, type IncentiveEditModalProps } from './IncentiveEditModal';

const ranks = [
  { id: 1, name: 'Associate' },
  { id: 2, name: 'Manager' },
  { id: 5, name: 'Director' },
];

const phone: AdminIncentive = {
  id: 2,
  name: 'Manager',
  points: 1000,
  incentive: 'Smartphone',
  worth: 150000,
  file_path: null,
  rank_id: 2,
};

const meta = {
  title: 'UI/Admin/IncentiveEditModal',
  component: IncentiveEditModal,
  args: {
    open: true,
    incentive: phone,
    ranks,
    onOpenChange: fn() as IncentiveEditModalProps['onOpenChange'],
    onSubmit: fn(async () => undefined) as IncentiveEditModalProps['onSubmit'],
  },
} satisfies Meta<typeof IncentiveEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    const worth = within(dialog).getByLabelText('Cash worth (₦)');
    await userEvent.clear(worth);
    await userEvent.type(worth, '175000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { rank_id: 2, incentive: 'Smartphone', worth: 175000 },
        phone,
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    incentive: { control: 'object' },
    ranks: { control: 'object' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const WithPicture: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    const picture = new File([new Uint8Array(2048)], 'phone.webp', { type: 'image/webp' });
    await userEvent.upload(within(dialog).getByLabelText('New picture (optional)'), picture);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { rank_id: 2, incentive: 'Smartphone', worth: 150000, file_path: picture },
        phone,
      ),
    );
  },
};

export const Invalid: Story = {
  args: { incentive: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Incentive' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create incentive' }));
    await waitFor(() => expect(within(dialog).getByText('Rank is required')).toBeVisible());
    for (const message of ['Incentive is required', 'please enter a valid number', 'Picture is required']) {
      await waitFor(() => expect(within(dialog).getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PictureTooLarge: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    const big = new File([new Uint8Array(700 * 1024)], 'car.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(dialog).getByLabelText('New picture (optional)'), big);
    await waitFor(() => expect(within(dialog).getByText('Image size should not exceed 500kB')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    incentive: {
      ...phone,
      incentive: 'All-expenses-paid family holiday to Dubai for two adults and two children',
    },
  },
};

export const AllStates: Story = { args: { error: 'An error occurred', submitting: true } };
