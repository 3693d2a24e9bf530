import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { WelcomePanel, type WelcomePanelProps } from './WelcomePanel';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

const meta = {
  title: 'UI/Payments/WelcomePanel',
  component: WelcomePanel,
  args: {
    firstName: 'Ada',
    lastName: 'Okafor',
    createdAt: daysAgo(3),
    now,
    onLogout: fn(async () => undefined) as WelcomePanelProps['onLogout'],
    children: (
      <Card title="Bank details" actions={<Button>Pay Now</Button>}>
        The bank-details form goes here.
      </Card>
    ),
  },
} satisfies Meta<typeof WelcomePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Welcome, Ada Okafor' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Day 3 of 7')).toBeVisible());
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

export const Playground: Story = {
  argTypes: {
    firstName: { control: 'text' },
    lastName: { control: 'text' },
    createdAt: { control: 'text' },
    now: { control: 'date' },
    children: { control: false },
  },
};

export const FirstDay: Story = { args: { createdAt: daysAgo(0) } };

export const Expired: Story = {
  args: { createdAt: daysAgo(9) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Day 7 of 7')).toBeVisible());
  },
};

export const Empty: Story = { args: { children: undefined } };

export const LongContent: Story = {
  args: { firstName: 'Oluwaseunfunmilayo', lastName: 'Adebayo-Ogunlesi-Nwachukwu' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      {[0, 3, 6, 9].map((days) => (
        <WelcomePanel key={days} {...args} createdAt={daysAgo(days)} />
      ))}
    </div>
  ),
};
