import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RankEditModal, type AdminRank, type RankEditModalProps } from './RankEditModal';

const packages = [
  { id: 1, name: 'Starter' },
  { id: 2, name: 'Silver' },
  { id: 3, name: 'Gold' },
];

const director: AdminRank = {
  id: 5,
  name: 'Director',
  points: 5000,
  is_global_profit_eligible: 1,
  description: 'Leads a team of at least 50 active members.',
  package: 2,
  package_name: 'Silver',
};

const meta = {
  title: 'UI/Admin/RankEditModal',
  component: RankEditModal,
  args: {
    open: true,
    rank: director,
    packages,
    onOpenChange: fn() as RankEditModalProps['onOpenChange'],
    onSubmit: fn(async () => undefined) as RankEditModalProps['onSubmit'],
  },
} satisfies Meta<typeof RankEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    await expect(within(dialog).getByLabelText('Global profit')).toHaveValue('1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Global profit'), 'Not-Eligible');
    await userEvent.selectOptions(within(dialog).getByLabelText('Package'), 'Gold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Director',
          points: 5000,
          is_global_profit_eligible: 0,
          description: 'Leads a team of at least 50 active members.',
          package_id: 3,
        },
        director,
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    rank: { control: 'object' },
    packages: { control: 'object' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Invalid: Story = {
  args: { rank: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Rank' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rank' }));
    await waitFor(() => expect(within(dialog).getByText('Package required')).toBeVisible());
    for (const message of ['Name is required', 'please enter a valid number', 'Eligibility is required']) {
      await waitFor(() => expect(within(dialog).getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { rank: null, packages: [] } };

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    rank: {
      ...director,
      name: 'Crown Diamond Royal Ambassador',
      description: 'Holds at least 100,000 CPV across both legs. '.repeat(8),
    },
  },
};

export const AllStates: Story = { args: { error: 'An error occurred', submitting: true } };
