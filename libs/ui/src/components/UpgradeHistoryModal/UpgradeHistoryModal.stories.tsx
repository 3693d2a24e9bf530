import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_UPGRADE_HISTORY } from '../../testing/commerceFixtures';
import { Button } from '../Button/Button';
import { UpgradeHistoryModal } from './UpgradeHistoryModal';

const meta = {
  title: 'UI/Commerce/UpgradeHistoryModal',
  component: UpgradeHistoryModal,
  args: {
    entries: SAMPLE_UPGRADE_HISTORY,
    name: 'ada',
    trigger: <Button variant="secondary">View</Button>,
  },
} satisfies Meta<typeof UpgradeHistoryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade history of ada' });
    await waitFor(() => expect(dialog).toBeVisible());
    const row = within(dialog).getByRole('row', { name: /Diamond/ });
    await waitFor(() => expect(within(row).getByText('₦120,000.00')).toBeVisible());
    await waitFor(() => expect(within(row).getByText('Processing')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    name: { control: 'text' },
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    defaultOpen: { control: 'boolean' },
    entries: { control: 'object' },
    open: { control: false },
    trigger: { control: false },
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Stockist: Story = {
  args: {
    defaultOpen: true,
    name: 'Green Leaf Store',
    entries: [
      {
        id: 1,
        previous_package: 'Silver Stockist',
        package: 'Gold Stockist',
        amount: 250000,
        status: 'approved',
        created_at: '2026-02-02T10:00:00Z',
      },
    ],
  },
};

export const Loading: Story = { args: { defaultOpen: true, loading: true } };

export const Empty: Story = {
  args: { defaultOpen: true, entries: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('There are no upgrade History')).toBeVisible());
  },
};

export const Error: Story = { args: { defaultOpen: true, error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    name: 'Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu',
    entries: Array.from({ length: 10 }, (_, i) => ({
      id: i,
      previous_package: `Package level ${i + 1} with a long descriptive name`,
      package: `Package level ${i + 2} with a long descriptive name`,
      amount: 123456789.99,
      status: i % 2 ? 'approved' : 'disapproved',
      created_at: '2026-02-02T10:00:00Z',
    })),
  },
};

export const AllStates: Story = {
  args: {
    defaultOpen: true,
    entries: [
      ...SAMPLE_UPGRADE_HISTORY,
      ...SAMPLE_UPGRADE_HISTORY.map((e) => ({ ...e, id: Number(e.id) + 100, status: 'disapproved' })),
    ],
  },
};
