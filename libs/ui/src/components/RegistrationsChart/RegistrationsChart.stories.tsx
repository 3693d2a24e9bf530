import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegistrationsChart, type RegistrationsChartDatum } from './RegistrationsChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const data: RegistrationsChartDatum[] = months.slice(0, 6).map((month, index) => ({
  label: `${month} 2025`,
  registrations: [120, 95, 143, 160, 188, 210][index] ?? 0,
  upgrades: [12, 9, 20, 18, 25, 31][index] ?? 0,
}));

const meta = {
  title: 'UI/Stats/RegistrationsChart',
  component: RegistrationsChart,
  args: { data },
} satisfies Meta<typeof RegistrationsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Registrations' });
    await expect(region).toHaveAccessibleDescription('916 registrations from Jan 2025 to Jun 2025.');
    await expect(within(region).getByRole('row', { name: 'Jun 2025 210 31' })).toBeInTheDocument();
    await expect(region.querySelector('.recharts-bar-rectangle')).not.toBeNull();
  },
};

export const Playground: Story = {
  argTypes: {
    data: { control: 'object' },
    title: { control: 'text' },
    description: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    height: { control: 'number' },
  },
};

export const RegistrationsOnly: Story = {
  args: { data: data.map(({ label, registrations }) => ({ label, registrations })) },
};

export const Loading: Story = { args: { data: undefined, loading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no registrations to show')).toBeVisible(),
    );
  },
};

export const Error: Story = {
  args: { data: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    data: Array.from({ length: 24 }, (_, index) => ({
      label: `${months[index % 12] ?? ''} ${2024 + Math.floor(index / 12)}`,
      registrations: 1000 + ((index * 7919) % 25000),
      upgrades: (index * 131) % 900,
    })),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <RegistrationsChart data={data} title="Registrations and upgrades" />
      <RegistrationsChart data={data.map(({ label, registrations }) => ({ label, registrations }))} />
      <RegistrationsChart title="Loading" loading />
      <RegistrationsChart title="Empty" data={[]} />
      <RegistrationsChart title="Error" error="An error occurred" />
    </div>
  ),
};
