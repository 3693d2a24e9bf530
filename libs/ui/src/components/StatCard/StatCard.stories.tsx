import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { PvValue } from '../PvValue/PvValue';
import { StatCard } from './StatCard';
import { StatIconGlobe, StatIconMoney, StatIconPoints, StatIconUsers, StatIconWallet } from './StatCardIcons';

const meta = {
  title: 'UI/Stats/StatCard',
  component: StatCard,
  args: {
    label: 'Matching bonus',
    value: <NairaAmount value={45250} />,
    icon: <StatIconMoney />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Matching bonus' });
    await expect(card).toHaveTextContent('₦45,250.00');
  },
};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    value: { control: 'text' },
    hint: { control: 'text' },
    icon: { control: false },
    aside: { control: false },
    loading: { control: 'boolean' },
    tone: { control: 'inline-radio', options: ['default', 'brand'] },
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Matching bonus' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toHaveTextContent('₦');
  },
};

export const WithBadgeAndHint: Story = {
  args: {
    label: 'Global profit',
    icon: <StatIconGlobe />,
    value: <NairaAmount value={120000} />,
    aside: <Badge tone="success">Qualified</Badge>,
    hint: 'Shared yearly',
  },
};

export const Brand: Story = {
  args: {
    label: 'Wallet balance',
    icon: <StatIconWallet />,
    tone: 'brand',
    value: <NairaAmount value={98000} />,
  },
};

export const Empty: Story = {
  args: { label: 'Cumulated point value (CPV)', icon: <StatIconPoints />, value: <PvValue value={null} /> },
};

export const LongContent: Story = {
  args: {
    label: 'Signee bonus (stockist referral) earned from every stockist you introduced this year',
    value: <NairaAmount value={987654321012.34} />,
    hint: 'Paid when a stockist you introduced activates a stockist package. '.repeat(3),
    aside: <Badge tone="danger">Not Qualified</Badge>,
  },
};

export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <StatCard label="Matching bonus" icon={<StatIconMoney />} value={<NairaAmount value={45250} />} />
      <StatCard label="Loading" icon={<StatIconMoney />} loading />
      <StatCard
        label="Global profit"
        icon={<StatIconGlobe />}
        value={<NairaAmount value={0} />}
        aside={<Badge tone="danger">Not Qualified</Badge>}
      />
      <StatCard label="Total registrations" icon={<StatIconUsers />} value="1,204" hint="₦60,200,000.00" />
      <StatCard
        label="Wallet balance"
        icon={<StatIconWallet />}
        tone="brand"
        value={<NairaAmount value={98000} />}
      />
      <StatCard label="No icon" value={<PvValue value={1250} />} />
    </div>
  ),
};
