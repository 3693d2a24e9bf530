import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ColumnsWithLine } from './ColumnsWithLine';

const meta = {
  title: 'UI/Stats/ColumnsWithLine',
  component: ColumnsWithLine,
  args: {
    rows: [
      { label: 'Week 1', amount: 70_000, count: 4 },
      { label: 'Week 2', amount: 0, count: 0 },
      { label: 'Week 3', amount: 157_500, count: 9 },
    ],
    height: 240,
    chart: 'example',
    amountLabel: 'Revenue',
    countLabel: 'Registrations',
    amountKey: 'revenue',
    countKey: 'registrations',
    countTitle: (row) => `${row.label}: ${row.count} registrations`,
  },
} satisfies Meta<typeof ColumnsWithLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A naira column and a count point per period; a zero column has no height. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('rect[data-bar="revenue"]')).toHaveLength(3));
    const bars = [...canvasElement.querySelectorAll('rect[data-bar="revenue"]')];
    await expect(bars[1]).toHaveAttribute('height', '0');
    await expect(Number(bars[2]!.getAttribute('height'))).toBeGreaterThan(
      Number(bars[0]!.getAttribute('height')),
    );
    const points = [...canvasElement.querySelectorAll('circle[data-point="registrations"] title')];
    await expect(points.map((t) => t.textContent)).toEqual([
      'Week 1: 4 registrations',
      'Week 2: 0 registrations',
      'Week 3: 9 registrations',
    ]);
  },
};
