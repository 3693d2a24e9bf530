import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UplineCard, type UplineCardData } from './UplineCard';

const upline: UplineCardData = {
  package: 'Diamond',
  first_name: 'Emeka',
  last_name: 'Nwosu',
  email: 'emeka@example.com',
  username: 'emeka',
  photo_path: null,
};

const meta = {
  title: 'UI/Network/UplineCard',
  component: UplineCard,
  args: { upline },
} satisfies Meta<typeof UplineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Upline' });
    await expect(card).toHaveTextContent('Emeka Nwosu');
    await expect(within(card).getByRole('link', { name: 'emeka@example.com' })).toHaveAttribute(
      'href',
      'mailto:emeka@example.com',
    );
  },
};

export const Playground: Story = {
  argTypes: {
    upline: { control: 'object' },
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    resolvePhotoUrl: { control: false },
  },
};

export const Loading: Story = { args: { upline: undefined, loading: true } };

export const Empty: Story = {
  args: { upline: null },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('You have no upline')).toBeVisible());
  },
};

export const Error: Story = {
  args: { upline: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    upline: {
      ...upline,
      first_name: 'Oluwaseunfunmilayo Abimbola',
      last_name: 'Adebayo-Ogunlesi-Williams',
      email: 'oluwaseunfunmilayo.adebayo-ogunlesi-williams@a-very-long-domain.example.com',
      username: 'oluwaseunfunmilayoadebayoogunlesi',
      package: 'Diamond Executive Platinum',
    },
  },
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
      <UplineCard upline={upline} title="Default" />
      <UplineCard upline={undefined} loading title="Loading" />
      <UplineCard upline={null} title="Empty" />
      <UplineCard upline={undefined} error="An error occurred" onRetry={() => undefined} title="Error" />
    </div>
  ),
};
