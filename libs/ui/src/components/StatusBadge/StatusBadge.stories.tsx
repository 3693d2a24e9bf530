import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';
import { StyledStatusBadgeRow } from './StatusBadge.styles';

const meta = {
  title: 'UI/Tables/StatusBadge',
  component: StatusBadge,
  args: { status: 'approved' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Approved')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    status: { control: 'select', options: ['approved', 'processing', 'pending', 'declined', 'failed', ''] },
    label: { control: 'text' },
  },
};

export const Processing: Story = { args: { status: 'processing' } };

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Pending Request')).toBeVisible());
  },
};

export const Other: Story = { args: { status: 'declined' } };

export const Empty: Story = { args: { status: null } };

export const LongContent: Story = { args: { status: 'disapproved by the administrator after review' } };

export const AllStates: Story = {
  render: () => (
    <StyledStatusBadgeRow>
      {['approved', 'processing', 'pending', 'declined', 'disapproved', 'failed', 'abandoned', null].map(
        (status) => (
          <StatusBadge key={String(status)} status={status} />
        ),
      )}
    </StyledStatusBadgeRow>
  ),
};
