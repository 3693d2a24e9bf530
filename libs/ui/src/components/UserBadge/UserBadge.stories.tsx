import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UserBadge } from './UserBadge';

// A tiny inline image so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="%232f8f55"/></svg>';

const meta = {
  title: 'UI/Shell/UserBadge',
  component: UserBadge,
  args: { name: 'Ada Okafor' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ada Okafor (no photo)' })).toHaveTextContent('AO');
    await waitFor(() => expect(canvas.getByText('Online')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    name: { control: 'text' },
    photoUrl: { control: 'text' },
    online: { control: 'boolean' },
    subtitle: { control: 'text' },
    tone: { control: 'inline-radio', options: ['light', 'dark'] },
    size: { control: 'number' },
  },
};

export const WithPhoto: Story = {
  args: { photoUrl: photo, subtitle: 'Gold' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Photo of Ada Okafor' })).toBeVisible(),
    );
  },
};

/** On the sidebar's dark background. */
export const Dark: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: 'var(--kola-colors-brand-900)' }}>
        <Story />
      </div>
    ),
  ],
};

export const Offline: Story = { args: { online: false } };

export const LongContent: Story = {
  args: {
    name: 'Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu',
    subtitle: 'oluwaseunfunmilayo.adebayo@example.com',
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <UserBadge name="Ada Okafor" />
      <UserBadge name="Ada Okafor" photoUrl={photo} subtitle="Gold" />
      <UserBadge name="Chinedu Eze" online={false} />
      <div style={{ padding: 12, background: 'var(--kola-colors-brand-900)' }}>
        <UserBadge name="Admin" tone="dark" />
      </div>
    </div>
  ),
};
