import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_INCENTIVE_REQUESTS } from '../../testing/commerceFixtures';
import { IncentiveRequests, type IncentiveRequestsProps } from './IncentiveRequests';

const meta = {
  title: 'UI/Commerce/IncentiveRequests',
  component: IncentiveRequests,
  args: {
    requests: SAMPLE_INCENTIVE_REQUESTS,
    onApprove: fn(async () => undefined) as IncentiveRequestsProps['onApprove'],
    onDecline: fn(async () => undefined) as IncentiveRequestsProps['onDecline'],
  },
} satisfies Meta<typeof IncentiveRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Incentive requests' })).toHaveTextContent('2');
    const row = canvas.getByRole('row', { name: /Ada Okafor/ });
    await waitFor(() => expect(within(row).getByText('Pending Request')).toBeVisible());
    await userEvent.click(within(row).getByRole('button', { name: 'Approve request of ada' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 14 })));
  },
};

export const Playground: Story = {
  argTypes: {
    count: { control: 'number' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    requests: { control: 'object' },
  },
};

export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline request of tunde' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onDecline).toHaveBeenCalledWith(expect.objectContaining({ id: 15 })));
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no requests')).toBeVisible());
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    requests: [
      {
        ...SAMPLE_INCENTIVE_REQUESTS[0]!,
        id: 99,
        first_name: 'Oluwaseunfunmilayo',
        last_name: 'Adebayo-Ogunlesi-Nwachukwu',
        username: 'oluwaseunfunmilayo_adebayo_ogunlesi',
        incentive: 'A brand new family car and an all-expenses-paid trip to Dubai',
        worth: 987654321.99,
        points: 123456789,
      },
      ...SAMPLE_INCENTIVE_REQUESTS,
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <IncentiveRequests {...args} caption="Incentive requests" />
      <IncentiveRequests {...args} caption="Loading requests" loading />
      <IncentiveRequests {...args} caption="No requests" requests={[]} />
      <IncentiveRequests {...args} caption="Failed requests" error="An error occurred" />
    </div>
  ),
};
