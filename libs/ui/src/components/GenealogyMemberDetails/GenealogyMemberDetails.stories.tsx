import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GenealogyNode } from '../GenealogyTree/GenealogyTreeModel';
import { GenealogyMemberDetails } from './GenealogyMemberDetails';

const member: GenealogyNode = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Bisi Okafor',
  username: 'bisi',
  packageName: 'Gold',
  rankName: 'Star',
  status: 'active',
  position: 'left',
  joinedAt: '2026-03-10T09:00:00.000Z',
  leftPv: 1240,
  rightPv: 860,
  membersBelow: 12345,
  childrenCount: 1,
};

const registerHref = (node: GenealogyNode) => `/register?ref=${node.username}&placer=ada`;

const meta = {
  title: 'UI/Network/GenealogyMemberDetails',
  component: GenealogyMemberDetails,
  args: { member, registerHref },
} satisfies Meta<typeof GenealogyMemberDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with one free slot: the link registers a partner under them, the viewer as sponsor. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Member details' });
    await expect(card).toHaveTextContent('12,345');
    await expect(card).toHaveTextContent('1,240 PV');
    await expect(card).toHaveTextContent('Mar 10, 2026');
    await expect(within(card).getByRole('link', { name: 'Register a partner here' })).toHaveAttribute(
      'href',
      '/register?ref=bisi&placer=ada',
    );
  },
};

export const BothSlotsFree: Story = {
  args: {
    member: { ...member, childrenCount: 0, membersBelow: 0, leftPv: 0, rightPv: 0, status: 'inactive' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Awaiting payment')).toBeVisible();
    await expect(canvas.getByText(/a new partner takes the left one/)).toBeVisible();
  },
};

export const Full: Story = {
  args: { member: { ...member, childrenCount: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Both slots under bisi are taken.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Register a partner here' })).toBeNull();
  },
};

export const Playground: Story = {
  argTypes: {
    member: { control: 'object' },
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    registerHref: { control: false },
    linkComponent: { control: false },
  },
};

export const Loading: Story = { args: { member: undefined, loading: true } };

export const Empty: Story = {
  args: { member: null },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('Choose a member in the tree to see their details'),
      ).toBeVisible(),
    );
  },
};

export const Error: Story = {
  args: { member: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A 360 px phone. */
export const Phone360: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Register a partner here' })).toBeVisible();
  },
};
