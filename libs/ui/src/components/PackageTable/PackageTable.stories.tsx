import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminPackage } from '../PackageEditModal/PackageEditModal';
import { NO_PACKAGES, PackageTable, type PackageTableProps } from './PackageTable';

const packages: AdminPackage[] = [
  {
    id: 1,
    name: 'Starter',
    point_value: 10,
    registration_value: 12345,
    pickup_amount: 6000,
    matching_bonus_cap: 0,
  },
  {
    id: 2,
    name: 'Silver',
    point_value: 40,
    registration_value: 45000,
    pickup_amount: 22500,
    matching_bonus_cap: 20000,
  },
  {
    id: 3,
    name: 'Gold',
    point_value: 120,
    registration_value: 120000,
    pickup_amount: 60000,
    matching_bonus_cap: 50000,
  },
];

const meta = {
  title: 'UI/Admin/PackageTable',
  component: PackageTable,
  args: {
    packages,
    onUpdate: fn(async () => undefined) as NonNullable<PackageTableProps['onUpdate']>,
    onCreate: fn(async () => undefined) as NonNullable<PackageTableProps['onCreate']>,
  },
} satisfies Meta<typeof PackageTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: '120 PV' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('cell', { name: '₦12,345.00' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        2,
        {
          name: 'Silver',
          point_value: 40,
          registration_value: 45000,
          pickup_amount: 22500,
          matching_bonus_cap: 20000,
        },
        packages[1],
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    packages: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    saving: { control: 'boolean' },
    saveError: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(NO_PACKAGES)).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const ReadOnly: Story = { args: { onUpdate: undefined, onCreate: undefined } };

export const LongContent: Story = {
  args: {
    packages: [
      ...packages,
      {
        id: 4,
        name: 'Diamond Ambassador Executive Leadership Package',
        point_value: 1250,
        registration_value: 12500000,
        pickup_amount: 6250000,
        matching_bonus_cap: 1000000,
      },
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PackageTable {...args} />
      <PackageTable {...args} packages={[]} />
      <PackageTable {...args} loading />
      <PackageTable {...args} error="An error occurred" />
    </div>
  ),
};
