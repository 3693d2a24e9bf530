import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PickupAllowanceSummary, type PickupAllowances } from './PickupAllowanceSummary';

const filled: PickupAllowances = {
  registration_pickup: { allowance: 50000, used: 38000, remaining: 12000 },
  upgrade_pickup: { allowance: 50000, used: 0, remaining: 50000 },
};

const meta = {
  title: 'UI/Commerce/PickupAllowanceSummary',
  component: PickupAllowanceSummary,
  args: { allowances: filled, selected: 'registration_pickup' },
} satisfies Meta<typeof PickupAllowanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What remains of each allowance; the chosen type is highlighted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const registration = canvas.getByRole('region', { name: 'Registration pickup' });
    await waitFor(() => expect(within(registration).getByText('₦12,000.00')).toBeVisible());
    await expect(registration).toHaveTextContent('left of ₦50,000.00 (₦38,000.00 used)');
    await expect(registration).toHaveAttribute('data-selected', 'true');
  },
};

export const Playground: Story = {
  argTypes: {
    selected: {
      control: 'select',
      options: ['', 'registration_pickup', 'upgrade_pickup', 'repurchase_pickup'],
    },
    loading: { control: 'boolean' },
    error: { control: 'text' },
  },
};

/** Never upgraded: no upgrade allowance yet. */
export const NoUpgrade: Story = {
  args: {
    allowances: { ...filled, upgrade_pickup: { allowance: 0, used: 0, remaining: 0 } },
    selected: 'upgrade_pickup',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Upgrade pickup' })).toHaveTextContent(
      'Upgrading your package adds an upgrade pickup allowance.',
    );
  },
};

/** Both allowances used up: only a repurchase is left. */
export const NothingLeft: Story = {
  args: {
    allowances: {
      registration_pickup: { allowance: 50000, used: 50000, remaining: 0 },
      upgrade_pickup: { allowance: 0, used: 0, remaining: 0 },
    },
    selected: '',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You have no pickup allowance left.');
  },
};

export const Loading: Story = { args: { loading: true, allowances: null } };

export const Error: Story = {
  args: { allowances: null, error: 'This operation is not implemented yet.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your pickup allowance');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Large amounts on a 360 px phone: the tiles stack. */
export const Phone: Story = {
  args: {
    allowances: {
      registration_pickup: { allowance: 3000000, used: 1234567.89, remaining: 1765432.11 },
      upgrade_pickup: { allowance: 2000000, used: 0, remaining: 2000000 },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PickupAllowanceSummary {...args} title="Filled" />
      <PickupAllowanceSummary {...args} {...NothingLeft.args} title="Nothing left" />
      <PickupAllowanceSummary {...args} allowances={null} loading title="Loading" />
      <PickupAllowanceSummary {...args} allowances={null} error="An error occurred" title="Error" />
    </div>
  ),
};
