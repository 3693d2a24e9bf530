import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegistrationsChart, type RegistrationsWeek } from './RegistrationsChart';

// Oldest first, as GET /users/registrations-by-week answers.
const data: RegistrationsWeek[] = [
  { week: '2026-W45', week_start: '2026-11-02', registrations: 4, revenue: 70000 },
  { week: '2026-W46', week_start: '2026-11-09', registrations: 0, revenue: 12500.5 },
  { week: '2026-W47', week_start: '2026-11-16', registrations: 7, revenue: 157500 },
  { week: '2026-W48', week_start: '2026-11-23', registrations: 2, revenue: 35000 },
];

const meta = {
  title: 'UI/Stats/RegistrationsChart',
  component: RegistrationsChart,
  args: { data },
} satisfies Meta<typeof RegistrationsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Registrations and revenue by week' });
    await expect(region).toHaveAccessibleDescription(
      '13 registrations and ₦275,000.50 received in the weeks from Nov 2 to Nov 23.',
    );
    await expect(
      within(region).getByRole('row', { name: '2026-W47 (Nov 16) 7 ₦157,500.00' }),
    ).toBeInTheDocument();
    // One revenue column per week, oldest first; the registrations' points too.
    await waitFor(() => expect(region.querySelectorAll('rect[data-bar="revenue"]')).toHaveLength(4));
    const titles = [...region.querySelectorAll('rect[data-bar="revenue"] title')].map((t) => t.textContent);
    await expect(titles[0]).toBe('Nov 2: ₦70,000.00');
    await expect(region.querySelectorAll('circle[data-point="registrations"]')).toHaveLength(4);
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

export const Loading: Story = { args: { data: undefined, loading: true } };

/** Weeks without any payment: the empty text, not a flat chart. */
export const Empty: Story = {
  args: { data: data.map((week) => ({ ...week, registrations: 0, revenue: 0 })) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('There are no registrations or payments in these weeks'),
      ).toBeVisible(),
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

/** Two years of weeks: the labels thin out. */
export const LongContent: Story = {
  args: {
    data: Array.from({ length: 104 }, (_, index) => {
      const monday = new Date(Date.UTC(2024, 11, 2) + index * 7 * 86_400_000);
      return {
        week: `W${index + 1}`,
        week_start: monday.toISOString().slice(0, 10),
        registrations: (index * 37) % 60,
        revenue: ((index * 7919) % 90000) * 10,
      };
    }),
  },
};
