import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

// A tiny inline image so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="%232f8f55"/></svg>';

const meta = {
  title: 'UI/Shell/Avatar',
  component: Avatar,
  args: { name: 'Ada Okafor', size: 48 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Okafor (no photo)' })).toHaveTextContent(
      'AO',
    );
  },
};

export const Playground: Story = {
  argTypes: { name: { control: 'text' }, photoUrl: { control: 'text' }, size: { control: 'number' } },
};

export const WithPhoto: Story = {
  args: { photoUrl: photo },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Photo of Ada Okafor' })).toBeVisible(),
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Avatar name="Ada Okafor" />
      <Avatar name="Ada Okafor" photoUrl={photo} />
      <Avatar name="Chinedu" size={32} />
      <Avatar name="" size={64} />
    </div>
  ),
};
