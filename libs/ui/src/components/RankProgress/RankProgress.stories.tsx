import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone360Story } from '../../testing/decorators';
import { Card } from '../Card/Card';
import { RankProgress } from './RankProgress';

const star = { id: 1, name: 'Star', points: 100, package_name: null };
const bronze = { id: 2, name: 'Bronze Director', points: 500, package_name: null };

const meta = {
  title: 'UI/Earnings/RankProgress',
  component: RankProgress,
  decorators: [
    (Story) => (
      <Card title="Next rank">
        <Story />
      </Card>
    ),
  ],
  args: { progress: { cpv: 340, current: star, next: bronze, cpv_to_go: 160, package_needed: false } },
} satisfies Meta<typeof RankProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/to go to Bronze Director/)).toHaveTextContent(
      '160 CPV to go to Bronze Director',
    );
    const bar = canvas.getByRole('progressbar', { name: 'Progress to Bronze Director' });
    await expect(bar).toHaveAttribute('aria-valuenow', '340');
    await expect(bar).toHaveAttribute('aria-valuemin', '100');
  },
};

/** No rank yet: the bar runs from 0 to the first rank. */
export const NoRankYet: Story = {
  args: { progress: { cpv: 30, current: null, next: star, cpv_to_go: 70, package_needed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rank yet')).toBeVisible();
  },
};

/** Enough CPV, but the next rank needs a bigger package. */
export const PackageNeeded: Story = {
  args: {
    progress: {
      cpv: 2400,
      current: bronze,
      next: { id: 3, name: 'Silver Director', points: 2000, package_name: 'Gold' },
      cpv_to_go: 0,
      package_needed: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Silver Director also needs the Gold package or higher/),
    ).toBeVisible();
  },
};

export const TopRank: Story = {
  args: {
    progress: {
      cpv: 1_750_000,
      current: { id: 8, name: 'Crown Ambassador', points: 1_500_000, package_name: null },
      next: null,
      cpv_to_go: 0,
      package_needed: false,
    },
  },
};

export const Loading: Story = { args: { progress: undefined, loading: true } };

export const Error: Story = {
  args: { progress: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your rank progress');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    progress: {
      cpv: 123_456_789,
      current: {
        id: 7,
        name: 'Diamond Director of the Greater Lagos Region',
        points: 100_000_000,
        package_name: null,
      },
      next: {
        id: 8,
        name: 'Crown Ambassador of the Federal Republic',
        points: 150_000_000,
        package_name: 'Diamond Premium Plus',
      },
      cpv_to_go: 26_543_211,
      package_needed: true,
    },
  },
};

export const Phone: Story = { ...phone360Story };
