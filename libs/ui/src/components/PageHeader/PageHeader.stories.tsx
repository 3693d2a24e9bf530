import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/Shell/PageHeader',
  component: PageHeader,
  args: { title: 'Dashboard', description: 'Your bonuses, point values and incentives.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(),
    );
  },
};

export const Playground: Story = {
  argTypes: { title: { control: 'text' }, description: { control: 'text' }, actions: { control: false } },
};

export const WithActions: Story = {
  args: { title: 'Transactions', actions: <Button>Withdraw</Button> },
};

export const LongContent: Story = {
  args: {
    title: 'Stockist upline bonus settings for every registration package in the company',
    description: 'A long description that wraps. '.repeat(8),
    actions: <Button variant="secondary">Save</Button>,
  },
};

export const AllStates: Story = {
  render: () => (
    <div>
      {/* Each in its own section, as on a page inside AppShell's <main> (no duplicate banners). */}
      <section>
        <PageHeader title="Dashboard" />
      </section>
      <section>
        <PageHeader title="Wallet" description="Wallet Summary and Transactions" />
      </section>
      <section>
        <PageHeader title="Members" actions={<Button size="sm">Add member</Button>} />
      </section>
    </div>
  ),
};
