import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  NO_REGISTRATIONS,
  RegistrationHistoryTable,
  type RegistrationHistoryTableProps,
  type RegistrationRecord,
} from './RegistrationHistoryTable';

const registrations: RegistrationRecord[] = [
  {
    id: 3,
    uuid: '6b0f1c1e-8e1d-4a51-9a59-1c7c2a0c0a03',
    first_name: 'Chidi',
    last_name: 'Eze',
    username: 'chidi',
    name: 'Starter',
    amount: 17500,
    status: 'approved',
    reference: 'kp-3a1f09c2d4e5',
    created_at: '2026-11-02T09:15:00.000Z',
  },
  {
    id: 2,
    uuid: '6b0f1c1e-8e1d-4a51-9a59-1c7c2a0c0a02',
    first_name: 'Bola',
    last_name: 'Adeyemi',
    username: 'bola',
    name: 'Bronze',
    amount: 35000,
    status: 'approved',
    reference: 'kp-8c2e11aa90b7',
    created_at: '2026-10-21T14:02:00.000Z',
  },
  {
    id: 1,
    uuid: '6b0f1c1e-8e1d-4a51-9a59-1c7c2a0c0a01',
    first_name: 'Ada',
    last_name: 'Okafor',
    username: 'ada',
    name: 'Gold',
    amount: 140000,
    status: 'approved',
    reference: 'kw-51d07c3e2f11',
    created_at: '2026-10-11T08:40:00.000Z',
  },
];

const meta = {
  title: 'UI/Admin/RegistrationHistoryTable',
  component: RegistrationHistoryTable,
  args: {
    registrations,
    total: 3,
    onViewUpgrades: fn() as NonNullable<RegistrationHistoryTableProps['onViewUpgrades']>,
  },
} satisfies Meta<typeof RegistrationHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total registrations:')).toHaveTextContent('Total registrations: 3');
    await waitFor(() => expect(canvas.getByText('₦140,000.00')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'View upgrades of ada' }));
    await expect(args.onViewUpgrades).toHaveBeenCalledWith(expect.objectContaining({ username: 'ada' }));
  },
};

export const Playground: Story = {
  args: { page: 1, lastPage: 3, perPage: 3, total: 9, search: '', onPageChange: fn(), onSearchChange: fn() },
  argTypes: {
    registrations: { control: 'object' },
    total: { control: 'number' },
    page: { control: 'number' },
    lastPage: { control: 'number' },
    perPage: { control: 'number' },
    search: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    onViewUpgrades: { control: false },
    onPageChange: { control: false },
    onSearchChange: { control: false },
    onRetry: { control: false },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Total registrations:')).toHaveTextContent('Total registrations: 9'),
    );
    await userEvent.type(canvas.getByLabelText('Search registrations'), 'ada');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith('ada'));
  },
};

export const Paged: Story = {
  args: { page: 2, lastPage: 5, perPage: 3, total: 15, onPageChange: fn(), onSearchChange: fn(), search: '' },
};

export const Loading: Story = { args: { registrations: [], loading: true } };

export const Empty: Story = {
  args: { registrations: [], total: 0 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(NO_REGISTRATIONS)).toBeVisible());
  },
};

export const Error: Story = {
  args: { registrations: [], error: 'An error occurred', onRetry: fn() },
};

export const LongContent: Story = {
  args: {
    registrations: registrations.map((r) => ({
      ...r,
      first_name: 'Oluwadamilare Babatunde',
      last_name: 'Adekunle-Olumide',
      reference: `${r.reference}-${'x'.repeat(30)}`,
    })),
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RegistrationHistoryTable {...args} />
      <RegistrationHistoryTable registrations={[]} loading />
      <RegistrationHistoryTable registrations={[]} total={0} />
      <RegistrationHistoryTable registrations={[]} error="An error occurred" onRetry={() => undefined} />
    </div>
  ),
};
