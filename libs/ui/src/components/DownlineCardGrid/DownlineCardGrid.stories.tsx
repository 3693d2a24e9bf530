import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DownlineCardGrid, type DownlineData } from './DownlineCardGrid';

const downlines: DownlineData[] = [
  {
    uuid: '7b1f1a52-0c55-4d53-9d0b-1d6f2f0a0001',
    name: 'Ngozi Eze',
    username: 'ngozi',
    package: 'Gold',
    downlines: 2,
    email: 'ngozi@example.com',
    photo_path: null,
    position: 'left',
    status: 'active',
  },
  {
    uuid: '7b1f1a52-0c55-4d53-9d0b-1d6f2f0a0002',
    name: 'Musa Abubakar',
    username: 'musa',
    package: 'Silver',
    downlines: 0,
    email: 'musa@example.com',
    photo_path: null,
    position: 'right',
    status: 'inactive',
    expires_at: '2026-03-17T10:00:00.000Z',
  },
];

const meta = {
  title: 'UI/Network/DownlineCardGrid',
  component: DownlineCardGrid,
  args: { downlines },
} satisfies Meta<typeof DownlineCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Direct downlines' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(within(list).getByRole('heading', { name: 'Ngozi Eze' })).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    downlines: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    resolvePhotoUrl: { control: false },
    renderActions: { control: false },
  },
};

export const WithActions: Story = {
  args: { renderActions: () => <Button size="sm">View network</Button> },
};

export const Loading: Story = {
  args: { downlines: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  args: { downlines: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no direct downlines')).toBeVisible(),
    );
  },
};

export const Error: Story = {
  args: { downlines: [], error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    downlines: [
      {
        ...downlines[0]!,
        name: 'Chukwuemekaobinnaya Oluwaseunfunmilayo Abdulrahmanibrahim',
        username: 'chukwuemekaobinnayaoluwaseunfunmilayo',
        email: 'chukwuemekaobinnaya.oluwaseunfunmilayo@a-very-long-domain-name.example.com',
        package: 'Diamond Executive Platinum',
      },
      { ...downlines[1]!, package: null, status: 'expired', expires_at: null, position: undefined },
    ],
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <DownlineCardGrid downlines={downlines} />
      <DownlineCardGrid downlines={[]} loading />
      <DownlineCardGrid downlines={[]} />
      <DownlineCardGrid downlines={[]} error="An error occurred" onRetry={() => undefined} />
    </div>
  ),
};
