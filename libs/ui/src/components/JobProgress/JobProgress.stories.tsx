import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { JobProgress } from './JobProgress';

const meta = {
  title: 'UI/Feedback/JobProgress',
  component: JobProgress,
  args: { label: 'Monthly matching bonus run', percent: 45, detail: '2,250 of 5,000 members' },
} satisfies Meta<typeof JobProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Monthly matching bonus run' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    percent: { control: { type: 'range', min: 0, max: 100 } },
    status: { control: 'inline-radio', options: ['running', 'done', 'failed'] },
    detail: { control: 'text' },
    error: { control: 'text' },
  },
};

export const Indeterminate: Story = {
  args: { percent: undefined, detail: 'Counting members…' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('aria-valuetext', 'In progress');
  },
};

export const Done: Story = {
  args: { status: 'done', percent: 100, detail: '5,000 members paid' },
};

export const Error: Story = {
  args: { status: 'failed', percent: 62, error: 'An error occurred' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred');
  },
};

/** Ticks from 0 to done, as a page polling a job would re-render it. */
function RunningJob() {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (percent >= 100) return undefined;
    const timer = setTimeout(() => setPercent((value) => Math.min(100, value + 25)), 50);
    return () => clearTimeout(timer);
  }, [percent]);
  return (
    <JobProgress
      label="Global profit sharing"
      percent={percent}
      status={percent >= 100 ? 'done' : 'running'}
      detail={percent >= 100 ? 'All members paid' : `${percent}% of members paid`}
    />
  );
}

export const Controlled: Story = {
  render: () => <RunningJob />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Done')).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('All members paid');
  },
};

export const LongContent: Story = {
  args: {
    label: 'Recalculating the ranks and incentives of every member after the settings changed last night',
    detail: 'Processing the genealogy of members registered under the company root account. '.repeat(3),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <JobProgress label="Starting" percent={0} />
      <JobProgress label="Running" percent={45} detail="2,250 of 5,000 members" />
      <JobProgress label="Indeterminate" detail="Counting members…" />
      <JobProgress label="Done" status="done" detail="5,000 members paid" />
      <JobProgress label="Failed" status="failed" percent={62} error="An error occurred" />
    </div>
  ),
};
