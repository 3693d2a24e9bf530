import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ProfileCard, type ProfileCardData } from './ProfileCard';

const ada: ProfileCardData = {
  name: 'Adaeze Okafor',
  username: 'adaeze',
  packageName: 'Gold',
  rank: 'Silver Star',
  email: 'adaeze@example.com',
  phone: '08031234567',
  address: '12 Allen Avenue, Ikeja, Lagos',
  photoUrl: null,
};

const meta = {
  title: 'UI/Network/ProfileCard',
  component: ProfileCard,
  args: { profile: ada },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'My Profile' });
    await expect(card).toHaveTextContent('Adaeze Okafor');
    await expect(card).toHaveTextContent('adaeze@example.com');
    await waitFor(() =>
      expect(within(card).getByRole('img', { name: 'Adaeze Okafor (no photo)' })).toBeVisible(),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    profile: { control: 'object' },
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    actions: { control: false },
  },
};

export const WithPhoto: Story = {
  args: {
    profile: {
      ...ada,
      photoUrl:
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="%23247545"/></svg>',
    },
    actions: <Button size="sm">Edit</Button>,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Photo of Adaeze Okafor' })).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  args: { profile: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  args: { profile: { name: 'Tunde Bello', username: 'tunde' } },
};

export const Error: Story = {
  args: { profile: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    profile: {
      ...ada,
      name: 'Chukwuemekaobinnaya Oluwaseunfunmilayo Abdulrahmanibrahim',
      username: 'chukwuemekaobinnayaoluwaseunfunmilayo2024',
      email: 'chukwuemekaobinnaya.oluwaseunfunmilayo@a-very-long-domain-name.example.com',
      address:
        'Plot 1234, Block 56, Off Admiralty Way, Lekki Phase 1, Eti-Osa Local Government Area, Lagos State',
      packageName: 'Diamond Executive Platinum',
    },
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
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
      }}
    >
      <ProfileCard profile={ada} title="Default" />
      <ProfileCard profile={{ name: 'Tunde Bello', username: 'tunde' }} title="Empty fields" />
      <ProfileCard profile={undefined} loading title="Loading" />
      <ProfileCard profile={undefined} error="An error occurred" onRetry={() => undefined} title="Error" />
    </div>
  ),
};
